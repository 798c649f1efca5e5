// What a number means, in the nine languages: the nouns it counts and the words that make an
// amount revenue, funding or a price, a percent growth or churn. Data only, '|' separated; a
// Latin cue is matched whole-word and case-insensitively, a CJK cue anywhere. figures.ts reads it.
import type { FigureMetric, FundingStage, Period, PriceUnit } from './types.ts';

export type CountMetric = Extract<
  FigureMetric,
  'customers' | 'users' | 'pilots' | 'volume' | 'headcount' | 'countries' | 'cities'
>;

/** Nouns a count may be of. Customers keep the noun as `subject` ("clinics"), so a mode can say what is counted. */
export const COUNT_NOUNS: Record<CountMetric, string> = {
  customers:
    'customers|customer|clients|client|paying customers|merchants|businesses|companies|accounts|brands|' +
    'clinics|practices|hospitals|pharmacies|stores|shops|restaurants|schools|universities|gyms|hotels|salons|' +
    'farms|factories|plants|fleets|carriers|warehouses|buildings|law firms|dealerships|retailers|banks|' +
    'clientes|cliente|empresas|comercios|negocios|clínicas|clinicas|hospitales|farmacias|tiendas|restaurantes|escuelas|' +
    'colegios|lojas|escolas|hospitais|farmácias|lojistas|Kunden|Unternehmen|Firmen|Praxen|Kliniken|Krankenhäuser|' +
    'Apotheken|Geschäfte|Restaurants|Schulen|Händler|clients payants|entreprises|commerçants|cliniques|hôpitaux|' +
    'pharmacies|magasins|écoles|clienti|aziende|imprese|cliniche|ospedali|farmacie|negozi|ristoranti|scuole|' +
    '顧客|導入企業|導入社数|取引先|クライアント|社|店舗|クリニック|病院|医院|学校|薬局|歯科医院|導入施設|施設|導入店舗|加盟店|' +
    '고객|고객사|기업|병원|치과|매장|학교|약국|개사|가맹점|기관|客户|企业客户|企业|商家|门店|医院|诊所|学校|药店|家企业|家|' +
    '机构|医疗机构|' +
    // Buyers by trade, in the nine languages: farms, households, firms, sellers, insurers, public bodies, sites.
    'farmers|growers|producers|households|homes|families|accounting firms|firms|agencies|sellers|dealers|resellers|' +
    'distributors|installers|insurers|lenders|municipalities|sites|locations|venues|properties|facilities|labs|' +
    'laboratories|contractors|manufacturers|suppliers|utilities|operators|' +
    'productores|agricultores|granjas|fincas|hogares|familias|despachos|bufetes|agencias|vendedores|distribuidores|' +
    'concesionarios|instaladores|aseguradoras|bancos|municipios|hoteles|gimnasios|laboratorios|constructoras|' +
    'fabricantes|establecimientos|sucursales|locales|consultorios|' +
    'produtores|fazendas|lares|famílias|escritórios|agências|concessionárias|seguradoras|prefeituras|hotéis|' +
    'academias|laboratórios|construtoras|estabelecimentos|indústrias|cooperativas|' +
    'Landwirte|Betriebe|Höfe|Haushalte|Familien|Kanzleien|Agenturen|Onlinehändler|Installateure|Handwerksbetriebe|' +
    'Versicherer|Banken|Kommunen|Hotels|Labore|Hersteller|Standorte|Anlagen|Steuerberater|Bauunternehmen|Stadtwerke|' +
    'agriculteurs|exploitations|producteurs|foyers|ménages|familles|cabinets|agences|vendeurs|e-commerçants|' +
    'concessionnaires|installateurs|assureurs|banques|collectivités|communes|hôtels|laboratoires|fabricants|' +
    'industriels|établissements|PME|restaurateurs|artisans|' +
    'agricoltori|aziende agricole|produttori|famiglie|studi legali|studi professionali|agenzie|venditori|rivenditori|' +
    'concessionari|installatori|assicurazioni|banche|comuni|strutture|laboratori|stabilimenti|PMI|commercialisti|' +
    'cantine|alberghi|' +
    '農家|生産者|世帯|法律事務所|会計事務所|販売店|代理店|小売店|保険会社|銀行|金融機関|自治体|ホテル|旅館|工場|' +
    'メーカー|拠点|事業者|飲食店|介護施設|' +
    '농가|가구|로펌|법무법인|회계법인|판매점|대리점|셀러|판매자|보험사|은행|금융기관|지자체|호텔|공장|제조사|' +
    '사업장|식당|음식점|학원|요양원|' +
    '农户|农场|律所|律师事务所|会计师事务所|经销商|代理商|卖家|零售商|保险公司|银行|金融机构|酒店|工厂|制造商|厂商|' +
    '餐厅|养老院|' +
    // More buyers by trade: salons, carriers, childcare, wineries, beach clubs, small firms, merchants.
    'hair salons|beauty salons|peluquerías|salões|saloni|サロン|美容室|미용실|美发店|transportadoras|transportistas|' +
    'Speditionen|transporteurs|trasportatori|運送会社|운송사|物流公司|daycares|nurseries|guarderías|creches|Kitas|' +
    'crèches|asili nido|保育園|어린이집|幼儿园|wineries|vineyards|viñas|viñedos|bodegas|vinícolas|Weingüter|Winzer|' +
    'vignobles|domaines|vigneti|ワイナリー|와이너리|酒庄|lidi|stabilimenti balneari|beach clubs|chiringuitos|' +
    'pymes|PMEs|KMU|SMEs|商户|店铺|中小企業|중소기업|中小企业|' +
    // Dealers and brokers a marketplace serves: "3,200 dealers", "딜러 3,200명", "ディーラー120社".
    'car dealers|brokers|Autohäuser|Autohändler|Makler|courtiers|agenzie immobiliari|corretores|corredores|' +
    'imobiliárias|inmobiliarias|ディーラー|販売会社|딜러|중개사|중고차 딜러|车商|经纪人|中介',
  users:
    'users|user|monthly active users|active users|MAU|DAU|subscribers|members|patients|students|learners|drivers|' +
    'downloads|usuarios|usuários|utilizadores|suscriptores|assinantes|pacientes|alumnos|estudiantes|alunos|Nutzer|' +
    'Nutzerinnen|Abonnenten|Mitglieder|Patienten|Schüler|utilisateurs|abonnés|membres|patients|élèves|étudiants|' +
    'utenti|iscritti|abbonati|pazienti|studenti|ユーザー|利用者|会員|登録者|患者|生徒|' +
    '사용자|이용자|회원|가입자|환자|학생|用户|会员|注册用户|患者|学生|' +
    // Professionals who use a tool: "4,200 lawyers", "변호사 4,200명", "3.000 médicos".
    'lawyers|attorneys|doctors|physicians|dentists|teachers|nurses|accountants|pharmacists|therapists|' +
    'veterinarians|vets|abogados|médicos|dentistas|profesores|docentes|enfermeras|contadores|advogados|' +
    'professores|enfermeiros|contadores|Anwälte|Ärzte|Ärztinnen|Zahnärzte|Lehrer|Lehrkräfte|Pflegekräfte|' +
    'avocats|médecins|dentistes|enseignants|infirmiers|infirmières|comptables|notaires|avvocati|medici|' +
    'dentisti|insegnanti|docenti|infermieri|弁護士|医師|歯科医師|教師|看護師|税理士|변호사|의사|치과의사|교사|' +
    '간호사|세무사|회계사|律师|医生|教师|护士|会计师|' +
    // People who put money in or belong: investors, members of a pool, players.
    'investors|inversores|inversionistas|investidores|Anleger|Investoren|investisseurs|investitori|投資家|' +
    '투자자|投资者|投资人|cotistas|consorciados|participantes|Teilnehmer|participants|partecipanti|players|' +
    'jugadores|jogadores|Spieler|joueurs|giocatori|プレイヤー|플레이어|玩家|' +
    // People an app is for, wallets and downloads: "12,000 kids", "40.000 opositores", "고령자 5천 명".
    'kids|children|elderly people|seniors|older adults|wallets|holders|stakers|traders|candidates|' +
    'niños|personas mayores|mayores|opositores|candidatos|crianças|idosos|carteiras|Kinder|Senioren|Wallets|' +
    'enfants|personnes âgées|portefeuilles|bambini|anziani|candidati|子ども|子供|高齢者|ウォレット|ダウンロード|' +
    'ダウンロード数|아이|어린이|고령자|어르신|지갑|다운로드|儿童|孩子|老人|老年人|钱包|下载|下载量|次下载|' +
    // Drivers, couriers, riders and creators who work through an app: "26 mil motoristas", "기사 3,200명".
    'couriers|riders|truckers|creators|freelancers|motoristas|conductores|choferes|repartidores|entregadores|' +
    'caminhoneiros|camioneros|transportistas independientes|criadores|creadores|Fahrer|Fahrerinnen|Kuriere|' +
    'Lkw-Fahrer|Selbstständige|chauffeurs|conducteurs|livreurs|routiers|créateurs|autisti|corrieri|rider|' +
    'camionisti|creator|ドライバー|配達員|クリエイター|運転手|기사|드라이버|라이더|배달원|크리에이터|화물차주|' +
    '司机|骑手|配送员|货车司机|创作者|主播',
  pilots:
    'pilots|pilot|pilot customers|pilot projects|pilotos|piloto|projetos-piloto|projetos piloto|Piloten|Pilotkunden|' +
    'Pilotprojekte|projets pilotes|pilotes|progetti pilota|piloti|PoC|POCs|パイロット|実証実験|파일럿|시범|试点|' +
    // Pilots named by what runs them: "12 Pilotkliniken", "2 studi clinici pilota", "5 clientes piloto".
    'pilot programs|pilot deployments|paid pilots|proofs of concept|' +
    'pilotos pagados|clientes piloto|proyectos piloto|pruebas piloto|' +
    'programas piloto|pilotos pagos|testes-piloto|clientes-piloto|Pilotkliniken|Pilotbetriebe|Pilotstandorte|' +
    'Pilotpraxen|Pilotschulen|Pilotanlagen|Pilotinstallationen|Pilotfilialen|sites pilotes|clients pilotes|' +
    'expérimentations|pilota|clienti pilota|studi pilota|installazioni pilota|sperimentazioni|' +
    'トライアル|試験導入|実証|시범 사업|시범 도입|실증|试点项目|试点客户|POC',
  // Volumes handled or sold, kept with their noun: "41.000 Sets pro Jahr", "180.000 Fälle", "1万件の注文".
  volume:
    'units|units sold|orders|shipments|deliveries|transactions|bookings|cases|claims|tickets|parcels|packages|' +
    'installations|systems|kits|sets|rides|trips|consultations|appointments|contracts|loans|policies|invoices|' +
    'unidades|pedidos|envíos|entregas|transacciones|reservas|casos|reclamaciones|paquetes|instalaciones|viajes|' +
    'consultas|citas|contratos|préstamos|pólizas|facturas|envios|transações|processos|pacotes|instalações|' +
    'viagens|empréstimos|apólices|notas fiscais|Einheiten|Bestellungen|Aufträge|Sendungen|Lieferungen|' +
    'Transaktionen|Buchungen|Fälle|Vorgänge|Pakete|Installationen|Systeme|Sets|Fahrten|Beratungen|Termine|' +
    'Verträge|Kredite|Policen|Rechnungen|unités|commandes|expéditions|livraisons|réservations|dossiers|colis|' +
    'trajets|rendez-vous|contrats|prêts|factures|unità|ordini|spedizioni|consegne|transazioni|prenotazioni|' +
    'casi|pratiche|pacchi|installazioni|viaggi|consulti|visite|contratti|prestiti|polizze|fatture|' +
    '件|注文|受注|出荷|配送|予約|案件|주문|배송|예약|거래 건수|订单|笔订单|笔交易|单|销量|套|' +
    // Devices and machines deployed: "18만 개의 기기", "12,000 devices", "4.000 dispositivos".
    'devices|machines|robots|sensors|chargers|dispositivos|máquinas|robôs|sensores|carregadores|cargadores|' +
    'Geräte|Maschinen|Roboter|Sensoren|Ladepunkte|appareils|machines|robots|capteurs|bornes|dispositivi|macchine|' +
    'robot|sensori|colonnine|台|デバイス|端末|ロボット|센서|기기|단말|대|设备|台设备|机器人|传感器|充电桩',
  headcount:
    'employees|staff|FTEs|full-time employees|team members|engineers|empleados|colaboradores|funcionários|' +
    'Mitarbeiter|Mitarbeitende|Mitarbeiterinnen|Beschäftigte|salariés|employés|collaborateurs|dipendenti|' +
    '従業員|社員|スタッフ|직원|임직원|명의 직원|员工|名员工|雇员|workers|Angestellte|trabajadores|trabalhadores|' +
    'lavoratori|travailleurs',
  countries:
    'countries|markets|países|mercados|Länder|Ländern|Märkte|pays|marchés|paesi|mercati|か国|カ国|ヶ国|개국|个国家|国家',
  cities: 'cities|ciudades|cidades|Städte|Städten|villes|città|都市|도시|个城市|城市',
};

