// Competitors, best first (detected_competitors is scored as recall@5 / precision@5): the subject's
// own knowledge-base list, the rivals the input names, same-category players by how strongly they
// share the market and how prominent they are, same-sector players in adjacent markets, names the
// graph links to the company, then substitutes that do the same job another way.
import type { Classification, KnowledgeBase } from '../knowledge/load.ts';
import { normalizeName } from '../knowledge/normalize.ts';
import { tokenize } from '../knowledge/tokenize.ts';
import type { KnowledgeEntry, Sector } from '../knowledge/types.ts';
import type { CompetitorDetail } from './types.ts';
import type { Subject } from './identify.ts';
import { lists, prominence } from './prominence.ts';

export interface RankedCompetitor extends CompetitorDetail { entry: KnowledgeEntry | null }

export interface CompetitorInput {
  kb: KnowledgeBase;
  subject: Subject;
  sector: Sector | null;
  categories: string[];
  similar: Classification['similar'];
  graphNeighbours: string[];
}

const LIMITS = { details: 14, sameCategory: 8, sameSector: 3, graph: 3, substitutes: 2 } as const;
const CATEGORY_WEIGHTS = [1, 0.75, 0.55, 0.45];
// Words too general to say two markets do the same job.
const GENERIC_CATEGORY_WORDS = new Set(['platform', 'software', 'service', 'management', 'online', 'digital', 'system', 'solution', 'tool', 'app', 'data']);

const shared = (entry: KnowledgeEntry, categories: string[]) => entry.categories.filter((c) => categories.includes(c));
const isOpenSource = (e: KnowledgeEntry) => e.business_model === 'open_source' || e.pricing_model === 'open-source';

