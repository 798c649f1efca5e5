// Regional market context (docs/decisions.md). Order of evidence: explicit institutional cues in the
// text (keiretsu, chaebol, BAT, Pix, CPF, RFC, CUIT …), then the headquarters country, then legal
// forms (GmbH, S.L. …), then the input language, then an English "based in …" phrase; otherwise
// 'global'. Every cue with a look-alike (IETF RFCs, Singapore's CPF, British American Tobacco,
// pixels) carries a guard.
import type { Language, MarketContext, RegionalContext } from '../intel/types.ts';

type Region = Exclude<MarketContext, 'global'>;

interface Cue {
  region: Region;
  label: string;
  meaning: string;
  /** Where the cue appears. Case matters unless the pattern says /i: "BAT" is not "bat". */
  pattern: RegExp;
  /** A look-alike anywhere in the text cancels the cue. */
  unless?: RegExp;
  /** A look-alike within a few words of the match cancels that occurrence. */
  unlessNear?: RegExp;
  /**
   * A legal form (GmbH, S.L., K.K. …) says where one entity is registered, and a global company's
   * imprint names its local subsidiaries: it ranks below the headquarters country.
   */
  companyForm?: true;
  /** Ambiguous cues need support: this pattern somewhere in the text, or one of these languages. */
  withText?: RegExp;
  withLanguage?: Language[];
}

const MEXICO_FISCAL =
  /M[ée]xic|mexican|\bCFDI\b|\bSAT\b|factura|fiscal|contribuyente|Hacienda|\b[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}\b/i;
const FRENCH_SUPPORT = /\bFrance\b|\bFrench\b|fran[çc]ais|\bParis\b|\bRCS\b|au capital|\bSIRE[NT]\b|\bURSSAF\b/i;