/**
 * A count of anything used by or served: "used by 610 …", "trabajamos con 180 …", "atendemos 340 …",
 * "已有4.1万个…使用" — the noun need not be known when a verb of use says the count is of customers.
 */
export const USED_BY =
  'used by|trusted by|adopted by|chosen by|serving|we serve|serves|work with|works with|usada por|usado por|' +
  'utilizada por|utilizado por|trabajamos con|atendemos a|atendemos|servimos a|damos servicio a|usada por|' +
  'atendemos mais de|trabalhamos com|genutzt von|verwendet von|eingesetzt bei|betreuen|wir betreuen|' +
  'utilisé par|utilisée par|accompagnons|nous accompagnons|travaillons avec|usata da|usato da|utilizzata da|' +
  'utilizzato da|serviamo|lavoriamo con';
/** Verbs of use after the counted noun: "180 bodegas usan …", "250 Kitas nutzen …", "340 crèches utilisent …". */
export const USE_AFTER =
  'use|uses|rely on|trust|usan|utilizan|confían en|usam|utilizam|confiam em|nutzen|verwenden|setzen|vertrauen|' +
  'utilisent|font confiance|usano|utilizzano|si affidano|が利用|が導入|で導入|이 사용|가 사용|에서 사용|使用|在用|接入|' +
  'wear|wears|practise|practice|play|learn|stake|staked|have staked|are using|juegan|practican|jogam|praticam|' +
  'spielen|üben|tragen|jouent|pratiquent|portent|giocano|praticano|indossano|이 이용|가 이용|이용 중|利用中';

