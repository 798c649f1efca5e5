// Finds the companies of the knowledge base named in free text, in any of the nine languages.
// Names are matched as substrings of the folded text: word-bounded for Latin script, bounded by
// script runs for katakana and Hangul (Korean particles may follow), plain for Han. In a text that
// uses capitals a capitalised name must be written with its capitals; names that are ordinary words
// ("Box", "Square") also count only weakly at a sentence start: see commonWords.ts.
import type { KnowledgeEntry } from './types.ts';
import { foldText, foldWithOffsets, hasCjk } from './normalize.ts';
import { inCompetitorContext } from './competitorCues.ts';
import { findDomainMentions } from './domains.ts';

export interface EntityMatch {
  entry: KnowledgeEntry;
  matchedOn: 'name' | 'alias' | 'domain';
  matchedText: string; // as written in the text
  score: number; // 0..1: how surely the text names this company
  index: number; // offset of the first mention in the original text
  end: number; // offset just past the first mention
  count: number; // number of mentions
  competitorContext: boolean; // every mention reads as a rival or an example ("we compete with X")
}

interface SurfaceForm {
  folded: string;
  original: string;
  entry: KnowledgeEntry;
  kind: 'name' | 'alias';
  strict: boolean;
}
export interface EntityIndex {
  latin: Map<string, SurfaceForm[]>;
  cjk: Map<string, SurfaceForm[]>;
  byDomain: (d: string) => KnowledgeEntry | undefined;
}

const LATIN_WORD = /[\p{L}\p{N}]/u;
// Runs of letters and digits outside the CJK scripts: "stripe" is a word even in "与stripe竞争".
const LATIN_RUN = /(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{N}])+/gu;
const isLatinWordChar = (c: string | undefined): boolean => c !== undefined && LATIN_WORD.test(c) && !hasCjk(c);
const isKatakana = (c: string | undefined): boolean => c !== undefined && /[\p{Script=Katakana}ー]/u.test(c);
const isHangul = (c: string | undefined): boolean => c !== undefined && /\p{Script=Hangul}/u.test(c);
const KOREAN_PARTICLES = new Set([
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '에서',
  '에게',
  '로',
  '으로',
  '와',
  '과',
  '도',
  '만',
  '와의',
  '과의',
  '에서는',
  '에서도',
  '보다',
  '처럼',
  '까지',
  '부터',
  '이나',
  '나',
  '랑',
  '이랑',
  '하고',
  '이다',
  '입니다',
  '이며',
  '이고',
  '와는',
  '과는',
  '로서',
  '으로서',
]);

/** A name made only of common words or very short tokens is written as a name to count. */
function isStrict(folded: string, commonWords: Set<string>): boolean {
  if (hasCjk(folded)) return false;
  const tokens = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  return tokens.every((t) => t.length <= 3 || commonWords.has(t));
}

export function buildEntityIndex(
  entries: readonly KnowledgeEntry[],
  commonWords: Set<string>,
  byDomain: (d: string) => KnowledgeEntry | undefined,
): EntityIndex {
  const latin = new Map<string, SurfaceForm[]>();
  const cjk = new Map<string, SurfaceForm[]>();
  for (const entry of entries) {
    const seen = new Set<string>();
    for (const [original, kind] of [[entry.name, 'name'], ...entry.aliases.map((a) => [a, 'alias'])] as [
      string,
      'name' | 'alias',
    ][]) {
      const folded = foldText(original).trim();
      if ([...folded].length < 2 || seen.has(folded)) continue; // one-letter names ("X") cannot be told from text
      seen.add(folded);
      const form: SurfaceForm = { folded, original, entry, kind, strict: isStrict(folded, commonWords) };
      const first = folded[0];
      const latinStart = isLatinWordChar(first);
      const key = latinStart ? [...folded.matchAll(LATIN_RUN)][0][0] : first;
      const map = latinStart ? latin : cjk;
      map.set(key, [...(map.get(key) ?? []), form]);
    }
  }
  return { latin, cjk, byDomain };
}

// start/end: offsets in the original text; foldedStart/foldedEnd: in the folded text.
interface Mention {
  entry: KnowledgeEntry;
  start: number;
  end: number;
  foldedStart: number;
  foldedEnd: number;
  score: number;
  matchedOn: EntityMatch['matchedOn'];
}

function rightBoundaryOk(folded: string, end: number, lastChar: string): boolean {
  const next = folded[end];
  if (isLatinWordChar(lastChar)) return !isLatinWordChar(next);
  if (isKatakana(lastChar)) return !isKatakana(next);
  if (isHangul(lastChar)) {
    let runEnd = end;
    while (isHangul(folded[runEnd])) runEnd++;
    return runEnd === end || KOREAN_PARTICLES.has(folded.slice(end, runEnd));
  }
  return true;
}

function leftBoundaryOk(folded: string, start: number, firstChar: string): boolean {
  const prev = folded[start - 1];
  if (isLatinWordChar(firstChar)) return !isLatinWordChar(prev);
  if (isKatakana(firstChar)) return !isKatakana(prev);
  if (isHangul(firstChar)) return !isHangul(prev);
  return true;
}

