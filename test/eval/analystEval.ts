// The analyst gold set (test/eval/analyst-gold.json, issue 10 point 7): requests written the way a
// paying analyst asks, in all 11 modes and nine languages, scored on what makes an analysis worth
// paying for — the rivals an analyst names first, no absurd names, the real market of unknown
// companies, the input's stated facts used by the mode, the right region, and no placeholders.
// docs/quality.md defines each metric; `npm run eval` prints the report after the legacy one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleDir } from '../../src/lib/paths.ts';
import type { KnowledgeBase } from '../../src/knowledge/load.ts';
import { foldText, normalizeName } from '../../src/knowledge/normalize.ts';
import type { Sector } from '../../src/knowledge/types.ts';
import type { EngineInput, EngineResult, Language, MarketContext, Mode } from '../../src/intel/types.ts';
import { readStatements } from '../../src/intel/statements/index.ts';
import { factReading } from './factRead.ts';
import { breakdown, formatBreakdown, type AnalystBreakdown, type RegionStated } from './analystBreakdown.ts';
import {
  diagnoseRivals,
  formatRivalBreakdown,
  rivalBreakdown,
  type RivalBreakdown,
  type RivalOutcome,
} from './rivalBreakdown.ts';

export const FACT_KINDS = [
  'customers',
  'users',
  'pilots',
  'arr',
  'mrr',
  'revenue',
  'price',
  'growth_rate',
  'funding_amount',
  'funding_stage',
  'headcount',
  'token_allocation',
  'vesting',
  'concentration',
  'target_region',
  'integration',
  'partner',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

export interface StatedFact {
  kind: FactKind;
  value: number | string;
  unit?: string;
  text: string;
}

export interface AnalystCase {
  id: string;
  language: Language;
  mode: Mode;
  kind: 'known' | 'unknown';
  text: string;
  context?: string;
  expected: {
    sector: Sector;
    first_rivals: string[];
    allowed_rival_sectors: Sector[];
    absurd: string[];
    market?: string[];
    region: MarketContext;
    stated_facts: StatedFact[];
  };
}

/** Issue 10's "done when" figures; placeholders is a count, the rest are shares. */
export const ANALYST_TARGETS = {
  firstRivalRecallAt10: 0.6,
  absurdCaseRate: 0.05,
  unknownMarketAccuracy: 0.85,
  statedFactsUsed: 0.9,
  regionAccuracy: 0.95,
  placeholderStrings: 0,
} as const;
export const ANALYST_GOLD_PATH = join(moduleDir(import.meta.url), 'analyst-gold.json');
/** The held-out set: same format, written after the first set had been used while building. */
export const ANALYST_HOLDOUT_PATH = join(moduleDir(import.meta.url), 'analyst-holdout.json');
/** The second held-out set: same format, written by another hand, before any of its cases was run. */
export const ANALYST_HOLDOUT2_PATH = join(moduleDir(import.meta.url), 'analyst-holdout2.json');
/** The third held-out set: same format, written by a third hand before any of its cases was run. */
export const ANALYST_HOLDOUT3_PATH = join(moduleDir(import.meta.url), 'analyst-holdout3.json');
/** The fourth held-out set: same format, written by a fourth hand before any of its cases was run. */
export const ANALYST_HOLDOUT4_PATH = join(moduleDir(import.meta.url), 'analyst-holdout4.json');
/** The fifth held-out set: same format, written by a fifth hand before any of its cases was run. */
export const ANALYST_HOLDOUT5_PATH = join(moduleDir(import.meta.url), 'analyst-holdout5.json');

export function loadAnalystGold(path: string = ANALYST_GOLD_PATH): AnalystCase[] {
  return JSON.parse(readFileSync(path, 'utf8')) as AnalystCase[];
}

export type FullAnalyze = (input: EngineInput) => Promise<EngineResult>;

export interface FactOutcome {
  kind: FactKind;
  text: string;
  used: boolean;
  saidMissing: boolean;
  /** The statement reader found the value under the fact's kind; readAsOther: only under another kind. */
  read: boolean;
  readAsOther: boolean;
}

export interface AnalystOutcome {
  id: string;
  mode: Mode;
  kind: 'known' | 'unknown';
  /** Whether the gold states a target region, else whether the input names any place. */
  regionStated: RegionStated;
  rivals: { expected: string[]; got: string[]; hits: string[] };
  absurd: string[]; // names among the first 10 that are absurd for this case
  market: { expected: string[]; got: string[]; ok: boolean } | null; // unknown cases only
  facts: FactOutcome[];
  region: { expected: MarketContext; got: MarketContext | null; ok: boolean };
  sector: { expected: Sector; got: Sector | null; ok: boolean };
  language: { expected: Language; got: Language | null; ok: boolean };
  placeholders: string[];
  /** What the missed first-named rivals are, and the rules that brought absurd names in. */
  rivalDiagnosis: Omit<RivalOutcome, 'kind'>;
  error?: string;
}

export interface AnalystReport {
  cases: number;
  firstRivalRecallAt10: number;
  absurdCaseRate: number;
  unknownMarketAccuracy: number;
  statedFactsUsed: number;
  regionAccuracy: number;
  placeholderStrings: number;
  sectorAccuracy: number; // for information
  languageAccuracy: number; // for information
  missedTargets: string[];
  /** Aggregates per fact kind, language and region situation (no case named). */
  breakdown: AnalystBreakdown;
  /** The missed first-named rivals and the sources of absurd names, as counts (no case named). */
  rivalBreakdown: RivalBreakdown;
  outcomes: AnalystOutcome[];
  msPerCase: number;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
const share = (hits: number, total: number): number => (total ? round(hits / total) : 0);
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---- what the mode says: every string leaf of mode_insights, decision_recommendation, battlecard ----

/** "path: value" for every leaf, so a missing-statement is read together with the field it sits in. */
function leaves(value: unknown, path: string, out: string[]): string[] {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.push(`${path}: ${String(value)}`);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => leaves(v, `${path}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
  }
  return out;
}

/** The mode's own output; positioning_summary is left out because it may echo the input. */
export function modeOutput(analysis: EngineResult['analysis']): string[] {
  const loose = analysis as unknown as Record<string, unknown>;
  return [
    ...leaves(analysis.mode_insights, 'mode_insights', []),
    ...leaves(loose.decision_recommendation, 'decision_recommendation', []),
    ...leaves(analysis.battlecard, 'battlecard', []),
  ];
}

// ---- numbers: the renderings a writer may choose for one value ----

const SCALES: { factor: number; suffixes: string[] }[] = [
  { factor: 1e9, suffixes: ['B', 'bn', 'billion', 'billions', 'Mrd'] },
  { factor: 1e8, suffixes: ['億', '亿', '억'] },
  { factor: 1e6, suffixes: ['M', 'mn', 'm', 'million', 'millions', 'Mio', 'millones', 'milhões', 'milioni'] },
  { factor: 1e4, suffixes: ['万', '만'] },
  { factor: 1e3, suffixes: ['k', 'K', 'thousand'] },
];

/** Digits of a number as written: 4000000, 4,000,000, 4.000.000, 4 000 000; 29.9 also as 29,90. */
function digitForms(x: number): string[] {
  const [int, frac = ''] = String(Math.round(x * 100) / 100).split('.');
  const grouped = (sep: string): string => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const ints = new Set([int, grouped(','), grouped('.'), grouped(' '), grouped('\u00a0'), grouped('\u202f')]);
  if (!frac) return [...ints];
  const fracs = [frac, frac.padEnd(2, '0')];
  return [...ints].flatMap((i) => fracs.flatMap((f) => [`${i}.${f}`, `${i},${f}`]));
}

/** A regex source matching the number alone, not inside a longer number. */
function numberPattern(x: number): string {
  const plain = digitForms(x).map(escape);
  const twoDecimals = (y: number): boolean => Math.abs(y * 100 - Math.round(y * 100)) < 1e-6;
  const scaled = SCALES.filter((s) => x >= s.factor && twoDecimals(x / s.factor)).flatMap((s) =>
    digitForms(x / s.factor).flatMap((d) => {
      const ds = [d, ...(Number.isInteger(x / s.factor) && x / s.factor < 1000 ? [`${d}.0`] : [])];
      return ds.map((v) => `${escape(v)}\\s?(?:${s.suffixes.map(escape).join('|')})(?![a-z])`);
    }),
  );
  return `(?<!\\d[.,]?)(?:${[...scaled, ...plain.map((p) => `${p}(?![.,]?\\d)`)].join('|')})`;
}

const VESTING_UNIT = {
  months: '(?:[- ]?months?|[- ]?mo\\b|か月|ヶ月|개월|个月|个?月)',
  years: '(?:[- ]?years?|[- ]?yrs?\\b|年|년)',
};

/** The regex that finds a numeric fact rendered in the output. */
export function factPattern(fact: StatedFact): RegExp {
  const value = fact.value as number;
  if (fact.unit === '%') return new RegExp(`${numberPattern(value)}\\s?(?:%|percent|per cent)`, 'i');
  if (fact.kind === 'vesting') {
    const months = fact.unit === 'years' ? value * 12 : value;
    const forms = [`${numberPattern(months)}${VESTING_UNIT.months}`];
    if (months % 12 === 0) forms.push(`${numberPattern(months / 12)}${VESTING_UNIT.years}`);
    return new RegExp(forms.join('|'), 'i');
  }
  return new RegExp(numberPattern(value), 'i');
}

// ---- "the thing is missing" statements next to a fact's kind ----

const MISSING = new RegExp(
  [
    'not (?:stated|given|provided|disclosed|shown|specified|available)',
    '\\bno\\b.{0,40}\\b(?:stated|given|provided|disclosed|shown|figures?|data)\\b',
    '\\bmissing\\b',
    '\\bunknown\\b',
    '\\bn/a\\b',
  ].join('|'),
  'i',
);
const KIND_WORDS: Record<FactKind, RegExp> = {
  customers: /customer|client|traction/i,
  users: /\busers?\b|adoption|traction/i,
  pilots: /pilot|traction/i,
  arr: /\barr\b|recurring|revenue|traction/i,
  mrr: /\bmrr\b|recurring|revenue|traction/i,
  revenue: /revenue|sales|turnover|traction/i,
  price: /pric|\bfees?\b|subscription/i,
  growth_rate: /growth|traction/i,
  funding_amount: /fund|raise|round|capital/i,
  funding_stage: /stage|round|fund/i,
  headcount: /headcount|employee|team size|staff/i,
  token_allocation: /allocation|tokenomics|distribution|supply/i,
  vesting: /vesting|unlock|cliff|lock-?up/i,
  concentration: /concentration|dependen/i,
  target_region: /region|country|target market/i,
  integration: /integrat/i,
  partner: /partner/i,
};

export function saysMissing(kind: FactKind, lines: string[]): boolean {
  return lines.some((line) => MISSING.test(line) && KIND_WORDS[kind].test(line));
}

const REGION_NAMES: Record<MarketContext, string[]> = {
  global: ['global'],
  japan: ['Japan', '日本'],
  korea: ['Korea', '한국'],
  china: ['China', '中国'],
  brazil: ['Brazil', 'Brasil'],
  mexico: ['Mexico', 'México'],
  argentina: ['Argentina'],
  latam: ['Latin America', 'LatAm', 'Latinoamérica', 'América Latina'],
  dach: ['DACH', 'Germany', 'Deutschland', 'Austria', 'Switzerland'],
  france: ['France'],
  italy: ['Italy', 'Italia'],
  spain: ['Spain', 'España'],
};

const contains = (haystack: string, needle: string): boolean => foldText(haystack).includes(foldText(needle));

function factUsed(fact: StatedFact, lines: string[], result: EngineResult, region: MarketContext): boolean {
  const text = lines.join('\n');
  if (fact.kind === 'target_region') {
    const names = [String(fact.value), ...REGION_NAMES[region]];
    return result.market_context === region && names.some((n) => contains(text, n));
  }
  // A named thing (integration, partner, customer, stage) may be rendered as written in the input.
  if (typeof fact.value === 'string') return contains(text, fact.value) || contains(text, fact.text);
  return factPattern(fact).test(text);
}

// ---- placeholders: filler strings inside any array of the analysis ----

const PLACEHOLDERS = [
  /not stated/i,
  /^\s*(?:unknown|none|n\/?a|-+|not (?:provided|specified|available|disclosed))\s*\.?\s*$/i,
  /\btbd\b/i,
  /\(knowledge base\)/,
  /unnamed company/i,
  /lorem/i,
];

/** Strings with an array among their ancestors (array items and the fields of objects inside arrays). */
export function placeholderStrings(analysis: EngineResult['analysis']): string[] {
  const found: string[] = [];
  const walk = (value: unknown, inArray: boolean): void => {
    if (typeof value === 'string') {
      if (inArray && PLACEHOLDERS.some((p) => p.test(value))) found.push(value);
    } else if (Array.isArray(value)) {
      for (const v of value) walk(v, true);
    } else if (value && typeof value === 'object') {
      for (const v of Object.values(value)) walk(v, inArray);
    }
  };
  walk(analysis, false);
  if (analysis.company_or_product === 'Unnamed company') found.push('company_or_product: Unnamed company');
  return found;
}

// ---- markets: labels compared word by word ----

const singular = (w: string): string => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w);
const words = (label: string): string[] =>
  foldText(label)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);

/** Equal labels, or every word of the shorter one inside the longer one ("erp" meets "ecommerce erp"). */
export function sameMarket(a: string, b: string): boolean {
  const [x, y] = [words(a), words(b)];
  if (!x.length || !y.length) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.every((w) => long.includes(w));
}

// ---- the evaluation ----

const readerInput = (c: AnalystCase): { text: string; context?: string; language: Language } => ({
  text: c.text,
  ...(c.context ? { context: c.context } : {}),
  language: c.language,
});

/** A target region in the gold, else a place the input names (read by the statement reader), else none. */
function regionStated(c: AnalystCase): RegionStated {
  if (c.expected.stated_facts.some((f) => f.kind === 'target_region')) return 'target';
  const { places } = readStatements(readerInput(c));
  return places.some((p) => !p.negated) ? 'place' : 'none';
}

export async function evaluateAnalyst(
  kb: KnowledgeBase,
  analyze: FullAnalyze,
  gold: AnalystCase[] = loadAnalystGold(),
): Promise<AnalystReport> {
  // Names meet as knowledge-base entries, so "Mercado Livre" meets "MercadoLibre".
  const key = (name: string): string => kb.get(name)?.name ?? normalizeName(name);
  const outcomes: AnalystOutcome[] = [];
  // Read before the clock starts: the split is the eval's, not the engine's, work.
  const stated = new Map(gold.map((c) => [c.id, regionStated(c)]));
  const knownNames = (n: string): string | null => kb.get(n)?.name ?? null;
  const read = new Map(gold.map((c) => [c.id, readStatements({ ...readerInput(c), knownNames })]));
  const started = performance.now();
  for (const c of gold) {
    const ex = c.expected;
    let result: EngineResult | null = null;
    let error: string | undefined;
    try {
      result = await analyze({ text: c.text, ...(c.context ? { context: c.context } : {}), mode: c.mode });
    } catch (err) {
      error = (err as Error).message;
    }
    const analysis = result?.analysis;
    const got = (analysis?.detected_competitors ?? []).slice(0, 10);
    const gotKeys = new Set(got.map(key));
    const absurdKeys = new Set(ex.absurd.map(key));
    const absurd = got.filter((name) => {
      const sector = kb.get(name)?.sector;
      return absurdKeys.has(key(name)) || (sector !== undefined && !ex.allowed_rival_sectors.includes(sector));
    });
    const categories = (analysis?.categories ?? []).slice(0, 2);
    const missedRivals = ex.first_rivals.filter((n) => !gotKeys.has(key(n)));
    const lines = analysis ? modeOutput(analysis) : [];
    // A fact is said missing anywhere in the answer (market_signals too); it is used only in the mode's output.
    const everywhere = analysis ? [...lines, ...leaves(analysis.market_signals, 'market_signals', [])] : [];
    const statements = read.get(c.id)!;
    const facts = ex.stated_facts.map((f) => {
      const saidMissing = saysMissing(f.kind, everywhere);
      const used = !!result && !saidMissing && factUsed(f, lines, result, ex.region);
      return { kind: f.kind, text: f.text, saidMissing, used, ...factReading(f, statements, ex.region) };
    });
    outcomes.push({
      id: c.id,
      mode: c.mode,
      kind: c.kind,
      regionStated: stated.get(c.id)!,
      rivals: { expected: ex.first_rivals, got, hits: ex.first_rivals.filter((n) => gotKeys.has(key(n))) },
      absurd,
      market:
        c.kind === 'unknown'
          ? {
              expected: ex.market ?? [],
              got: categories,
              ok: categories.some((g) => (ex.market ?? []).some((m) => sameMarket(g, m))),
            }
          : null,
      facts,
      region: { expected: ex.region, got: result?.market_context ?? null, ok: result?.market_context === ex.region },
      sector: { expected: ex.sector, got: analysis?.sector ?? null, ok: analysis?.sector === ex.sector },
      language: {
        expected: c.language,
        got: result?.detected_language ?? null,
        ok: result?.detected_language === c.language,
      },
      placeholders: analysis ? placeholderStrings(analysis) : [],
      rivalDiagnosis: diagnoseRivals(kb, analysis, missedRivals, absurd),
      ...(error ? { error } : {}),
    });
  }
  const count = (f: (o: AnalystOutcome) => boolean): number => outcomes.filter(f).length;
  const markets = outcomes.flatMap((o) => (o.market ? [o.market] : []));
  const facts = outcomes.flatMap((o) => o.facts);
  const report = {
    cases: gold.length,
    firstRivalRecallAt10: share(
      outcomes.reduce((n, o) => n + o.rivals.hits.length, 0),
      outcomes.reduce((n, o) => n + o.rivals.expected.length, 0),
    ),
    absurdCaseRate: share(
      count((o) => o.absurd.length > 0),
      outcomes.length,
    ),
    unknownMarketAccuracy: share(markets.filter((m) => m.ok).length, markets.length),
    statedFactsUsed: share(facts.filter((f) => f.used).length, facts.length),
    regionAccuracy: share(
      count((o) => o.region.ok),
      outcomes.length,
    ),
    placeholderStrings: outcomes.reduce((n, o) => n + o.placeholders.length, 0),
    sectorAccuracy: share(
      count((o) => o.sector.ok),
      outcomes.length,
    ),
    languageAccuracy: share(
      count((o) => o.language.ok),
      outcomes.length,
    ),
    breakdown: breakdown(outcomes),
    rivalBreakdown: rivalBreakdown(outcomes.map((o) => ({ kind: o.kind, ...o.rivalDiagnosis }))),
    outcomes,
    msPerCase: round((performance.now() - started) / Math.max(1, gold.length)),
  };
  const t = ANALYST_TARGETS;
  const below = (label: string, x: number, min: number): string[] => (x < min ? [`${label} ${x} < ${min}`] : []);
  const above = (label: string, x: number, max: number): string[] => (x > max ? [`${label} ${x} > ${max}`] : []);
  const missedTargets = [
    ...below('first-named rival recall@10', report.firstRivalRecallAt10, t.firstRivalRecallAt10),
    ...above('absurd case rate', report.absurdCaseRate, t.absurdCaseRate),
    ...below('unknown market accuracy', report.unknownMarketAccuracy, t.unknownMarketAccuracy),
    ...below('stated facts used', report.statedFactsUsed, t.statedFactsUsed),
    ...below('region accuracy', report.regionAccuracy, t.regionAccuracy),
    ...above('placeholder strings', report.placeholderStrings, t.placeholderStrings),
  ];
  return { ...report, missedTargets };
}

/** The compact text report: figures against targets, then one line per case with what it missed. */
export function formatAnalystReport(report: AnalystReport, label = 'analyst gold'): string {
  const t = ANALYST_TARGETS;
  const lines = [
    `${label}: ${report.cases} cases, ${report.msPerCase} ms a case`,
    `  first-named rivals @10  ${report.firstRivalRecallAt10}  (target ≥ ${t.firstRivalRecallAt10})`,
    `  cases with absurd name  ${report.absurdCaseRate}  (target ≤ ${t.absurdCaseRate})`,
    `  unknown-market accuracy ${report.unknownMarketAccuracy}  (target ≥ ${t.unknownMarketAccuracy})`,
    `  stated facts used       ${report.statedFactsUsed}  (target ≥ ${t.statedFactsUsed})`,
    `  region accuracy         ${report.regionAccuracy}  (target ≥ ${t.regionAccuracy})`,
    `  placeholder strings     ${report.placeholderStrings}  (target ${t.placeholderStrings})`,
    `  sector accuracy         ${report.sectorAccuracy}  (information)`,
    `  language accuracy       ${report.languageAccuracy}  (information)`,
    ...formatBreakdown(report.breakdown),
    ...formatRivalBreakdown(report.rivalBreakdown),
    'misses (expected vs got):',
  ];
  for (const o of report.outcomes) {
    const unused = o.facts
      .filter((f) => !f.used)
      .map((f) => `${f.kind}${f.saidMissing ? ' (said missing)' : ''}: ${f.text}`);
    const list = (xs: string[]): string => `[${xs.join(', ')}]`;
    const misses = [
      o.rivals.hits.length < o.rivals.expected.length &&
        `rivals ${o.rivals.hits.length}/${o.rivals.expected.length} ` +
          `${list(o.rivals.expected)} vs ${list(o.rivals.got)}`,
      o.absurd.length > 0 && `absurd [${o.absurd.join(', ')}]`,
      o.market && !o.market.ok && `market ${list(o.market.expected)} vs ${list(o.market.got)}`,
      unused.length > 0 && `facts unused [${unused.join('; ')}]`,
      !o.region.ok && `region ${o.region.expected} vs ${o.region.got}`,
      !o.sector.ok && `sector ${o.sector.expected} vs ${o.sector.got}`,
      o.placeholders.length > 0 &&
        `placeholders ${o.placeholders.length} [${[...new Set(o.placeholders)].slice(0, 3).join(' | ')}]`,
      o.error && `error ${o.error}`,
    ].filter(Boolean);
    if (misses.length) lines.push(`  ${o.id} (${o.mode}): ${misses.join('; ')}`);
  }
  lines.push(report.missedTargets.length ? `MISSED: ${report.missedTargets.join('; ')}` : 'all analyst targets met');
  return lines.join('\n');
}