// Ordered by strength: when two regions tie on the number of cues, the earlier one wins.
const CUES: Cue[] = [
  {
    region: 'japan',
    label: 'keiretsu',
    pattern: /\bkeiretsu\b/i,
    meaning: 'keiretsu: interlocking Japanese business groups favour long-term in-group suppliers and partners',
  },
  {
    region: 'japan',
    label: 'kabushiki kaisha',
    companyForm: true,
    pattern: /株式会社|\bKabushiki Kaisha\b/i,
    meaning: 'kabushiki kaisha: a Japanese joint-stock company',
  },
  {
    region: 'korea',
    label: 'chaebol',
    pattern: /\bchaebols?\b|재벌/i,
    meaning: 'chaebol: family-controlled Korean conglomerates dominate distribution and partnerships',
  },
  {
    region: 'korea',
    label: 'KOSPI/KOSDAQ',
    pattern: /\bKOS(?:PI|DAQ)\b/,
    meaning: 'KOSPI/KOSDAQ: listed on the Korea Exchange',
  },
  {
    region: 'china',
    label: 'BAT',
    pattern: /^(?=[\s\S]*\bBaidu\b)(?=[\s\S]*\bAlibaba\b)(?=[\s\S]*\bTencent\b)|\bBAT\b/,
    unless:
      /British American Tobacco|Basic Attention Token|\bBAT\s+tokens?\b|\$BAT\b|\btobacco\b|\bcigarettes?\b|\bBrave (?:browser|Software)\b/i,
    withText: /\bChina\b|\bChinese\b|\bBaidu\b|\bAlibaba\b|\bTencent\b|\bWeChat\b|中国/i,
    meaning: 'BAT: Baidu, Alibaba and Tencent control search, commerce and social distribution in China',
  },
  {
    region: 'china',
    label: 'ICP licence',
    pattern: /\bICP\s+(?:license|licence|filing)\b|ICP备/i,
    meaning: 'ICP licence: websites hosted in mainland China need a licence from the telecom regulator',
  },
  {
    region: 'brazil',
    label: 'Pix',
    pattern: /\bpix\b/gi,
    unlessNear: /photos?|pictures?|images?|camera|selfies?|instagram|fotos?/i,
    withText:
      /pagamento|pagar|payments?|payouts?|\bpay\b|instant|\bCNPJ\b|\bCPF\b|Banco Central|\bBCB\b|\bQR\b|transfer|checkout|boleto|R\$|Brasil|Brazil|chave/i,
    withLanguage: ['pt'],
    meaning: "Pix: Brazil's central-bank instant payment system, used by most adults, sets the bar for checkout",
  },
  {
    region: 'brazil',
    label: 'CNPJ',
    pattern: /\bCNPJ\b/i,
    meaning: 'CNPJ: the Brazilian company registry number, needed to invoice and to be paid',
  },
  {
    region: 'brazil',
    label: 'CPF',
    pattern: /\bCPF\b/,
    unless: /Central Provident Fund|Singapore|\bMediSave\b|\bCPF Board\b|\bHDB\b/i,
    withText: /Brasil|Brazil|\bCNPJ\b|Receita|R\$|\d{3}\.\d{3}\.\d{3}-\d{2}|\bKYC\b|taxpayer|tax id|documento/i,
    withLanguage: ['pt'],
    meaning: "CPF: Brazil's individual taxpayer number, the key of identity checks and credit scoring",
  },
  {
    region: 'brazil',
    label: 'boleto',
    pattern: /\bboletos?\b/i,
    withText: /Brasil|Brazil|banc[áa]rio|\bpix\b|R\$|\bCNPJ\b/i,
    withLanguage: ['pt'],
    meaning: 'boleto: the Brazilian bank-slip payment still used by people without cards',
  },
  {
    region: 'brazil',
    label: 'LGPD',
    pattern: /\bLGPD\b|\bNF-e\b|nota fiscal|Receita Federal/i,
    meaning: "LGPD and Receita Federal rules: Brazil's data-protection law and tax authority shape compliance",
  },
  {
    region: 'mexico',
    label: 'CFDI',
    pattern: /\bCFDI\b|Servicio de Administraci[óo]n Tributaria/i,
    meaning: "CFDI: Mexico's mandatory electronic invoice, stamped through the tax authority (SAT)",
  },
  {
    region: 'mexico',
    label: 'RFC',
    pattern: /\bRFC\b(?![\s-]*\d)/g,
    unless: /Request for Comments?|\bIETF\b|\bRFCs\b|\bW3C\b/i,
    withText: MEXICO_FISCAL,
    meaning: "RFC: Mexico's taxpayer registry code, required on every invoice",
  },
  {
    region: 'mexico',
    label: 'SAT',
    pattern: /\bSAT\b/,
    unless: /SAT\s+(?:scores?|prep|exams?|tests?|solvers?|subject)|College Board|\bPSAT\b|satisfiab/i,
    withText: /M[ée]xic|\bCFDI\b|factura|fiscal|contribuyente|\bRFC\b/i,
    meaning: "SAT: Mexico's tax authority, whose e-invoicing rules every B2B seller must follow",
  },
  {
    region: 'mexico',
    label: 'SPEI',
    pattern: /\bSPEI\b|\bCLABE\b/,
    meaning: "SPEI: Mexico's real-time interbank transfer system, the default for B2B payments",
  },
  {
    region: 'mexico',
    label: 'S.A. de C.V.',
    companyForm: true,
    pattern: /\bS\.?\s?A\.?(?:\s?P\.?\s?I\.?)?\s+de\s+C\.?\s?V\b/i,
    meaning: 'S.A. de C.V.: a Mexican company form',
  },
  {
    region: 'argentina',
    label: 'CUIT',
    pattern: /\bCUI[TL]\b/i,
    meaning: "CUIT/CUIL: Argentina's tax identity numbers, needed to invoice and to hire",
  },
  {
    region: 'argentina',
    label: 'AFIP',
    pattern: /\bAFIP\b|\bmonotribut/i,
    meaning: "AFIP (now ARCA): Argentina's federal tax authority and its small-taxpayer regime",
  },
  {
    region: 'latam',
    label: 'SUNAT',
    pattern: /\bSUNAT\b/,
    meaning: "SUNAT: Peru's tax authority, which runs electronic invoicing",
  },
  {
    region: 'latam',
    label: 'DIAN',
    pattern: /\bDIAN\b/,
    withText: /Colombia|factura|\bNIT\b|tributari/i,
    meaning: "DIAN: Colombia's tax authority, which runs electronic invoicing",
  },
  {
    region: 'latam',
    label: 'RUT',
    pattern: /\bRUT\b/,
    withText: /Chile|\bSII\b|tributari/i,
    meaning: "RUT: Chile's taxpayer number, issued by the SII",
  },
  {
    region: 'dach',
    label: 'Mittelstand',
    pattern: /\bMittelstand/i,
    meaning: 'Mittelstand: owner-run mid-sized firms are the core buyers of the German-speaking B2B market',
  },
  {
    region: 'dach',
    label: 'BaFin',
    pattern: /\bBaFin\b/i,
    meaning: "BaFin: Germany's financial regulator, whose licences gate financial products",
  },
  {
    region: 'dach',
    label: 'GmbH',
    companyForm: true,
    pattern: /\bGmbH\b|\bHandelsregister\b|\bUSt-?IdNr/,
    meaning: 'GmbH: a German, Austrian or Swiss limited company',
  },
  {
    region: 'dach',
    label: 'DACH',
    pattern: /\bDACH\b/,
    meaning: 'DACH: Germany, Austria and Switzerland sold to as one German-language market',
  },
  {
    region: 'france',
    label: 'URSSAF',
    pattern: /\bURSSAF\b|\bSIRET\b|\bCNIL\b/i,
    meaning: 'URSSAF, SIRET and CNIL: French social-contribution, company-registry and data-protection formalities',
  },
  {
    region: 'france',
    label: 'French Tech',
    pattern: /\bFrench Tech\b/i,
    meaning: "French Tech: the French state's label and network for start-ups",
  },
  {
    region: 'france',
    label: 'SAS',
    companyForm: true,
    pattern: /\bSASU?\b|\bSARL\b|\bSIREN\b/,
    unless:
      /SAS Institute|SAS Viya|Scandinavian|SAS\s+(?:software|programming|analytics|language|code|drives?|SSDs?|controllers?|HBA|cables?)/i,
    withText: FRENCH_SUPPORT,
    withLanguage: ['fr'],
    meaning: 'SAS/SARL: French company forms',
  },
  {
    region: 'italy',
    label: 'S.p.A.',
    companyForm: true,
    pattern: /\bS\.p\.A\b|\bSpA\b|\bS\.r\.l\b|\bSrl\b/,
    meaning: 'S.p.A./S.r.l.: Italian company forms',
  },
  {
    region: 'italy',
    label: 'partita IVA',
    pattern: /partita\s+IVA|\bP\.\s?IVA\b|codice fiscale|\bCONSOB\b|Sistema di Interscambio/i,
    meaning: "partita IVA: Italy's VAT registration; invoices go through the state's exchange system (SdI)",
  },
  {
    region: 'spain',
    label: 'Bizum',
    pattern: /\bBizum\b/i,
    meaning: "Bizum: Spain's bank-backed instant mobile payments",
  },
  {
    region: 'spain',
    label: 'CNMV',
    pattern: /\bCNMV\b|Agencia Tributaria|\bAEAT\b/,
    meaning: "CNMV and Agencia Tributaria: Spain's securities regulator and tax agency",
  },
  {
    region: 'spain',
    label: 'S.L.',
    companyForm: true,
    pattern: /\bS\.L\.(?:U\.)?(?=[\s,;)]|$)/,
    meaning: 'S.L.: a Spanish limited company',
  },
  {
    region: 'spain',
    label: 'NIF',
    pattern: /\bNIF\b|\bCIF\b/,
    unless: /Portugal|incoterms?|freight|\bFOB\b|cost,? insurance/i,
    withText: /España|\bSpain\b|\bSpanish\b|Hacienda|Agencia Tributaria|\bIVA\b/i,
    withLanguage: ['es'],
    meaning: "NIF/CIF: Spain's tax identification numbers",
  },
];