/** "We are 14 people", "somos 14 personas", "wir sind 14 Leute": the caller counting itself, with a people word. */
export const WE_ARE =
  "we are|we're|we're now|somos|wir sind|nous sommes|on est|siamo|私たちは|우리는|저희는|我们是|我们有|私たちは現在|" +
  'the company has|la empresa tiene|a empresa tem|das Unternehmen hat|la société compte|l’azienda conta|' +
  "l'azienda conta|l'entreprise compte|die Firma hat";
/** After "N people": where they work, so the count is a headcount ("14 people in the Paris office", "on staff"). */
export const PEOPLE_AT_WORK =
  'in the office|in our office|at the office|on staff|on payroll|on the team|across offices|' +
  'en la oficina|en plantilla|no escritório|na equipe|im Büro|im Team|an Bord|au bureau|dans l’équipe|' +
  "dans l'équipe|in ufficio|in organico|nel team|がオフィス|이 근무|在办公室";
/** People counted in a team: headcount only when a team word is near ("a team of 25 people"). */
export const PEOPLE =
  'people|persons|personas|pessoas|Personen|Leute|Leuten|Menschen|Köpfe|Köpfen|personnes|persone|人|名|명';
export const TEAM =
  'team|equipo|equipe|Team|équipe|squadra|チーム|팀|团队|headcount|plantilla|Belegschaft|effectif|organico|' +
  // Verbs of employing: "we employ 45 people", "empleamos a 30 personas", "wir beschäftigen 80 Menschen".
  'employ|employs|employing|empleamos|emplea|empregamos|emprega|beschäftigen|beschäftigt|employons|emploie|' +
  'impieghiamo|impiega|雇用|고용';