export function rankCompetitors(input: CompetitorInput): RankedCompetitor[] {
  const { kb, subject, sector, categories } = input;
  const self = subject.entry;
  const out = new Map<string, RankedCompetitor>();
  const blocked = new Set([normalizeName(subject.name), ...(self ? [self.name, ...self.aliases].map(normalizeName) : [])]);
  const add = (c: RankedCompetitor): void => {
    const key = c.entry ? normalizeName(c.entry.name) : normalizeName(c.name);
    if (!blocked.has(key) && !out.has(key) && (self === null || c.entry !== self)) out.set(key, c);
  };
  const relationOf = (e: KnowledgeEntry): CompetitorDetail['relation'] => {
    if (isOpenSource(e) && self && !isOpenSource(self) && shared(e, categories).length > 0) return 'substitute';
    return shared(e, categories).length > 0 ? 'direct' : e.sector === sector ? 'indirect' : 'substitute';
  };
  const overlap = (e: KnowledgeEntry): string => {
    const both = shared(e, categories);
    return both.length > 0 ? `both in ${both.join(', ')}` : `${e.name} is in ${e.categories[0] ?? e.sector}`;
  };

  const fromKnowledgeBase = (): void => {
    for (const name of self?.competitors ?? []) {
      const e = kb.get(name);
      if (e) add({ name: e.name, entry: e, relation: relationOf(e), reason: `Listed as a competitor of ${self!.name} in the knowledge base; ${overlap(e)}.`, source: 'knowledge_base' });
      else add({ name, entry: null, relation: 'direct', reason: `Listed as a competitor of ${self!.name} in the knowledge base.`, source: 'knowledge_base' });
    }
  };
  const fromText = (): void => {
    for (const m of subject.namedRivals) {
      add({ name: m.entry.name, entry: m.entry, relation: 'direct', reason: `Named as a rival or comparable in the input ("${m.matchedText}"); ${m.entry.name} is in ${m.entry.categories[0] ?? m.entry.sector}.`, source: 'page' });
    }
  };
  // A company's own list is curated; what the input names comes first only when there is no list.
  if (self) { fromKnowledgeBase(); fromText(); } else { fromText(); }

  const similarity = new Map(input.similar.map((s) => [s.entry, s.score]));
  const weightOf = (c: string) => CATEGORY_WEIGHTS[categories.indexOf(c)] ?? 0.4;
  const sameCategory = [...new Set(categories.flatMap((c) => kb.byCategory(c)))]
    .map((e) => ({
      e,
      score: 2 * shared(e, categories).reduce((a, c) => a + weightOf(c), 0) + (similarity.get(e) ?? 0)
        + 1.2 * prominence(kb, e) + (self && lists(kb, e, self) ? 0.8 : 0),
    }))
    .sort((a, b) => b.score - a.score || a.e.name.localeCompare(b.e.name));
  for (const { e } of sameCategory.slice(0, LIMITS.sameCategory)) {
    const mutual = self && lists(kb, e, self) ? `; lists ${self.name} as a competitor` : '';
    const standing = e.maturity === 'mature' ? '; an established player' : e.maturity === 'emerging' ? '; an emerging player' : '';
    add({ name: e.name, entry: e, relation: relationOf(e), reason: `Also in ${shared(e, categories).join(', ')}${standing}${mutual}.`, source: 'knowledge_base' });
  }

  if (sector) {
    const adjacent = [...new Set([...input.similar.map((s) => s.entry), ...kb.bySector(sector)])]
      .filter((e) => e.sector === sector && shared(e, categories).length === 0)
      .map((e) => ({ e, score: (similarity.get(e) ?? 0) + 0.5 * prominence(kb, e) }))
      .sort((a, b) => b.score - a.score || a.e.name.localeCompare(b.e.name));
    for (const { e } of adjacent.slice(0, LIMITS.sameSector)) {
      add({ name: e.name, entry: e, relation: 'indirect', reason: `Same sector (${sector}), adjacent market: ${e.categories.slice(0, 2).join(', ')}.`, source: 'knowledge_base' });
    }
  }

  for (const name of input.graphNeighbours.slice(0, LIMITS.graph)) {
    const e = kb.get(name) ?? null;
    add({ name: e?.name ?? name, entry: e, relation: e ? relationOf(e) : 'indirect', reason: `Linked to ${subject.name} in the competitive graph by earlier analyses.`, source: 'graph' });
  }

  for (const e of substitutes(kb, sector, categories).slice(0, LIMITS.substitutes)) {
    add({ name: e.name, entry: e, relation: 'substitute', reason: `Does a similar job from another sector (${e.sector}: ${e.categories.slice(0, 2).join(', ')}).`, source: 'knowledge_base' });
  }
  return [...out.values()].slice(0, LIMITS.details);
}

const categoryWordsCache = new WeakMap<KnowledgeBase, Map<string, string[]>>();
function categoryWords(kb: KnowledgeBase): Map<string, string[]> {
  let words = categoryWordsCache.get(kb);
  if (!words) {
    words = new Map(kb.categories.map((c) => [c, tokenize(c).filter((w) => !GENERIC_CATEGORY_WORDS.has(w))]));
    categoryWordsCache.set(kb, words);
  }
  return words;
}

/** Entries of other sectors whose categories share a specific word with the subject's ("billing"). */
function substitutes(kb: KnowledgeBase, sector: Sector | null, categories: string[]): KnowledgeEntry[] {
  const byCategory = categoryWords(kb);
  const words = new Set(categories.flatMap((c) => byCategory.get(c) ?? tokenize(c)).filter((w) => !GENERIC_CATEGORY_WORDS.has(w)));
  if (words.size === 0) return [];
  return [...byCategory.keys()]
    .filter((c) => !categories.includes(c) && byCategory.get(c)!.some((w) => words.has(w)))
    .flatMap((c) => kb.byCategory(c))
    .filter((e, i, all) => e.sector !== sector && all.indexOf(e) === i)
    .map((e) => ({ e, score: prominence(kb, e) }))
    .sort((a, b) => b.score - a.score || a.e.name.localeCompare(b.e.name))
    .map(({ e }) => e);
}
