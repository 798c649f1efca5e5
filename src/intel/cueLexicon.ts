// What a text says about a company, beyond its sector: moat claims, growth, pricing, audiences,
// pains, benefits and the facts regulation turns on (health data, biometrics, credit scoring …).
// Data, not code: each cue has an English label (output text is English, docs/decisions.md) and
// keywords in the nine input languages, '|' separated, matched on folded text (lower case, Latin
// diacritics removed). A Latin keyword matches at a word start and may continue ("integrat" →
// "integration"); a trailing "=" makes it whole-word; CJK keywords match anywhere.

export type CueGroup = 'signal' | 'audience' | 'pain' | 'value' | 'claim';
export interface CueDefinition {
  id: string;
  group: CueGroup;
  label: string;
  keywords: string;
}

const cue = (group: CueGroup, id: string, label: string, keywords: string): CueDefinition => ({
  id,
  group,
  label,
  keywords,
});

export const CUE_DEFINITIONS: readonly CueDefinition[] = [
  // Moat and stage signals.
  cue('signal', 'patents', 'patents', 'patent|patente|brevet|brevett|特許|특허|专利'),
  cue(
    'signal',
    'network_effects',
    'network effects',
    'network effect|two-sided|efecto de red|efeito de rede|netzwerkeffekt|effet de reseau|effetto rete|ネットワーク効果|네트워크 효과|网络效应',
  ),
  cue(
    'signal',
    'regulated_licence',
    'regulated licence',
    'licensed by|banking licen|e-money licen|payment institution licen|regulated by|authorised by|authorized by|fca=|bafin=|finra=|fda clear|fda-clear|fda approv|ce mark|licencia bancaria|licenca bancaria|banklizenz|agrement|licenza bancaria|免許|認可を取得|인가를|牌照',
  ),
  cue(
    'signal',
    'proprietary_data',
    'proprietary data',
    'proprietary data|proprietary dataset|exclusive data|largest dataset|data moat|datos propios|datos exclusivos|dados proprietarios|eigene daten|donnees proprietaires|dati proprietari|独自データ|独自のデータ|독자적인 데이터|专有数据|独有数据',
  ),
  cue(
    'signal',
    'proprietary_tech',
    'proprietary technology',
    'proprietary technolog|proprietary algorithm|proprietary model|built in-house|developed in-house|tecnologia propia|tecnologia propria|eigene technologie|eigenentwickelt|technologie proprietaire|独自技術|自社開発|독자 기술|자체 개발|自主研发|自研',
  ),
  cue(
    'signal',
    'growth',
    'growth',
    'fastest-growing|fastest growing|rapid growth|hypergrowth|doubled|tripled|year-over-year|yoy=|growing fast|raised|series a=|series b=|series c=|series d=|funding round|backed by|crecimiento|crescimento|wachstum|croissance|levee de fonds|crescita|急成長|成長|資金調達|시리즈|성장|투자 유치|增长|融资|a轮|b轮',
  ),
  cue(
    'signal',
    'hiring',
    'hiring',
    "hiring|we're hiring|join our team|open roles|open positions|estamos contratando|trabaja con nosotros|karriere|stellenangebote|wir stellen ein|recrutement|nous recrutons|lavora con noi|採用|채용|招聘|加入我们",
  ),
  cue(
    'signal',
    'early_stage',
    'early stage',
    "beta=|private beta|early access|waitlist|stealth|pre-seed|pre seed|seed round|prototype|pilot program|mvp=|prototipo|lista de espera|warteliste|liste d'attente|ベータ|試作|プロトタイプ|베타|시제품|内测|原型",
  ),
  cue(
    'signal',
    'subscription',
    'subscription pricing',
    'subscription|per month|per seat|per user|monthly plan|suscripcion|assinatura|abonnement|abbonamento|月額|サブスク|구독|订阅',
  ),
  cue(
    'signal',
    'free_offer',
    'free plan or trial',
    'free trial|free plan|free tier|freemium|prueba gratis|teste gratis|kostenlos|essai gratuit|prova gratuita|無料|무료|免费',
  ),
  cue(
    'signal',
    'open_source',
    'open source',
    'open source|open-source|opensource|codigo abierto|codigo aberto|quelloffen|オープンソース|오픈소스|开源',
  ),
  cue(
    'signal',
    'api',
    'APIs and integrations',
    'api=|apis=|sdk=|developer platform|webhook|integrat|integracion|integracao|integration|integrazione|連携|연동|接口|集成',
  ),
  cue('signal', 'partner', 'partnerships', 'partner|reseller|parceir|partenaire|パートナー|提携|파트너|제휴|合作伙伴'),
  cue(
    'signal',
    'hardware',
    'hardware and manufacturing',
    'hardware|device|sensor|robot|manufactur|factory|semiconductor|battery|batteries|dispositivo|fabrica|fabrik|usine|ハードウェア|ロボット|工場|製造|하드웨어|로봇|공장|제조|硬件|机器人|工厂|制造',
  ),
  cue(
    'signal',
    'ai',
    'artificial intelligence',
    'ai=|a.i.=|artificial intelligence|machine learning|deep learning|llm|neural network|computer vision|generative|gpt|inteligencia artificial|kunstliche intelligenz|ki=|intelligence artificielle|ia=|intelligenza artificiale|人工知能|機械学習|ai技術|ai搭載|인공지능|머신러닝|人工智能|机器学习|大模型',
  ),
  cue(
    'signal',
    'gpai',
    'general-purpose AI model',
    'foundation model|large language model|llm|general-purpose ai|gpai=|大規模言語モデル|대규모 언어 모델|大语言模型|大模型',
  ),
  cue(
    'signal',
    'third_party_ai',
    'third-party AI model',
    'openai|gpt-4|gpt-5|chatgpt|anthropic|claude=|gemini=|llama=|powered by gpt|built on gpt',
  ),
  // Facts regulation turns on (EU AI Act Annex III and Article 5, GDPR special categories, HIPAA PHI).
  cue(
    'signal',
    'personal_data',
    'personal data',
    'personal data|personal information|customer data|user data|pii=|user profiles|user tracking|behavioral tracking|behavioural tracking|cookies|datos personales|dados pessoais|personenbezogen|donnees personnelles|dati personali|個人情報|개인정보|个人信息|个人数据',
  ),
  cue(
    'signal',
    'health_data',
    'health data',
    'health data|medical record|patient record|patient data|ehr=|emr=|electronic health|phi=|diagnos|clinical|datos de salud|historia clinica|dados de saude|prontuario|gesundheitsdaten|patientenakte|donnees de sante|dossier medical|dati sanitari|cartella clinica|医療データ|電子カルテ|診断|診療|의료 데이터|전자의무기록|진단|健康数据|病历|诊断',
  ),
  cue(
    'signal',
    'biometrics',
    'biometric identification',
    'biometric|facial recognition|face recognition|fingerprint|iris scan|voiceprint|biometri|gesichtserkennung|reconnaissance faciale|riconoscimento facciale|reconocimiento facial|reconhecimento facial|生体認証|顔認証|指紋|생체인식|안면인식|지문|生物识别|人脸识别|指纹',
  ),
  cue(
    'signal',
    'credit_scoring',
    'credit scoring',
    'credit scor|creditworthiness|credit decision|underwriting|loan approval|scoring crediticio|riesgo crediticio|score de credito|bonitatsprufung|kreditwurdigkeit|schufa|scoring de credit|solvabilite|merito creditizio|与信|信用スコア|신용평가|신용 점수|信用评分|征信',
  ),
  cue(
    'signal',
    'insurance_pricing',
    'life or health insurance pricing',
    'life insurance|health insurance|insurance pricing|insurance underwriting|seguro de vida|seguro de salud|plano de saude|lebensversicherung|krankenversicherung|assurance vie|assurance sante|assicurazione vita|生命保険|医療保険|생명보험|건강보험|人寿保险|健康保险',
  ),
  cue(
    'signal',
    'hiring_decisions',
    'recruitment and worker management',
    'recruiting|recruitment|hiring platform|candidate screening|cv screening|resume screening|applicant tracking|talent acquisition|job candidates|workforce management|employee monitoring|reclutamiento|seleccion de personal|recrutamento|bewerber|personalauswahl|candidats|selezione del personale|採用管理|人材採用|채용 플랫폼|招聘平台|简历筛选',
  ),
  cue(
    'signal',
    'education_assessment',
    'education admission or grading',
    'exam proctoring|proctoring|grading|admissions|student assessment|evaluacion de estudiantes|avaliacao de alunos|prufungsaufsicht|correzione automatica|試験監督|採点|입시|채점|阅卷|监考',
  ),
  cue(
    'signal',
    'critical_infrastructure',
    'critical infrastructure',
    'power grid|electricity grid|water supply|gas network|traffic management|critical infrastructure|red electrica|rede eletrica|stromnetz|reseau electrique|rete elettrica|送電網|電力網|전력망|电网',
  ),
  cue(
    'signal',
    'law_enforcement',
    'law enforcement, migration or justice',
    'law enforcement|police|predictive policing|border control|immigration|asylum|court decision|judges|policia|polizei|polizia|警察|경찰|公安|法院',
  ),
  cue(
    'signal',
    'emotion_recognition',
    'emotion recognition',
    'emotion recognition|emotion detection|reconocimiento de emociones|reconhecimento de emocoes|emotionserkennung|reconnaissance des emotions|riconoscimento delle emozioni|感情認識|감정 인식|情绪识别',
  ),
  cue('signal', 'social_scoring', 'social scoring', 'social scoring|social credit|社会信用'),
  cue(
    'signal',
    'children',
    'children',
    'children|kids|minors|ninos|criancas|kinder=|enfants|bambini|子ども|子供|어린이|아동|儿童',
  ),
  cue(
    'signal',
    'chatbot',
    'chatbot or AI-generated content',
    'chatbot|virtual assistant|conversational ai|deepfake|synthetic media|asistente virtual|assistente virtual|assistant virtuel|assistente virtuale|チャットボット|챗봇|聊天机器人',
  ),
  cue(
    'signal',
    'medical_device',
    'medical device',
    'medical device|samd=|software as a medical device|dispositivo medico|medizinprodukt|dispositif medical|医療機器|의료기기|医疗器械',
  ),
  // Crypto protocol facts.
  cue(
    'signal',
    'token',
    'native token',
    'token=|tokens=|tokenomics|native token|governance token|airdrop|token emission|トークン|토큰|代币|通证',
  ),
  cue('signal', 'staking', 'staking', 'staking|validator|ステーキング|스테이킹|质押'),
  cue('signal', 'liquidity', 'liquidity', 'liquidity|tvl=|total value locked|流動性|유동성|流动性'),
  cue('signal', 'stablecoin', 'stablecoin', 'stablecoin|ステーブルコイン|스테이블코인|稳定币'),
  cue('signal', 'custody', 'custody of client assets', 'custody|custodial|カストディ|수탁|托管'),
  cue('signal', 'audit', 'security audit', 'audited|audit by|security audit|bug bounty|監査|감사|审计'),
  // Who buys.
  cue(
    'audience',
    'developers',
    'developers',
    'developer|engineer|devops|desarrollador|desenvolvedor|entwickler|developpeur|sviluppator|開発者|エンジニア|개발자|开发者',
  ),
  cue(
    'audience',
    'enterprises',
    'large enterprises',
    'enterprise|large compan|fortune 500|grandes empresas|grossunternehmen|konzern|grandes entreprises|grandi aziende|大企業|エンタープライズ|대기업|엔터프라이즈|大型企业|企业客户',
  ),
  cue(
    'audience',
    'small_businesses',
    'small and mid-sized businesses',
    'small business|smb|smes=|sme=|startups|pymes|pyme=|pequenas empresas|kmu=|mittelstand|pme=|pmi=|piccole imprese|中小企業|스타트업|중소기업|中小企业',
  ),
  cue(
    'audience',
    'merchants',
    'merchants and retailers',
    'merchant|retailer|online store|shop owner|sellers|comercios|comerciantes|lojistas|commercants|esercenti|commercianti|加盟店|小売|가맹점|판매자|商家|零售商',
  ),
  cue(
    'audience',
    'consumers',
    'consumers',
    'consumer|households|consumidores|verbraucher|privatkunden|particuliers|consommateurs|consumatori|消費者|一般ユーザー|소비자|消费者|个人用户',
  ),
  cue(
    'audience',
    'clinicians',
    'hospitals and clinicians',
    'hospital=|hospitals=|clinic|physician|doctor|nurse|krankenhaus|kliniken|arzte|medecins|ospedali|病院|医療機関|医師|병원|의료기관|医院|医疗机构|医生',
  ),
  cue('audience', 'patients', 'patients', 'patient|pacientes|patienten|pazienti|患者|환자'),
  cue(
    'audience',
    'education',
    'students and educators',
    'student|teacher|school|universit|learner|estudiantes|alunos|professores|schuler|lehrer|etudiants|enseignants|studenti|insegnanti|学生|教師|学校|학생|교사|教师',
  ),
  cue(
    'audience',
    'manufacturers',
    'manufacturers',
    'manufacturer|factories|fabricantes|hersteller|fabricants|produttori|製造業|メーカー|제조업|制造业|工厂',
  ),
  cue(
    'audience',
    'logistics_operators',
    'logistics and warehouse operators',
    'warehouse|logistics|shipper|carrier|fleet|almacen|armazem|logistik|entrepot|magazzin|倉庫|物流|창고|물류|仓库',
  ),
  cue(
    'audience',
    'financial_institutions',
    'banks and financial institutions',
    'banks=|financial institution|insurer|bancos=|banken=|banques|banche=|金融機関|銀行|은행|금융기관|银行|金融机构',
  ),
  cue(
    'audience',
    'legal_teams',
    'law firms and legal teams',
    'law firm|lawyer|attorney|legal team|abogados|advogados|anwalte|kanzlei|avocats|avvocati|法律事務所|弁護士|로펌|변호사|律所|律师',
  ),
  cue(
    'audience',
    'public_sector',
    'governments and armed forces',
    'government|public sector|armed forces|military|ministry of|gobierno|governo|regierung|behorde|gouvernement|armee|政府|自治体|防衛省|정부|국방|国防|军队',
  ),
  cue(
    'audience',
    'utilities',
    'energy utilities',
    'utilities|utility compan|grid operator|energieversorger|電力会社|전력회사|电力公司',
  ),
  cue(
    'audience',
    'traders',
    'traders and token holders',
    'traders|token holders|defi users|liquidity providers|投資家|투자자|投资者',
  ),
  // Pains the text names.
  cue(
    'pain',
    'manual_work',
    'manual work',
    'manual|by hand|spreadsheet|paperwork|papeleo|planilhas|manuell|papierkram|manuel|tableurs|cartace|手作業|手動|수작업|수기|手工',
  ),
  cue(
    'pain',
    'high_costs',
    'high costs',
    'costly|expensive|high cost|high fees|overhead|costoso|costos altos|custos altos|teuer|hohe kosten|couteux|couts eleves|costi elevati|高コスト|高額|비용 부담|高昂|成本高',
  ),
  cue(
    'pain',
    'slow_processes',
    'slow processes',
    'slow|takes days|takes weeks|delays|time-consuming|lento|demoras|lentidao|langsam|verzogerung|zeitaufwendig|lenteur|delais|ritardi|時間がかかる|遅い|느린|지연|缓慢|耗时',
  ),
  cue(
    'pain',
    'errors',
    'errors and rework',
    'error-prone|errors|mistakes|inaccurate|errores|erros=|fehler|erreurs|errori|ミス|誤り|오류|실수|错误|差错',
  ),
  cue(
    'pain',
    'fraud',
    'fraud and security incidents',
    'fraud|chargeback|breach|cyberattack|fraude|betrug|frode|不正|詐欺|사기|해킹|欺诈|诈骗',
  ),
  cue(
    'pain',
    'complexity',
    'complexity and fragmented tools',
    'complex|complicated|fragmented|silos|complejo|complicado|komplex|kompliziert|complique|complesso|複雑|煩雑|복잡|复杂|繁琐',
  ),
  cue(
    'pain',
    'compliance_burden',
    'compliance burden',
    'compliance|regulatory burden|cumplimiento normativo|conformidade|regulierung|conformite|conformita|規制|コンプライアンス|규제|合规|监管',
  ),
  cue(
    'pain',
    'labour_shortage',
    'labour shortage',
    'labor shortage|labour shortage|talent shortage|staff shortage|escasez de mano|falta de mao|fachkraftemangel|personalmangel|penurie de main|carenza di personale|人手不足|人材不足|인력 부족|구인난|用工荒|劳动力短缺',
  ),
  cue(
    'pain',
    'downtime',
    'downtime and unreliability',
    'downtime|outage|unreliable|indisponibilidad|ausfall|panne=|ダウンタイム|障害|장애|다운타임|宕机',
  ),
  cue(
    'pain',
    'poor_access',
    'lack of access',
    'lack of access|underserved|unbanked|no access to|sin acceso|sem acesso|kein zugang|sans acces|senza accesso|접근성|难以获得',
  ),
  // Benefits the text claims.
  cue('value', 'automation', 'automation', 'automat|autonomous|autonom|automatiz|automatis|自動化|自律|자동화|自动化'),
  cue(
    'value',
    'cost_savings',
    'lower costs',
    'save money|reduce cost|reduces cost|lower cost|cut costs|cheaper|ahorr|reducir costos|economiz|kosten senken|reduire les couts|ridurre i costi|risparmi|コスト削減|低コスト|비용 절감|降低成本|节省',
  ),
  cue(
    'value',
    'speed',
    'speed and real-time operation',
    'faster|instant|real-time|in minutes|in seconds|rapid|en tiempo real|instantan|schnell|echtzeit|sofort|rapide|en temps reel|veloce|tempo reale|即時|リアルタイム|高速|迅速|실시간|빠른|즉시|实时|快速|即时',
  ),
  cue(
    'value',
    'accuracy',
    'accuracy and quality',
    'accurate|accuracy|precision|precise|high quality|precis|genau|prazis|qualitat|qualite|accurat|qualita|高精度|正確|品質|정확|정밀|품질|精准|准确|质量',
  ),
  cue(
    'value',
    'security',
    'security and trust',
    'secure|security|encrypt|seguridad|seguranca|sicherheit|securite|sicurezza|セキュリティ|安全|暗号化|보안|안전|加密',
  ),
  cue(
    'value',
    'reach',
    'global reach and scale',
    'global|worldwide|countries|at scale|mundial|weltweit|mondial|グローバル|世界中|글로벌|전 세계|全球',
  ),
  cue(
    'value',
    'ease_of_use',
    'ease of use',
    'easy|simple|no-code|low-code|intuitive|user-friendly|facil|sencill|einfach|facile|簡単|使いやすい|ノーコード|쉬운|간편|간단|简单|易用|零代码',
  ),
  cue('value', 'integrations', 'integrations', 'integrat|integracion|integracao|integrazione|連携|연동|集成|对接'),
  cue(
    'value',
    'insight',
    'analytics and visibility',
    'analytics|insight|dashboard|reporting|visibility|analitica|analise|analyse|analisi|分析|可視化|ダッシュボード|분석|대시보드|洞察|可视化',
  ),
  cue('value', 'compliance', 'built-in compliance', 'compliant|compliance|cumple|konform|conforme|準拠|준수|合规'),
  // Claims of difference.
  cue(
    'claim',
    'differentiation',
    'claimed differentiation',
    "the only|first=|world's first|unlike|unique|patented|proprietary|unico|unica|primeiro|einzig|erste=|seul=|seule=|premier=|primo=|唯一|初の|世界初|独自|유일|최초|독자|首个|首家|独有",
  ),
];
