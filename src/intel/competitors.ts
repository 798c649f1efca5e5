// Competitors, best first: the rivals an analyst names first, and no padding. Candidates are the
// company's recorded rivals, the rivals the input names, the graph's neighbours, and the players
// of its markets; each is ranked by how specific the market it shares is, recorded links (and
// links of links), region where the market is regional, standing and similarity (peers.ts).
// A player that shares no market and no recorded link is not a competitor, whatever its sector; one
// filed under another sector needs the shared market to be its core business, or a recorded link.
// Substitutes come only from the market profiles' substitute map.
import type { Classification, KnowledgeBase } from '../knowledge/load.ts';
import { normalizeName } from '../knowledge/normalize.ts';
import type { KnowledgeEntry, Sector } from '../knowledge/types.ts';
import type { CompetitorDetail, MarketContext } from './types.ts';
import type { Subject } from './identify.ts';
import { listersOf, prominence } from './prominence.ts';
import {
  fromAnotherContinent,
  inRegion,
  peerScore,
  regionOfCountry,
  sharedCategories,
  type PeerContext,
} from './peers.ts';

export interface RankedCompetitor extends CompetitorDetail {
  entry: KnowledgeEntry | null;
}

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

const LIMITS = { total: 12, substitutes: 2, perSubstituteMarket: 1, unknownGraph: 2 } as const;
// A market player ranks among the rivals only with at least this share of the best player's score.
const MIN_SHARE_OF_BEST = 0.3;

const isOpenSource = (e: KnowledgeEntry) => e.business_model === 'open_source' || e.pricing_model === 'open-source';

/** The market the ranking is for: regional when the company's first market is, in its region. */
export function marketRegion(input: CompetitorInput): { regional: boolean; region: MarketContext } {
  const regional = input.categories.slice(0, 2).some((c) => input.kb.markets.get(c)?.regional === true);
  const home = regionOfCountry(input.subject.entry?.country ?? null);
  const region = input.marketContext !== 'global' ? input.marketContext : (home ?? 'global');
  return { regional, region };
}

// An entry's folded name, computed once: the pool of a broad market holds hundreds of entries per call.
const nameKeys = new WeakMap<KnowledgeEntry, string>();
function nameKey(entry: KnowledgeEntry): string {
  let key = nameKeys.get(entry);
  if (key === undefined) nameKeys.set(entry, (key = normalizeName(entry.name)));
  return key;
}

