// The market-share report of one sector from its counters (docs/market-share.md): the same
// derivation whether the counters come from the write-time aggregates or a full recomputation.
export interface MarketCounts {
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
export type AgentAction = 'enter_now' | 'enter_with_caution' | 'avoid';

const round2 = (x: number) => Math.round(x * 100) / 100;

export function deriveMarket(c: MarketCounts) {
  const avgMoat = c.moat_n === 0 ? 0 : c.moat_milli / 1000 / c.moat_n;
  const avgPeers = c.known === 0 ? 0 : c.links / c.known;
  const matureShare = c.known === 0 ? 0 : c.mature / c.known;
  // Crowding: 10 or more competitive relationships per company on average counts as fully crowded.
  const crowding = Math.min(1, avgPeers / 10);
  const saturation = c.known === 0 ? 0 : round2(0.5 * crowding + 0.3 * matureShare + 0.2 * avgMoat);
  const moat = round2(avgMoat);
  let action: AgentAction = 'enter_with_caution';
  if (c.known >= 5) {
    if (saturation >= 0.75 || (saturation >= 0.6 && avgMoat >= 0.65)) action = 'avoid';
    else if (saturation < 0.4 && avgMoat < 0.5) action = 'enter_now';
  }
  let recommendation: string;
  if (c.known < 5) {
    recommendation =
      `Only ${c.known} companies of this sector are in the graph: too little evidence to call the market. ` +
      'Analyze the players you care about, then ask again.';
  } else if (action === 'avoid') {
    recommendation =
      `Avoid a head-on entry: the market is saturated (${saturation}) and incumbents hold strong moats ` +
      `(average ${moat}). Enter only with a clear niche or a partnership.`;
  } else if (action === 'enter_now') {
    recommendation =
      `Enter now: the market is open (saturation ${saturation}) and moats are weak (average ${moat})` +
      (c.emerging > c.mature ? ', with more emerging than mature players.' : '.');
  } else {
    recommendation =
      `Enter with caution: saturation ${saturation}, average moat ${moat}` +
      (c.high_threat > 0 ? `, and ${c.high_threat} high-threat players to watch.` : '.') +
      ' Differentiate on a segment the leaders underserve.';
  }
  return { saturation, avgMoat: moat, avgPeers: round2(avgPeers), action, recommendation };
}
