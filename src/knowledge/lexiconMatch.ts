// Finds the lexicon's concepts in a text (see lexicon.ts for the keyword syntax).
import { memoRecent } from '../lib/memo.ts';
import type { Sector } from './types.ts';
import { CONCEPTS, type Concept } from './lexicon.ts';
import { foldText, hasCjk } from './normalize.ts';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Boundaries are Latin-script ones ("AI" is a word in "AI技術" too), written as a small explicit
// class over folded text: \p{Script=Latin} classes made the first match of each pattern take
// 100-150 ms to compile (measured), once per string width.
const LATIN = 'a-z0-9\\u00c0-\\u024f';
const NOT_AFTER_WORD = `(?<![${LATIN}])`;
const NOT_BEFORE_WORD = `(?![${LATIN}-])`; // "robo=" is not the start of "robo-advisor"

function keywordPattern(keyword: string): string {
  const folded = foldText(keyword.replace(/^\*/, '').replace(/=$/, ''));
  if (hasCjk(folded)) return escape(folded);
  const body = escape(folded);
  if (keyword.startsWith('*')) return body;
  if (keyword.endsWith('=')) return `${NOT_AFTER_WORD}${body}${NOT_BEFORE_WORD}`;
  return `${NOT_AFTER_WORD}${body}`;
}

interface CompiledConcept {
  concept: Concept;
  pattern: RegExp;
}
const COMPILED: CompiledConcept[] = CONCEPTS.map((concept) => ({
  concept,
  pattern: new RegExp(concept.keywords.map(keywordPattern).join('|'), 'g'),
}));

export interface ConceptHit {
  concept: Concept;
  count: number;
}

/**
 * The last texts' hits: an analysis asks for the same text twice (the classifier, then the narrative's
 * glosses), and each time every concept's pattern runs over the whole text.
 */
const recentConcepts = memoRecent<readonly ConceptHit[]>(findConcepts, 4);

/** Concepts named in a text, with how often (capped at 5). Callers must not change the list. */
export function matchConcepts(text: string): readonly ConceptHit[] {
  return recentConcepts(text);
}

function findConcepts(text: string): ConceptHit[] {
  const folded = foldText(text);
  const hits: ConceptHit[] = [];
  for (const { concept, pattern } of COMPILED) {
    let count = 0;
    pattern.lastIndex = 0;
    while (count < 5 && pattern.exec(folded)) count++;
    if (count > 0) hits.push({ concept, count });
  }
  return hits;
}

/** Lexicon evidence per sector: concept weights, a little more for repeated mentions. */
export function lexiconScores(hits: readonly ConceptHit[]): Map<Sector, number> {
  const scores = new Map<Sector, number>();
  for (const { concept, count } of hits) {
    const repeat = 1 + 0.25 * (count - 1);
    for (const [sector, weight] of Object.entries(concept.sectors) as [Sector, number][]) {
      scores.set(sector, (scores.get(sector) ?? 0) + weight * repeat);
    }
  }
  return scores;
}
