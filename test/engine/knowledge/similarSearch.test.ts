// The classifier's BM25 query (src/knowledge/similarSearch.ts) gives exactly minisearch's answer: the same
// entries, the same scores to the last bit and the same order (ties included), on every text of the
// evaluation sets, queried as the classifier queries (the text's terms at weight 1, the glosses of the
// concepts it names at 0.6), twice each so the second answer comes from the kept term scores.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readKnowledgeFiles } from '../../../src/knowledge/load.ts';
import { matchConcepts } from '../../../src/knowledge/lexiconMatch.ts';
import { createEntrySearch } from '../../../src/knowledge/similarSearch.ts';
import { tokenize } from '../../../src/knowledge/tokenize.ts';
import { ROOT_DIR } from '../../../src/lib/paths.ts';

const SETS = ['gold', 'analyst-gold', 'analyst-holdout', 'analyst-holdout2', 'analyst-holdout3', 'analyst-holdout4'];
const texts = SETS.flatMap((set) =>
  (JSON.parse(readFileSync(join(ROOT_DIR, 'test/eval', `${set}.json`), 'utf8')) as { text?: string }[])
    .map((c) => c.text ?? '')
    .filter(Boolean),
);

function queryOf(text: string): Map<string, number> {
  const weights = new Map<string, number>(tokenize(text).map((t) => [t, 1]));
  for (const hit of matchConcepts(text))
    for (const term of tokenize(hit.concept.gloss)) if (!weights.has(term)) weights.set(term, 0.6);
  return weights;
}

test('the kept-scores query answers what minisearch answers, on every evaluation text', () => {
  const { index, search } = createEntrySearch(readKnowledgeFiles().entries);
  expect(texts.length).toBeGreaterThan(400);
  let compared = 0;
  for (const text of [...texts, ...texts]) {
    const query = queryOf(text);
    if (query.size === 0) continue;
    const q = [...query.keys()].join(' ');
    const boostTerm = (term: string) => query.get(term) ?? 1;
    const expected = index
      .search(q, { boostTerm })
      .slice(0, 20)
      .map((r) => ({ id: r.id as number, score: r.score }));
    expect(search(q, boostTerm, 20)).toEqual(expected);
    compared++;
  }
  expect(compared).toBeGreaterThan(800);
});

test('a repeated term adds its score again but counts once in the quality, as in minisearch', () => {
  const { index, search } = createEntrySearch(readKnowledgeFiles().entries);
  for (const q of ['payments payments fraud', 'robot robot robot warehouse', 'zzzunknown payments']) {
    const expected = index
      .search(q, { boostTerm: () => 1 })
      .slice(0, 5)
      .map((r) => ({ id: r.id as number, score: r.score }));
    expect(expected.length).toBeGreaterThan(0);
    expect(search(q, () => 1, 5)).toEqual(expected);
  }
});
