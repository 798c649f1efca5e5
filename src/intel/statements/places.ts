// Places the input names, each as the company's home, its market today or its target: "Berlin-based",
// "sediada em São Paulo", "東京に本社" (home); "customers in Spain" (market); "launch in Germany",
// "entrar no mercado mexicano", "日本に進出" (target). The cue nearest the place decides its role.
import type { MarketContext } from '../types.ts';
import {
  COMPANY_WORDS,
  DOMESTIC,
  HOME_AFTER,
  HOME_BEFORE,
  MARKET_AFTER,
  MARKET_BEFORE,
  MARKET_WORDS,
  PLACES,
  TARGET_AFTER,
  TARGET_BEFORE,
  type PlaceEntry,
} from './placeLexicon.ts';
import { cueRegex, evidenceOf, isNegated, sentenceAt, type Doc } from './text.ts';
import type { Place, PlaceRole, RegionSlug, Statements } from './types.ts';

const escape = (s: string): string => s.replace(/[.*+?^${}()[\]\\|]/g, '\\$&').replace(/ /g, '\\s+');
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const BY_NAME = new Map<string, PlaceEntry>();
const BY_ADJECTIVE = new Map<string, PlaceEntry>();
for (const entry of PLACES) {
  for (const name of entry.names.split('|')) if (!BY_NAME.has(name)) BY_NAME.set(name, entry);
  for (const adjective of entry.adjectives?.split('|') ?? []) BY_ADJECTIVE.set(adjective.toLowerCase(), entry);
}
const alternation = (words: string[]): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
const names = [...BY_NAME.keys()];
// Latin names are case-sensitive and whole-word ("US" but not "us", not "US$"); a CJK name may touch
// its particle ("독일에") but not the word for a language or a people ("日本語", "한국어", "中国人").
const NAME_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${alternation(names.filter((n) => !CJK.test(n)))})` +
    String.raw`(?![\p{L}\p{N}$])|(?:${alternation(names.filter((n) => CJK.test(n)))})(?![語语어人인])`,
  'gu',
);
const ADJECTIVES = alternation([...BY_ADJECTIVE.keys()]);
const MARKETS = cueRegex(MARKET_WORDS).source;
const ADJECTIVE_RE = new RegExp(
  String.raw`(?:${MARKETS})\s+(?:\p{L}+\s+)?(?<a1>${ADJECTIVES})(?![\p{L}])` +
    String.raw`|(?<![\p{L}])(?<a2>${ADJECTIVES})\s+(?:${MARKETS})`,
  'dgiu',
);

const COMPANIES = cueRegex(COMPANY_WORDS).source;
// "a Kenyan startup", "empresa mexicana", "ein deutsches Startup": the company's home.
const HOME_ADJECTIVE_RE = new RegExp(
  String.raw`(?:${COMPANIES})\s+(?<a1>${ADJECTIVES})(?![\p{L}])` +
    String.raw`|(?<![\p{L}])(?<a2>${ADJECTIVES})\s+(?:[\p{L}-]+\s+)?(?:${COMPANIES})`,
  'dgiu',
);
// "sells to Italian farms", "für deutsche Kliniken", "para clínicas mexicanas", "aux entreprises françaises",
// "alle aziende agricole italiane": a people's adjective on the buyers a company sells to names its market.
// Buyers are plural, so the adjectives' plural forms count here too (italiane, mexicanas, deutschen).
// Abbreviations ("US", "UK") are left out: "Série A de US$ 12 milhões" names no buyers.
const BY_BUYER_ADJECTIVE = new Map([...BY_ADJECTIVE].filter(([adjective]) => adjective.length > 3));
for (const [adjective, entry] of [...BY_BUYER_ADJECTIVE])
  for (const form of pluralForms(adjective)) if (!BY_BUYER_ADJECTIVE.has(form)) BY_BUYER_ADJECTIVE.set(form, entry);
function pluralForms(adjective: string): string[] {
  const stem = adjective.slice(0, -1);
  if (/[oa]$/.test(adjective)) return [`${adjective}s`, `${stem}i`, `${stem}e`]; // mexicanas, italiani, italiane
  if (/e$/.test(adjective)) return [`${adjective}s`, `${stem}i`]; // françaises, francesi
  return [`${adjective}s`, `${adjective}es`, `${adjective}e`, `${adjective}en`]; // españoles, deutsche
}
const BUYER_ADJECTIVES = alternation([...BY_BUYER_ADJECTIVE.keys()]);
const TO_BUYERS = 'to|for|a|para|às|aos|an|für|à|aux|pour|ai|alle|agli|per';
const BUYER_ARTICLES = 'the|los|las|les|la|le|die|den|der|gli|i|os|as|their|nos|nossos|nossas|ihre';
const BUYER_WORD = String.raw`\p{L}[\p{L}-]{2,}`;
const BUYER_ADJECTIVE_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:${TO_BUYERS})\s+(?:(?:${BUYER_ARTICLES})\s+)?` +
    String.raw`(?:(?<a1>${BUYER_ADJECTIVES})\s+${BUYER_WORD}` +
    String.raw`|${BUYER_WORD}(?:\s+${BUYER_WORD})?\s+(?<a2>${BUYER_ADJECTIVES}))(?![\p{L}])`,
  'dgiu',
);
// "国内外" (at home and abroad) is not the home market alone.
const DOMESTIC_RE = new Map(
  Object.entries(DOMESTIC).map(([language, d]) => [language, new RegExp(`${d.word}(?![外])`, 'gu')]),
);

