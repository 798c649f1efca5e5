// How strongly a knowledge-base entry competes with the company, among the players of its markets:
// the markets shared, each counted by how specific it is (sharing "issue tracking" says more than
// sharing "online marketplace") and by its rank among the company's markets; recorded links (the
// entry lists the company, or the company's rivals list the entry); the competitive graph; region,
// where the market is regional (a Brazilian checkout meets PagSeguro before Adyen); standing; and
// how similar its description is to the input.
import type { KnowledgeBase } from '../knowledge/load.ts';
import type { KnowledgeEntry, Sector } from '../knowledge/types.ts';
import type { MarketContext } from './types.ts';
import { lists, prominence } from './prominence.ts';

export interface PeerContext {
  kb: KnowledgeBase;
  self: KnowledgeEntry | null;
  sector: Sector | null;
  categories: string[];
  similarity: ReadonlyMap<KnowledgeEntry, number>;
  marketContext: MarketContext;
  /** True when the company's first markets compete country by country. */
  regional: boolean;
  /** Entries the company's recorded or named rivals record as rivals, with how many do. */
  secondDegree: ReadonlyMap<KnowledgeEntry, number>;
  /** Entries the competitive graph links to the company. */
  graph: ReadonlySet<KnowledgeEntry>;
}

const POSITION_WEIGHTS = [1, 0.7, 0.5, 0.4];
const FURTHER_MARKET = 0.3;
const WEIGHTS = {
  secondDegree: 0.6,
  secondDegreeCap: 2,
  mutual: 1,
  graph: 0.6,
  similarity: 0.5,
  prominence: 1.2,
  local: 1,
  localInRegional: 0.5,
  localStandingFloor: 0.5,
  foreignInRegional: -0.8,
} as const;

const COUNTRY_REGION: Record<string, MarketContext> = {
  JP: 'japan',
  KR: 'korea',
  CN: 'china',
  HK: 'china',
  BR: 'brazil',
  MX: 'mexico',
  AR: 'argentina',
  DE: 'dach',
  AT: 'dach',
  CH: 'dach',
  FR: 'france',
  IT: 'italy',
  ES: 'spain',
  CL: 'latam',
  CO: 'latam',
  PE: 'latam',
  UY: 'latam',
  EC: 'latam',
  BO: 'latam',
  PY: 'latam',
  VE: 'latam',
  CR: 'latam',
  PA: 'latam',
  GT: 'latam',
  DO: 'latam',
};
const LATAM = new Set<MarketContext>(['latam', 'brazil', 'mexico', 'argentina']);

/** The market context of a headquarters country, or null outside the named regions. */
export const regionOfCountry = (country: string | null): MarketContext | null =>
  country ? (COUNTRY_REGION[country] ?? null) : null;

const CONTINENT: Record<Exclude<MarketContext, 'global'>, 'asia' | 'latam' | 'europe'> = {
  japan: 'asia',
  korea: 'asia',
  china: 'asia',
  latam: 'latam',
  brazil: 'latam',
  mexico: 'latam',
  argentina: 'latam',
  dach: 'europe',
  france: 'europe',
  italy: 'europe',
  spain: 'europe',
};

/**
 * True when the entry is based in a named region on another continent than the market the input
 * speaks to (a Japanese wallet in a Mexican wallet market); players from elsewhere stay possible.
 */
export function fromAnotherContinent(entry: KnowledgeEntry, market: MarketContext): boolean {
  const home = regionOfCountry(entry.country);
  return market !== 'global' && home !== null && home !== 'global' && CONTINENT[home] !== CONTINENT[market];
}

/** True when the entry is based in the regional market the input speaks to. */
export function inRegion(entry: KnowledgeEntry, market: MarketContext): boolean {
  if (market === 'global' || !entry.country) return false;
  const region = COUNTRY_REGION[entry.country];
  return region === market || (market === 'latam' && region !== undefined && LATAM.has(region));
}

export const sharedCategories = (entry: KnowledgeEntry, categories: string[]) =>
  entry.categories.filter((c) => categories.includes(c));

/** 1 for a market with two players, less as the market grows: a shared niche says more than a shared crowd. */
function specificity(kb: KnowledgeBase, category: string): number {
  return 1 / Math.log2(1 + Math.max(2, kb.byCategory(category).length));
}

export function peerScore(ctx: PeerContext, entry: KnowledgeEntry): number {
  // The best shared market counts in full, further ones a little: sharing the company's first market
  // says more than sharing several of its side markets.
  const shares = sharedCategories(entry, ctx.categories)
    .map((c) => (POSITION_WEIGHTS[ctx.categories.indexOf(c)] ?? 0.3) * specificity(ctx.kb, c) * 4)
    .sort((a, b) => b - a);
  const markets = (shares[0] ?? 0) + FURTHER_MARKET * shares.slice(1).reduce((a, b) => a + b, 0);
  const links =
    Math.min(WEIGHTS.secondDegreeCap, ctx.secondDegree.get(entry) ?? 0) * WEIGHTS.secondDegree +
    (ctx.self && lists(ctx.kb, entry, ctx.self) ? WEIGHTS.mutual : 0) +
    (ctx.graph.has(entry) ? WEIGHTS.graph : 0);
  // The input's region favours its local players; in a market that competes country by country,
  // a foreign player rarely meets the company at all (recorded rivals are ranked apart).
  let region = 0;
  if (ctx.marketContext !== 'global') {
    const local = inRegion(entry, ctx.marketContext);
    // The local bonus grows with standing: the market's established local players first, then the
    // global leaders, then the small local ones (a wider base holds many of those).
    const standing = WEIGHTS.localStandingFloor + prominence(ctx.kb, entry);
    if (local) region = (WEIGHTS.local + (ctx.regional ? WEIGHTS.localInRegional : 0)) * standing;
    else if (ctx.regional && entry.country) region = WEIGHTS.foreignInRegional;
  }
  return (
    markets +
    links +
    region +
    WEIGHTS.similarity * (ctx.similarity.get(entry) ?? 0) +
    WEIGHTS.prominence * prominence(ctx.kb, entry)
  );
}