/** Characters either side of a match that `unlessNear` looks at. */
const NEAR = 40;

function occurrenceFires(cue: Cue, text: string): boolean {
  const pattern = new RegExp(
    cue.pattern.source,
    cue.pattern.flags.includes('g') ? cue.pattern.flags : `${cue.pattern.flags}g`,
  );
  for (const match of text.matchAll(pattern)) {
    if (!cue.unlessNear) return true;
    const around = text.slice(Math.max(0, match.index - NEAR), match.index + match[0].length + NEAR);
    if (!cue.unlessNear.test(around)) return true;
  }
  return false;
}

function cueFires(cue: Cue, text: string, language: Language): boolean {
  if (!occurrenceFires(cue, text)) return false;
  if (cue.unless?.test(text)) return false;
  if (!cue.withText && !cue.withLanguage) return true;
  return (cue.withText?.test(text) ?? false) || (cue.withLanguage?.includes(language) ?? false);
}

/** Strong cues for three or more regions describe a multi-market business, not one market. */
const MULTI_MARKET_REGIONS = 3;

/** The region with the most cues of one kind (ties to the earlier cue), with every cue that fired for it. */
function explicitCues(text: string, language: Language, companyForms: boolean): RegionalContext | null {
  const fired = CUES.filter((cue) => !!cue.companyForm === companyForms && cueFires(cue, text, language));
  if (fired.length === 0) return null;
  const counts = new Map<Region, number>();
  for (const cue of fired) counts.set(cue.region, (counts.get(cue.region) ?? 0) + 1);
  // A payments page listing Pix, SPEI and Bizum serves many markets; the later tiers decide.
  if (!companyForms && counts.size >= MULTI_MARKET_REGIONS) return null;
  const top = Math.max(...counts.values());
  const winner = fired.find((cue) => counts.get(cue.region) === top)!;
  const labels = fired.filter((cue) => cue.region === winner.region).map((cue) => cue.label);
  return { region: winner.region, cue: labels.join(', '), meaning: winner.meaning };
}