const ROLE_CUES: [PlaceRole, RegExp, RegExp][] = [
  ['home', cueRegex(HOME_BEFORE), cueRegex(HOME_AFTER)],
  ['target', cueRegex(TARGET_BEFORE), cueRegex(TARGET_AFTER)],
  ['market', cueRegex(MARKET_BEFORE), cueRegex(MARKET_AFTER)],
];
/** A cue further from the place than this speaks of something else. */
const BEFORE_REACH = 45;
const AFTER_REACH = 12;

interface RoleCue {
  role: PlaceRole;
  start: number;
  end: number;
  distance: number;
}

function roleOf(doc: Doc, start: number, end: number): RoleCue | null {
  const sentence = sentenceAt(doc, start);
  const leftStart = Math.max(sentence.start, start - BEFORE_REACH);
  const left = doc.text.slice(leftStart, start);
  // An after cue must start within AFTER_REACH, but may run on ("… as our next market").
  const right = doc.text.slice(end, sentence.end);
  let best: RoleCue | null = null;
  for (const [role, before, after] of ROLE_CUES) {
    for (const m of left.matchAll(before)) {
      const distance = left.length - m.index - m[0].length;
      const at = leftStart + m.index;
      if (!best || distance < best.distance) best = { role, start: at, end: at + m[0].length, distance };
    }
    const next = right.matchAll(after).next();
    if (next.done || next.value.index > AFTER_REACH) continue;
    const distance = next.value.index;
    // At equal distance a target or home word after the place outranks a bare "in" before it
    // ("在日本的扩张": the expansion, not a market held today).
    const tie = distance === best?.distance && role !== 'market' && best.role === 'market';
    if (!best || distance < best.distance || tie) {
      const at = end + distance;
      best = { role, start: at, end: at + next.value[0].length, distance };
    }
  }
  return best;
}

// "our products are also exported to …": a market besides the home one, not the one market it sells in.
const ALSO =
  /(?<![\p{L}])(?:also|too|as well|también|además|também|auch|aussi|également|anche|inoltre)(?![\p{L}])|也|还/iu;
const ALSO_REACH = 15;

function placeAt(doc: Doc, entry: PlaceEntry, start: number, end: number, fallback?: PlaceRole): Place {
  let cue = roleOf(doc, start, end);
  if (cue?.role === 'market') {
    const from = Math.max(sentenceAt(doc, start).start, Math.min(cue.start, start) - ALSO_REACH);
    if (ALSO.test(doc.text.slice(from, Math.min(cue.start, start)))) cue = null;
  }
  const negated = !!cue && isNegated(doc, cue.start, cue.end);
  const from = cue ? Math.min(cue.start, start) : start;
  const to = cue ? Math.max(cue.end, end) : end;
  return {
    name: entry.name,
    ...(entry.iso && entry.kind !== 'region' ? { iso: entry.iso } : {}),
    region: entry.region,
    kind: entry.kind,
    role: cue?.role ?? fallback ?? entry.role ?? 'mentioned',
    negated,
    evidence: evidenceOf(doc, from, to),
  };
}

