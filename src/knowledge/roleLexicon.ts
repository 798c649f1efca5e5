// Roles of the words in a company description, in the nine languages (used by roles.ts): which
// phrases name the BUYER or the channel ("for grocery fleets", "para clínicas", "歯科医院向け") and
// which nouns name the PRODUCT ("software", "API", "sensores"). Data only, '|' separated, written
// folded or not: roles.ts folds them (lower case, no accents) before use.

export type RoleLanguage = 'en' | 'es' | 'pt' | 'de' | 'fr' | 'it' | 'ja' | 'ko' | 'zh';

export interface RoleCues {
  /** Words that open a phrase naming whom the product is for ("for", "para", "für"). */
  buyerCues: string;
  /** Nouns of buyers: organisations and people who pay ("clinics", "Zahnarztpraxen"), every form used. */
  buyerNouns: string;
  /** Words that open a phrase naming the technology the company uses ("using satellite imagery",
   * "com base em IA"): a means, not what is sold. */
  meansCues: string;
  /** Words that open a list of features ("software with recurring billing"): parts of the product,
   * not its market. */
  featureCues: string;
  /** Words that end a buyer phrase: a clause of features or of what the product does begins. */
  stops: string;
  /** Nouns of the product itself ("software", "API", "marketplace", "sensors"). */
  productNouns: string;
}