/** One line on each market, for context that comes from the headquarters, the language or a place. */
const REGION_NOTES: Record<Region, { name: string; note: string }> = {
  japan: { name: 'Japan', note: 'long buying cycles, keiretsu supplier networks and Japanese-language sales' },
  korea: { name: 'South Korea', note: 'chaebol conglomerates dominate distribution and partnerships' },
  china: {
    name: 'China',
    note: 'Baidu, Alibaba and Tencent platforms gate distribution; hosting needs an ICP licence',
  },
  brazil: { name: 'Brazil', note: 'Pix instant payments, CPF/CNPJ identity and heavy tax compliance' },
  mexico: { name: 'Mexico', note: 'SAT e-invoicing (CFDI) and RFC tax identity shape B2B sales; SPEI for transfers' },
  argentina: { name: 'Argentina', note: 'invoicing and payments are tied to CUIT/CUIL tax identity' },
  latam: { name: 'Latin America', note: 'country-by-country tax ids, e-invoicing and local payment rails' },
  dach: {
    name: 'Germany, Austria and Switzerland',
    note: 'Mittelstand buyers, strict data protection and German-language sales',
  },
  france: { name: 'France', note: 'French-language sales, CNIL data-protection rules and French company formalities' },
  italy: { name: 'Italy', note: 'an SME-heavy economy with mandatory e-invoicing through the SdI' },
  spain: { name: 'Spain', note: 'EU rules, Bizum mobile payments and CNMV-regulated finance' },
};

const COUNTRY_REGIONS: Record<string, Region> = {
  JP: 'japan',
  KR: 'korea',
  CN: 'china',
  BR: 'brazil',
  MX: 'mexico',
  AR: 'argentina',
  DE: 'dach',
  AT: 'dach',
  CH: 'dach',
  LI: 'dach',
  FR: 'france',
  IT: 'italy',
  ES: 'spain',
};
// The rest of Latin America shares one slug.
for (const code of [
  'CL',
  'CO',
  'PE',
  'UY',
  'PY',
  'BO',
  'EC',
  'VE',
  'CR',
  'PA',
  'GT',
  'HN',
  'SV',
  'NI',
  'DO',
  'CU',
  'PR',
]) {
  COUNTRY_REGIONS[code] = 'latam';
}

