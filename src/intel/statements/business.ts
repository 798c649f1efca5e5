// The revenue model, the customer segment and the company stage the input states. Each is a cue
// from businessLexicon.ts found in the text, not negated ("we don't sell licences"), with its span.
import { COMPANY_STAGES, FOR_AFTER, FOR_WORDS, REVENUE_MODELS, SEGMENTS, VERTICALS } from './businessLexicon.ts';
import { TARGET_BEFORE } from './figureLexicon.ts';
import { cueRegex, evidenceOf, isNegated, sentenceAt, type Doc } from './text.ts';
import type { CompanyStage, Figure, RevenueModel, RevenueModelStatement, Segment, StageStatement } from './types.ts';

const compile = <T extends string>(table: Record<T, string>): [T, RegExp][] =>
  (Object.entries(table) as [T, string][]).map(([key, words]) => [key, cueRegex(words)]);

const MODELS = compile(REVENUE_MODELS);
const SEGMENT_CUES = compile(SEGMENTS);
const VERTICAL_CUES = compile(VERTICALS);
const STAGE_CUES = compile(COMPANY_STAGES);
const FOR_BEFORE = new RegExp(String.raw`(?:${cueRegex(FOR_WORDS).source})(?:\s+[\p{L}-]+){0,2}\s*$`, 'iu');
const FOR_NEXT = new RegExp(String.raw`^\s*(?:${cueRegex(FOR_AFTER).source})`, 'u');
const TARGET = cueRegex(TARGET_BEFORE, 'iu');
/** "enterprise-grade", "enterprise-ready": a quality, not a buyer. */
const COMPOUND = /^-(?:grade|ready|level|class|quality)/iu;

interface Hit<T> {
  key: T;
  start: number;
  end: number;
}

/** Matches of a table, each span used once: earlier keys win overlaps ("dental clinics" over "clinics"). */
function hits<T>(doc: Doc, table: [T, RegExp][]): Hit<T>[] {
  const found: Hit<T>[] = [];
  for (const [key, pattern] of table) {
    for (const m of doc.text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((h) => start < h.end && end > h.start) || isNegated(doc, start, end)) continue;
      found.push({ key, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const firstOfEach = <T>(list: Hit<T>[]): Hit<T>[] =>
  list.filter((h, i) => list.findIndex((o) => o.key === h.key) === i);

/** Revenue models stated in words, plus subscription when a price is stated per month, year, seat or user. */
export function readRevenueModels(doc: Doc, figures: Figure[]): RevenueModelStatement[] {
  const stated = firstOfEach(hits(doc, MODELS)).map((h): RevenueModelStatement => ({
    model: h.key,
    evidence: evidenceOf(doc, h.start, h.end),
  }));
  const recurring = figures.find(
    (f) =>
      f.metric === 'price' &&
      (f.period === 'month' || f.period === 'year' || f.per === 'seat' || f.per === 'user') &&
      f.evidence.source === doc.source,
  );
  if (recurring && !stated.some((s) => s.model === 'subscription')) {
    stated.push({ model: 'subscription', evidence: recurring.evidence });
  }
  return stated;
}

/** Segments named outright (SMB, enterprise …), and verticals named after "for", "para", "向け" …. */
export function readSegments(doc: Doc): Segment[] {
  const segments: Segment[] = firstOfEach(hits(doc, SEGMENT_CUES))
    .filter((h) => !COMPOUND.test(doc.text.slice(h.end, h.end + 8)))
    .map((h) => ({ segment: h.key, evidence: evidenceOf(doc, h.start, h.end) }));
  for (const h of firstOfEach(hits(doc, VERTICAL_CUES))) {
    const sentence = sentenceAt(doc, h.start);
    const before = doc.text.slice(Math.max(sentence.start, h.start - 40), h.start);
    const forBefore = FOR_BEFORE.exec(before);
    const forAfter = FOR_NEXT.exec(doc.text.slice(h.end, h.end + 8));
    if (!forBefore && !forAfter) continue;
    const start = forBefore ? h.start - before.length + forBefore.index : h.start;
    const end = forAfter ? h.end + forAfter[0].length : h.end;
    segments.push({ segment: 'vertical', vertical: h.key, evidence: evidenceOf(doc, start, end) });
  }
  return segments;
}

const STAGE_ORDER: CompanyStage[] = [
  'idea',
  'pre-seed',
  'seed',
  'series_a',
  'series_b',
  'series_c',
  'series_d',
  'series_e',
  'series_f',
  'series_g',
  'series_h',
  'growth',
  'public',
];

/** The stage reached: the most advanced stage stated as done, else the first stated ("raising a Series A"). */
export function readStage(doc: Doc): StageStatement | null {
  const found = hits(doc, STAGE_CUES);
  if (found.length === 0) return null;
  const reached = found.filter((h) => {
    const sentence = sentenceAt(doc, h.start);
    return !TARGET.test(doc.text.slice(Math.max(sentence.start, h.start - 40), h.start));
  });
  const later = (a: Hit<CompanyStage>, b: Hit<CompanyStage>) =>
    STAGE_ORDER.indexOf(b.key) > STAGE_ORDER.indexOf(a.key) ? b : a;
  const pick = reached.length ? reached.reduce(later) : found[0];
  return { stage: pick.key, evidence: evidenceOf(doc, pick.start, pick.end) };
}

export type { RevenueModel };