/** Between a team word and its size: "our team has 22", "팀은 12명", "团队规模30人", "チームは12名". */
export const TEAM_VERBS =
  'has|have|is|are|tiene|tem|hat|zählt|umfasst|compte|conta|ha|は|の人数は|는|은|인원은|有|共有|规模';
/** Team size as an adjective before a team word: "a 60-person team", "an 8-strong team", "ein 25-köpfiges Team". */
export const TEAM_ADJECTIVES = 'person|people|strong|member|köpfig|köpfige|köpfiges|köpfigen|köpfiger';
/** A company sized the same way: "a 60-person maker of drones", "a 12-person startup". */
export const SIZED_COMPANY =
  'company|startup|start-up|firm|maker|business|manufacturer|studio|agency|vendor|provider|organisation|' +
  'organization|workforce|operation|group|scale-up|scaleup|developer|builder|supplier|shop';

/** Words that give an amount its meaning. Nearest wins. */
export const MONEY_CUES: Record<'arr' | 'mrr' | 'revenue' | 'gmv' | 'funding' | 'market_size' | 'price', string> = {
  arr: 'ARR|annual recurring revenue|ingresos recurrentes anuales|receita recorrente anual|wiederkehrender Jahresumsatz',
  mrr: 'MRR|monthly recurring revenue|ingresos recurrentes mensuales|receita recorrente mensal',
  revenue:
    'revenue|revenues|sales|turnover|annual revenue|ingresos|facturación|facturamos|ventas|receita|faturamento|' +
    "faturamos|Umsatz|Umsätze|Erlöse|chiffre d'affaires|fatturato|ricavi|売上|売上高|年商|매출|매출액|营收|收入|销售额|营业额|" +
    'fatturiamo|fatturano|abbiamo fatturato|incassi|vendite|ingresamos|vendas|receitas|Jahresumsatz|erwirtschaften|' +
    'erwirtschaftet|réalisons|ventes|revenus|売り上げ|売上げ|매출을|年收入|销售收入',
  gmv:
    'GMV|TPV|gross merchandise value|total payment volume|processed|volumen transaccionado|volume transacionado|' +
    "transacionamos|Transaktionsvolumen|volume d'affaires|volume transato|流通総額|取扱高|거래액|결제액|成交额|交易额|" +
    // Volumes handled are their own kind, never a price: payments, assets, loans, deposits, in nine languages.
    'GTV|payment volume|payments volume|processed volume|volumen procesado|volumen de pagos|volume processado|' +
    'volume de pagamentos|Zahlungsvolumen|volume de paiements|volume di pagamenti|volume pagamenti|' +
    'AUM|assets under management|activos bajo gestión|ativos sob gestão|verwaltetes Vermögen|actifs sous gestion|' +
    'masse sous gestion|patrimonio gestito|masse gestite|loan book|loan portfolio|cartera de crédito|' +
    'cartera de préstamos|carteira de crédito|Kreditportfolio|Kreditbestand|portefeuille de prêts|' +
    'portafoglio crediti|deposits|depósitos|Einlagen|dépôts|depositi|流通額|月間流通額|年間流通額|取扱額|決済額|' +
    '預かり資産|運用資産|融資残高|거래대금|운용자산|대출 잔액|예치금|流水|交易流水|管理资产|资产管理规模|贷款余额|存款',
  funding:
    'raised|raise|raising|funding|round|seed round|investment|invested|backed|pre-seed|seed|series|' +
    'levantamos|levantó|levantar|levantando|ronda|financiación|inversión|captamos|captó|captar|rodada|aporte|' +
    'investimento|aporte|Finanzierung|Finanzierungsrunde|Runde|eingesammelt|einsammeln|Investment|levé|levée|lever|' +
    'levons|tour de table|financement|raccolto|raccolti|raccogliere|finanziamento|round di|資金調達|調達|出資|' +
    'ラウンド|シード|시리즈|투자 유치|투자를 유치|유치|투자|시드|融资|轮融资|投资|天使轮|种子轮|' +
    // Raising now or next: "estamos captando", "recaudando", "raccogliendo", "調達中", "募资".
    'closing|closed|secured|captando|captação|captaremos|captamos|recaudamos|recaudando|recaudar|cerrando|' +
    'cerramos|Série|Serie|aufnehmen|aufgenommen|sammeln|Kapitalrunde|raccogliendo|raccogliamo|levée de fonds|' +
    '調達中|調達予定|資金を調達|투자 유치 중|투자받았|募资|募集|完成融资',
  market_size:
    'TAM|SAM|SOM|market size|market of|market worth|market|tamaño de mercado|mercado de|mercado|Marktvolumen|' +
    'Markt|Marktgröße|taille du marché|marché|mercato|dimensione del mercato|市場規模|市場|시장 규모|시장|市场规模|市场',
  price:
    'price|priced at|pricing|costs|plans from|plans start at|starts at|starting at|precio|precios|cuesta|desde|' +
    'preço|custa|a partir de|Preis|kostet|ab|prix|coûte|à partir de|prezzo|costa|料金|価格|月額|年額|가격|요금|' +
    '월|价格|定价|售价|月费|年费|' +
    // Subscription fees name a price as well: "월 구독료 9,900원", "cuota mensual de 29 €".
    'subscription fee|monthly fee|cuota|mensualidad|suscripción|assinatura|mensalidade|Abogebühr|Monatsgebühr|' +
    'abonnement|cotisation|abbonamento|canone|利用料|月会費|구독료|이용료|월정액|订阅费|会员费|服务费|' +
    // Hourly rates: "hourly rate of $35", "Stundensatz 90 €", "時給3000円", "시급 2만 원".
    'hourly rate|tarifa por hora|valor da hora|Stundensatz|taux horaire|tariffa oraria|時給|時間単価|시급|时薪|' +
    // Sale prices, one-time fees, and what a customer pays on average: "sells for $299", "a $1,500 setup fee",
    // "ticket médio de R$ 300", "panier moyen de 45 €", "客単価3,000円".
    'start at|start from|starting from|sells for|sell for|sold for|retails for|list price|setup fee|set-up fee|' +
    'one-time fee|upfront|installation fee|implementation fee|average contract value|ACV|average order value|AOV|' +
    'average ticket|average basket|se vende por|precio de venta|cuota de alta|tarifa de instalación|ticket medio|' +
    'ticket promedio|vende por|preço de venda|taxa de instalação|taxa de adesão|ticket médio|verkauft für|' +
    'Einrichtungsgebühr|Einmalgebühr|Listenpreis|Vertragswert|Warenkorb|vendu|prix de vente|' +
    "frais d'installation|frais de mise en service|panier moyen|venduto a|prezzo di listino|costo di attivazione|" +
    'scontrino medio|初期費用|導入費用|販売価格|客単価|초기 비용|설치비|판매가|객단가|初装费|安装费|客单价',
};