export const LATIN_ROLE_CUES: Record<Exclude<RoleLanguage, 'ja' | 'ko' | 'zh'>, RoleCues> = {
  en: {
    buyerCues: 'for|aimed at|targeted at|targeting|designed for|built for|serving|used by|sold to|sells to|through',
    meansCues: 'using|that uses|which uses|uses|powered by|based on|leveraging|built on|with the help of|by means of',
    buyerNouns:
      'business|businesses|company|companies|firm|firms|enterprise|enterprises|sme|smes|smb|smbs|startup|startups|' +
      'shop|shops|store|stores|retailer|retailers|merchant|merchants|seller|sellers|brand|brands|restaurant|' +
      'restaurants|cafe|cafes|hotel|hotels|clinic|clinics|hospital|hospitals|practice|practices|dentist|dentists|' +
      'doctor|doctors|physician|physicians|pharmacy|pharmacies|school|schools|university|universities|teacher|' +
      'teachers|student|students|parent|parents|family|families|consumer|consumers|household|households|homeowner|' +
      'homeowners|landlord|landlords|tenant|tenants|agency|agencies|fleet|fleets|carrier|carriers|shipper|shippers|' +
      'driver|drivers|farm|farms|farmer|farmers|factory|factories|manufacturer|manufacturers|plant|plants|bank|banks|' +
      'insurer|insurers|lawyer|lawyers|gym|gyms|studio|studios|salon|salons|team|teams|developer|developers|' +
      'freelancer|freelancers|creator|creators|operator|operators|owner|owners|buyer|buyers|customer|customers|' +
      'patient|patients|employer|employers|employee|employees|utility|utilities|warehouse|warehouses|' +
      'distributor|distributors|wholesaler|wholesalers|supermarket|supermarkets|grocer|grocers|builder|builders|' +
      'contractor|contractors|accountant|accountants|vet|vets|veterinarian|veterinarians|municipality|municipalities|' +
      'government|governments|school district|school districts|condominium|condominiums|dealer|dealers|dealership|' +
      'dealerships|daycare|daycares|nursery|nurseries|law firm|law firms',
    featureCues: 'with|including|featuring',
    stops: 'with|that|which|who|using|to|and then|by|via|in order',
    productNouns:
      'software|platform|platforms|api|apis|app|apps|application|saas|system|systems|tool|tools|sensor|sensors|' +
      'marketplace|marketplaces|device|devices|hardware|robot|robots|engine|suite|sdk|chip|chips|dashboard|' +
      'terminal|terminals|network|model|models|copilot|assistant|manufacturer|maker|developer|provider',
  },
  es: {
    buyerCues: 'para|dirigido a|dirigida a|orientado a|orientada a|destinado a|destinada a|pensado para|a traves de',
    meansCues:
      'usando|utilizando|que usa|que utiliza|basado en|basada en|mediante|con ayuda de|impulsado por|impulsada por|apoyado en',
    buyerNouns:
      'empresa|empresas|negocio|negocios|pyme|pymes|comercio|comercios|tienda|tiendas|minorista|minoristas|' +
      'comerciante|comerciantes|vendedor|vendedores|marca|marcas|restaurante|restaurantes|bar|bares|hotel|hoteles|' +
      'clinica|clinicas|hospital|hospitales|consultorio|consultorios|dentista|dentistas|medico|medicos|farmacia|' +
      'farmacias|escuela|escuelas|colegio|colegios|universidad|universidades|profesor|profesores|estudiante|' +
      'estudiantes|familia|familias|consumidor|consumidores|hogar|hogares|propietario|propietarios|inquilino|' +
      'inquilinos|agencia|agencias|flota|flotas|transportista|transportistas|conductor|conductores|finca|fincas|' +
      'agricultor|agricultores|productor|productores|fabrica|fabricas|fabricante|fabricantes|planta|plantas|banco|' +
      'bancos|aseguradora|aseguradoras|abogado|abogados|despacho|despachos|gimnasio|gimnasios|estudio|estudios|' +
      'peluqueria|peluquerias|equipo|equipos|desarrollador|desarrolladores|autonomo|autonomos|operador|operadores|' +
      'cliente|clientes|paciente|pacientes|empleador|empleadores|almacen|almacenes|distribuidor|distribuidores|' +
      'mayorista|mayoristas|supermercado|supermercados|constructora|constructoras|contador|contadores|veterinaria|' +
      'veterinarias|veterinario|veterinarios|municipio|municipios|gobierno|gobiernos|comunidad|comunidades|' +
      'condominio|condominios|bodega|bodegas|concesionario|concesionarios|guarderia|guarderias|aseguradora|' +
      'aseguradoras',
    featureCues: 'con|incluyendo',
    stops: 'con|que|mediante|usando|y luego',
    productNouns:
      'software|plataforma|plataformas|api|apis|app|apps|aplicacion|aplicaciones|saas|sistema|sistemas|herramienta|' +
      'herramientas|sensor|sensores|marketplace|dispositivo|dispositivos|hardware|robot|robots|programa|motor|' +
      'terminal|terminales|red|modelo|modelos|asistente|fabricante|proveedor|desarrollador',
  },
  pt: {
    buyerCues: 'para|voltado para|voltada para|destinado a|destinada a|pensado para|por meio de|atraves de',
    meansCues:
      'usando|utilizando|que usa|que utiliza|baseado em|baseada em|com base em|com uso de|movido a|movida a|apoiado em',
    buyerNouns:
      'empresa|empresas|negocio|negocios|pme|pmes|comercio|comercios|loja|lojas|varejista|varejistas|lojista|' +
      'lojistas|comerciante|comerciantes|vendedor|vendedores|marca|marcas|restaurante|restaurantes|bar|bares|' +
      'hotel|hoteis|clinica|clinicas|hospital|hospitais|consultorio|consultorios|dentista|dentistas|medico|medicos|' +
      'farmacia|farmacias|escola|escolas|faculdade|faculdades|universidade|universidades|professor|professores|' +
      'estudante|estudantes|aluno|alunos|familia|familias|consumidor|consumidores|proprietario|proprietarios|' +
      'inquilino|inquilinos|agencia|agencias|frota|frotas|transportadora|transportadoras|motorista|motoristas|' +
      'fazenda|fazendas|produtor|produtores|agricultor|agricultores|fabrica|fabricas|fabricante|fabricantes|' +
      'industria|industrias|banco|bancos|seguradora|seguradoras|advogado|advogados|escritorio|escritorios|' +
      'academia|academias|estudio|estudios|salao|saloes|equipe|equipes|desenvolvedor|desenvolvedores|autonomo|' +
      'autonomos|operador|operadores|cliente|clientes|paciente|pacientes|empregador|empregadores|armazem|armazens|' +
      'distribuidor|distribuidores|atacadista|atacadistas|supermercado|supermercados|construtora|construtoras|' +
      'contador|contadores|veterinaria|veterinarias|veterinario|veterinarios|prefeitura|prefeituras|governo|' +
      'governos|condominio|condominios|sindico|sindicos|mercadinho|mercadinhos|concessionaria|concessionarias|' +
      'creche|creches',
    featureCues: 'com|incluindo',
    stops: 'com|que|mediante|usando|e depois',
    productNouns:
      'software|plataforma|plataformas|api|apis|app|apps|aplicativo|aplicativos|aplicacao|saas|sistema|sistemas|' +
      'ferramenta|ferramentas|sensor|sensores|marketplace|dispositivo|dispositivos|hardware|robo|robos|programa|' +
      'motor|terminal|terminais|rede|modelo|modelos|assistente|fabricante|fornecedor|desenvolvedora',
  },
  de: {
    buyerCues: 'fur|speziell fur|gedacht fur|richtet sich an|zugeschnitten auf',
    meansCues:
      'mithilfe von|mit hilfe von|auf basis von|basierend auf|unter nutzung von|die nutzt|gestutzt auf|auf grundlage von',
    buyerNouns:
      'unternehmen|firma|firmen|betrieb|betriebe|mittelstand|mittelstandler|kmu|startup|startups|handler|' +
      'einzelhandler|onlinehandler|geschaft|geschafte|laden|shop|shops|marke|marken|restaurant|restaurants|' +
      'gastronomie|gastronomen|hotel|hotels|hotellerie|klinik|kliniken|krankenhaus|krankenhauser|praxis|praxen|' +
      'arztpraxis|arztpraxen|zahnarztpraxis|zahnarztpraxen|zahnarzt|zahnarzte|arzt|arzte|apotheke|apotheken|' +
      'schule|schulen|hochschule|hochschulen|universitat|universitaten|lehrer|lehrkrafte|schuler|studierende|eltern|' +
      'familie|familien|verbraucher|haushalte|eigentumer|vermieter|mieter|agentur|agenturen|flotte|flotten|' +
      'fuhrpark|fuhrparks|spedition|speditionen|spediteure|fahrer|landwirt|landwirte|hof|hofe|fabrik|fabriken|' +
      'hersteller|werk|werke|bank|banken|versicherer|anwalt|anwalte|kanzlei|kanzleien|fitnessstudio|fitnessstudios|' +
      'studio|studios|salon|salons|friseur|friseure|team|teams|entwickler|freelancer|selbststandige|betreiber|' +
      'kunden|kunde|patienten|arbeitgeber|mitarbeitende|lager|grosshandler|supermarkt|supermarkte|bauunternehmen|' +
      'steuerberater|tierarzt|tierarzte|tierarztpraxis|tierarztpraxen|kommune|kommunen|behorden|hausverwaltung|' +
      'hausverwaltungen|handwerker|handwerksbetriebe|autohaus|autohauser|kita|kitas|versorger|energieversorger|' +
      'stadtwerke',
    featureCues: 'mit|inklusive|samt',
    stops: 'mit|die|der|das|und zwar|mittels|per',
    productNouns:
      'software|plattform|plattformen|api|apis|app|apps|anwendung|saas|system|systeme|tool|tools|werkzeug|sensor|' +
      'sensoren|marktplatz|gerat|gerate|geraten|hardware|roboter|robotern|losung|losungen|terminal|terminals|netzwerk|' +
      'modell|modelle|assistent|hersteller|anbieter|entwickler',
  },
  fr: {
    buyerCues: 'pour|destine aux|destinee aux|destine a|destinee a|a destination des|dedie aux|dediee aux|aupres des',
    meansCues: "utilisant|en utilisant|qui utilise|grace a|base sur|basee sur|a l'aide de|s'appuyant sur|propulse par",
    buyerNouns:
      'entreprise|entreprises|societe|societes|pme|tpe|pmes|commerce|commerces|commercant|commercants|boutique|' +
      'boutiques|magasin|magasins|detaillant|detaillants|vendeur|vendeurs|marque|marques|restaurant|restaurants|' +
      'restaurateur|restaurateurs|hotel|hotels|clinique|cliniques|hopital|hopitaux|cabinet|cabinets|dentiste|' +
      'dentistes|medecin|medecins|pharmacie|pharmacies|ecole|ecoles|universite|universites|enseignant|enseignants|' +
      'etudiant|etudiants|eleve|eleves|parent|parents|famille|familles|consommateur|consommateurs|menage|menages|' +
      'proprietaire|proprietaires|bailleur|bailleurs|locataire|locataires|agence|agences|flotte|flottes|' +
      'transporteur|transporteurs|chauffeur|chauffeurs|ferme|fermes|agriculteur|agriculteurs|usine|usines|' +
      'fabricant|fabricants|industriel|industriels|banque|banques|assureur|assureurs|avocat|avocats|salle|salles|' +
      'studio|studios|salon|salons|equipe|equipes|developpeur|developpeurs|independant|independants|freelance|' +
      'freelances|operateur|operateurs|client|clients|patient|patients|employeur|employeurs|entrepot|entrepots|' +
      'distributeur|distributeurs|grossiste|grossistes|supermarche|supermarches|artisan|artisans|comptable|' +
      'comptables|veterinaire|veterinaires|collectivite|collectivites|syndic|syndics|copropriete|coproprietes|' +
      'concessionnaire|concessionnaires|creche|creches|chirurgien|chirurgiens',
    featureCues: 'avec|incluant|comprenant',
    stops: 'avec|qui|que|grace a|via|en utilisant',
    productNouns:
      'logiciel|logiciels|plateforme|plateformes|api|apis|application|applications|app|saas|systeme|systemes|outil|' +
      'outils|capteur|capteurs|marketplace|place de marche|appareil|appareils|dispositif|materiel|robot|robots|' +
      'moteur|terminal|terminaux|reseau|modele|modeles|assistant|fabricant|fournisseur|editeur',
  },
  it: {
    buyerCues: 'per|rivolto a|rivolta a|dedicato a|dedicata a|destinato a|destinata a|pensato per|pensata per',
    meansCues: "usando|utilizzando|che usa|che utilizza|basato su|basata su|grazie a|sfruttando|con l'ausilio di",
    buyerNouns:
      'azienda|aziende|impresa|imprese|pmi|startup|negozio|negozi|commerciante|commercianti|rivenditore|' +
      'rivenditori|venditore|venditori|marchio|marchi|brand|ristorante|ristoranti|bar|hotel|albergo|alberghi|' +
      'clinica|cliniche|ospedale|ospedali|studio|studi|ambulatorio|ambulatori|dentista|dentisti|medico|medici|' +
      'farmacia|farmacie|scuola|scuole|universita|insegnante|insegnanti|docente|docenti|studente|studenti|genitori|' +
      'famiglia|famiglie|consumatore|consumatori|proprietario|proprietari|inquilino|inquilini|agenzia|agenzie|' +
      'flotta|flotte|trasportatore|trasportatori|autista|autisti|azienda agricola|agricoltore|agricoltori|fabbrica|' +
      'fabbriche|produttore|produttori|banca|banche|assicurazione|assicurazioni|avvocato|avvocati|palestra|palestre|' +
      'salone|saloni|parrucchiere|parrucchieri|team|sviluppatore|sviluppatori|professionista|professionisti|' +
      'operatore|operatori|cliente|clienti|paziente|pazienti|datore di lavoro|magazzino|magazzini|distributore|' +
      'distributori|grossista|grossisti|supermercato|supermercati|impresa edile|commercialista|commercialisti|' +
      'veterinario|veterinari|comune|comuni|condominio|condomini|amministratore|amministratori|concessionaria|' +
      'concessionarie|concessionario|concessionari|asilo nido|asili nido',
    featureCues: 'con|incluso|compresi',
    stops: 'con|che|tramite|usando|grazie a',
    productNouns:
      'software|piattaforma|piattaforme|api|app|applicazione|applicazioni|saas|sistema|sistemi|strumento|strumenti|' +
      'sensore|sensori|marketplace|dispositivo|dispositivi|hardware|robot|gestionale|motore|terminale|terminali|' +
      'rete|modello|modelli|assistente|produttore|fornitore|sviluppatore',
  },
};

