// The caller's own side, from the context first and then the text: a competitor, an entrant, a
// builder, an investor, a partner, an acquirer or a seller of the subject; and whether the question
// is where the subject is weak. The strongest side stated in the context wins, then the
// strongest in the text (order in callerLexicon.ts).
import { CALLER_CUES, CONTEXT_CALLER_CUES, WEAKNESS_CUES } from './callerLexicon.ts';
import { evidenceOf, isNegated, type Doc } from './text.ts';
import type { Caller, CallerSide, Evidence } from './types.ts';

/** Like cueRegex, but a cue may hold a bounded gap ".{1,40}" ("where is X weak", "我们的产品与X竞争"). */
function compile(cues: string): RegExp {
  // Latin edges are bounded by non-letters; a Hangul or Han edge may touch a Latin name ("Acme에 자주 밀립니다").
  const parts = cues
    .split('|')
    .sort((a, b) => b.length - a.length)
    .map((c) => {
      const body = c
        .replace(/[.*+?^${}()[\]\\]/g, '\\$&')
        .replace(/\\\.\\\{(\d+),(\d+)\\\}/g, '.{$1,$2}')
        .replace(/ /g, '\\s+');
      const head = /^\p{Script=Latin}/u.test(c) ? String.raw`(?<![\p{Script=Latin}])` : '';
      const tail = /\p{Script=Latin}$/u.test(c) ? String.raw`(?![\p{Script=Latin}])` : '';
      return `${head}${body}${tail}`;
    });
  return new RegExp(`(?:${parts.join('|')})`, 'iu');
}

const SIDES = CALLER_CUES.map(([side, cues]) => [side, compile(cues)] as const);
const CONTEXT_SIDES = [...SIDES, ...CONTEXT_CALLER_CUES.map(([side, cues]) => [side, compile(cues)] as const)];
const WEAKNESS = compile(WEAKNESS_CUES);

function find(doc: Doc, pattern: RegExp): Evidence | null {
  const m = pattern.exec(doc.text);
  if (!m || isNegated(doc, m.index, m.index + m[0].length)) return null;
  return evidenceOf(doc, m.index, m.index + m[0].length);
}

/** The caller's side and question, from the documents in the order given (context before text). */
export function readCaller(docs: Doc[]): Caller {
  const sides: CallerSide[] = [];
  let evidence: Evidence | null = null;
  // The context is the caller speaking of themselves: its side outranks one read from the text.
  for (const doc of docs) {
    for (const [side, pattern] of doc.source === 'context' ? CONTEXT_SIDES : SIDES) {
      if (sides.includes(side)) continue;
      const hit = find(doc, pattern);
      if (!hit) continue;
      sides.push(side);
      evidence ??= hit;
    }
  }
  const weakness = docs.map((doc) => find(doc, WEAKNESS)).find((e) => e !== null) ?? null;
  return {
    side: sides[0] ?? 'unknown',
    sides,
    evidence,
    asks_weakness: weakness !== null,
    weakness_evidence: weakness,
  };
}