export type PercentMeaning = 'growth' | 'retention' | 'churn' | 'commission';
export const PERCENT_CUES: Record<PercentMeaning, string> = {
  growth:
    'growth|growing|grow|grew|grows|up|increase|MoM|YoY|WoW|QoQ|CAGR|crecimiento|crecemos|creciendo|crece|' +
    'crescimento|crescendo|crescemos|cresce|Wachstum|wachsen|wächst|Zuwachs|croissance|croît|croissons|hausse|' +
    'crescita|cresciamo|cresce|成長|成長率|増加|伸び|성장|성장률|증가|增长|增速|增长率|提升',
  retention:
    'retention|net revenue retention|NRR|GRR|NDR|retained|retención|retenção|Retention|Kundenbindung|' +
    'rétention|fidélisation|ritenzione|継続率|リテンション|유지율|리텐션|留存|留存率|续费率',
  churn:
    'churn|churn rate|attrition|cancellations|abandono|cancelamento|Abwanderung|Kündigungsrate|Churn|' +
    "attrition|désabonnement|taux d'attrition|tasso di abbandono|解約率|チャーン|이탈률|해지율|流失率|流失",
  // A commission or take rate is the price of a marketplace or a payment: read as a price in percent.
  commission:
    'commission|commissions|take rate|take-rate|fee of|fee|transaction fee|comisión|comision|tasa de comisión|' +
    'comissão|comissao|taxa de|take rate de|Provision|Kommission|Gebühr|Transaktionsgebühr|commission de|' +
    'frais de|commissione|provvigione|手数料|テイクレート|수수료|佣金|抽成|抽佣|费率|手续费',
};

/**
 * A percent charged on each sale or payment is a price in percent: "1,5% sobre cada mensalidade", "2 % on each
 * sale", "3 % auf jeden Umsatz", "1,5 % sur chaque vente", "2% su ogni transazione", "決済ごとに3.6%", "건당 2%".
 */
export const ON_EACH =
  'on each|on every|per sale|per transaction|per booking|of each|sobre cada|sobre o valor|por cada|por venta|' +
  'por transacción|por transação|de cada|auf jeden|auf jede|pro Buchung|pro Transaktion|pro Verkauf|' +
  'sur chaque|par transaction|par vente|su ogni|per ogni|a transazione|per transazione|ごとに|毎に|건당|거래당|每笔|每单';
export const NPS = 'NPS|Net Promoter Score';

