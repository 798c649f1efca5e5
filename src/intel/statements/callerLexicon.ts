// The caller's own side, as the nine languages say it: "we sell a competing tool", "I'm building",
// "we are evaluating an investment", "where is X weak". Data only, '|' separated, strongest side first.
import type { CallerSide } from './types.ts';

export const CALLER_CUES: [Exclude<CallerSide, 'unknown'>, string][] = [
  [
    'subject_seller',
    "I sell for|we sell for|I work at|I work for|our sales team at|I'm a sales rep at|I am a sales rep at|" +
      'as a seller at|trabajo en|vendo para|nuestro equipo de ventas en|trabalho na|trabalho no|vendo para|' +
      'nosso time de vendas|ich arbeite bei|ich verkaufe für|unser Vertriebsteam bei|je travaille chez|je vends pour|' +
      'notre équipe commerciale chez|lavoro in|lavoro per|vendo per|il nostro team vendite di|で営業|の営業担当|' +
      '에서 영업|의 영업 담당|在.{0,10}做销售|我是.{0,10}的销售',
  ],
  // "We compete with Zendesk" in a founder's description names a rival; the caller competes with the
  // subject when the object is "them" or the product is "competing".
  [
    'competitor',
    'we sell a competing|we sell a competitor|our product competes|we compete with them|we compete against them|' +
      "we are a competitor|we're a competitor|our competing|our rival product|we sell against them|" +
      'vendemos una herramienta competidora|competimos con ellos|somos sus competidores|nuestro producto compite|' +
      'vendemos uma ferramenta concorrente|concorremos com eles|somos concorrentes|nosso produto concorre|' +
      'wir konkurrieren mit ihnen|wir sind ein Wettbewerber|unser Produkt konkurriert|wir verkaufen ein Konkurrenzprodukt|' +
      'nous sommes concurrents|nous sommes en concurrence avec eux|notre produit concurrence|nous vendons un outil concurrent|' +
      'siamo concorrenti|competiamo con loro|il nostro prodotto compete|vendiamo uno strumento concorrente|' +
      '当社は競合|競合製品を販売|と競合しています|경쟁 제품을 판매|우리는 경쟁사|와 경쟁하고 있|我们是竞争对手|' +
      '我们的产品与.{0,12}竞争|我们卖竞品|' +
      // Losing deals to a company, or selling against it, is said only by one who competes with it. No bare
      // "vendemos contra" or "vendons contre": "contra reembolso", "contre remboursement" are cash on delivery.
      'we lose to|we lose deals to|we .{1,12} lose to|we .{1,12} lose deals to|we keep losing to|' +
      'we keep losing deals to|we lost .{1,16} deals to|we lost .{1,16} customers to|we sell against|' +
      'we .{1,12} sell against|perdemos .{0,24}frente a|perdemos .{0,24}contra|perdemos .{0,24}ante|' +
      'perder frente a|perder contra|perder ante|perdemos .{0,24}para a|perdemos .{0,24}para o|' +
      'verlieren .{0,24}gegen|wir verlieren .{0,24}an|perdons .{0,24}face à|perdons .{0,24}contre|' +
      'perdiamo .{0,24}contro|vendiamo contro|に負けることが多い|に負けています|に競り負け|に失注|' +
      '에 자주 밀|에게 자주 밀|에 밀리고 있|에게 밀리고 있|에 밀립니다|에게 밀립니다|에 번번이 밀|输给|败给|丢单给',
  ],
  [
    'acquirer',
    'considering acquiring|consider acquiring|looking to acquire|we want to acquire|we plan to acquire|' +
      'acquisition target|evaluating an acquisition|considerando adquirir|queremos adquirir|evaluamos adquirir|' +
      'considerando adquirir|pensando em adquirir|übernehmen wollen|erwägen die Übernahme|Übernahme prüfen|' +
      "envisageons d'acquérir|envisageons de racheter|racheter|valutando l'acquisizione|vogliamo acquisire|" +
      '買収を検討|買収したい|인수를 검토|인수하고 싶|考虑收购|计划收购|想收购',
  ],
  [
    'investor',
    'as an investor|we are evaluating an investment|evaluating an investment|considering investing|' +
      'we invest in|our fund|our portfolio|should we invest|como inversor|como inversionista|evaluando una inversión|' +
      'nuestro fondo|como investidor|avaliando um investimento|nosso fundo|als Investor|Investition prüfen|unser Fonds|' +
      "en tant qu'investisseur|évaluons un investissement|notre fonds|come investitore|valutando un investimento|" +
      'il nostro fondo|投資家として|投資を検討|出資を検討|투자자로서|투자를 검토|作为投资人|作为投资者|考虑投资|评估投资',
  ],
  [
    'partner',
    "we want to partner|we'd like to partner|looking to partner|potential partnership|partnership with them|" +
      'queremos asociarnos|alianza con ellos|queremos fazer parceria|buscamos parceria|wollen kooperieren|Partnerschaft prüfen|' +
      'voulons nous associer|partenariat avec eux|vogliamo collaborare|partnership con loro|提携を検討|提携したい|' +
      '제휴를 검토|제휴하고 싶|希望合作|考虑合作|寻求合作',
  ],
  [
    'builder',
    "I'm building|I am building|we're building|we are building|my startup|our startup|I founded|we founded|" +
      'estoy construyendo|estamos construyendo|mi startup|nuestra startup|estou construindo|estamos construindo|' +
      'minha startup|nossa startup|ich baue|wir bauen|mein Startup|unser Startup|je construis|nous construisons|ma startup|' +
      'notre startup|sto costruendo|stiamo costruendo|la mia startup|la nostra startup|開発しています|起業した|私のスタートアップ|' +
      '当社は.{0,20}スタートアップ|만들고 있습니다|창업했|우리 스타트업|我正在打造|我们正在打造|我的创业公司|我们的初创公司',
  ],
  [
    'entrant',
    'we consider entering|we are considering entering|considering entering|we plan to launch in|we plan to enter|' +
      'entering this market|consideramos entrar|planeamos entrar|planeamos lanzar|pensamos entrar|consideramos entrar|' +
      'planejamos entrar|planejamos lançar|überlegen einzusteigen|Markteintritt planen|planen den Markteintritt|' +
      "envisageons d'entrer|prévoyons de nous lancer|valutiamo di entrare|pensiamo di entrare|参入を検討|進出を検討|" +
      '진출을 검토|진출을 계획|考虑进入|计划进入',
  ],
];

