// Competitors, best first (detected_competitors is scored as recall@5 / precision@5): the subject's
// own knowledge-base list, the rivals the input names, then same-sector peers ranked by shared
// markets, similarity, standing and region (peers.ts), names the graph links to the company, and
// substitutes that do the same job from another sector.
import type { Classification, KnowledgeBase } from '../knowledge/load.ts';
import { normalizeName } from '../knowledge/normalize.ts';
import { tokenize } from '../knowledge/tokenize.ts';
import type { KnowledgeEntry, Sector } from '../knowledge/types.ts';
import type { CompetitorDetail, MarketContext } from './types.ts';
import type { Subject } from './identify.ts';
import { lists, prominence } from './prominence.ts';
import { inRegion, rankPeers, sharedCategories } from './peers.ts';

export interface RankedCompetitor extends CompetitorDetail { entry: KnowledgeEntry | null }

export interface CompetitorInput {
  kb: KnowledgeBase;
  subject: Subject;
  sector: Sector | null;
  categories: string[];
  similar: Classification['similar'];
  graphNeighbours: string[];
  /** The regional market the input speaks to: local players rank higher there. */
  marketContext: MarketContext;
}

const LIMITS = { details: 14, peers: 10, graph: 3, substitutes: 2 } as const;
// Words too general to say two markets do the same job.
const GENERIC_CATEGORY_WORDS = new Set(['platform', 'software', 'service', 'management', 'online', 'digital', 'system', 'solution', 'tool', 'app', 'data', 'technology', 'provider', 'company']);

const shared = sharedCategories;
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
  // A company's own list is curated and comes first; then the rivals the input names.
  if (self) fromKnowledgeBase();
  fromText();

  const peers = rankPeers({ kb, self, sector, categories, similarity: new Map(input.similar.map((s) => [s.entry, s.score])), marketContext: input.marketContext });
  for (const { entry: e } of peers.slice(0, LIMITS.peers)) {
    const both = sharedCategories(e, categories);
    const mutual = self && lists(kb, e, self) ? `; lists ${self.name} as a competitor` : '';
    const standing = e.maturity === 'mature' ? '; an established player' : e.maturity === 'emerging' ? '; an emerging player' : '';
    const local = inRegion(e, input.marketContext) ? `; based in the input's region (${input.marketContext})` : '';
    const why = both.length ? `Also in ${both.join(', ')}` : `Same sector (${e.sector}), a similar offer in an adjacent market: ${e.categories.slice(0, 2).join(', ')}`;
    add({ name: e.name, entry: e, relation: relationOf(e), reason: `${why}${standing}${local}${mutual}.`, source: 'knowledge_base' });
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

const headCache = new WeakMap<KnowledgeBase, Map<string, string | null>>();
/** The head noun of a market ("billing" in "subscription billing"): what job it names. */
function heads(kb: KnowledgeBase): Map<string, string | null> {
  let map = headCache.get(kb);
  if (!map) {
    map = new Map(kb.categories.map((c) => [c, headOf(c)]));
    headCache.set(kb, map);
  }
  return map;
}
function headOf(category: string): string | null {
  const words = tokenize(category).filter((w) => !GENERIC_CATEGORY_WORDS.has(w));
  return words.at(-1) ?? null;
}

/**
 * Entries of other sectors whose market names the same job ("subscription billing" for "billing"):
 * the same head noun, not merely a shared word ("surgical robotics" is not "robotic picking").
 */
function substitutes(kb: KnowledgeBase, sector: Sector | null, categories: string[]): KnowledgeEntry[] {
  const byCategory = heads(kb);
  const jobs = new Set(categories.map((c) => byCategory.get(c) ?? headOf(c)).filter((h): h is string => !!h));
  if (jobs.size === 0) return [];
  return [...byCategory]
    .filter(([c, head]) => head && jobs.has(head) && !categories.includes(c))
    .flatMap(([c]) => kb.byCategory(c))
    .filter((e, i, all) => e.sector !== sector && all.indexOf(e) === i)
    .map((e) => ({ e, score: prominence(kb, e) }))
    .sort((a, b) => b.score - a.score || a.e.name.localeCompare(b.e.name))
    .map(({ e }) => e);
}