export const PERIOD_CUES: Record<Exclude<Period, 'day'>, string> = {
  month:
    'monthly|per month|a month|/month|/mo|mo|month|MoM|m/m|month-over-month|month over month|mensual|mensuales|al mes|' +
    'por mes|/mes|mes|mensal|ao mês|por mês|/mês|mês|monatlich|pro Monat|im Monat|/Monat|Monat|mensuel|mensuelle|' +
    'par mois|/mois|mois|mensile|al mese|/mese|mese|月次|月間|毎月|月額|/月|월|매월|월간|월 평균|每月|月度|环比|/月|月费|包月',
  year:
    'annual|annually|yearly|per year|a year|/year|/yr|YoY|y/y|year-over-year|year over year|anual|al año|por año|' +
    "/año|ao ano|por ano|/ano|jährlich|pro Jahr|/Jahr|im Jahr|annuel|annuelle|par an|/an|annuo|annuale|all'anno|" +
    '/anno|年間|年次|前年比|年率|年額|연간|연|전년 대비|전년比|每年|年度|同比|/年|年费',
  week:
    'weekly|per week|/week|WoW|week-over-week|semanal|por semana|wöchentlich|pro Woche|hebdomadaire|par semaine|' +
    'settimanale|週次|毎週|주간|매주|每周|周环比',
  quarter: 'quarterly|per quarter|QoQ|trimestral|quartalsweise|trimestriel|trimestrale|四半期|분기|季度',
};

/** What a price is paid per, after "/", "per", "por", "pro", "par", "al", "あたり", "당", "每". */
export const PER_UNITS: Record<Exclude<PriceUnit, Period>, string> = {
  seat:
    'seat|seats|editor|agent|account|asiento|licencia|agente|licença|Lizenz|Platz|Redakteur|Agent|Konto|' +
    'siège|licence|éditeur|compte|postazione|account|アカウント|ID|석|계정|席|席位|坐席|账号',
  user:
    'user|active user|paying user|member|usuario|usuario activo|miembro|usuário|membro|Nutzer|Mitglied|utilisateur|' +
    'membre|utente|membro|ユーザー|メンバー|사용자|멤버|用户|成员|' +
    'lawyer|attorney|doctor|dentist|teacher|abogado|médico|profesor|advogado|professor|Anwalt|Arzt|Lehrer|' +
    'avocat|médecin|professeur|enseignant|avvocato|medico|insegnante|弁護士|医師|변호사|의사|律师|医生|' +
    // People a vertical tool is priced by: "$199 per technician per month", "9 € por alumno", "pro Fahrer".
    'technician|tech|driver|worker|caregiver|rep|student|patient|learner|tenant|resident|' +
    'técnico|conductor|trabajador|estudiante|alumno|paciente|inquilino|motorista|trabalhador|aluno|' +
    'Techniker|Monteur|Fahrer|Schüler|Patient|Mieter|Bewohner|technicien|chauffeur|élève|étudiant|patient|' +
    'locataire|résident|tecnico|autista|studente|alunno|paziente|inquilino|技術者|ドライバー|生徒|患者|入居者|' +
    '기사|기술자|학생|환자|입주자|技师|司机|学生|患者|租户',
  unit:
    'unit|device unit|unidad|unidade|Einheit|unité|unità|台|대|' +
    // Physical quantities energy, farm and freight services are priced by: "$0.02 per kWh", "€40 per hectare".
    'kWh|MWh|GWh|kW|MW|ton|tonne|metric ton|kg|hectare|acre|square meter|square metre|m²|liter|litre|km|mile|' +
    'GB|TB|tonelada|hectárea|hectare|litro|quilo|Tonne|Hektar|Liter|Kilogramm|tonne|litre|tonnellata|ettaro|' +
    'chilo|トン|ヘクタール|톤|헥타르|킬로와트시|吨|公顷|千瓦时|' +
    // Rooms, beds and homes a property or care tool is priced by.
    'bed|room|apartment|door|cama|habitación|departamento|vivienda|leito|quarto|apartamento|Bett|Zimmer|' +
    'Wohnung|Wohneinheit|lit|chambre|logement|letto|camera|appartamento|床|部屋|戸|병상|객실|세대|床位|房间|户',
  transaction: 'transaction|transacción|transação|Transaktion|transazione|取引|決済|거래|건|笔交易|笔',
  location:
    'location|site|store|clinic|branch|restaurant|property|venue|office|outlet|practice|local|sucursal|clínica|' +
    'restaurante|oficina|loja|unidade|restaurante|Standort|Filiale|Praxis|Restaurant|Objekt|site|magasin|cabinet|' +
    'restaurant|établissement|sede|negozio|ristorante|struttura|店舗|拠点|院|施設|매장|지점|식당|门店|家门店|餐厅',
  device:
    'device|robot|vehicle|truck|car|van|machine|sensor|camera|dispositivo|robô|robot|vehículo|máquina|veículo|' +
    'Gerät|Fahrzeug|Maschine|Sensor|appareil|véhicule|machine|capteur|veicolo|macchina|sensore|' +
    'デバイス|ロボット|車両|기기|로봇|차량|设备|机器人|车辆',
  employee: 'employee|empleado|funcionário|Mitarbeiter|salarié|employé|dipendente|従業員|직원|员工',
  hour: 'hour|hr|h|hora|Stunde|Std|heure|ora|時間|시간|小时',
  order:
    'order|pedido|Bestellung|commande|ordine|注文|주문|订单|' +
    // Deliveries, shipments, bookings and rides a logistics or mobility service charges by.
    'delivery|shipment|parcel|package|booking|ride|trip|envío|entrega|paquete|reserva|viaje|envio|pacote|corrida|' +
    'Lieferung|Sendung|Paket|Buchung|Fahrt|livraison|envoi|colis|réservation|consegna|spedizione|pacco|' +
    'prenotazione|corsa|配送|配達|荷物|予約|배송|택배|예약|배달|快递|包裹|预订|单快递',
  call: 'API call|call|request|llamada|chamada|Aufruf|appel|chiamata|リクエスト|호출|调用',
};
export const PER_WORDS =
  String.raw`(?:\s?/\s?|\s(?:per|por|pro|par|a|al|ao|im|am|each|cada|je|pour|ogni|an|la|le|à la)\s|\s(?:à\s)?l'|\sall'` +
  String.raw`|\s?(?:あたり|当たり|당|每|/))`;
