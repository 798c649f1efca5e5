// How the company makes money, who it sells to, how far along it is, and how concentrated its
// revenue is, as the nine languages say it. Data only, '|' separated; business.ts compiles it.
import type { CompanyStage, RevenueModel, SegmentKind } from './types.ts';

export const REVENUE_MODELS: Record<RevenueModel, string> = {
  subscription:
    'subscription|subscriptions|SaaS|monthly plan|annual plan|recurring fee|suscripción|suscripciones|' +
    'cuota mensual|assinatura|assinaturas|mensalidade|Abonnement|Abo-Modell|Abo|abonnement|abonnements|abbonamento|' +
    'abbonamenti|canone mensile|サブスクリプション|サブスク|月額課金|月額制|구독|구독형|월 구독|订阅|订阅制|包月',
  'usage-based':
    'usage-based|usage based|pay-as-you-go|pay as you go|per API call|metered|consumption-based|pago por uso|' +
    "por consumo|pagamento por uso|nutzungsbasiert|verbrauchsbasiert|à l'usage|paiement à l'usage|a consumo|" +
    'pay-per-use|従量課金|従量制|종량제|사용량 기반|按量计费|按使用量|按需付费',
  'transaction-fee':
    'per transaction|transaction fee|transaction fees|fee on each transaction|per payment|processing fee|' +
    'comisión por transacción|comisión por operación|tarifa por transacción|taxa por transação|tarifa por transação|' +
    'Transaktionsgebühr|Transaktionsgebühren|frais de transaction|commission par transaction|commissione per transazione|' +
    'commissioni sulle transazioni|決済手数料|取引手数料|거래 수수료|결제 수수료|交易手续费|交易佣金|支付手续费',
  marketplace:
    'take rate|marketplace commission|commission on each booking|commission on every sale|commission on|commission of|' +
    'comisión sobre|comisión de|comissão sobre|comissão de|Provision von|Provisionen|Vermittlungsgebühr|commission sur|' +
    'commissione sulle vendite|commissione sul|commissione del|仲介手数料|販売手数料|중개 수수료|판매 수수료|佣金|抽成',
  license:
    'license fee|licence fee|licensing|perpetual license|on-premise license|licencia|licencias|licença|licenças|' +
    'Lizenz|Lizenzen|Lizenzgebühr|licence|licences|licenza|licenze|ライセンス|ライセンス料|라이선스|라이센스|许可费|授权费|软件授权',
  advertising:
    'advertising|ad revenue|ads|ad-supported|sponsored|publicidad|anuncios|publicidade|anúncios|Werbung|' +
    'Werbeeinnahmen|publicité|pubblicità|広告|広告収入|광고|광고 수익|广告|广告收入',
  'hardware+service':
    'hardware plus|hardware and subscription|hardware-as-a-service|robots-as-a-service|RaaS|device plus|' +
    'sell the hardware|hardware sales|sensor plus|venta de equipos|hardware más|hardware e assinatura|venda de equipamentos|' +
    'Hardware plus|Hardware und|matériel et abonnement|vente de matériel|hardware e abbonamento|vendita di hardware|' +
    'ハードウェア販売|機器販売|하드웨어 판매|장비 판매|硬件销售|硬件加订阅|硬件+服务',
  'government-contracts':
    'government contracts|government contract|defense contracts|DoD contracts|public tenders|' +
    'public procurement|contratos gubernamentales|contratos con el gobierno|licitaciones públicas|contratos com o governo|' +
    "licitações|öffentliche Aufträge|öffentliche Ausschreibungen|marchés publics|appels d'offres publics|" +
    'appalti pubblici|gare pubbliche|官公庁向け|政府調達|公共調達|정부 조달|공공 조달|정부 계약|政府采购|政府合同|政府订单',
  freemium:
    'freemium|free tier|free plan|plan gratuito|plano gratuito|kostenloser Plan|Gratis-Version|offre gratuite|' +
    'version gratuite|piano gratuito|無料プラン|フリーミアム|무료 플랜|프리미엄 모델|免费版|免费增值',
  services:
    'professional services|consulting|implementation fees|servicios profesionales|consultoría|consultoria|' +
    'serviços profissionais|Beratung|Dienstleistungen|conseil|prestations de service|consulenza|コンサルティング|' +
    '受託開発|컨설팅|용역|咨询服务|定制开发',
};

