// The classifier's BM25 query, the same answer as `MiniSearch#search(query, options).slice(0, limit)` but
// without redoing, on every call, the work that depends only on the index. A query of the classifier has
// 50–150 terms joined with OR; minisearch walks every posting of every term across the four fields, builds
// a result object per matching entry (often thousands), merges them, then sorts them all. Here each term's
// per-entry score (BM25 over the fields, with its term boost) is asked of minisearch once, by a one-term
// search, and kept as two typed arrays; a query adds those arrays up and keeps the best `limit` entries.
//
// Exactly the same numbers in the same order: a term's per-entry score is minisearch's own sum over the
// fields; the terms are added in query order (the order minisearch's OR combination adds them), each
// entry's total is multiplied by the number of distinct terms it matched (minisearch's "quality"), and
// ties keep the order in which minisearch first met the entries (term by term, field by field, entries
// in index order within a field), as its stable sort does. test/engine/similarSearch.test.ts compares
// both on every text of the evaluation sets.
import MiniSearch from 'minisearch';
import type { KnowledgeEntry } from './types.ts';
import { processTerm, segmentWords } from './tokenize.ts';

/** One term's scores: the entries it matches in minisearch's order of first meeting them, and their scores. */
interface TermScores {
  ids: Int32Array;
  scores: Float64Array;
}

export interface SimilarHit {
  id: number;
  score: number;
}

export type SimilarQuery = (query: string, boostTerm: (term: string) => number, limit: number) => SimilarHit[];

const FIELDS = ['name', 'aliases', 'categories', 'description'] as const;

/**
 * The classifier's index of the entries (names, aliases, categories and English descriptions; ids are the
 * entries' indexes), and its query. `index.search(q, { boostTerm }).slice(0, limit)` gives what `search`
 * gives; the classifier uses `search`.
 */
export function createEntrySearch(entries: readonly KnowledgeEntry[]): { index: MiniSearch; search: SimilarQuery } {
  const index = new MiniSearch<{ id: number; name: string; aliases: string; categories: string; description: string }>({
    fields: [...FIELDS],
    tokenize: (text) => segmentWords(text),
    processTerm: (term) => processTerm(term),
    searchOptions: { boost: { name: 2, aliases: 1.5, categories: 2, description: 1 }, combineWith: 'OR' },
  });
  index.addAll(
    entries.map((e, id) => ({
      id,
      name: e.name,
      aliases: e.aliases.join(' '),
      categories: e.categories.join(' . '),
      description: e.description,
    })),
  );
  const search = createSimilarSearch(index, {
    fields: FIELDS,
    documentCount: entries.length,
    tokenize: segmentWords,
    processTerm,
  });
  return { index: index, search };
}

interface SimilarSearchOptions {
  /** The index's fields, in the order they were declared (the order minisearch scores them). */
  fields: readonly string[];
  /** The number of documents, whose ids must be 0..count-1 (the classifier's entry indexes). */
  documentCount: number;
  /** The tokeniser and term processing the index was built with: the query goes through them as in minisearch. */
  tokenize: (text: string) => string[];
  processTerm: (term: string) => string | null;
}

function createSimilarSearch(
  index: MiniSearch,
  { fields, documentCount, tokenize, processTerm }: SimilarSearchOptions,
): SimilarQuery {
  const fieldOrder = new Map(fields.map((f, i) => [f, i]));
  // Keyed by boost, then term. Only terms the index holds are kept, so the cache is bounded by its vocabulary.
  const cache = new Map<number, Map<string, TermScores>>();
  const EMPTY: TermScores = { ids: new Int32Array(0), scores: new Float64Array(0) };

  function termScores(term: string, boost: number): TermScores {
    let byTerm = cache.get(boost);
    if (!byTerm) cache.set(boost, (byTerm = new Map<string, TermScores>()));
    const known = byTerm.get(term);
    if (known) return known;
    // A one-term search, the term taken as it is: its score is that term's sum over the fields (quality 1).
    const results = index.search(term, { tokenize: (t) => [t], processTerm: (t) => t, boostTerm: () => boost });
    if (results.length === 0) return EMPTY;
    // The order minisearch meets entries in: by the first field that matched, then by id (index order).
    const firstField = (r: (typeof results)[number]) => fieldOrder.get(r.match[term][0]) ?? 0;
    results.sort((a, b) => firstField(a) - firstField(b) || (a.id as number) - (b.id as number));
    const scores: TermScores = {
      ids: Int32Array.from(results, (r) => r.id as number),
      scores: Float64Array.from(results, (r) => r.score),
    };
    byTerm.set(term, scores);
    return scores;
  }

  // Per-query work arrays, reused (a query runs to its end synchronously).
  const total = new Float64Array(documentCount);
  const matched = new Uint16Array(documentCount);
  const order = new Int32Array(documentCount);

  return (query, boostTerm, limit) => {
    const terms: string[] = [];
    for (const word of tokenize(query)) {
      const term = processTerm(word);
      if (term) terms.push(term);
    }
    let met = 0;
    const seen = new Set<string>();
    for (const term of terms) {
      const { ids, scores } = termScores(term, boostTerm(term));
      // A term repeated in the query adds its score again but does not count twice in the quality.
      const first = !seen.has(term);
      seen.add(term);
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i];
        if (matched[id] === 0) {
          order[met++] = id;
          total[id] = scores[i];
          matched[id] = 1;
        } else {
          total[id] = total[id] + scores[i];
          if (first) matched[id]++;
        }
      }
    }
    // The best `limit` by score, ties in order of first meeting (what a stable sort then a slice gives).
    const best: SimilarHit[] = [];
    for (let k = 0; k < met; k++) {
      const id = order[k];
      const score = total[id] * matched[id];
      matched[id] = 0;
      if (best.length === limit && !(score > best[limit - 1].score)) continue;
      let at = best.length;
      while (at > 0 && best[at - 1].score < score) at--;
      best.splice(at, 0, { id, score });
      if (best.length > limit) best.pop();
    }
    return best;
  };
}
