// Token allocation ("20% team, 40% community, 15% investors") and vesting ("12-month cliff, 36-month
// vesting", "クリフ1年、4年間のベスティング"). A percent is an allocation only in a text that speaks of
// tokens or allocation, and only when a holder is named in the same list item.
import { findQuantities } from './numbers.ts';
import { cueRegex, evidenceOf, type Doc } from './text.ts';
import { CLIFF, HOLDERS, MONTH_UNITS, NUMBER_WORDS, TOKEN_CONTEXT, VESTING, YEAR_UNITS } from './tokenLexicon.ts';
import type { Allocation, Evidence, TokenHolder, TokenStatements, Vesting } from './types.ts';

const CONTEXT = cueRegex(TOKEN_CONTEXT, 'iu');
const HOLDER_CUES = (Object.entries(HOLDERS) as [TokenHolder, string][]).map(
  ([holder, words]) => [holder, cueRegex(words)] as const,
);
// A list item ends at a comma, a conjunction or the end of a sentence ("… team. 60 % of revenue …").
const ITEM_BREAK = /[,;\n、，；|。！？]|[.!?](?=\s|$)|(?<![\p{L}])(?:and|y|e|und|et)(?![\p{L}])/gu;
const CLIFF_RE = cueRegex(CLIFF);
const VESTING_RE = cueRegex(VESTING);
const escape = (s: string): string => s.replace(/[.*+?^${}()[\]\\|]/g, '\\$&');
const units = (list: string): string =>
  list
    .split('|')
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
const WORDS = Object.keys(NUMBER_WORDS).join('|');
const DURATION = new RegExp(
  String.raw`(?<![\p{Script=Latin}\d])(?<n>\d+(?:[.,]\d+)?|${WORDS})[\s-]*` +
    String.raw`(?:(?<m>${units(MONTH_UNITS)})|(?<y>${units(YEAR_UNITS)}))(?![\p{Script=Latin}])`,
  'giu',
);

interface Duration {
  months: number;
  start: number;
  end: number;
}

function durations(text: string): Duration[] {
  return [...text.matchAll(DURATION)].map((m) => {
    const raw = m.groups!.n.toLowerCase();
    const n = NUMBER_WORDS[raw] ?? Number(raw.replace(',', '.'));
    return { months: m.groups!.y ? n * 12 : n, start: m.index, end: m.index + m[0].length };
  });
}

function allocations(doc: Doc): Allocation[] {
  if (!CONTEXT.test(doc.text)) return [];
  const breaks = [0, ...[...doc.text.matchAll(ITEM_BREAK)].map((m) => m.index), doc.text.length];
  const found: Allocation[] = [];
  for (const q of findQuantities(doc.masked, doc.language)) {
    if (!q.percent) continue;
    const itemStart = Math.max(...breaks.filter((b) => b <= q.start));
    const itemEnd = Math.min(...breaks.filter((b) => b >= q.end));
    const item = doc.text.slice(itemStart, itemEnd);
    let best: { holder: TokenHolder; start: number; end: number; distance: number } | null = null;
    for (const [holder, pattern] of HOLDER_CUES) {
      for (const m of item.matchAll(pattern)) {
        const start = itemStart + m.index;
        const end = start + m[0].length;
        const distance = start >= q.end ? start - q.end : q.start - end;
        if (!best || distance < best.distance) best = { holder, start, end, distance };
      }
    }
    if (!best || found.some((a) => a.holder === best.holder)) continue;
    const evidence = evidenceOf(doc, Math.min(best.start, q.start), Math.max(best.end, q.end));
    found.push({ holder: best.holder, percent: q.value, evidence });
  }
  return found;
}

/** The duration nearest a cue, within reach, not already taken. */
function nearestDuration(
  list: Duration[],
  start: number,
  end: number,
  reach: number,
  taken?: Duration,
): Duration | null {
  const near = list.filter((d) => d !== taken && (d.start >= end ? d.start - end : start - d.end) <= reach);
  return near.sort((a, b) => Math.abs(a.start - start) - Math.abs(b.start - start))[0] ?? null;
}

function vesting(doc: Doc): Vesting | null {
  const list = durations(doc.text);
  const cliff = CLIFF_RE.exec(doc.text);
  CLIFF_RE.lastIndex = 0;
  const cliffDuration = cliff ? nearestDuration(list, cliff.index, cliff.index + cliff[0].length, 20) : null;
  const vest = [...doc.text.matchAll(VESTING_RE)].find((m) => !cliff || m.index !== cliff.index);
  const vestEnd = vest ? vest.index + vest[0].length : 0;
  const vestDuration = vest ? nearestDuration(list, vest.index, vestEnd, 30, cliffDuration ?? undefined) : null;
  if (!cliffDuration && !vestDuration) return null;
  type Part = { start: number; end: number };
  const parts = [
    cliffDuration,
    vestDuration,
    cliffDuration && cliff && { start: cliff.index, end: cliff.index + cliff[0].length },
    vestDuration && vest && { start: vest.index, end: vestEnd },
  ].filter((p): p is Part => !!p);
  const evidence: Evidence = evidenceOf(
    doc,
    Math.min(...parts.map((p) => p.start)),
    Math.max(...parts.map((p) => p.end)),
  );
  return {
    ...(cliffDuration ? { cliff_months: cliffDuration.months } : {}),
    ...(vestDuration ? { duration_months: vestDuration.months } : {}),
    evidence,
  };
}

export function readToken(doc: Doc): TokenStatements {
  return { allocation: allocations(doc), vesting: vesting(doc) };
}