/** Who the company sells to. Verticals are named in English whatever the input's language. */
export const SEGMENTS: Record<Exclude<SegmentKind, 'vertical'>, string> = {
  smb:
    'SMB|SMBs|SME|SMEs|small businesses|small and medium|small business owners|pymes|pyme|pequeñas empresas|' +
    'pequenas empresas|PMEs|pequenos negócios|KMU|kleine und mittlere|Mittelstand|PME|TPE|petites entreprises|PMI|' +
    'piccole imprese|piccole e medie|中小企業|小規模事業者|중소기업|소상공인|中小企业|小微企业',
  'mid-market':
    'mid-market|midmarket|mid-sized companies|medianas empresas|médias empresas|mittelständische|' +
    'entreprises de taille intermédiaire|ETI|medie imprese|中堅企業|중견기업|中型企业',
  enterprise:
    'enterprise|enterprises|large companies|Fortune 500|large corporations|grandes empresas|grandes corporaciones|' +
    'Großunternehmen|Konzerne|grandes entreprises|grands comptes|grandi aziende|grandi imprese|大企業|エンタープライズ|' +
    '대기업|엔터프라이즈|大型企业|大企业',
  consumers:
    'consumers|consumer|B2C|households|individuals|consumidores|particulares|Verbraucher|Privatkunden|Endkunden|' +
    'consommateurs|particuliers|consumatori|privati|消費者|個人向け|一般消費者|소비자|개인 고객|消费者|个人用户|C端',
  developers:
    'developers|engineering teams|dev teams|desarrolladores|desenvolvedores|Entwickler|développeurs|' +
    'sviluppatori|開発者|エンジニア向け|개발자|开发者',
  government:
    'government|governments|public sector|municipalities|city governments|armed forces|defense agencies|' +
    'gobierno|gobiernos|sector público|municipios|governo|setor público|prefeituras|Behörden|öffentliche Hand|' +
    'Kommunen|secteur public|collectivités|administrations|pubblica amministrazione|comuni|自治体|官公庁|政府機関|' +
    '정부|공공기관|지자체|政府|公共部门|政府机构',
};

/** Named verticals: English name → the words for it. A segment only after "for/para/für/pour/per/向け/위한/面向". */
export const VERTICALS: Record<string, string> = {
  'dental clinics':
    'dental clinics|dental practices|dentists|clínicas dentales|clínicas odontológicas|dentistas|' +
    'consultórios odontológicos|Zahnarztpraxen|Zahnärzte|cabinets dentaires|dentistes|studi dentistici|dentisti|' +
    '歯科医院|歯科クリニック|치과|牙科诊所|口腔诊所',
  clinics:
    'clinics|medical practices|clínicas|consultorios|consultórios|Arztpraxen|Kliniken|cliniques|cabinets médicaux|' +
    'cliniche|ambulatori|クリニック|診療所|의원|클리닉|诊所',
  hospitals: 'hospitals|hospitales|hospitais|Krankenhäuser|Kliniken|hôpitaux|ospedali|病院|병원|医院',
  'law firms':
    'law firms|lawyers|legal teams|despachos de abogados|abogados|escritórios de advocacia|advogados|' +
    "Kanzleien|Anwälte|cabinets d'avocats|avocats|studi legali|avvocati|法律事務所|弁護士|로펌|법률사무소|律所|律师事务所",
  restaurants: 'restaurants|restaurantes|Restaurants|Gastronomie|ristoranti|飲食店|レストラン|음식점|식당|餐厅|餐饮',
  retailers:
    'retailers|retail stores|shops|minoristas|comercios|varejistas|lojistas|Einzelhändler|Händler|commerçants|' +
    'détaillants|negozi|rivenditori|小売店|小売事業者|소매점|리테일|零售商|门店',
  schools:
    'schools|universities|educators|escuelas|colegios|universidades|escolas|Schulen|Hochschulen|écoles|' +
    'universités|scuole|università|学校|大学|학교|대학|学校|高校',
  'logistics companies':
    'logistics companies|carriers|freight forwarders|shippers|fleets|transportistas|empresas de logística|' +
    'transportadoras|Spediteure|Logistikunternehmen|transporteurs|logisticiens|trasportatori|aziende di logistica|' +
    '物流会社|運送会社|물류 기업|운송사|物流企业|货运公司',
  manufacturers:
    'manufacturers|factories|plants|fabricantes|fábricas|indústrias|Hersteller|Fabriken|fabricants|usines|' +
    'produttori|fabbriche|製造業|メーカー|工場|제조업체|공장|制造商|工厂|制造企业',
  banks:
    'banks|financial institutions|credit unions|bancos|instituciones financieras|instituições financeiras|Banken|' +
    'banques|banche|銀行|金融機関|은행|금융기관|银行|金融机构',
  insurers:
    'insurers|insurance companies|aseguradoras|seguradoras|Versicherer|assureurs|assicurazioni|保険会社|보험사|保险公司',
  pharmacies: 'pharmacies|farmacias|farmácias|Apotheken|farmacie|薬局|약국|药店',
  'real estate':
    'real estate agents|property managers|landlords|inmobiliarias|imobiliárias|Immobilienmakler|' +
    'agences immobilières|agenzie immobiliari|不動産会社|부동산|房地产',
  hotels: 'hotels|hoteles|hotéis|Hotels|hôtels|alberghi|hotel|ホテル|호텔|酒店',
  farms: 'farmers|farms|agricultores|granjas|produtores rurais|Landwirte|agriculteurs|agricoltori|農家|농가|农户|农场',
  'nursing students':
    'nursing students|estudiantes de enfermería|estudantes de enfermagem|Pflegeschüler|' +
    'étudiants infirmiers|studenti di infermieristica|看護学生|간호학생|护理学生',
};
export const FOR_WORDS =
  'for|built for|designed for|serving|serve|sell to|selling to|vendemos a|vendemos para|' +
  'verkaufen an|vendons aux|vendiamo a|para|für|pour|destiné aux|per|dedicato a|rivolto a|' +
  '面向|专为|针对|服务于';
