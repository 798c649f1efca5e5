// Multilingual sector lexicon: concepts, each with an English gloss (added to the BM25 query, so a
// Japanese or German description still meets the English knowledge base), the sectors it speaks
// for with a weight, and its keywords in the nine languages.
// Keyword syntax: "word" matches at a word start and may continue ("pago" → "pagos");
// "word=" matches the whole word only; "*word" matches anywhere (German compounds: "Onlinezahlung").
// CJK keywords match anywhere. Matching is on folded text: lower case, no Latin diacritics.
import type { Sector } from './types.ts';

export interface Concept {
  gloss: string;
  sectors: Partial<Record<Sector, number>>;
  keywords: string[];
}

function concept(gloss: string, sectors: string, keywords: string): Concept {
  const weights: Partial<Record<Sector, number>> = {};
  for (const part of sectors.split(' ')) {
    const [sector, weight] = part.split(':');
    weights[sector as Sector] = Number(weight ?? 1);
  }
  return {
    gloss,
    sectors: weights,
    keywords: keywords
      .split('|')
      .map((k) => k.trim())
      .filter(Boolean),
  };
}

export const CONCEPTS: readonly Concept[] = [
  // ai
  concept(
    'artificial intelligence',
    'ai:1.2',
    'ai=|a.i.=|artificial intelligence|inteligencia artificial|inteligência artificial|künstliche intelligenz|ki=|intelligence artificielle|ia=|intelligenza artificiale|人工知能|인공지능|人工智能',
  ),
  concept(
    'machine learning models',
    'ai:1.3',
    'machine learning|deep learning|aprendizaje automático|aprendizaje profundo|aprendizado de máquina|aprendizagem automática|maschinelles lernen|apprentissage automatique|apprentissage profond|apprendimento automatico|機械学習|深層学習|ディープラーニング|머신러닝|기계학습|딥러닝|机器学习|深度学习',
  ),
  concept(
    'foundation models large language models ai assistants',
    'ai:1.6',
    'llm|large language model|generative ai|genai|foundation model|ia generativa|generative ki|ia générative|modelos de lenguaje|modelos de linguagem|sprachmodell|*sprachmodell|modèles de langage|modelli linguistici|modello linguistico|chatbot|gpt=|大規模言語モデル|生成ai|生成 ai|チャットボット|생성형|언어 모델|언어모델|챗봇|大模型|大语言模型|生成式|聊天机器人',
  ),
  concept(
    'computer vision',
    'ai:1.2',
    "computer vision|image recognition|visión artificial|visión por computador|reconocimiento de imágenes|visão computacional|reconhecimento de imagem|bilderkennung|vision par ordinateur|reconnaissance d'images|visione artificiale|riconoscimento delle immagini|画像認識|コンピュータビジョン|컴퓨터 비전|이미지 인식|计算机视觉|图像识别",
  ),
  concept(
    'voice ai speech recognition',
    'ai:1.2',
    'speech recognition|voice ai|text-to-speech|speech-to-text|reconocimiento de voz|síntesis de voz|reconhecimento de voz|spracherkennung|sprachsynthese|reconnaissance vocale|synthèse vocale|riconoscimento vocale|音声認識|音声合成|음성인식|음성 인식|음성 합성|语音识别|语音合成',
  ),
  concept(
    'ai inference gpu cloud ai chips',
    'ai:1.1',
    'gpu|gpus=|inference|inferencia|inferência|inferenz|inférence|mlops|model training|entrenar modelos|treinar modelos|modelle trainieren|entraîner des modèles|addestrare modelli|推論|モデル学習|추론|모델 학습|推理|模型训练|算力',
  ),
  concept(
    'ai agents',
    'ai:1.3',
    "ai agent|agentic|agentes de ia|agentes de ia|ki-agent|agents ia|agents d'ia|agenti ai|agenti di ia|aiエージェント|ai 에이전트|ai에이전트|智能体|ai代理",
  ),
  concept(
    'data labeling',
    'ai:1.2',
    "data labeling|data labelling|data annotation|training data|etiquetado de datos|datos de entrenamiento|rotulagem de dados|dados de treinamento|datenannotation|trainingsdaten|annotation de données|données d'entraînement|annotazione dei dati|dati di addestramento|アノテーション|学習データ|데이터 라벨링|학습 데이터|数据标注|训练数据",
  ),
  concept(
    'neural networks',
    'ai:1',
    'neural network|red neuronal|redes neuronales|rede neural|redes neurais|neuronale netz|réseau de neurones|réseaux de neurones|rete neurale|reti neurali|ニューラルネット|신경망|神经网络',
  ),
  // fintech
  concept('fintech', 'fintech:1.6', 'fintech|フィンテック|핀테크|金融科技'),
  concept(
    'payments processing',
    'fintech:1.5',
    'payment|payout|checkout|acquiring|accept cards|bank transfer|pago|pagos=|pagar=|pasarela de pago|cobros=|pagamento|recebimento|gateway de pagamento|pagamenti|*zahlung|bezahl|paiement|encaissement|passerelle de paiement|決済|支払い|결제|지급|支付|收款|付款',
  ),
  concept(
    'neobank',
    'fintech:1.3',
    'neobank|digital bank|challenger bank|business account|conto aziendale|conto business|cuenta empresa|conta pj|conta empresarial|geschäftskonto|compte professionnel|compte pro=|bank account|current account|checking account|banking app|mobile bank|smartphone-bank|banco digital|cuenta digital|cuenta sin comisiones|conta digital|conta gratuita|girokonto|direktbank|néobanque|banque en ligne|compte courant|neobanca|banca digitale|conto corrente|ネット銀行|ネオバンク|銀行口座|인터넷은행|인터넷전문은행|네오뱅크|数字银行|民营银行|网商银行',
  ),
  concept(
    'neobank core banking',
    'fintech:0.7',
    'bank|banking|banco=|bancos=|bancario|bancária|bancário|banque|banca=|bancaria|銀行|은행|뱅크|银行',
  ),
  concept(
    'consumer lending sme lending',
    'fintech:1.3',
    'loan|lending|préstamo|crédito|empréstimo|kredit|darlehen|prêt=|prêts=|crédit|prestito|prestiti|credito|融資|ローン|後払い|대출|신용|贷款|信贷|先买后付',
  ),
  concept(
    'card issuing corporate cards',
    'fintech:1.1',
    'card=|cards=|credit card|debit card|carta di debito|carte di debito|tarjeta de débito|cartão de débito|debitkarte|carte de débit|tarjeta|tarjetas|cartão|cartões|kreditkarte|karten=|carte bancaire|carte de crédit|cartes bancaires|carta di credito|carte di credito|クレジットカード|デビットカード|카드|信用卡|借记卡',
  ),
  concept(
    'cross-border payments remittances',
    'fintech:1.3',
    "remittance|money transfer|cross-border payment|remesa|transferencia|remessa|transferência|überweisung|geldtransfer|transfert d'argent|virement|rimess|bonifico|bonifici|送金|송금|해외송금|汇款|转账|跨境支付",
  ),
  concept(
    'insurtech',
    'fintech:1.1 healthcare:0.2',
    'insurance|insurtech|seguro de|seguros de|aseguradora|seguradora|*versicherung|assurance|assureur|assicurazion|保険|보험|保险',
  ),
  concept(
    'retail investing robo-advisor',
    'fintech:0.9 crypto:0.2',
    'investing|investment app|investment platform|wealth management|brokerage|stock trading|inversión|inversiones|invertir|investimento|investimentos|investir=|corretora|geldanlage|wertpapier|aktien=|investissement|courtage|bourse|investimenti|azioni=|投資|証券|株式投資|투자|증권|주식|投资|证券|理财|股票',
  ),
  concept(
    'expense management corporate cards',
    'fintech:1.1 saas:0.3',
    'expense management|spend management|corporate card|expense report|gastos corporativos|gestión de gastos|despesas corporativas|gestão de despesas|spesenmanagement|ausgabenmanagement|reisekosten|notes de frais|gestion des dépenses|note spese|gestione delle spese|経費精算|経費|경비|법인카드|费用管理|报销',
  ),
  concept(
    'invoicing',
    'fintech:0.8 saas:0.5',
    'invoice|invoicing|billing|factura|facturación|facturas|fatura|faturamento|nota fiscal|notas fiscais|rechnung|*rechnung|facture|facturation|fattura|fatturazion|請求書|インボイス|인보이스|세금계산서|发票|开票',
  ),
  concept(
    'accounting software',
    'fintech:0.6 saas:0.7',
    'accounting|bookkeeping|contabilidad|contable|contabilidade|contábil|buchhaltung|comptabilité|comptable|contabilità|会計|経理|회계|세무|会计|记账|财务软件',
  ),
  concept(
    'fraud prevention kyc',
    'fintech:1 saas:0.2',
    'fraud|kyc|anti-money laundering|aml=|identity verification|fraude|prevención de fraude|prevenção a fraude|betrug|geldwäsche|blanchiment|frode|antiriciclaggio|不正検知|本人確認|사기 방지|본인인증|欺诈|反洗钱|反欺诈',
  ),
  concept(
    'pos terminals',
    'fintech:1.2',
    'point of sale|pos=|card terminal|merchant acquiring|punto de venta|terminal de pago|maquininha|ponto de venda|kassensystem|kartenterminal|terminal de paiement|terminale di pagamento|pos terminal|加盟店|決済端末|가맹점|단말기|收单|收银',
  ),
  concept(
    'digital wallet',
    'fintech:1 crypto:0.3',
    'digital wallet|mobile wallet|e-wallet|ewallet|billetera virtual|billetera digital|carteira digital|digitale geldbörse|portefeuille numérique|portafoglio digitale|電子マネー|qr決済|スマホ決済|간편결제|전자지갑|电子钱包|移动支付|扫码支付',
  ),
  concept(
    'real-time payments',
    'fintech:1.2',
    'pix=|boleto|spei=|codi=|instant payment|pagos instantáneos|pagamento instantâneo|echtzeitzahlung|paiement instantané|pagamento istantaneo',
  ),
  concept(
    'financial services',
    'fintech:0.9',
    'financial services|financial institution|servicios financieros|serviços financeiros|finanzdienstleist|services financiers|servizi finanziari|金融サービス|金融機関|금융 서비스|금융서비스|금융=|金融服务|金融机构|finanzas personales|personal finance|finanças pessoais',
  ),
  // crypto
  concept(
    'cryptocurrency bitcoin crypto exchange',
    'crypto:1.6',
    'crypto|cryptocurrenc|criptomoneda|criptomoedas|criptomoeda|cripto=|kryptowährung|krypto|cryptomonnaie|cryptoactif|criptovalut|bitcoin|ethereum|solana|暗号資産|仮想通貨|ビットコイン|암호화폐|가상자산|가상화폐|비트코인|加密货币|数字货币|虚拟货币|比特币|以太坊',
  ),
  concept(
    'blockchain layer 1 blockchain infrastructure',
    'crypto:1.6',
    'blockchain|cadena de bloques|ブロックチェーン|블록체인|区块链|链上|onchain|on-chain',
  ),
  concept(
    'decentralized exchange defi lending liquid staking',
    'crypto:1.4',
    'defi=|decentralized finance|decentralised|finanzas descentralizadas|finanças descentralizadas|dezentrale finanz|finance décentralisée|finanza decentralizzata|liquidity pool|staking|dex=|decentralized exchange|lending protocol|分散型金融|分散型|탈중앙화|디파이|去中心化|质押',
  ),
  concept(
    'crypto exchange',
    'crypto:1.3 fintech:0.2',
    "crypto exchange|exchange de cripto|exchange de criptomonedas|exchange de criptomoedas|corretora de cripto|kryptobörse|plateforme d'échange de crypto|exchange di criptovalute|暗号資産取引所|仮想通貨取引所|가상자산 거래소|암호화폐 거래소|거래소|交易所|取引所",
  ),
  concept(
    'smart contracts layer 2 nft marketplace',
    'crypto:1.4',
    'smart contract|contrato inteligente|contratos inteligentes|intelligente verträge|contrat intelligent|contratto intelligente|web3|nft|stablecoin|token=|tokens=|tokenization|tokenización|tokenização|layer 2|layer-2|rollup|validator|validador|wallet self-custody|self-custody|hardware wallet|スマートコントラクト|ステーブルコイン|トークン|스마트 컨트랙트|스테이블코인|토큰|智能合约|稳定币|代币|钱包地址',
  ),
  concept(
    'bitcoin mining mining hardware',
    'crypto:1.2 energy:0.2',
    'bitcoin mining|crypto mining|minería de bitcoin|minería de criptomonedas|mineração de bitcoin|bitcoin-mining|minage|マイニング|채굴|挖矿|矿机',
  ),
  // healthcare
  concept(
    'healthcare',
    'healthcare:1.4',
    'healthcare|health care|health=|healthtech|salud|saúde|gesundheit|santé|sanità|sanitari|salute|医療|ヘルスケア|헬스케어|의료|医疗|健康',
  ),
  concept(
    'patients',
    'healthcare:1.3',
    'patient|pacientes|paciente|patienten|malades|pazienti|paziente|患者|환자|病人|病患',
  ),
  concept(
    'doctor appointment booking primary care',
    'healthcare:1.3',
    'doctor|physician|clinic|hospital|médico|médicos|clínica|arzt|ärzt|klinik|krankenhaus|arztpraxis|médecin|clinique|hôpital|medic|medizin|medecin|médical|consulta médica|consultas médicas|receta médica|recetas médicas|receita médica|rezept|ordonnance|ricetta|clinica|ospedal|医師|病院|クリニック|診療所|의사|병원|의원|医生|医院',
  ),
  concept(
    'telemedicine doctor appointment booking',
    'healthcare:1.6',
    'telemedicine|telehealth|virtual care|telemedicina|telessaúde|telemedizin|télémédecine|téléconsultation|teleconsulto|遠隔医療|オンライン診療|원격의료|원격진료|비대면 진료|远程医疗|互联网医院|在线问诊',
  ),
  concept(
    'drug discovery ai',
    'healthcare:1.3',
    'drug discovery|pharmaceutical|pharma|biotech|fármaco|farmacéutic|medicamento|biotecnolog|medikament|arzneimittel|biotechnolog|médicament|farmaco|farmaci=|farmaceutic|創薬|製薬|医薬品|신약|제약|바이오|药物|制药|新药|生物技术|医药',
  ),
  concept(
    'diagnostics medical imaging',
    'healthcare:1.2',
    'diagnos|radiolog|medical imaging|diagnóstico|diagnose|diagnostic|diagnostica|imagerie médicale|imaging medico|画像診断|診断|진단|영상의학|诊断|医学影像',
  ),
  concept(
    'electronic health records',
    'healthcare:1.5',
    'electronic health record|ehr=|emr=|health records|historia clínica|historias clínicas|prontuário|patientenakte|dossier médical|dossier patient|cartella clinica|電子カルテ|전자의무기록|전자차트|电子病历',
  ),
  concept(
    'medical devices patient monitoring',
    'healthcare:1.3',
    'medical device|medtech|dispositivos médicos|dispositivo médico|medizintechnik|medizinprodukt|dispositifs médicaux|dispositif médical|dispositivi medici|医療機器|의료기기|医疗器械|医疗设备',
  ),
  concept(
    'mental health',
    'healthcare:1.2',
    'mental health|therapy|therapist|salud mental|terapia|saúde mental|psychische gesundheit|psychotherap|santé mentale|thérapie|salute mentale|メンタルヘルス|カウンセリング|정신건강|심리 상담|心理健康|心理咨询',
  ),
  concept(
    'genomics',
    'healthcare:1.3',
    'genomic|genetic testing|genómica|genômica|genomik|génomique|genomica|ゲノム|遺伝子|유전체|유전자|基因',
  ),
  concept(
    'clinical trials software',
    'healthcare:1.3',
    'clinical trial|ensayos clínicos|ensaio clínico|ensaios clínicos|klinische studie|essais cliniques|essai clinique|studi clinici|sperimentazione clinica|治験|臨床試験|임상시험|임상|临床试验|临床',
  ),
  concept(
    'online pharmacy',
    'healthcare:1.1 ecommerce:0.2',
    'pharmacy|pharmacies|farmacia|farmácia|apotheke|pharmacie|薬局|약국|药房|药店',
  ),
  concept(
    'health insurance',
    'healthcare:0.8 fintech:0.4',
    'health insurance|seguro de salud|seguro médico|plano de saúde|planos de saúde|krankenversicherung|krankenkasse|mutuelle|assicurazione sanitaria|健康保険|医療保険|건강보험|실손보험|医保|医疗保险|健康险',
  ),
  // saas
  concept(
    'saas software',
    'saas:1.4',
    'saas|software as a service|b2b software|enterprise software|software empresarial|software de gestión|software de gestão|unternehmenssoftware|logiciel|logiciels|gestionale|ソフトウェア|業務ソフト|소프트웨어|软件|企业软件',
  ),
  concept(
    'crm',
    'saas:1.2',
    'crm=|customer relationship|sales team|sales pipeline|equipos de ventas|equipes de vendas|vertriebsteam|équipes commerciales|team di vendita|営業支援|顧客管理|영업 관리|고객관리|客户关系|销售管理',
  ),
  concept(
    'work management note-taking productivity suites',
    'saas:1.2',
    'project management|collaboration|collaborative|workspace|gestión de proyectos|colaboración|gestão de projetos|colaboração|projektmanagement|zusammenarbeit|gestion de projet|collaboratif|collaborative|gestione dei progetti|collaborazione|プロジェクト管理|タスク管理|協業|프로젝트 관리|협업|项目管理|协作|协同办公',
  ),
  concept(
    'team messaging video conferencing',
    'saas:1.2',
    'team chat|messaging|videoconferenc|video conferenc|video meetings|mensajería|videollamada|videochamada|videokonferenz|visioconférence|videoconferenza|ビデオ会議|ウェブ会議|チャットツール|화상회의|메신저|视频会议|即时通讯',
  ),
  concept(
    'hr software payroll software recruiting software',
    'saas:1.2',
    'human resources|hr software|payroll|recruiting|applicant tracking|recursos humanos|nómina|nóminas|folha de pagamento|personalwesen|lohnabrechnung|gehaltsabrechnung|ressources humaines|paie=|risorse umane|buste paga|人事|給与計算|労務|採用管理|인사관리|급여|채용|人力资源|薪酬|招聘',
  ),
  concept(
    'devops platforms developer tools',
    'saas:0.9',
    'developer|devops|api=|apis=|sdk=|open-source|desarrolladores|desenvolvedores|entwickler|développeurs|sviluppatori|開発者|エンジニア|개발자|开发者|程序员',
  ),
  concept(
    'observability',
    'saas:1.1',
    'observability|monitoring|logs=|application performance|monitorización|monitoramento|überwachung von anwendungen|supervision|monitoraggio|監視ツール|모니터링|可观测|监控',
  ),
  concept(
    'data platforms',
    'saas:1.1 ai:0.2',
    'database|data warehouse|data platform|base de datos|bases de datos|banco de dados|datenbank|base de données|database|データベース|데이터베이스|数据库|数据仓库',
  ),
  concept(
    'cybersecurity',
    'saas:1.2 defense:0.2',
    'cybersecurity|cyber security|security|ciberseguridad|seguridad informática|cibersegurança|segurança da informação|cybersicherheit|it-sicherheit|cybersécurité|sécurité informatique|sicurezza informatica|cybersicurezza|サイバーセキュリティ|セキュリティ|보안|사이버|网络安全|信息安全',
  ),
  concept(
    'marketing automation email marketing customer service software',
    'saas:0.9',
    'marketing|customer support|customer service|help desk|helpdesk|atención al cliente|atendimento ao cliente|kundenservice|kundensupport|service client|assistenza clienti|マーケティング|カスタマーサポート|마케팅|고객 지원|고객센터|营销|客服',
  ),
  concept(
    'digital analytics no-code platforms',
    'saas:0.9',
    'analytics|business intelligence|dashboards|no-code|low-code|analítica|análisis de datos|análise de dados|datenanalyse|analyse de données|analisi dei dati|データ分析|데이터 분석|数据分析|商业智能',
  ),
  concept('erp', 'saas:1.1', 'erp=|enterprise resource planning|基幹システム|전사적 자원관리|企业资源计划'),
  concept(
    'workflow automation',
    'saas:0.7 robotics:0.2',
    'workflow|automation|automatización|automatizar|automação|automatizar|automatisierung|automatisation|automazione|自動化|자동화|自动化',
  ),
  concept(
    'file sharing',
    'saas:1.1',
    'file sharing|cloud storage|content management|almacenamiento en la nube|armazenamento em nuvem|cloud-speicher|stockage cloud|archiviazione cloud|ファイル共有|クラウドストレージ|파일 공유|클라우드 저장|云存储|网盘|文件共享',
  ),
  concept('cloud computing', 'saas:0.8 ai:0.2', 'cloud|nube=|nuvem|クラウド|클라우드|云计算|云服务|云平台'),
  concept('design software', 'saas:0.7', 'design tool|prototyping|diseño|design=|デザイン|디자인|设计工具|设计'),
  // legaltech
  concept(
    'legal ai legal research practice management',
    'legaltech:1.6',
    'legal|legaltech|law=|laws=|lawyer|attorney|law firm|abogad|bufete|jurídic|advogad|advocacia|anwalt|anwält|kanzlei|juristisch|rechtlich|avocat|juridique|avvocat|studio legale|giuridic|弁護士|法律事務所|リーガル|법률|변호사|로펌|리걸테크|法律|律师|律所|法务',
  ),
  concept(
    'contract lifecycle management contract review',
    'legaltech:1.3 saas:0.2',
    'contract management|contract review|contract lifecycle|contracts=|contratos=|contrato=|gestión de contratos|gestão de contratos|vertragsmanagement|verträge|vertrag=|gestion des contrats|contrats=|contratti=|gestione dei contratti|契約書|契約管理|계약서|계약 관리|合同管理|合同审查|电子合同|签合同',
  ),
  concept(
    'e-signature',
    'legaltech:1.2 saas:0.4',
    'e-signature|esignature|electronic signature|digital signature|firma electrónica|firma digital|assinatura eletrônica|assinatura digital|elektronische signatur|digitale signatur|signature électronique|firma elettronica|firma digitale|電子署名|電子契約|전자서명|전자계약|电子签名|电子签章',
  ),
  concept(
    'privacy compliance',
    'legaltech:0.9 fintech:0.3',
    'compliance|regulatory|cumplimiento normativo|regulatorio|conformidade|regulatório|regulatorisch|conformité|réglementaire|conformità|normativ|コンプライアンス|規制対応|컴플라이언스|규제|合规|监管',
  ),
  concept(
    'litigation analytics ediscovery',
    'legaltech:1.3',
    'litigation|lawsuit|court|case law|litigio|tribunal|jurisprudencia|litígio|processos judiciais|jurisprudência|rechtsstreit|gerichtsverfahren|rechtsprechung|contentieux|jurisprudence|contenzioso|tribunale|giurisprudenza|訴訟|裁判|判例|소송|법원|판례|诉讼|法院|判例|裁判文书',
  ),
  concept(
    'legal research',
    'legaltech:1.4',
    'legal research|investigación jurídica|pesquisa jurídica|juristische recherche|recherche juridique|ricerca giuridica|リーガルリサーチ|법률 검색|법률 리서치|法律检索|法律研究',
  ),
  concept(
    'ip management',
    'legaltech:1.1',
    'patent|trademark|intellectual property|propiedad intelectual|propriedade intelectual|geistiges eigentum|propriété intellectuelle|brevet|proprietà intellettuale|brevett|marchio|特許|商標|知的財産|특허|상표|지식재산|专利|商标|知识产权',
  ),
  concept(
    'contract review',
    'legaltech:1.2',
    'due diligence|legal documents|documentos legales|documentos jurídicos|rechtsdokumente|documents juridiques|documenti legali|法務|법무|法律文书',
  ),
  // edtech
  concept(
    'online course platform',
    'edtech:1.6',
    'education|educational|edtech|educación|educativ|educação|educacional|bildung|éducation|éducatif|istruzione|educazione|formazione|教育|エドテック|교육|에듀테크|教育科技',
  ),
  concept(
    'online course platform online degrees',
    'edtech:1.5',
    'e-learning|elearning|online learning|online course|online courses|courses=|mooc|cursos online|cursos en línea|curso online|online-kurs|lernplattform|cours en ligne|formation en ligne|corsi online|corso online|オンライン学習|オンライン講座|eラーニング|온라인 강의|인강|이러닝|在线教育|网课|在线课程|网校',
  ),
  concept(
    'homework help classroom engagement',
    'edtech:1.4',
    'student|teacher|learners|estudiante|alumno|profesor|alunos|aluno|estudantes|professores|schüler|lehrer|studierende|étudiant|élève|enseignant|professeur|studenti|studente|insegnant|docenti|学生|生徒|教師|講師|학생|교사|선생님|강사|老师|教师|学员',
  ),
  concept(
    'classroom engagement higher education student information system',
    'edtech:1.1',
    'school|university|universities|escuela|colegio|universidad|escola|universidade|schule|universität|hochschule|école|université|scuola|università|学校|大学|학교|대학|学校|高校|大学',
  ),
  concept(
    'online tutoring after-school tutoring',
    'edtech:1.3',
    'tutoring|tutor=|tutors=|tutoría|clases particulares|tutoria|aulas particulares|nachhilfe|soutien scolaire|cours particuliers|ripetizioni|家庭教師|個別指導|과외|辅导|家教',
  ),
  concept(
    'language learning',
    'edtech:1.3',
    "language learning|learn languages|learn english|aprender idiomas|aprender inglés|aprender inglês|sprachen lernen|sprachlern|apprendre les langues|apprendre l'anglais|imparare le lingue|imparare l'inglese|語学学習|英会話|英語学習|어학|영어 학습|영어회화|语言学习|学英语|英语学习",
  ),
  concept(
    'test prep',
    'edtech:1.2',
    'test prep|exam prep|exam preparation|vestibular|enem=|oposiciones|preparación de exámenes|prüfungsvorbereitung|préparation aux examens|preparazione agli esami|受験|입시|수능|高考|考研|备考|考试',
  ),
  concept(
    'learning management system',
    'edtech:1.3',
    'lms=|learning management|plataforma educativa|plataforma de ensino|lernmanagement|plateforme pédagogique|piattaforma didattica|学習管理|학습관리|学习管理系统',
  ),
  concept(
    'corporate learning',
    'edtech:1.1',
    'corporate training|upskilling|reskilling|capacitación|treinamento corporativo|weiterbildung|formation professionnelle|formazione aziendale|社員研修|研修|직원 교육|기업 교육|企业培训|职业培训|培训',
  ),
  // energy
  concept('energy', 'energy:1.4', 'energy|energía|energia|energie|énergie|エネルギー|에너지|能源'),
  concept(
    'residential solar solar modules solar inverters',
    'energy:1.5',
    'solar|photovoltaic|fotovoltaic|photovoltaik|photovoltaïque|panneaux solaires|pannelli solari|太陽光|ソーラー|태양광|光伏|太阳能',
  ),
  concept(
    'renewable power generation wind turbines',
    'energy:1.5',
    'wind power|wind energy|wind farm|wind turbine|offshore wind|eólic|windkraft|windenergie|windpark|éolien|eolico|eolica|風力|풍력|风电|风能',
  ),
  concept(
    'energy storage ev batteries',
    'energy:1.3',
    "battery|batteries|energy storage|batería|baterías|bateria|baterias|batterie|batteria|batterie|energiespeicher|stockage d'énergie|accumulo|蓄電池|蓄電|バッテリー|배터리|에너지 저장|电池|储能",
  ),
  concept(
    'electric utility power transmission',
    'energy:1.3',
    'electricity|power grid|utilities|utility company|electricidad|red eléctrica|eletricidade|rede elétrica|strom=|stromnetz|*strom|électricité|réseau électrique|elettricità|rete elettrica|電力|送電|電気料金|전력|전력망|电力|电网',
  ),
  concept(
    'ev charging',
    'energy:1.2',
    'ev charging|charging station|electric vehicle|electric car|carros elétricos|carro elétrico|carregador|coches eléctricos|cargador|punto de recarga|puntos de recarga|auto elettrich|voitures électriques|voiture électrique|borne de recharge|elektrofahrzeug|e-auto|wallbox|急速充電|vehículos eléctricos|vehículo eléctrico|carregamento|veículos elétricos|elektroauto|ladestation|ladesäule|ladeinfrastruktur|bornes de recharge|véhicules électriques|colonnine di ricarica|veicoli elettrici|充電|電気自動車|충전|전기차|充电|电动车|新能源汽车',
  ),
  concept(
    'integrated oil & gas oil refining',
    'energy:1.3',
    'oil=|oil and gas|petroleum|natural gas|lng=|refiner|petróleo|gas natural|refinería|refinaria|erdöl|erdgas|raffinerie|pétrole|gaz naturel|petrolio|gas naturale|石油|天然ガス|석유|천연가스|정유|天然气|炼油',
  ),
  concept(
    'nuclear power hydrogen electrolyzers fusion energy',
    'energy:1.3',
    'hydrogen|nuclear|fusion energy|hidrógeno|hidrogênio|nuclear|wasserstoff|kernkraft|kernenergie|hydrogène|nucléaire|idrogeno|nucleare|水素|原子力|수소|원자력|원전|氢能|核电|核能',
  ),
  concept(
    'renewable power generation',
    'energy:1.3',
    'renewable|decarboni|clean energy|carbon|emissions|renovable|descarboniz|renovável|renováveis|descarboniz|erneuerbar|dekarboni|renouvelable|décarbon|rinnovabil|decarbonizz|再生可能エネルギー|再エネ|脱炭素|재생에너지|신재생|탄소중립|可再生能源|新能源|碳中和|减碳',
  ),
  concept(
    'heat pumps virtual power plant energy retail',
    'energy:1.2',
    'heat pump|energy efficiency|bomba de calor|eficiencia energética|eficiência energética|wärmepumpe|energieeffizienz|pompe à chaleur|efficacité énergétique|pompa di calore|efficienza energetica|ヒートポンプ|省エネ|히트펌프|에너지 효율|热泵|节能',
  ),
  // ecommerce
  concept(
    'online retail online marketplace',
    'ecommerce:1.6',
    'e-commerce|ecommerce|online retail|onlinehändler|online-händler|versandhandel|versandhändler|free shipping|envío gratis|frete grátis|kostenlosem versand|kostenloser versand|livraison gratuite|spedizione gratuita|送料無料|무료배송|包邮|comercio electrónico|comércio eletrônico|comércio eletrónico|online-handel|onlinehandel|onlineshop|online-shop|commerce en ligne|e-commerce|commercio elettronico|eコマース|ec=|ネット通販|通販|이커머스|전자상거래|电商|电子商务',
  ),
  concept(
    'online marketplace',
    'ecommerce:1',
    'marketplace|sellers|vendedores|verkäufer|vendeurs|venditori|出品者|出店|판매자|셀러|입점|卖家',
  ),
  concept(
    'ecommerce platform',
    'ecommerce:0.6 fintech:0.4',
    'merchants|comercios=|lojistas|händler|marchands|commercianti|加盟店|상점|商家|商户',
  ),
  concept(
    'online retail',
    'ecommerce:1.3',
    'online store|online shopping|shopping online|shopping app|shop online|tienda online|tienda en línea|compras online|compras en línea|loja virtual|loja online|compras pela internet|online einkaufen|achats en ligne|boutique en ligne|acquisti online|negozio online|ネットショップ|ショッピング|쇼핑몰|쇼핑|온라인 쇼핑|购物|网购|网店',
  ),
  concept(
    'retail',
    'ecommerce:1.1',
    'retail|retailer|minorista|venta minorista|varejo|varejista|einzelhandel|commerce de détail|vente au détail|vendita al dettaglio|小売|리테일|소매|零售',
  ),
  concept(
    'food delivery quick commerce online grocery',
    'ecommerce:1.2 logistics:0.4',
    'food delivery|grocery|groceries|quick commerce|entrega de comida|supermercado|delivery de comida|comida a domicilio|lebensmittel|essenslieferung|livraison de repas|courses en ligne|consegna di cibo|spesa online|フードデリバリー|デリバリー|出前|배달|外卖|生鲜',
  ),
  concept(
    'fashion ecommerce',
    'ecommerce:1.1',
    'fashion|apparel|clothing|moda=|ropa|roupas|bekleidung|mode und|schuhe|kleidung|vêtements|abbigliamento|ファッション|패션|时尚|服装',
  ),
  concept(
    'ecommerce platform',
    'ecommerce:1.2',
    'storefront|store builder|online store builder|shopping cart|carrito de compras|carrinho de compras|warenkorb|panier|carrello|ショップ作成|쇼핑몰 구축|建站|独立站',
  ),
  concept(
    'social commerce',
    'ecommerce:1.3',
    'live commerce|livestream shopping|social commerce|comercio social|comércio social|ライブコマース|라이브커머스|直播带货|社交电商',
  ),
  concept(
    'consumers',
    'ecommerce:0.5',
    'consumers|shoppers|consumidores|compradores|verbraucher|consommateurs|consumatori|消費者|소비자|消费者',
  ),
  // logistics
  concept('logistics', 'logistics:1.6', 'logistics|logística|logistik|logistique|logistica|ロジスティクス|物流|물류'),
  concept(
    'freight forwarding ocean shipping air cargo',
    'logistics:1.4',
    'shipping|freight|shipment|cargo=|flete|transporte de carga|carga aérea|carga marítima|envíos|frete|transporte de cargas|envios|fracht|versand|fret=|expédition|transport de marchandises|spedizion|trasporto merci|配送|輸送|운송|배송|货运|运输|海运|空运',
  ),
  concept(
    'parcel delivery last-mile delivery',
    'logistics:1.5 ecommerce:0.2',
    'last mile|last-mile|parcel|última milla|paquetería|última milha|encomenda|paket|zustellung|dernier kilomètre|colis|ultimo miglio|pacchi|ラストワンマイル|宅配|荷物|라스트마일|택배|快递|包裹|最后一公里',
  ),
  concept(
    'e-commerce fulfillment warehouse management software contract logistics',
    'logistics:1.4 ecommerce:0.2',
    'warehouse|warehousing|fulfillment|fulfilment|almacén|almacenes|armazém|armazéns|centro de distribuição|lagerhaus|lagerhaltung|entrepôt|magazzin|倉庫|フルフィルメント|창고|풀필먼트|仓库|仓储',
  ),
  concept(
    'trucking freight brokerage digital freight marketplace',
    'logistics:1.3',
    'trucking|truckload|trucks=|fleet|camiones|camión|caminhões|caminhão|frota|lkw|spedition|camions|camion=|flotte|autotrasport|トラック|車両管理|트럭|화물차|卡车|货车|车队',
  ),
  concept(
    'supply chain visibility transportation management software',
    'logistics:1.4',
    "supply chain|cadena de suministro|cadeia de suprimentos|cadeia de abastecimento|lieferkette|supply-chain|chaîne d'approvisionnement|catena di approvvigionamento|サプライチェーン|공급망|供应链",
  ),
  concept(
    'freight forwarding',
    'logistics:1.3',
    'freight forward|customs|aduana|despacho aduanero|alfândega|desembaraço|zoll=|zollabwicklung|douane|dédouanement|dogana|sdoganamento|通関|통관|报关|清关|货代',
  ),
  concept(
    'mobility ride-hailing',
    'logistics:1.1',
    'ride-hailing|ride hailing|ridesharing|rideshare|taxi|movilidad|mobilidade|mobilität|mobilité|mobilità|配車|タクシー|모빌리티|택시|网约车|出行|打车',
  ),
  concept(
    'last-mile delivery',
    'logistics:1 ecommerce:0.3',
    'courier|delivery drivers|repartidor|entregador|motoboy|kurier|livreur|corrier|fattorin|配達員|배달원|라이더|骑手|快递员',
  ),
  concept(
    'ocean shipping',
    'logistics:1.3',
    'container shipping|shipping container|maritime|ports=|contenedores|marítim|contêineres|portos|containerschiff|seefracht|conteneurs|maritime|marittim|海運|港湾|해운|항만|港口|集装箱|航运',
  ),
  // defense
  concept(
    'defense prime',
    'defense:1.7',
    'defense|defence|military|defensa|militar|defesa|verteidigung|rüstung|militär|bundeswehr|défense|militaire|armement|difesa|militare|防衛|軍事|防衛省|국방|방위|군사|방산|国防|军工|军事',
  ),
  concept(
    'missiles & munitions',
    'defense:1.6',
    'missile|weapon|munition|ammunition|misil|armas=|munición|míssil|mísseis|armamento|rakete|waffe|munition|missiles|armes=|missil|armi=|munizion|ミサイル|兵器|弾薬|미사일|무기|탄약|导弹|武器|弹药',
  ),
  concept(
    'military drones counter-drone systems commercial drones',
    'defense:1.1 robotics:0.6',
    'drone|uav=|uas=|unmanned aerial|counter-drone|dron=|drones=|drohne|drone=|ドローン|無人機|드론|무인기|无人机',
  ),
  concept(
    'defense prime',
    'defense:1.4',
    'armed forces|army|navy|air force|fuerzas armadas|ejército|armada=|forças armadas|exército|marinha|streitkräfte|armee=|marine=|forces armées|armée|forze armate|esercito|aeronautica militare|自衛隊|陸軍|海軍|空軍|군대|육군|해군|공군|军队|陆军|海军|空军',
  ),
  concept(
    'military aircraft',
    'defense:1.2',
    'aerospace|fighter jet|combat aircraft|aeroespacial|aviones de combate|caças|luft- und raumfahrt|kampfjet|kampfflugzeug|aérospatial|avions de combat|aerospazial|aerei da combattimento|航空宇宙|戦闘機|항공우주|전투기|航空航天|战斗机',
  ),
  concept(
    'military space',
    'defense:0.9',
    'satellite|space launch|launch vehicle|satélite|satellit|satellites|satelliti|衛星|ロケット|위성|우주발사체|卫星|火箭',
  ),
  concept(
    'defense electronics defense software',
    'defense:1.2',
    'national security|surveillance|intelligence agencies|seguridad nacional|vigilancia|segurança nacional|vigilância|nationale sicherheit|aufklärung|sécurité nationale|renseignement|sicurezza nazionale|sorveglianza|安全保障|監視|안보|정찰|国家安全|侦察',
  ),
  concept(
    'defense electronics',
    'defense:1.3',
    'radar|sonar|electronic warfare|guerra electrónica|guerra eletrônica|elektronische kampfführung|guerre électronique|guerra elettronica|レーダー|電子戦|레이더|전자전|雷达|电子战',
  ),
  concept(
    'armored vehicles naval shipbuilding',
    'defense:1.3',
    "tank=|tanks=|armored vehicle|armoured vehicle|artillery|howitzer|warship|vehículos blindados|artillería|blindados|artilharia|panzer|artillerie|chars d'assaut|blindés|carri armati|artiglieria|戦車|装甲車|火砲|護衛艦|전차|장갑차|자주포|군함|坦克|装甲车|火炮|军舰",
  ),
  // robotics
  concept(
    'industrial robots service robots',
    'robotics:1.8',
    'robot|robótica|robo=|robos=|roboter|robotik|robotique|robotica|ロボット|로봇|机器人',
  ),
  concept(
    'industrial robots collaborative robots',
    'robotics:1.4',
    'industrial automation|factory automation|cobot|collaborative robot|automatización industrial|automação industrial|industrieautomation|fabrikautomation|automatisation industrielle|automazione industriale|ファクトリーオートメーション|産業用|協働ロボット|공장 자동화|협동로봇|산업용|工业自动化|协作机器人|工业机器人',
  ),
  concept(
    'humanoid robots',
    'robotics:1.5',
    'humanoid|humanoide|humanoïde|umanoid|ヒューマノイド|人型ロボット|휴머노이드|人形机器人',
  ),
  concept(
    'robotaxis autonomous trucking',
    'robotics:1.3 ai:0.3',
    'autonomous driving|self-driving|autonomous vehicle|driverless|robotaxi|conducción autónoma|vehículos autónomos|direção autônoma|veículos autônomos|carro autônomo|autonomes fahren|selbstfahrend|conduite autonome|véhicules autonomes|guida autonoma|veicoli autonomi|自動運転|자율주행|自动驾驶|无人驾驶',
  ),
  concept(
    'industrial robots robotic picking',
    'robotics:1.2',
    'robotic arm|actuator|gripper|motion control|brazo robótico|actuador|braço robótico|atuador|roboterarm|greifer|bras robotisé|actionneur|braccio robotico|attuator|ロボットアーム|アクチュエータ|減速機|로봇팔|액추에이터|감속기|机械臂|执行器|减速器',
  ),
  concept(
    'autonomous mobile robots warehouse robots warehouse automation',
    'robotics:1.2 logistics:0.3',
    "autonomous mobile robot|amr=|自律移動ロボット|自律走行ロボット|ピッキング|agv=|agvs=|warehouse robot|picking robot|robots de almacén|robôs de armazém|lagerroboter|robots d'entrepôt|robot di magazzino|搬送ロボット|물류 로봇|仓储机器人|搬运机器人",
  ),
  concept(
    'lidar robot vision',
    'robotics:1.1 ai:0.1',
    'lidar|sensor fusion|machine vision|sensores lidar|라이다|激光雷达',
  ),
  // added concepts with glosses that follow the knowledge base's category names
  concept(
    'conversational ai ai customer service',
    'ai:1.2',
    'chatbot|virtual assistant|asistente virtual|assistente virtual|virtueller assistent|assistant virtuel|assistente virtuale|チャットボット|챗봇|聊天机器人|智能客服|对话式ai',
  ),
  concept(
    'image generation video generation',
    'ai:1.4',
    "image generation|video generation|text-to-image|text-to-video|generación de imágenes|generación de video|geração de imagens|geração de vídeo|bildgenerierung|videogenerierung|génération d'images|génération de vidéos|generazione di immagini|generazione di video|画像生成|動画生成|이미지 생성|영상 생성|图像生成|视频生成|文生图|文生视频",
  ),
  concept(
    'ai coding assistants',
    'ai:1.3 saas:0.2',
    'coding assistant|code generation|ai pair programmer|generación de código|geração de código|codegenerierung|génération de code|generazione di codice|コード生成|코드 생성|代码生成|ai编程',
  ),
  concept(
    'machine translation',
    'ai:1.3',
    'machine translation|traducción automática|tradução automática|maschinelle übersetzung|traduction automatique|traduzione automatica|機械翻訳|자동 번역|기계번역|机器翻译',
  ),
  concept(
    'buy now pay later',
    'fintech:1.4',
    'buy now pay later|bnpl|pay in installments|pay in instalments|interest-free instalments|interest-free installments|pagar en cuotas|meses sin intereses|compra ahora paga después|parcelado|parcelamento|compre agora|ratenzahlung|später bezahlen|paiement en plusieurs fois|paiement fractionné|pagamento a rate|in tre rate|rate senza interessi|後払い|分割払い|할부|후불결제|分期付款|先买后付',
  ),
  concept(
    'sme lending',
    'fintech:1.3',
    'sme lending|small business loans|working capital|capital de trabajo|crédito para pymes|capital de giro|crédito para empresas|kmu-kredit|betriebsmittel|prêts aux pme|fonds de roulement|prestiti alle pmi|capitale circolante|中小企業向け融資|중소기업 대출|运营资金|小微贷款',
  ),
  concept(
    'robo-advisor',
    'fintech:1.3',
    'robo-advisor|roboadvisor|robo advisor|etf portfolio|carteras de fondos indexados|carteira de etfs|etf-sparplan|gestion pilotée|consulente automatico|ロボアドバイザー|로보어드바이저|智能投顾',
  ),
  concept(
    'stablecoin',
    'crypto:1.5',
    'stablecoin|moneda estable|monedas estables|ステーブルコイン|스테이블코인|稳定币|円に連動|원화 연동',
  ),
  concept(
    'crypto wallet hardware wallet',
    'crypto:1.3',
    'crypto wallet|hardware wallet|cold wallet|self-custody|billetera cripto|cartera cripto|carteira cripto|carteira própria|krypto-wallet|hardware-wallet|portefeuille matériel|portefeuilles matériels|portefeuille crypto|portafoglio hardware|ハードウェアウォレット|ウォレット|콜드월렛|하드웨어 지갑|암호화폐 지갑|硬件钱包|加密钱包|冷钱包',
  ),
  concept(
    'crypto custody',
    'crypto:1.2 fintech:0.2',
    "custody|custodia|custódia|*verwahrung|conservation d'actifs|カストディ|수탁|托管",
  ),
  concept(
    'nft gaming',
    'crypto:1.2',
    'nft|nfts=|blockchain gaming|play-to-earn|juegos blockchain|jogos blockchain|ブロックチェーンゲーム|블록체인 게임|链游|数字藏品',
  ),
  concept(
    'medical imaging ai diagnostics',
    'healthcare:1.4',
    'radiolog|x-ray|mammograph|radiografía|radiografia|radiographie|röntgen|radiografie|mammografía|mamografia|mammographie|mammografia|レントゲン|マンモグラフィ|엑스레이|유방촬영|x光|影像诊断|医学影像',
  ),
  concept(
    'online legal services',
    'legaltech:1.3',
    'online legal services|freelance lawyers|fixed-fee legal|fixed fee legal|find a lawyer|legal marketplace|abogados online|abogados en línea|advogados online|anwalt finden|online-rechtsberatung|avocats en ligne|avocat en ligne|avvocati online|弁護士検索|法律相談|변호사 찾기|법률 상담|找律师|在线法律咨询',
  ),
  concept(
    'ediscovery document review',
    'legaltech:1.3',
    'ediscovery|e-discovery|document review|privileged documents|legal hold|revisión documental|revisão de documentos|dokumentenprüfung|revue documentaire|revisione documentale|証拠開示|전자증거개시|电子取证',
  ),
  concept(
    'legal practice management',
    'legaltech:1.3',
    'practice management|law firm software|legal software|software jurídico|gestión de despachos|kanzleisoftware|logiciel juridique|logiciel pour avocats|gestionale per studi legali|software legale|法律事務所向け|로펌 관리|律所管理',
  ),
  concept(
    'coding bootcamp learn to code',
    'edtech:1 saas:0.1',
    'bootcamp|learn to code|coding school|escuela de programación|cursos de programación|curso de programação|programmierkurs|coding-schule|formation développeur|développement web|corso di programmazione|プログラミングスクール|プログラミング教育|코딩 교육|코딩 부트캠프|编程培训|少儿编程',
  ),
  concept(
    'adaptive learning',
    'edtech:1.3',
    'adaptive learning|personalized learning|aprendizaje adaptativo|aprendizaje personalizado|aprendizagem adaptativa|ensino adaptativo|adaptives lernen|apprentissage adaptatif|apprendimento adattivo|理解度に合わせ|アダプティブ|맞춤형 학습|문제 추천|自适应学习|个性化学习|智能题库',
  ),
  concept(
    'energy retail electric utility',
    'energy:1.3',
    "electricity supplier|energy supplier|power company|comercializadora|compañía eléctrica|distribuidora de energia|conta de luz|stromanbieter|energieversorger|fournisseur d'électricité|fournisseur d'énergie|fornitore di energia|bolletta|電力会社|新電力|電気代|전기요금|전력 판매|售电|电费",
  ),
  concept(
    'residential solar',
    'energy:0.5',
    'rooftop|homeowner|residential solar|home solar|home batter|tejado|viviendas|telhado|residência|eigenheim|einfamilienh|hausdach|toiture|maisons individuelles|tetto|tetti|家庭用|住宅用|屋根|가정용|주택용|户用|屋顶',
  ),
  concept(
    'battery materials',
    'energy:1.2',
    'cathode|anode|battery materials|lithium|litio|lítio|batteriematerial|matériaux de batterie|materiali per batterie|正極材|負極材|양극재|음극재|正极材料|负极材料|锂',
  ),
  concept(
    'cross-border ecommerce',
    'ecommerce:1',
    'cross-border e-commerce|cross-border ecommerce|cross-border stores|comercio transfronterizo|e-commerce transfronteiriço|grenzüberschreitender e-commerce|e-commerce transfrontalier|越境ec|역직구|跨境电商|天猫国际|tmall global',
  ),
  concept(
    'online travel agency',
    'ecommerce:1.2',
    "travel booking|hotel booking|flight booking|reservas de hotel|reserva de vuelos|passagens aéreas|reservas de viagem|reisebuchung|hotelbuchung|réservation d'hôtel|réservation de voyages|prenotazione hotel|prenotazioni di viaggi|旅行予約|ホテル予約|여행 예약|호텔 예약|酒店预订|机票|订酒店",
  ),
  concept(
    'secondhand resale',
    'ecommerce:1.3',
    "second-hand|secondhand|pre-owned|preowned|resale|refurbished|segunda mano|usados|reacondicionado|seminovo|usado=|usados=|recondicionado|gebraucht|generalüberholt|seconde main|d'occasion|reconditionné|usato|ricondizionat|中古|フリマ|중고|二手|闲置",
  ),
  concept(
    'exoskeletons',
    'robotics:1.5 healthcare:0.2',
    'exoskeleton|exoesqueleto|exoskelett|exosquelette|esoschelet|外骨格|외골격|外骨骼',
  ),
  concept(
    'robot vacuums service robots',
    'robotics:1.3',
    'robot vacuum|cleaning robot|robots de limpieza|robot aspirador|robôs de limpeza|robô aspirador|saugroboter|reinigungsroboter|robot aspirateur|robots de nettoyage|robot aspirapolvere|robot per la pulizia|ロボット掃除機|清掃ロボット|로봇청소기|청소 로봇|扫地机器人|清洁机器人|配送机器人|配膳ロボット|서빙 로봇',
  ),
  concept(
    'agricultural drones',
    'robotics:1.2',
    'agricultural drone|crop spraying drone|drones agrícolas|drones agrícolas|agrardrohne|drones agricoles|droni agricoli|農業用ドローン|농업용 드론|农业无人机|植保无人机',
  ),
  concept(
    'legged robots',
    'robotics:1.3',
    'quadruped|robot dog|legged robot|robot cuadrúpedo|robô quadrúpede|laufroboter|robot quadrupède|robot quadrupede|四足歩行|로봇개|사족보행|四足|机器狗',
  ),
  concept(
    'commercial drones',
    'robotics:1.2',
    'consumer drone|camera drone|delivery drone|drone delivery|inspection drone|gimbal|drones de consumo|drones de entrega|lieferdrohne|drone de livraison|drone per consegne|空撮|ドローン配送|드론 배송|消费级无人机|航拍|云台',
  ),
];
