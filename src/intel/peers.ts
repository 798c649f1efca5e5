// How strongly a knowledge-base entry competes with the company in its market: markets shared
// (the company's first market counts most), how similar its description is to the input, how
// often other entries name it as a competitor (market leaders are named often), its standing,
// and whether it plays in the input's region (a Brazilian checkout meets PagSeguro before Adyen).
import type { KnowledgeBase } from '../knowledge/load.ts';
import type { KnowledgeEntry, Sector } from '../knowledge/types.ts';
import type { MarketContext } from './types.ts';
import { inboundCounts, lists } from './prominence.ts';

export interface PeerContext {
  kb: KnowledgeBase;
  self: KnowledgeEntry | null;
  sector: Sector | null;
  categories: string[];
  similarity: ReadonlyMap<KnowledgeEntry, number>;
  marketContext: MarketContext;
}

const CATEGORY_WEIGHTS = [1, 0.7, 0.5, 0.4];
const WEIGHTS = { similarity: 1, inbound: 0.1, inboundCap: 6, region: 1, mutual: 0.5, mature: 0.1 } as const;

const COUNTRY_REGION: Record<string, MarketContext> = {
  JP: 'japan', KR: 'korea', CN: 'china', HK: 'china', BR: 'brazil', MX: 'mexico', AR: 'argentina',
  DE: 'dach', AT: 'dach', CH: 'dach', FR: 'france', IT: 'italy', ES: 'spain',
  CL: 'latam', CO: 'latam', PE: 'latam', UY: 'latam', EC: 'latam', BO: 'latam', PY: 'latam', VE: 'latam', CR: 'latam', PA: 'latam', GT: 'latam', DO: 'latam',
};
const LATAM = new Set<MarketContext>(['latam', 'brazil', 'mexico', 'argentina']);

/** True when the entry is based in the regional market the input speaks to. */
export function inRegion(entry: KnowledgeEntry, market: MarketContext): boolean {
  if (market === 'global' || !entry.country) return false;
  const region = COUNTRY_REGION[entry.country];
  return region === market || (market === 'latam' && region !== undefined && LATAM.has(region));
}

export const sharedCategories = (entry: KnowledgeEntry, categories: string[]) => entry.categories.filter((c) => categories.includes(c));

export function peerScore(ctx: PeerContext, entry: KnowledgeEntry): number {
  const categoryScore = sharedCategories(entry, ctx.categories).reduce((a, c) => a + (CATEGORY_WEIGHTS[ctx.categories.indexOf(c)] ?? 0.3), 0);
  const inbound = Math.min(WEIGHTS.inboundCap, inboundCounts(ctx.kb).get(entry) ?? 0);
  return categoryScore
    + WEIGHTS.similarity * (ctx.similarity.get(entry) ?? 0)
    + WEIGHTS.inbound * inbound
    + (inRegion(entry, ctx.marketContext) ? WEIGHTS.region : 0)
    + (ctx.self && lists(ctx.kb, entry, ctx.self) ? WEIGHTS.mutual : 0)
    + (entry.maturity === 'mature' ? WEIGHTS.mature : 0);
}

/** Same-sector entries that share a market with the company or resemble its description, best first. */
export function rankPeers(ctx: PeerContext): { entry: KnowledgeEntry; score: number }[] {
  const candidates = new Set([...ctx.categories.flatMap((c) => ctx.kb.byCategory(c)), ...ctx.similarity.keys()]);
  return [...candidates]
    .filter((e) => e !== ctx.self && (ctx.sector === null || e.sector === ctx.sector))
    .map((entry) => ({ entry, score: peerScore(ctx, entry) }))
    .sort((a, b) => b.score - a.score || a.entry.name.localeCompare(b.entry.name));
}