export const FOR_AFTER = '向け|のための|を対象|를 위한|을 위한|대상';

export const COMPANY_STAGES: Record<CompanyStage, string> = {
  idea:
    'idea stage|just an idea|pre-product|pre-revenue|etapa de idea|fase de idea|fase de ideia|Ideenphase|' +
    "stade de l'idée|fase di idea|アイデア段階|構想段階|아이디어 단계|创意阶段|想法阶段",
  'pre-seed': 'pre-seed|pre seed|preseed|presemilla|pré-seed|pré-amorçage|プレシード|프리시드|种子前',
  seed:
    'seed stage|seed-stage|seed round|etapa semilla|ronda semilla|rodada seed|estágio seed|Seed-Phase|Seed-Runde|' +
    "stade d'amorçage|amorçage|fase seed|シード期|シードラウンド|시드 단계|시드 라운드|种子轮|天使轮",
  series_a: 'Series A|Serie A|Série A|Serie-A|シリーズA|シリーズ A|시리즈A|시리즈 A|A轮',
  series_b: 'Series B|Serie B|Série B|Serie-B|シリーズB|시리즈B|시리즈 B|B轮',
  series_c: 'Series C|Serie C|Série C|シリーズC|시리즈C|시리즈 C|C轮',
  series_d: 'Series D|Serie D|Série D|シリーズD|시리즈D|시리즈 D|D轮',
  series_e: 'Series E|Serie E|Série E|シリーズE|시리즈E|E轮',
  series_f: 'Series F|Serie F|Série F|シリーズF|시리즈F|시리즈 F|F轮',
  series_g: 'Series G|Serie G|Série G|シリーズG|시리즈G|시리즈 G|G轮',
  series_h: 'Series H|Serie H|Série H|シリーズH|시리즈H|시리즈 H|H轮',
  growth:
    'growth stage|growth-stage|late stage|late-stage|scale-up|etapa de crecimiento|estágio de crescimento|' +
    'Wachstumsphase|phase de croissance|fase di crescita|グロース期|レイターステージ|성장 단계|성장기|成长期|后期',
  public:
    "publicly traded|publicly listed|listed on|went public|IPO'd|cotiza en bolsa|cotizada|empresa de capital abierto|" +
    'listada na bolsa|capital aberto|börsennotiert|cotée en bourse|quotata in borsa|上場企業|上場している|東証|' +
    '상장사|상장 기업|코스닥 상장|上市公司|已上市',
};

/** Concentration: a share of revenue tied to one buyer or a few. */
/** Verbs of selling to a buyer, in the Latin-script languages: "sells mainly to the US Navy", "vende a Pemex". */
export const SALES_VERBS =
  'sells|sell|sold|vende|vendemos|venden|vendem|verkauft|verkaufen|vend|vendons|vendent|vendiamo|vendono';
/** The same after the buyer in Japanese and Korean ("防衛省に納入", "삼성에 공급"), and before it in Chinese ("卖给政府"). */
export const SALES_AFTER_BUYER = 'に販売|に納入|에 판매|에 납품|에 공급';
export const SALES_BEFORE_BUYER = '卖给|销售给|供货给|供应给';

