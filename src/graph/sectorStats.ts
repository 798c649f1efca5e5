// The sector counters behind the market-share report (docs/market-share.md), kept at write time:
// what one company contributes to its sector, and the delta one analysis makes.

/** Concurrent analyses of one sector lock one of these shards each, not one shared node. */
export const SECTOR_SHARDS = 8;

export interface SectorCounts {
  known: number;
  analyzed: number;
  analyses: number;
  moat_milli: number;
  moat_n: number;
  mature: number;
  growing: number;
  emerging: number;
  high_threat: number;
  links: number;
}
export const ZERO_COUNTS: SectorCounts = {
  known: 0,
  analyzed: 0,
  analyses: 0,
  moat_milli: 0,
  moat_n: 0,
  mature: 0,
  growing: 0,
  emerging: 0,
  high_threat: 0,
  links: 0,
};

export interface CompanyState {
  sector: string | null;
  maturity: string | null;
  threat_level: string | null;
  moat_strength: number | null;
  analysis_count: number | null;
}

/** One company's share of its sector's counters. */
export function contribution(c: CompanyState, degree: number): SectorCounts {
  const count = Number(c.analysis_count ?? 0);
  return {
    known: 1,
    analyzed: count > 0 ? 1 : 0,
    analyses: count,
    moat_milli: c.moat_strength == null ? 0 : Math.round(c.moat_strength * 1000),
    moat_n: c.moat_strength == null ? 0 : 1,
    mature: c.maturity === 'mature' ? 1 : 0,
    growing: c.maturity === 'growing' ? 1 : 0,
    emerging: c.maturity === 'emerging' ? 1 : 0,
    high_threat: c.threat_level === 'high' ? 1 : 0,
    links: degree,
  };
}

type Deltas = Map<string, SectorCounts>;
function add(deltas: Deltas, sector: string | null, counts: Partial<SectorCounts>, sign: 1 | -1): void {
  if (!sector) return;
  const current = deltas.get(sector) ?? { ...ZERO_COUNTS };
  for (const [k, v] of Object.entries(counts) as [keyof SectorCounts, number][]) current[k] += sign * v;
  deltas.set(sector, current);
}

/**
 * The counter changes of one analysis: the subject leaves its old contribution and brings its new
 * one (a re-classified company moves between sectors), and each new edge adds a link to the
 * competitor's sector. Returned sorted by shard id so transactions lock shards in one order.
 */
export function analysisDeltas(input: {
  before: CompanyState | null;
  degreeBefore: number;
  after: CompanyState;
  degreeAfter: number;
  newEdgeSectors: (string | null)[];
  shard: number;
}): ({ id: string; sector: string; shard: number } & SectorCounts)[] {
  const deltas: Deltas = new Map();
  if (input.before) add(deltas, input.before.sector, contribution(input.before, input.degreeBefore), -1);
  add(deltas, input.after.sector, contribution(input.after, input.degreeAfter), 1);
  for (const sector of input.newEdgeSectors) add(deltas, sector, { links: 1 }, 1);
  return [...deltas.entries()]
    .filter(([, d]) => Object.values(d).some((v) => v !== 0))
    .map(([sector, d]) => ({ id: `${sector}/${input.shard}`, sector, shard: input.shard, ...d }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