/** Product nouns that say the product is software: "software for X" makes X's vertical software market. */
export const SOFTWARE_NOUNS =
  'software|platform|app|apps|application|saas|system|systems|plataforma|aplicacion|sistema|programa|aplicativo|' +
  'plattform|anwendung|logiciel|plateforme|systeme|piattaforma|applicazione|gestionale|ソフト|ソフトウェア|システム|' +
  'アプリ|プラットフォーム|クラウド|소프트웨어|플랫폼|시스템|앱|솔루션|프로그램|软件|平台|系统|小程序';

/** Buyers of every market ("companies", "SMEs", "企業"): they name no vertical. */
export const GENERIC_BUYERS =
  'business|businesses|company|companies|enterprise|enterprises|firm|firms|sme|smes|smb|smbs|startup|startups|' +
  'team|teams|customer|customers|client|clients|consumer|consumers|user|users|empresa|empresas|negocio|negocios|' +
  'pyme|pymes|pme|pmes|equipo|equipos|equipe|equipes|cliente|clientes|unternehmen|firma|firmen|betrieb|betriebe|' +
  'kmu|kunden|entreprise|entreprises|societe|societes|tpe|azienda|aziende|impresa|imprese|pmi|' +
  '企業|会社|法人|中小企業|事業者|기업|회사|법인|중소기업|사업자|企业|公司|中小企业|机构|团队';