export const REVENUE_WORDS =
  'revenue|revenues|sales|ingresos|facturación|ventas|receita|faturamento|Umsatz|Umsatzes|Umsätze|' +
  "chiffre d'affaires|fatturato|ricavi|売上|매출|收入|营收|销售额|" +
  // Recurring revenue, turnover, income and billings stand for revenue too: "60 % of ARR comes from one customer".
  'ARR|MRR|turnover|income|billings|recurring revenue|Erlöse|Einnahmen|recettes|revenus|entrate|receitas|' +
  '収益|수익|营业额|' +
  // What stands for revenue in an order-driven or volume business: the order book, bookings, volumes.
  'order book|backlog|bookings|orders|volumes|cartera de pedidos|pedidos|volúmenes|volumen|carteira de pedidos|' +
  'encomendas|volumes|Auftragsbestand|Auftragsbestands|Auftragsbuch|Auftragsbuchs|Aufträge|Auftragseingang|Volumen|carnet de commandes|' +
  'commandes|portafoglio ordini|ordini|volumi|受注残|受注|取扱高|수주잔고|수주|물량|订单|业务量|' +
  // Selling to a buyer says where revenue comes from: "sells mainly to the US Navy", "主要卖给政府".
  `${SALES_VERBS}|${SALES_AFTER_BUYER}|${SALES_BEFORE_BUYER}`;
export const MOST_WORDS =
  'mainly|mostly|primarily|principalmente|sobre todo|sobretudo|vor allem|hauptsächlich|überwiegend|surtout|' +
  'principalement|essentiellement|soprattutto|prevalentemente|主に|주로|' +
  'most|majority|bulk|almost all|nearly all|mayoría|mayor parte|casi todo|maior parte|maioria|quase toda|' +
  'Großteil|Mehrheit|fast der gesamte|fast den gesamten|majorité|essentiel|plupart|quasi-totalité|maggior parte|' +
  'maggioranza|quasi tutto|大半|大部分|ほとんど|過半|대부분|절반 이상|大部分|主要|绝大部分|多数|' +
  'half|la mitad|metade|Hälfte|moitié|metà|半分|절반|一半';
/** Verbs whose subject is the buyer and whose object is a share: "Walmart accounts for 40 % of revenue",
 * "Pemex representa el 60 %", "Siemens macht 45 % aus", "3 clients représentent 85 %". */
export const SHARE_VERBS =
  'accounts for|account for|accounted for|represents|represent|represented|makes up|make up|made up|' +
  'generates|generate|brings in|bring in|is responsible for|are responsible for|' +
  'representa|representan|representó|supone|suponen|genera|generan|aporta|aportan|responde por|respondem por|' +
  'respondeu por|representam|gera|geram|macht|machen|machte|ausmachen|steht für|stehen für|bringt|bringen|' +
  'représente|représentent|pèse|pèsent|génère|génèrent|apporte|apportent|rappresenta|rappresentano|vale|valgono|' +
  'genera|generano|pesa|pesano|porta|portano';
/** A share written as a word, for "half", with its percent. */
export const HALF_WORDS = 'half|la mitad|metade|Hälfte|moitié|metà|半分|절반|一半';
export const FEW_BUYERS =
  'one customer|one client|a single customer|a single client|single customer|largest customer|' +
  'biggest customer|top clients|top customers|un solo cliente|un cliente|mayor cliente|principales clientes|um único cliente|' +
  'um cliente|maior cliente|principais clientes|einem Kunden|einem einzigen Kunden|größten Kunden|Großkunden|un seul client|' +
  'un client|plus gros client|principaux clients|un solo cliente|un unico cliente|maggiore cliente|principali clienti|' +
  '1社|一社|最大顧客|上位|大口顧客|한 고객|단일 고객|최대 고객|상위|一个客户|单一客户|最大客户|前三大客户|前几大客户|' +
  // Two or three buyers, and a single reseller, distributor or group, in the nine languages.
  'two customers|two clients|three customers|one reseller|a single reseller|one distributor|a single distributor|' +
  'dos clientes|tres clientes|un solo revendedor|un solo distribuidor|un distribuidor|dois clientes|três clientes|' +
  'um único revendedor|um distribuidor|zwei Kunden|drei Kunden|einem Händler|einem Distributor|deux clients|' +
  'trois clients|un seul revendeur|un seul distributeur|due clienti|tre clienti|un solo rivenditore|un solo distributore|' +
  '2社|二社|販売代理店1社|한 곳|두 고객|두 곳|한 거래처|한 그룹|两家客户|两个客户|三家客户|单一经销商|一家经销商|' +
  // The largest or main buyer, as each language names it.
  'largest client|biggest client|top client|top customer|main customer|main client|anchor customer|' +
  'cliente principal|principal cliente|nuestro mayor cliente|principal cliente|ein einziger Kunde|einziger Kunde|' +
  'ein Kunde|größter Kunde|Hauptkunde|wenige Kunden|premier client|plus grand client|principal client|' +
  'client principal|primo cliente|cliente principale|maggior cliente|主要顧客|最大の顧客|주요 고객|최대 고객사|' +
  '一家客户|一个大客户|大客户|最大的客户';
