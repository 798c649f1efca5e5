// The caller's own side, from the context first and then the text: a competitor, an entrant, a
// builder, an investor, a partner, an acquirer or a seller of the subject; and whether the question
// is where the subject is weak. The strongest side stated in the context wins, then the
// strongest in the text (order in callerLexicon.ts).
import { CALLER_CUES, CONTEXT_CALLER_CUES, OWN_PRODUCT_CUES, SOLD_AGAINST, WEAKNESS_CUES } from './callerLexicon.ts';
import { namesAround, type NameHit } from './names.ts';
import { cueRegex, evidenceOf, isNegated, sentenceAt, type Doc } from './text.ts';
import type { Caller, CallerSide, Evidence, NamedCompany } from './types.ts';

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

const OWN_AFTER = new RegExp(compile(OWN_PRODUCT_CUES.after).source, 'giu');
const OWN_BEFORE = new RegExp(compile(OWN_PRODUCT_CUES.before).source, 'giu');
const AGAINST = cueRegex(SOLD_AGAINST, 'iu');

const named = (doc: Doc, hit: NameHit, from: number, to: number): NamedCompany => ({
  name: hit.name,
  written: hit.written,
  resolved: hit.resolved,
  prospective: false,
  evidence: evidenceOf(doc, Math.min(from, hit.start), Math.max(to, hit.end)),
});

/**
 * "We sell Coda and compete with Notion", "somos partner de X y competimos con Y", "wir vertreiben X gegen Y":
 * the caller's own product and the rival it sells against, both in one sentence. `rivals` are the names the
 * competitor cues read in the same document. Null unless both are named.
 */
function ownAndRival(doc: Doc, rivals: NamedCompany[]): { own: NamedCompany; against: NamedCompany } | null {
  for (const forward of [true, false]) {
    for (const m of doc.text.matchAll(forward ? OWN_AFTER : OWN_BEFORE)) {
      if (isNegated(doc, m.index, m.index + m[0].length)) continue;
      const list = namesAround(doc, forward ? m.index + m[0].length : m.index, forward);
      const hit = forward ? list[0] : list[list.length - 1];
      // German capitalises every noun ("wir verkaufen Software"): there only a known name is a product.
      if (!hit || (doc.language === 'de' && !hit.resolved)) continue;
      // "Acme is a CRM. We sell Acme to clinics and compete with X": a text about its own product is the founder's.
      if (doc.text.slice(0, Math.min(m.index, hit.start)).includes(hit.written)) continue;
      const own = named(doc, hit, m.index, m.index + m[0].length);
      const sentence = sentenceAt(doc, m.index);
      const rival = rivals.find(
        (r) =>
          r.evidence.source === doc.source &&
          r.evidence.start >= sentence.start &&
          r.evidence.end <= sentence.end &&
          r.name !== own.name,
      );
      if (rival) return { own, against: rival };
      // "… Personio gegen Factorial": the rival right after a word for "against".
      const rest = doc.text.slice(hit.end, sentence.end);
      const cue = AGAINST.exec(rest);
      if (!cue) continue;
      const at = hit.end + cue.index;
      const other = namesAround(doc, at + cue[0].length, true)[0];
      if (other && other.name !== own.name) return { own, against: named(doc, other, at, at + cue[0].length) };
    }
  }
  return null;
}

/** The caller's side and question, from the documents in the order given (context before text). */
export function readCaller(docs: Doc[], rivalsOf: (doc: Doc) => NamedCompany[] = () => []): Caller {
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
  // Selling one's own product against a named rival makes the caller that rival's competitor.
  const pair = docs.map((doc) => ownAndRival(doc, rivalsOf(doc))).find((p) => p !== null) ?? null;
  if (pair && sides[0] !== 'competitor') {
    const others = sides.filter((side) => side !== 'competitor');
    sides.splice(0, sides.length, 'competitor', ...others);
    evidence = pair.own.evidence;
  }
  return {
    side: sides[0] ?? 'unknown',
    sides,
    own: pair?.own ?? null,
    against: pair?.against ?? null,
    evidence,
    asks_weakness: weakness !== null,
    weakness_evidence: weakness,
  };
}
