// Everything the analysts know about one input, gathered once: the text read, its language, the
// company it is about, its market, the cues and figures it states and its regional context. Every
// later step (competitors, score, fields, modes, the LLM prompt) reads these facts and nothing else.
import { detectLanguage } from '../knowledge/language.ts';
import { LANGUAGE_REGIONS, detectMarketContext } from '../knowledge/region.ts';
import type { Classification, KnowledgeBase } from '../knowledge/load.ts';
import type { KnowledgeEntry, Sector } from '../knowledge/types.ts';
import type { PageFacts } from '../sources/extract.ts';
import type { SearchResult } from '../sources/search/types.ts';
import type { Language, MarketContext, Mode, RegionalContext } from './types.ts';
import { findCues, type CueHits } from './cues.ts';
import { statedFigures } from './figures.ts';
import { identifySubject, type Subject } from './identify.ts';
import { readMarket, type MarketReading } from './market.ts';
import { contextOf, marketRegion, namedRegion, readStatements, targetRegion } from './statements/index.ts';
import type { Statements } from './statements/types.ts';
import { MARKET_CONTEXTS } from './types.ts';
import { regionOfCountry } from './peers.ts';
import type { MarketProfile } from '../knowledge/types.ts';

export interface SearchOutcome {
  /** offline: search not attempted (no provider, or the demo); unnamed: no company name to search for. */
  status: 'found' | 'empty' | 'failed' | 'offline' | 'unnamed';
  provider: string | null;
  results: SearchResult[];
}

export interface Facts {
  kb: KnowledgeBase;
  mode: Mode;
  demo: boolean;
  url: string | null;
  page: PageFacts | null;
  /** What the caller wrote (text and context): their own words. */
  callerText: string;
  /** Everything analysed: the caller's words, then the page's self-description and text. */
  text: string;
  language: Language;
  subject: Subject;
  entry: KnowledgeEntry | null;
  sector: Sector | null;
  categories: string[];
  /** How the market was read: the record, the market phrases of the input, or similar companies. */
  market: MarketReading;
  /** The profiles of the company's markets, in the order of `categories`. */
  profiles: MarketProfile[];
  classification: Classification;
  cues: CueHits;
  figures: string[];
  /** What the caller's text and context state, each with its evidence span. */
  statements: Statements;
  region: { market_context: MarketContext; regional_context: RegionalContext | null };
  /** Headcount band the page states (JSON-LD numberOfEmployees). */
  statedSize: string | null;
  search: SearchOutcome;
  /** The engine's clock: what "recent" coverage means. */
  now: Date;
}

// Beyond this, page boilerplate (menus, footers) outweighs what the company says about itself.
const CLASSIFY_CHARS = 6_000;
// A page states its figures up front (hero, proof points); reading all of it costs ~1 ms per KB.
const PAGE_STATEMENT_CHARS = 4_000;

/** The page's own summary first (title, descriptions, headings), then its text. */
export function pageDigest(page: PageFacts): string {
  const lines = [
    page.title,
    page.description,
    page.openGraph.description,
    page.organization?.description,
    ...page.products.map((p) => [p.name, p.description].filter(Boolean).join(': ')),
    ...page.headings.h1,
    ...page.headings.h2.slice(0, 8),
  ];
  return [...new Set(lines.filter((l): l is string => !!l && l.trim().length > 0))].join('. ');
}

/** "120" → "51-200"; a band the page gives ("51-200") stays as it is. */
export function sizeBand(stated: string | null | undefined): string | null {
  if (!stated) return null;
  const band = /^(\d+)\s*[-–]\s*(\d+)$/.exec(stated.trim());
  const n = band ? Number(band[2]) : Number(stated.replace(/[,\s]/g, ''));
  if (!Number.isFinite(n) || n <= 0) return null;
  return n <= 50 ? '1-50' : n <= 200 ? '51-200' : n <= 1000 ? '201-1000' : n <= 5000 ? '1001-5000' : '5001+';
}