export const WEAKNESS_CUES =
  'where is .{1,40} weak|where are .{1,40} weak|weak spots|weak points|weaknesses|weakness|' +
  'dónde es débil|puntos débiles|debilidades|onde .{1,40} é fraco|pontos fracos|fraquezas|Schwächen|Schwachstellen|' +
  'wo ist .{1,40} schwach|faiblesses|points faibles|où .{1,40} est faible|punti deboli|debolezze|dove .{1,40} è debole|' +
  '弱み|弱点|약점|취약점|弱点|短板|劣势';

/**
 * Said in the context, where the caller speaks of itself, "we compete with X" makes the caller a
 * competitor of X. Said in the subject's own text it only names a rival (README rule 9), so these
 * count in the context only, and after the cues above: a stated builder stays a builder.
 */
export const CONTEXT_CALLER_CUES: [Exclude<CallerSide, 'unknown'>, string][] = [
  [
    'competitor',
    "we compete with|we compete against|we are competing with|we're competing with|" +
      'we go head to head with|' +
      'competimos con|competimos contra|concorremos com|wir konkurrieren mit|wir konkurrieren gegen|' +
      'nous sommes en concurrence avec|nous concurrençons|competiamo con|と競合|競合しています|경쟁하고 있|' +
      '我们与.{1,12}竞争|我们和.{1,12}竞争',
  ],
];

/**
 * The caller's own product, or the one it resells, named right after these ("we sell Coda", "somos partner de
 * Salesforce", "wir vertreiben Personio", "nous distribuons Pennylane") or, in Japanese and Korean, right before
 * them ("Codaを販売しています", "Coda를 판매하고"). Only with a rival named in the same sentence does it tell the
 * caller apart from the subject (caller.ts).
 */
export const OWN_PRODUCT_CUES = {
  after:
    "we sell|we resell|we distribute|we represent|we are a partner of|we're a partner of|we are a reseller of|" +
    "we're a reseller of|we are resellers of|" +
    'vendemos|revendemos|distribuimos|representamos|somos partner de|somos partners de|somos socios de|' +
    'somos distribuidores de|somos revendedores de|somos parceiros da|somos parceiros de|somos parceiro da|' +
    'somos revendedores da|' +
    'wir vertreiben|wir verkaufen|wir sind Partner von|wir sind Reseller von|' +
    'nous vendons|nous distribuons|nous revendons|nous sommes partenaires de|nous sommes revendeurs de|' +
    'vendiamo|distribuiamo|rivendiamo|siamo partner di|siamo rivenditori di|' +
    '我们销售|我们代理|我们卖|我们是.{0,8}的代理商',
  before:
    'を販売しています|を販売しており|を販売|を扱っています|の販売代理店です|の代理店です|' +
    '를 판매하고|을 판매하고|를 판매합니다|을 판매합니다|의 리셀러입니다|의 파트너사입니다|를 판매|을 판매',
};

/**
 * After the caller's own product, the rival it is sold against: "wir vertreiben Personio gegen Factorial",
 * "we sell Coda against Notion", "vendemos X contra Y". Rivals named by the competitor cues of nameLexicon.ts
 * ("… and compete with Notion", "y competimos con HubSpot", "Notion과 경쟁") count as well.
 */
export const SOLD_AGAINST = 'against|versus|vs.|vs|contra|contre|gegen|contro|对抗|对标';