/** Words joining a second basis: "pro Nutzer und Monat", "par utilisateur et par mois", "pro Fahrzeug im Monat". */
export const PER_JOIN = 'and|und|et|e|y|im';
/** A price basis written before the amount: "1ユーザーあたり月額980円", "사용자당 월 1만 원", "每个用户每月99元". */
export const PER_BEFORE = { after: 'あたり|当たり|につき|당', before: '每' };
/** A price for a stretch of time, after "for", "por", "pour", "für": "$89 for three months", "99 € pour 3 mois". */
export const PRICE_TERMS: Record<'month' | 'quarter' | 'year', string> = {
  month: 'a month|one month|1 month|un mes|1 mes|um mês|1 mês|einen Monat|1 Monat|un mois|1 mois|un mese|1 mese',
  quarter: 'three months|3 months|tres meses|3 meses|três meses|drei Monate|3 Monate|trois mois|3 mois|tre mesi|3 mesi',
  year:
    'a year|one year|1 year|12 months|un año|1 año|12 meses|um ano|1 ano|ein Jahr|1 Jahr|12 Monate|un an|1 an|' +
    '12 mois|un anno|1 anno|12 mesi',
};
/** A period said as an adjective after the amount: "€79 monthly", "79 € mensuels", "R$ 79 mensais", "790 € jährlich". */
export const PERIOD_ADJECTIVES: Record<'month' | 'year' | 'week', string> = {
  month:
    'monthly|a month|each month|every month|mensual|mensuales|cada mes|mensal|mensais|todo mês|' +
    'monatlich|mtl.|mensuel|mensuels|mensuelle|mensuelles|chaque mois|mensile|mensili|ogni mese|毎月|매달|매월|每个月',
  year:
    'yearly|annually|a year|per annum|p.a.|anual|anuales|anuais|cada año|jährlich|annuel|annuels|annuelle|' +
    'annuelles|annuale|annuali|annui|ogni anno|毎年|매년|每年',
  week: 'weekly|semanal|semanales|semanais|wöchentlich|hebdomadaire|hebdomadaires|settimanale|settimanali',
};
/**
 * A tax note between an amount and its basis, in the nine languages: "49 € HT par mois", "29 € + IVA al mes",
 * "€49 zzgl. MwSt. pro Nutzer", "R$ 99 + impostos por mês", "39 € IVA esclusa al mese", "980円(税別)/月".
 */
export const TAX_NOTES =
  'HT|TTC|H.T.|hors taxes|hors taxe|hors TVA|TVA incluse|TVA comprise|taxes comprises|+ TVA|' +
  'plus VAT|plus tax|plus taxes|+ VAT|+ tax|+ taxes|excl. VAT|incl. VAT|ex VAT|ex. VAT|inc VAT|inc. VAT|' +
  'excluding VAT|including VAT|excl. tax|excluding tax|before tax|pre-tax|+ GST|excl. GST|incl. GST|' +
  '+ IVA|más IVA|IVA incluido|IVA incluida|IVA no incluido|sin IVA|s/IVA|IVA aparte|+ impuestos|más impuestos|' +
  'impuestos incluidos|sin impuestos|antes de impuestos|' +
  '+ impostos|mais impostos|sem impostos|com impostos|impostos inclusos|impostos incluídos|IVA incluído|sem IVA|' +
  'zzgl. MwSt.|zzgl. MwSt|zzgl. USt.|zzgl. USt|inkl. MwSt.|inkl. MwSt|inkl. USt.|exkl. MwSt.|exkl. MwSt|' +
  'zzgl.MwSt.|inkl.MwSt.|plus MwSt.|plus MwSt|+ MwSt.|+ MwSt|ohne MwSt.|ohne MwSt|netto|brutto|' +
  'zzgl. Steuern|+ Steuern|' +
  'IVA esclusa|IVA escluso|IVA inclusa|IVA incluso|IVA compresa|IVA compreso|oltre IVA|più IVA|' +
  'IVA esclusa|+ tasse|tasse incluse|esclusa IVA|escluso IVA|' +
  '税抜|税込|税別|税抜き|税込み|税抜価格|税込価格|(税抜)|(税込)|(税別)|（税抜）|（税込）|（税別）|' +
  '부가세 별도|VAT 별도|부가세 포함|VAT 포함|부가세별도|부가세포함|(부가세 별도)|' +
  '不含税|含税|税前|(含税)|(不含税)|（含税）|（不含税）';