export interface CjkRoleCues {
  /** The buyer comes before the cue and nothing else is meant by it ("歯科医院向け", "병원 대상"). */
  buyerBefore: string;
  /** The cue can also mean "for a purpose" ("予知保全のための"): a buyer only with a buyer noun before it. */
  buyerBeforeIfNoun: string;
  /** The technology used comes before the cue ("AIを活用した", "AI 기반"): a means, not what is sold. */
  meansBefore: string;
  /** The technology used follows the cue ("基于大模型的"). */
  meansAfter: string;
  /** The buyer follows the cue, up to "的", "提供" or punctuation ("面向中小企业的"). */
  buyerAfter: string;
  /** As buyerAfter, but the cue has other meanings ("为" is also "as", "针对" also "against"): needs a buyer noun. */
  buyerAfterIfNoun: string;
  buyerNouns: string;
  productNouns: string;
}

export const CJK_ROLE_CUES: Record<'ja' | 'ko' | 'zh', CjkRoleCues> = {
  ja: {
    buyerBefore: '向け|に向けた|を対象とした|を対象に|に提供|に販売',
    buyerBeforeIfNoun: 'のための|のために',
    meansBefore: 'を活用した|を活用し|を使った|を用いた|を利用した|を活用する',
    meansAfter: '',
    buyerAfter: '',
    buyerAfterIfNoun: '',
    buyerNouns:
      '企業|会社|法人|中小企業|事業者|店舗|飲食店|小売|小売店|店|医院|病院|クリニック|歯科医院|薬局|学校|大学|塾|' +
      '工場|メーカー|製造業|物流会社|運送会社|事務所|士業|家庭|個人|患者|学生|保護者|自治体|農家|ホテル|ジム|' +
      'サロン|チーム|開発者|オーナー|マンション|管理組合',
    productNouns:
      'ソフトウェア|ソフト|システム|アプリ|プラットフォーム|api|センサー|saas|クラウド|ツール|ロボット|デバイス|' +
      'マーケットプレイス|エンジン|端末|モデル',
  },
  ko: {
    buyerBefore: '대상|대상으로|에게 제공|에 제공|에 판매',
    buyerBeforeIfNoun: '을 위한|를 위한|위한',
    meansBefore: '을 활용한|를 활용한|을 이용한|를 이용한|기반의|기반',
    meansAfter: '',
    buyerAfter: '',
    buyerAfterIfNoun: '',
    buyerNouns:
      '기업|회사|법인|중소기업|소상공인|자영업자|사업자|매장|가게|식당|음식점|병원|의원|치과|약국|학교|대학|학원|' +
      '공장|제조사|제조업체|물류사|운송사|사무소|가정|개인|환자|학생|학부모|지자체|농가|호텔|헬스장|미용실|팀|' +
      '개발자|판매자|셀러|아파트|관리사무소',
    productNouns:
      '소프트웨어|플랫폼|시스템|앱|애플리케이션|api|센서|saas|솔루션|툴|로봇|기기|디바이스|마켓플레이스|엔진|' +
      '단말기|모델|프로그램',
  },
  zh: {
    buyerBefore: '',
    buyerBeforeIfNoun: '',
    meansBefore: '',
    meansAfter: '利用|基于|借助|采用|运用',
    buyerAfter: '面向|服务于|专为',
    buyerAfterIfNoun: '为|针对',
    buyerNouns:
      '企业|公司|中小企业|商家|商户|门店|卖家|餐厅|餐饮|医院|诊所|药店|学校|高校|培训机构|工厂|制造商|制造企业|' +
      '物流公司|车队|律所|家庭|个人|患者|学生|家长|政府|农户|酒店|健身房|团队|开发者|机构|银行|小区|物业',
    productNouns: '软件|平台|系统|应用|app|api|传感器|saas|工具|机器人|设备|小程序|引擎|终端|大模型|模型|解决方案',
  },
};