/** The headcount band of a team size the input states ("a team of 12", "40 Mitarbeiter"). */
function statedHeadcountBand(statements: Statements): string | null {
  const team = statements.figures.find((f) => f.metric === 'headcount' && f.status === 'actual');
  return team ? sizeBand(String(team.max ?? team.value)) : null;
}

const ASKING_SIDES = new Set(['acquirer', 'partner', 'competitor', 'investor', 'subject_seller']);
const ASKING_MODES = new Set<Mode>(['acquisition', 'partnership', 'sales_enablement']);

/** The caller asks about a company other than its own: its stated side, or a mode that is about another company. */
function asksAboutAnother(mode: Mode, statements: Statements): boolean {
  return callerStandsApart(statements) || (ASKING_MODES.has(mode) && statements.caller.side !== 'builder');
}

/** The caller says it is not the subject (a rival, an acquirer, an investor …): its "we" is its own company. */
export function callerStandsApart(statements: Statements): boolean {
  return ASKING_SIDES.has(statements.caller.side) || statements.caller.asks_weakness;
}

/**
 * The text with the spans that speak of the deal rather than the business blanked out: the caller's
 * own side ("evaluate this investment"), funding rounds and market sizes, the stage. Offsets stay valid.
 */
function maskAsides(raw: string, statements: Statements, source: 'text' | 'context'): string {
  const spans = [
    // A builder's own words ("we are a contract-review AI startup") say what the company does.
    statements.caller.side === 'builder' ? null : statements.caller.evidence,
    statements.caller.weakness_evidence,
    statements.stage?.evidence,
    ...statements.figures.filter((f) => f.metric === 'funding' || f.metric === 'market_size').map((f) => f.evidence),
  ].filter((e): e is NonNullable<typeof e> => !!e && e.source === source);
  let out = raw;
  for (const e of spans) out = `${out.slice(0, e.start)}${' '.repeat(e.end - e.start)}${out.slice(e.end)}`;
  return out;
}

/** Countries of operation from which a business is a global one. */
const MANY_COUNTRIES = 5;
const ENTRY_MODES = new Set<Mode>(['market_entry', 'market_entry_execution']);

/**
 * A market-entry request is about the market it names: a place named with no role of its own, away
 * from the company's home, is the market to enter ("Pudu Robotics: Japan"). Places in several markets
 * say nothing certain, and give none.
 */
function entryTarget(
  mode: Mode,
  statements: Statements,
  country: string | null,
): { region: MarketContext; evidence: string } | null {
  if (!ENTRY_MODES.has(mode)) return null;
  const homePlace = statements.places.find((p) => p.role === 'home' && !p.negated);
  const home = regionOfCountry(country) ?? (homePlace ? contextOf(homePlace.region) : null);
  const named = statements.places.filter((p) => p.role === 'mentioned' && !p.negated);
  const away = named.filter((p) => contextOf(p.region) !== home);
  if (away.length === 0 || new Set(away.map((p) => contextOf(p.region))).size > 1) return null;
  return { region: contextOf(away[0].region), evidence: away[0].evidence.text };
}

/**
 * Markets today in two regions or more, none of them the company's home ("미국과 일본 소비자에게 판매",
 * a Korean text): a business that sells abroad, in several markets, has a global market.
 */
function marketsAbroad(
  statements: Statements,
  home: MarketContext | null,
): { region: MarketContext; evidence: string } | null {
  if (!home) return null;
  const markets = statements.places.filter((p) => p.role === 'market' && !p.negated);
  const contexts = new Set(markets.map((p) => contextOf(p.region)));
  if (contexts.size < 2 || contexts.has(home)) return null;
  return { region: 'global', evidence: markets[0].evidence.text };
}

export interface FactsInput {
  kb: KnowledgeBase;
  mode: Mode;
  demo: boolean;
  url: string | null;
  page: PageFacts | null;
  text: string;
  context: string;
}