export const PRICE_TERM_WORDS = 'for|por|para|pour|für|per|every|cada|alle|tous les|ogni';

export const STAGES: Record<FundingStage, string> = {
  'pre-seed':
    'pre-seed|pre seed|preseed|pre-semilla|presemilla|pré-seed|pré-semente|Pre-Seed|pré-amorçage|' +
    'プレシード|프리시드|프리 시드|种子前',
  seed:
    'seed|seed round|semilla|ronda semilla|semente|rodada seed|Seed-Runde|Seed|amorçage|seed round|' +
    'シード|シードラウンド|시드|种子轮|天使轮',
  series_a: 'Series A|Serie A|Série A|Serie-A|シリーズA|シリーズ A|시리즈A|시리즈 A|A轮|A 轮',
  series_b: 'Series B|Serie B|Série B|Serie-B|シリーズB|シリーズ B|시리즈B|시리즈 B|B轮|B 轮',
  series_c: 'Series C|Serie C|Série C|Serie-C|シリーズC|シリーズ C|시리즈C|시리즈 C|C轮|C 轮',
  series_d: 'Series D|Serie D|Série D|Serie-D|シリーズD|시리즈D|시리즈 D|D轮',
  series_e: 'Series E|Serie E|Série E|シリーズE|시리즈E|시리즈 E|E轮',
  series_f: 'Series F|Serie F|Série F|シリーズF|시리즈F|시리즈 F|F轮',
  series_g: 'Series G|Serie G|Série G|シリーズG|시리즈G|시리즈 G|G轮',
  series_h: 'Series H|Serie H|Série H|シリーズH|시리즈H|시리즈 H|H轮',
  bridge:
    'bridge round|bridge|ronda puente|rodada ponte|Brückenfinanzierung|tour relais|round ponte|' +
    'ブリッジ|브릿지|过桥',
  ipo: 'IPO|initial public offering|salida a bolsa|Börsengang|introduction en bourse|quotazione|上場|상장|上市',
};

/** Before a figure: a goal, a forecast or a round still being raised, so the figure is not traction yet. */
export const TARGET_BEFORE =
  'aim|aiming|goal|target|targeting|plan to|planning to|expect to|expected to|forecast|projected|' +
  'raising|to raise|are raising|objetivo|meta|esperamos|queremos|buscamos|levantando|captando|proyectamos|' +
  'recaudando|cerrando|raccogliendo|sammeln gerade|調達中|正在募资|' +
  'pretendemos|Ziel|planen|wollen|erwarten|objectif|visons|prévoyons|comptons atteindre|comptons dépasser|' +
  'comptons lever|comptons signer|obiettivo|puntiamo|prevediamo|' +
  '目標|목표|目标|计划|预计|力争|正在融资';
/** A round being raised now, when the words that say so are part of the figure's own span ("5億円を調達中"). */
export const RAISING_NOW = '調達中|募集中|유치 중|투자 유치 중|正在融资|正在募资|募资中|融资中';
/** After a figure, within a few characters: "1,000 customers by 2026", "1万社を目指す", "유치 예정". */
export const TARGET_AFTER =
  "by 2025|by 2026|by 2027|by 2028|by 2030|para 2026|bis 2026|d'ici 2026|entro il 2026|" +
  '目指|予定|見込み|計画|목표|예정|계획|目标|计划';

/** "$399 a month", "€12 pro Nutzer und Monat": the period a price is paid per. */
export const PER_PERIODS: Record<Period, string> = {
  month: 'month|mo|mes|mês|Monat|mois|mese|月|월|个月',
  year: 'year|yr|año|ano|Jahr|an|anno|年|년',
  week: 'week|semana|Woche|semaine|settimana|週|주|周',
  day: 'day|día|dia|Tag|jour|giorno|日|일|天',
  quarter: 'quarter|trimestre|Quartal|四半期|분기|季度',
};

/** "over 500", "~12k", "約40万": a bound or a rounding. Latin ones stand before the number. */
export const APPROX_BEFORE =
  'over|more than|about|around|approximately|approx|nearly|almost|roughly|~|±|más de|cerca de|' +
  'alrededor de|unos|mais de|quase|cerca de|über|mehr als|rund|etwa|fast|knapp|plus de|environ|près de|presque|' +
  'oltre|circa|più di|quasi|約|およそ|超|약|超过|约|近|逾';
export const APPROX_AFTER = '以上|超|余り|強|이상|여|넘는|多|余|以上';

/** Before a count, these make the number a rank ("top 3 clients", "los 5 principales"), not a count. */
export const RANK_BEFORE = 'top|Top|primeros|primeras|principales|principais|premiers|primi|ersten|上位|상위|前';
/** Before a bare year, these make it a date ("in 2019", "desde 2019", "seit 2019"). */
export const DATE_BEFORE = 'in|since|from|en|desde|em|de|seit|im|ab|depuis|en|dal|nel|dall|del|fin dal';