/** The market a language is mostly written in (Spanish is written in too many to name one). */
export const LANGUAGE_REGIONS: Partial<Record<Language, Region>> = {
  ja: 'japan',
  ko: 'korea',
  zh: 'china',
  pt: 'brazil',
  de: 'dach',
  fr: 'france',
  it: 'italy',
};
const LANGUAGE_NAMES: Partial<Record<Language, string>> = {
  ja: 'Japanese',
  ko: 'Korean',
  zh: 'Chinese',
  pt: 'Portuguese',
  de: 'German',
  fr: 'French',
  it: 'Italian',
  es: 'Spanish',
};

// Spanish is written in many markets. Places in the text decide; without any, 'latam': Latin
// America holds about eight in nine Spanish speakers and most Spanish-language inputs we expect.
const SPANISH_PLACES: [Region, RegExp][] = [
  ['mexico', /M[ée]xico|mexican[oa]s?|\bCDMX\b|Monterrey|Guadalajara/i],
  ['argentina', /Argentin[ao]s?|Buenos Aires|Rosario/i],
  ['latam', /Colombia|Chile|Per[úu]\b|Uruguay|Bogot[áa]|Santiago de Chile|Lima\b|Latinoam[ée]rica|Am[ée]rica Latina/i],
  [
    'spain',
    /España|(?:empresas?|compañías?|startups?|mercado)\s+español(?:a|es|as)?\b|\bMadrid\b|Barcelona|Sevilla|Bilbao|Málaga|\beuros?\b|€/i,
  ],
];
// Portuguese from Portugal is not the Brazilian market, and there is no Portugal slug.
const PORTUGAL = /\bPortugal\b|\bLisboa\b|\bPorto\b/;
const BRAZIL = /Brasil|Brazil|São Paulo|Rio de Janeiro|R\$/i;

function languageRegion(text: string, language: Language): RegionalContext | null {
  let region = LANGUAGE_REGIONS[language];
  if (language === 'es') region = SPANISH_PLACES.find(([, places]) => places.test(text))?.[0] ?? 'latam';
  if (language === 'pt' && PORTUGAL.test(text) && !BRAZIL.test(text)) return null;
  if (!region) return null;
  return {
    region,
    cue: `language:${language}`,
    meaning: `written in ${LANGUAGE_NAMES[language]}: ${REGION_NOTES[region].note}`,
  };
}

// English phrases that place the company itself ("a Brazilian digital bank", "Berlin-based",
// "headquartered in Tokyo"), not every country it mentions ("expanding to Brazil").
const PLACES: [Region, string, string][] = [
  ['japan', 'Japanese', 'Japan|Tokyo|Osaka|Kyoto'],
  ['korea', '(?:South )?Korean', '(?:South )?Korea|Seoul'],
  ['china', 'Chinese', 'China|Beijing|Shanghai|Shenzhen|Hangzhou|Guangzhou'],
  ['brazil', 'Brazilian', 'Brazil|S[ãa]o Paulo|Rio de Janeiro'],
  ['mexico', 'Mexican', 'Mexico(?: City)?|Monterrey|Guadalajara'],
  ['argentina', 'Argentin(?:e|ian)', 'Argentina|Buenos Aires'],
  ['dach', 'German|Austrian|Swiss', 'Germany|Austria|Switzerland|Berlin|Munich|Hamburg|Vienna|Z[üu]rich'],
  ['france', 'French', 'France|Paris|Lyon'],
  ['italy', 'Italian', 'Italy|Milan|Rome|Turin'],
  ['spain', 'Spanish', 'Spain|Madrid|Barcelona'],
  [
    'latam',
    'Colombian|Chilean|Peruvian|Uruguayan|Latin American',
    'Colombia|Bogot[áa]|Medell[íi]n|Chile|Santiago|Peru|Lima|Uruguay|Montevideo|Latin America',
  ],
];
const COMPANY_NOUNS =
  'company|startup|start-up|scale-?up|firm|bank|neobank|fintech|insurer|retailer|marketplace|conglomerate|manufacturer|automaker|carmaker|maker|developer|provider|platform|unicorn|group|giant|operator|lender|brand|e-commerce';