export function gatherFacts(input: FactsInput): Omit<Facts, 'search' | 'now'> {
  const { kb, page } = input;
  const callerText = [input.text, input.context]
    .map((t) => t.trim())
    .filter(Boolean)
    .join('\n');
  const digest = page ? pageDigest(page) : '';
  const text = [callerText, digest, page?.text ?? ''].filter(Boolean).join('\n');
  const language = detectLanguage(callerText || `${digest} ${page?.text.slice(0, 2000) ?? ''}`);
  // A URL without text: what the page says of itself is the statement to read.
  const statedText = input.text.trim()
    ? input.text
    : [digest, page?.text.slice(0, PAGE_STATEMENT_CHARS) ?? ''].filter(Boolean).join('\n');
  const statements = readStatements({
    text: statedText,
    context: input.context,
    language,
    knownNames: (n) => kb.get(n)?.name ?? null,
  });
  const asks = asksAboutAnother(input.mode, statements);
  const subjectText = (callerText || `${digest}\n${page?.text ?? ''}`).slice(0, CLASSIFY_CHARS);
  // In partnership mode, or when the caller asks about another company, a partner it seeks is that company.
  const sought =
    asks || input.mode === 'partnership'
      ? [...statements.partners, ...statements.integrations]
          .filter((n) => n.prospective && n.resolved)
          .map((n) => n.name)
      : [];
  const against = statements.caller.against;
  const subject = identifySubject(kb, { text: subjectText, page, url: input.url, asks, sought, against });
  const entry = subject.entry;
  // The market is read from what the company does, not from how the caller asks or how it is funded.
  const marketText = [
    input.text.trim() ? maskAsides(input.text, statements, 'text') : '',
    maskAsides(input.context, statements, 'context'),
    digest,
    page?.text ?? '',
  ]
    .map((t) => t.trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, CLASSIFY_CHARS);
  const classification = kb.classify(marketText);
  const market = readMarket(kb, marketText, entry, classification, language);
  const { sector, categories } = market;
  const profiles = categories.map((c) => kb.markets.get(c)).filter((p): p is MarketProfile => !!p);
  const country =
    entry?.country ??
    (page?.organization?.country && /^[A-Z]{2}$/i.test(page.organization.country) ? page.organization.country : null);
  const target = targetRegion(statements);
  const targetPlace = statements.places.find((p) => p.role === 'target' && !p.negated);
  const targetContext =
    target && (MARKET_CONTEXTS as readonly string[]).includes(target) && targetPlace
      ? { region: target, evidence: targetPlace.evidence.text }
      : entryTarget(input.mode, statements, country);
  const statedMarket = marketRegion(statements);
  // "present in 20 countries": a business that sells in many countries has a global market.
  const countries = statements.figures.find(
    (f) => f.metric === 'countries' && f.status === 'actual' && f.value >= MANY_COUNTRIES,
  );
  const homePlace = namedRegion(statements, 'home');
  const home = regionOfCountry(country) ?? homePlace?.region ?? LANGUAGE_REGIONS[language] ?? null;
  const abroad = marketsAbroad(statements, home);
  const marketContext = statedMarket
    ? { region: statedMarket.region, evidence: statedMarket.place.evidence.text }
    : countries
      ? { region: 'global' as MarketContext, evidence: countries.evidence.text }
      : abroad;
  const place = (p: ReturnType<typeof namedRegion>) =>
    p ? { region: p.region, evidence: p.place.evidence.text } : null;
  return {
    kb,
    mode: input.mode,
    demo: input.demo,
    url: input.url,
    page,
    callerText,
    text,
    language,
    subject,
    entry,
    sector,
    categories,
    market,
    profiles,
    classification,
    cues: findCues(text),
    figures: statedFigures(text),
    statements,
    region: detectMarketContext({
      text: text.slice(0, CLASSIFY_CHARS),
      language,
      country,
      target: targetContext,
      market: marketContext,
      home: place(homePlace),
      named: place(namedRegion(statements, 'mentioned')),
    }),
    statedSize: sizeBand(page?.organization?.numberOfEmployees) ?? statedHeadcountBand(statements),
  };
}