/** Strict forms count only as written names: capitals where the name has them, no foreign diacritics. */
function writtenAsName(form: SurfaceForm, written: string): boolean {
  const formWords = form.original.match(/[\p{L}\p{N}]+/gu) ?? [];
  const writtenWords = written.match(/[\p{L}\p{N}]+/gu) ?? [];
  const capital = (w: string | undefined): boolean => w !== undefined && /^\p{Lu}/u.test(w);
  if (formWords.some((w, i) => capital(w) && !capital(writtenWords[i]))) return false;
  const plain = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return plain(written) === written || plain(form.original) !== form.original;
}

function atSentenceStart(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 4), index).replace(/["'“”‘’«»(\s]+$/u, '');
  return before === '' || /[.!?:;。！？\n]$/.test(before);
}

function mentionScore(form: SurfaceForm, text: string, start: number): number {
  let score = form.kind === 'name' ? 1 : 0.9;
  if (form.kind === 'alias' && /^[A-Z0-9]{2,4}$/.test(form.original)) score *= 0.5; // a ticker or acronym ("NOC", "TDOC") is often something else
  if (form.strict && atSentenceStart(text, start)) score *= 0.5; // "Square footage …", "Box is …"
  const length = [...form.folded].length;
  if (hasCjk(form.folded) && length === 2 && /^\p{Script=Han}+$/u.test(form.folded)) score *= 0.7; // two Han characters are often a word
  return score;
}

function collectMentions(index: EntityIndex, text: string, folded: string, sourceIndex: number[]): Mention[] {
  const mentions: Mention[] = [];
  // In a text that uses capitals, a capitalised name written in lower case is an ordinary word
  // ("fatturazione elettronica" is not the company Elettronica); in an all-lower-case text it may
  // still be the name.
  const caseless = !/\p{Lu}/u.test(text);
  const consider = (form: SurfaceForm, at: number): void => {
    const end = at + form.folded.length;
    if (!folded.startsWith(form.folded, at)) return;
    if (!leftBoundaryOk(folded, at, form.folded[0]) || !rightBoundaryOk(folded, end, form.folded[end - at - 1])) return;
    const start = sourceIndex[at];
    const written = text.slice(start, sourceIndex[end]);
    if (form.strict && !writtenAsName(form, written)) return;
    let score = mentionScore(form, text, start);
    if (!hasCjk(form.folded) && /\p{Lu}/u.test(form.original) && !/\p{Lu}/u.test(written)) {
      if (!caseless) return;
      score *= 0.8;
    }
    mentions.push({
      entry: form.entry,
      start,
      end: sourceIndex[end],
      foldedStart: at,
      foldedEnd: end,
      score,
      matchedOn: form.kind,
    });
  };
  for (const token of folded.matchAll(LATIN_RUN)) {
    for (const form of index.latin.get(token[0]) ?? []) consider(form, token.index);
  }
  if (hasCjk(folded)) {
    for (let i = 0; i < folded.length; i++) for (const form of index.cjk.get(folded[i]) ?? []) consider(form, i);
  }
  for (const { domain, start, end } of findDomainMentions(folded)) {
    const entry = index.byDomain(domain);
    if (entry)
      mentions.push({
        entry,
        start: sourceIndex[start],
        end: sourceIndex[end],
        foldedStart: start,
        foldedEnd: end,
        score: 0.95,
        matchedOn: 'domain',
      });
  }
  return dropOverlapped(mentions);
}

/** A mention inside a longer one ("Google" in "Google Cloud", "Ant" in "Ant Group") does not count. */
function dropOverlapped(mentions: Mention[]): Mention[] {
  const bySpan = [...mentions].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Mention[] = [];
  for (const m of bySpan) {
    const covered = kept.some(
      (k) => k.start <= m.start && m.end <= k.end && (k.end - k.start > m.end - m.start || k.entry === m.entry),
    );
    if (!covered) kept.push(m);
  }
  return kept;
}

export function resolveEntities(index: EntityIndex, text: string): EntityMatch[] {
  const { folded, sourceIndex } = foldWithOffsets(text);
  const byEntry = new Map<KnowledgeEntry, { best: Mention; first: Mention; count: number; allRival: boolean }>();
  for (const m of collectMentions(index, text, folded, sourceIndex)) {
    const rival = inCompetitorContext(folded, m.foldedStart, m.foldedEnd);
    const seen = byEntry.get(m.entry);
    if (!seen) {
      byEntry.set(m.entry, { best: m, first: m, count: 1, allRival: rival });
      continue;
    }
    seen.count++;
    seen.allRival &&= rival;
    if (m.score > seen.best.score) seen.best = m;
    if (m.start < seen.first.start) seen.first = m;
  }
  const matches = [...byEntry.values()].map(({ best, first, count, allRival }): EntityMatch => ({
    entry: best.entry,
    matchedOn: best.matchedOn,
    matchedText: text.slice(best.start, best.end),
    score: Math.min(1, best.score + 0.05 * Math.min(count - 1, 4)),
    index: first.start,
    end: first.end,
    count,
    competitorContext: allRival,
  }));
  return matches.sort((a, b) => b.score - a.score || a.index - b.index);
}
