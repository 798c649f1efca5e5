// Sector classification of free text in any of the nine languages. Three kinds of evidence, each
// turned into shares over the sectors and then mixed:
//   lexicon   multilingual keywords (lexicon.ts): what the text says it does;
//   similar   BM25 (minisearch) over the entries' names, categories and English descriptions, the
//             query widened with the English glosses of the concepts found: who it resembles;
//   entities  companies the text names (rivals are in the same market as the subject).
import type { KnowledgeEntry, Sector } from './types.ts';
import type { EntityMatch } from './entities.ts';
import { pickSubject } from './subject.ts';
import { lexiconScores, matchConcepts, type ConceptHit } from './lexiconMatch.ts';
import { tokenize } from './tokenize.ts';
import { createEntrySearch } from './similarSearch.ts';

export interface Classification {
  sector: Sector | null; // best sector, null when the evidence is too weak
  categories: string[]; // best specific markets (existing category strings), best first, ≤ 3
  sectorScores: { sector: Sector; score: number }[]; // shares 0..1 summing to 1, best first
  similar: { entry: KnowledgeEntry; score: number }[]; // most similar entries (BM25, relative to the best), ≤ 20
}

const EVIDENCE_WEIGHTS = { lexicon: 0.5, similar: 0.25, entities: 0.25 } as const;
const MAX_QUERY_TERMS = 150;
const MIN_EVIDENCE = 1; // below this much raw evidence the sector is null
const GLOSS_CATEGORY_WEIGHT = 1; // a category a matched concept names, per unit of concept weight

function shares(scores: Map<Sector, number>): Map<Sector, number> {
  const total = [...scores.values()].reduce((a, b) => a + b, 0);
  return new Map(total > 0 ? [...scores].map(([s, v]) => [s, v / total]) : []);
}

const GLOSS_WEIGHT = 0.6; // a term only the glosses bring counts less than one the text says

/** The query terms, most frequent first, each with its weight. */
function queryOf(text: string, glosses: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of tokenize(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  const weights = new Map<string, number>();
  for (const [term] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, MAX_QUERY_TERMS)) weights.set(term, 1);
  for (const term of glosses.flatMap((g) => tokenize(g))) if (!weights.has(term)) weights.set(term, GLOSS_WEIGHT);
  return weights;
}

export function createClassifier(
  entries: readonly KnowledgeEntry[],
  resolve: (text: string) => readonly EntityMatch[],
): (text: string) => Classification {
  const categoriesBySector = new Map<Sector, string[]>();
  for (const e of entries)
    categoriesBySector.set(e.sector, [...new Set([...(categoriesBySector.get(e.sector) ?? []), ...e.categories])]);
  const sectorCategories = (sector: Sector): readonly string[] => categoriesBySector.get(sector) ?? [];
  // BM25 over the entries (similarSearch.ts: minisearch's scores, each term's kept from one call to the next).
  const searchSimilar = createEntrySearch(entries).search;

  return (text: string): Classification => {
    const hits = matchConcepts(text);
    const lexicon = lexiconScores(hits);
    const query = queryOf(
      text,
      hits.map((h) => h.concept.gloss),
    );
    const results =
      query.size > 0 ? searchSimilar([...query.keys()].join(' '), (term) => query.get(term) ?? 1, 20) : [];
    const top = results[0]?.score ?? 0;
    const similar = results.map((r) => ({ entry: entries[r.id], score: top > 0 ? r.score / top : 0 }));
    const votes = new Map<Sector, number>();
    similar.forEach(({ entry, score }, rank) =>
      votes.set(entry.sector, (votes.get(entry.sector) ?? 0) + score / (1 + 0.15 * rank)),
    );
    // The subject and the rivals it names speak for the market; a company named in passing (a
    // payment rail, a platform one sells on) much less.
    const named = new Map<Sector, number>();
    const matches = resolve(text);
    const subject = pickSubject(text, matches);
    for (const m of matches) {
      const weight = m === subject || m.competitorContext ? 1 : 0.3;
      named.set(m.entry.sector, (named.get(m.entry.sector) ?? 0) + weight * m.score);
    }

    // Entity evidence counts in full from one clear mention of the subject or a rival, less below.
    const namedTotal = [...named.values()].reduce((x, y) => x + y, 0);
    const parts: [Map<Sector, number>, number][] = [
      [shares(lexicon), EVIDENCE_WEIGHTS.lexicon],
      [shares(votes), EVIDENCE_WEIGHTS.similar],
      [shares(named), EVIDENCE_WEIGHTS.entities * Math.min(1, namedTotal)],
    ];
    const used = parts.filter(([m]) => m.size > 0);
    const weightSum = used.reduce((a, [, w]) => a + w, 0);
    const mixed = new Map<Sector, number>();
    for (const [m, w] of used) for (const [s, v] of m) mixed.set(s, (mixed.get(s) ?? 0) + (v * w) / weightSum);
    const sectorScores = [...mixed]
      .map(([sector, score]) => ({ sector, score: Math.round(score * 1000) / 1000 }))
      .sort((a, b) => b.score - a.score);

    const rawEvidence =
      [...lexicon.values()].reduce((a, b) => a + b, 0) +
      2 * [...named.values()].reduce((a, b) => a + b, 0) +
      Math.min(1, top / 20);
    const sector = rawEvidence >= MIN_EVIDENCE ? (sectorScores[0]?.sector ?? null) : null;
    return {
      sector,
      categories: bestCategories(similar, sector, new Set(query.keys()), hits, sectorCategories),
      sectorScores,
      similar,
    };
  };
}

/**
 * The markets the text is about, among the chosen sector's categories: those of the most similar
 * entries (more when the text names the category's words), plus those a matched lexicon concept
 * names in its gloss ("e-signature", "stablecoin"), which non-English texts reach only that way.
 */
function bestCategories(
  similar: Classification['similar'],
  sector: Sector | null,
  queryTerms: Set<string>,
  hits: readonly ConceptHit[],
  sectorCategories: (s: Sector) => readonly string[],
): string[] {
  const scores = new Map<string, number>();
  const add = (category: string, score: number): void => {
    scores.set(category, (scores.get(category) ?? 0) + score);
  };
  for (const { entry, score } of similar) {
    if (sector && entry.sector !== sector) continue;
    for (const category of entry.categories) {
      const terms = tokenize(category);
      const named =
        terms.length > 0 && terms.every((t) => queryTerms.has(t)) ? 2 : terms.some((t) => queryTerms.has(t)) ? 1.3 : 1;
      add(category, score * named);
    }
  }
  if (sector) {
    for (const { concept } of hits) {
      const weight = concept.sectors[sector];
      if (!weight) continue;
      // A concept naming one market says more about it than a broad one naming three.
      const named = sectorCategories(sector).filter((category) => concept.gloss.includes(category));
      for (const category of named) add(category, (GLOSS_CATEGORY_WEIGHT * weight) / named.length);
    }
  }
  return [...scores]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([c]) => c);
}