const PLACE_PATTERNS: [Region, RegExp][] = PLACES.map(([region, demonym, place]) => [
  region,
  new RegExp(
    `\\b(?:based|headquartered|HQ'd) (?:in|out of) (?:${place})\\b|\\b(?:${place})-based\\b` +
      `|\\b(?:a|an|the|is)\\s+(?:[\\w-]+\\s+){0,2}?(?:${demonym})\\s+(?:[\\w-]+\\s+){0,2}?(?:${COMPANY_NOUNS})\\b`,
  ),
]);

function placeRegion(text: string): RegionalContext | null {
  for (const [region, pattern] of PLACE_PATTERNS) {
    const match = pattern.exec(text);
    if (match)
      return {
        region,
        cue: `place:"${match[0].slice(0, 60)}"`,
        meaning: `the text places the company in ${REGION_NOTES[region].name}: ${REGION_NOTES[region].note}`,
      };
  }
  return null;
}

export interface MarketContextInput {
  text: string;
  language: Language;
  /** ISO 3166-1 alpha-2 of the headquarters, when the knowledge base knows it. */
  country?: string | null;
  /** The region the input says the company will enter, with the words that say so ('global': the US, UK …). */
  target?: { region: MarketContext; evidence: string } | null;
  /** The one region the input says the company sells in today, with the words that say so. */
  market?: { region: MarketContext; evidence: string } | null;
  /** The one region the input places the company's home in ("a Kenyan startup", "sediada em São Paulo"). */
  home?: { region: MarketContext; evidence: string } | null;
  /** The one region of the places the input names with no role cue ("depots in Santiago and Bogotá"). */
  named?: { region: MarketContext; evidence: string } | null;
}

/** The context a stated place gives: a region's note, or none for a place outside the regional markets. */
function statedContext(
  stated: { region: MarketContext; evidence: string },
  role: 'target' | 'market' | 'home' | 'named',
): { market_context: MarketContext; regional_context: RegionalContext | null } {
  const { region, evidence } = stated;
  if (region === 'global') return { market_context: 'global', regional_context: null };
  const says = {
    target: 'as its target market',
    market: 'as where it sells today',
    home: 'as its home',
    named: 'as the place it works in',
  }[role];
  const meaning = `the input names ${REGION_NOTES[region].name} ${says}: ${REGION_NOTES[region].note}`;
  return { market_context: region, regional_context: { region, cue: `${role}:"${evidence.slice(0, 60)}"`, meaning } };
}

/** The regional market an analysis speaks to, and which evidence said so. */
export function detectMarketContext(input: MarketContextInput): {
  market_context: MarketContext;
  regional_context: RegionalContext | null;
} {
  const { text, language } = input;
  // A market the input says it will enter is the market the analysis is about; then the one it says
  // it sells in today, over where the company is registered.
  if (input.target) return statedContext(input.target, 'target');
  if (input.market) return statedContext(input.market, 'market');
  const country = input.country?.trim().toUpperCase();
  const headquarters = country ? COUNTRY_REGIONS[country] : undefined;
  const found = (context: RegionalContext | null) =>
    context ? { market_context: context.region, regional_context: context } : null;
  const none = { market_context: 'global' as MarketContext, regional_context: null };
  const hq: RegionalContext | null = headquarters
    ? {
        region: headquarters,
        cue: `headquarters:${country}`,
        meaning: `headquartered in ${REGION_NOTES[headquarters].name}: ${REGION_NOTES[headquarters].note}`,
      }
    : null;
  const early = found(explicitCues(text, language, false) ?? hq);
  if (early) return early;
  // A known headquarters outside our regions (US, GB …) already says where the company is; a stated
  // home, legal forms and the places named only stand in for an unknown one, in that order (a home or
  // places outside the regions, "a Kenyan startup", give global). The language still counts: a US
  // company's German page addresses the DACH market.
  if (!country && input.home) return statedContext(input.home, 'home');
  const form = country ? null : found(explicitCues(text, language, true));
  if (form) return form;
  if (!country && input.named) return statedContext(input.named, 'named');
  return found(languageRegion(text, language) ?? (country ? null : placeRegion(text))) ?? none;
}