export function rankCompetitors(input: CompetitorInput): RankedCompetitor[] {
  const { kb, subject, categories } = input;
  const self = subject.entry;
  const blocked = new Set([
    normalizeName(subject.name),
    ...(self ? [self.name, ...self.aliases].map(normalizeName) : []),
  ]);
  // A payment scheme, card network, standards body, agency or public infrastructure competes for no
  // company's buyer: it is a rival only of an entry of its own kind (data/kinds/README.md).
  const ownKind = self ? kb.kindOf(self) : 'company';
  const otherKind = (e: KnowledgeEntry) => {
    const kind = kb.kindOf(e);
    return kind !== 'company' && kind !== ownKind;
  };
  const leftOut = (e: KnowledgeEntry) => e === self || blocked.has(nameKey(e)) || otherKind(e);
  const { regional, region } = marketRegion(input);

  const recorded = (self?.competitors ?? [])
    .map((n) => kb.get(n))
    .filter((e): e is KnowledgeEntry => !!e && !leftOut(e));
  const named = subject.namedRivals.map((m) => m.entry).filter((e) => !leftOut(e));
  const anchors = [...new Set([...recorded, ...named])];
  const graph = input.graphNeighbours.map((n) => kb.get(n)).filter((e): e is KnowledgeEntry => !!e && !leftOut(e));
  // Links of links: the rivals the company's rivals record, counted by how many record them.
  const secondDegree = new Map<KnowledgeEntry, number>();
  for (const anchor of anchors) {
    for (const n of anchor.competitors) {
      const e = kb.get(n);
      if (e && !leftOut(e)) secondDegree.set(e, (secondDegree.get(e) ?? 0) + 1);
    }
  }
  const ctx: PeerContext = {
    kb,
    self,
    sector: input.sector,
    categories,
    similarity: new Map(input.similar.map((s) => [s.entry, s.score])),
    marketContext: region,
    regional,
    secondDegree,
    graph: new Set(graph),
  };

  const out = new Map<KnowledgeEntry, RankedCompetitor>();
  const extra: RankedCompetitor[] = [];
  const add = (e: KnowledgeEntry, detail: Omit<RankedCompetitor, 'name' | 'entry'>): void => {
    if (!leftOut(e) && !out.has(e)) out.set(e, { name: e.name, entry: e, ...detail });
  };
  const relationOf = (e: KnowledgeEntry): CompetitorDetail['relation'] => {
    const shared = sharedCategories(e, categories).length > 0;
    if (shared && isOpenSource(e) && self && !isOpenSource(self)) return 'substitute';
    return shared || categories.length === 0 ? 'direct' : 'indirect';
  };
  const marketOf = (e: KnowledgeEntry): string => {
    const both = sharedCategories(e, categories);
    return both.length ? `both in ${both.join(', ')}` : `${e.name} is in ${e.categories.slice(0, 2).join(', ')}`;
  };

  for (const e of recorded) {
    add(e, {
      relation: relationOf(e),
      reason: `Recorded as a competitor of ${self!.name}; ${marketOf(e)}.`,
      source: 'knowledge_base',
    });
  }
  for (const m of subject.namedRivals) {
    if (leftOut(m.entry)) continue;
    add(m.entry, {
      relation: 'direct',
      reason: `Named as a rival or comparable in the input ("${m.matchedText}"); ${marketOf(m.entry)}.`,
      source: 'page',
    });
  }

  // Market players: those sharing a market, recorded links of links, entries that record the company
  // as their rival (its links read the other way), and graph neighbours in the same sector.
  const listers = self ? listersOf(kb, self) : [];
  // A player filed under another sector meets the company only in its own core business (its first
  // market is one of the company's first two) or through a recorded link: a hardware crypto wallet's
  // side line in "digital wallet" does not make it a payments app's rival.
  const firstMarkets = categories.slice(0, 2);
  const meetsAcrossSectors = (e: KnowledgeEntry): boolean =>
    !input.sector ||
    e.sector === input.sector ||
    firstMarkets.includes(e.categories[0]) ||
    secondDegree.has(e) ||
    listers.includes(e);
  const pool = new Set<KnowledgeEntry>([
    ...listers.filter((e) => e.sector === input.sector || sharedCategories(e, categories).length > 0),
    ...categories.flatMap((c) => kb.byCategory(c)),
    ...[...secondDegree.keys()].filter((e) => sharedCategories(e, categories).length > 0 || e.sector === input.sector),
    ...graph.filter((e) => e.sector === input.sector || sharedCategories(e, categories).length > 0),
  ]);
  // With no market identified, companies that merely read alike are not rivals: fewer, right names.
  // In a market that competes region by region, a player based on another continent's named region
  // does not meet the company there (recorded and named rivals are kept above, whatever their home).
  const ranked = [...pool]
    .filter(
      (e) => !leftOut(e) && !out.has(e) && !(regional && fromAnotherContinent(e, region)) && meetsAcrossSectors(e),
    )
    .map((entry) => ({ entry, score: peerScore(ctx, entry) }))
    .sort((a, b) => b.score - a.score || a.entry.name.localeCompare(b.entry.name));
  const best = ranked[0]?.score ?? 0;
  for (const { entry: e, score } of ranked) {
    if (out.size >= LIMITS.total - LIMITS.substitutes || score < best * MIN_SHARE_OF_BEST) break;
    const notes = [
      self && listers.includes(e) ? `records ${self.name} as a rival` : '',
      secondDegree.has(e) ? `recorded as a rival by ${secondDegree.get(e)} of its rivals` : '',
      ctx.graph.has(e) ? 'linked to it in the competitive graph' : '',
      regional && inRegion(e, region) ? `a local player in a regional market (${region})` : '',
      e.maturity === 'mature' ? 'an established player' : e.maturity === 'emerging' ? 'an emerging player' : '',
    ].filter(Boolean);
    const base = sharedCategories(e, categories).length
      ? `Also in ${sharedCategories(e, categories).join(', ')}`
      : `In ${e.categories.slice(0, 2).join(', ')}`;
    add(e, {
      relation: relationOf(e),
      reason: `${[base, ...notes].join('; ')}.`,
      source: ctx.graph.has(e) ? 'graph' : 'knowledge_base',
    });
  }

  // Companies the graph links to it that the knowledge base does not know (earlier analyses' subjects).
  const unknownNeighbours = input.graphNeighbours.filter((n) => !kb.get(n) && !blocked.has(normalizeName(n)));
  for (const name of unknownNeighbours.slice(0, LIMITS.unknownGraph)) {
    if (out.size >= LIMITS.total - LIMITS.substitutes) break;
    extra.push({
      name,
      entry: null,
      relation: 'indirect',
      reason: `Linked to ${subject.name} in the competitive graph by earlier analyses.`,
      source: 'graph',
    });
  }

  for (const { entry: e, market } of substitutes(kb, categories, region, regional, leftOut)) {
    if (out.size >= LIMITS.total) break;
    add(e, {
      relation: 'substitute',
      reason: `Does the same job another way: ${market} is a substitute for ${categories[0]}.`,
      source: 'knowledge_base',
    });
  }
  return [...out.values(), ...extra].slice(0, LIMITS.total);
}

/** The leading players of the markets the profiles name as substitutes of the company's first markets. */
function substitutes(
  kb: KnowledgeBase,
  categories: string[],
  region: MarketContext,
  regional: boolean,
  leftOut: (e: KnowledgeEntry) => boolean,
): { entry: KnowledgeEntry; market: string }[] {
  const own = new Set(categories);
  const markets = [...new Set(categories.slice(0, 2).flatMap((c) => kb.markets.get(c)?.substitutes ?? []))].filter(
    (m) => !own.has(m),
  );
  const picked: { entry: KnowledgeEntry; market: string }[] = [];
  for (const market of markets) {
    const players = kb
      .byCategory(market)
      .filter((e) => !leftOut(e) && !e.categories.some((c) => own.has(c)))
      .map((e) => ({ e, score: prominence(kb, e) + (regional && inRegion(e, region) ? 0.5 : 0) }))
      .sort((a, b) => b.score - a.score || a.e.name.localeCompare(b.e.name));
    for (const { e } of players.slice(0, LIMITS.perSubstituteMarket)) picked.push({ entry: e, market });
    if (picked.length >= LIMITS.substitutes) break;
  }
  return picked;
}