/** Every place a document names, once per place and role, in order. */
export function readPlaces(doc: Doc): Place[] {
  const found: Place[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number): boolean => taken.some(([s, e]) => start < e && end > s);
  // A people's adjective (group a1 or a2 of a pattern compiled with indices), once where no earlier one stands.
  const adjectives = (
    pattern: RegExp,
    table: Map<string, PlaceEntry>,
    fallback?: PlaceRole,
    ruledOut?: (adjective: string, rest: string, first: boolean) => boolean,
  ): void => {
    for (const m of doc.text.matchAll(pattern)) {
      const first = m.groups!.a1 !== undefined;
      const adjective = first ? m.groups!.a1 : m.groups!.a2;
      const [at, after] = m.indices!.groups![first ? 'a1' : 'a2'];
      if (overlaps(at, after)) continue;
      if (ruledOut?.(adjective, doc.text.slice(after, m.index + m[0].length), first)) continue;
      found.push(placeAt(doc, table.get(adjective.toLowerCase())!, m.index, m.index + m[0].length, fallback));
      taken.push([at, after]);
    }
  };
  adjectives(ADJECTIVE_RE, BY_ADJECTIVE);
  adjectives(HOME_ADJECTIVE_RE, BY_ADJECTIVE, 'home');
  adjectives(
    BUYER_ADJECTIVE_RE,
    BY_BUYER_ADJECTIVE,
    'market',
    // "enter China" is the place's name (Spanish "china" is also an adjective): left to the names below.
    // "an die Deutsche Bahn": a capitalised adjective before a capitalised word is part of a name.
    (adjective, rest, first) =>
      BY_NAME.has(adjective) || (first && /^\p{Lu}/u.test(adjective) && /^\p{Lu}/u.test(rest.trim())),
  );
  const domestic = DOMESTIC_RE.get(doc.language);
  for (const m of domestic ? doc.text.matchAll(domestic) : []) {
    const entry = BY_NAME.get(DOMESTIC[doc.language as 'ja' | 'ko' | 'zh']!.country)!;
    found.push(placeAt(doc, entry, m.index, m.index + m[0].length, 'market'));
  }
  for (const m of doc.text.matchAll(NAME_RE)) {
    if (overlaps(m.index, m.index + m[0].length)) continue;
    found.push(placeAt(doc, BY_NAME.get(m[0].replace(/\s+/g, ' '))!, m.index, m.index + m[0].length));
  }
  found.sort((a, b) => a.evidence.start - b.evidence.start);
  return found.filter((p, i) => found.findIndex((q) => q.name === p.name && q.role === p.role) === i);
}

const MARKET_SLUGS = new Set<RegionSlug>([
  'japan',
  'korea',
  'china',
  'brazil',
  'mexico',
  'argentina',
  'latam',
  'dach',
  'france',
  'italy',
  'spain',
]);
const LATAM_FAMILY = new Set<RegionSlug>(['mexico', 'argentina', 'latam', 'brazil']);
const MULTI_MARKET = 3;
/** The market context of a region slug: one of the service's contexts, else global. */
export const contextOf = (slug: RegionSlug): MarketContext =>
  MARKET_SLUGS.has(slug) ? (slug as MarketContext) : 'global';

/**
 * The one context of the places the input names in a given role ('home', or 'mentioned' with no cue),
 * or null when it names none or places in more than one context (Latin American ones together: latam).
 */
export function namedRegion(
  statements: Pick<Statements, 'places'>,
  role: PlaceRole,
): { region: MarketContext; place: Place } | null {
  // Named with no cue, a broad region ("in ganz Europa") says less than a country or a city: left out;
  // "worldwide" ("目标用户是全球的…") still says the market is the world.
  const places = statements.places.filter(
    (p) => p.role === role && !p.negated && (role !== 'mentioned' || p.kind !== 'region' || p.name === 'worldwide'),
  );
  if (places.length === 0) return null;
  const contexts = new Set(places.map((p) => contextOf(p.region)));
  if (contexts.size === 1) return { region: [...contexts][0], place: places[0] };
  if ([...contexts].every((c) => LATAM_FAMILY.has(c))) return { region: 'latam', place: places[0] };
  return null;
}

/** The places the input names as targets, negated ones left out. */
export function targetPlaces(statements: Pick<Statements, 'places'>): Place[] {
  return statements.places.filter((p) => p.role === 'target' && !p.negated);
}

/**
 * The market context of the stated target ("launch in Germany" → dach), or null when no target is
 * stated. Several targets in one region give that region; several Latin American ones, latam;
 * otherwise the first. Targets outside the market contexts (US, UK, the rest of the EU) give global.
 */
export function targetRegion(statements: Pick<Statements, 'places'>): MarketContext | null {
  const targets = targetPlaces(statements);
  if (targets.length === 0) return null;
  const slugs = new Set(targets.map((t) => t.region));
  let slug = targets[0].region;
  if (slugs.size > 1 && [...slugs].every((s) => LATAM_FAMILY.has(s))) slug = 'latam';
  return contextOf(slug);
}

/**
 * The market context of the places the input says the company sells in today ("customers in Brazil",
 * "operamos en México"), or null when it names none, or names markets in more than one context.
 */
export function marketRegion(statements: Pick<Statements, 'places'>): { region: MarketContext; place: Place } | null {
  const markets = statements.places.filter((p) => p.role === 'market' && !p.negated);
  if (markets.length === 0) return null;
  const contexts = new Set(markets.map((p) => (MARKET_SLUGS.has(p.region) ? (p.region as MarketContext) : 'global')));
  if (contexts.size === 1) return { region: [...contexts][0], place: markets[0] };
  if ([...contexts].every((c) => LATAM_FAMILY.has(c))) return { region: 'latam', place: markets[0] };
  // Markets in three contexts or more make a business that sells worldwide (as three regions' cues do).
  if (contexts.size >= MULTI_MARKET) return { region: 'global', place: markets[0] };
  return null;
}
