// The free graph answers, shaped once for every door (GET /graph and /graph/market-share, MCP, A2A).
import type { RedisClient } from '../stores/redis.ts';
import neo4j from 'neo4j-driver';
import type { Clock } from '../lib/clock.ts';
import { DomainError } from '../lib/errors.ts';
import type { GraphRepository } from './repository.ts';
import { deriveMarket, type MarketCounts } from './marketShare.ts';

export interface GraphViewDeps {
  graph: GraphRepository;
  redis: RedisClient;
  clock: Clock;
}

const plain = (v: unknown): unknown => (neo4j.isInt(v) ? (v as { toNumber(): number }).toNumber() : v);

function toNode(n: Record<string, unknown>) {
  const { key, ...rest } = n;
  return { id: key, ...rest, categories: rest.categories ?? [], last_analyzed: rest.last_analyzed ?? null };
}

export async function graphView(services: GraphViewDeps, input: { company?: string; limit: number }) {
  const center = input.company ? await services.graph.findCompanyKey(input.company) : null;
  if (input.company && !center)
    throw new DomainError(
      'not_found',
      `No company named ${JSON.stringify(input.company.slice(0, 80))} in the graph yet.`,
    );
  const [graph, hubs] = await Promise.all([
    center ? services.graph.subgraph(center, input.limit - 1) : services.graph.topGraph(input.limit),
    services.graph.hubCompetitors(10),
  ]);
  return {
    center,
    nodes: graph.nodes.map(toNode),
    edges: graph.edges,
    hub_competitors: hubs.map((h) => ({ name: h.name, id: h.key, mentions: h.mentions })),
  };
}

/** Reads the sector counters kept at write time: a handful of nodes, no cache needed. */
export async function marketShareView(services: GraphViewDeps, sector: string): Promise<Record<string, unknown>> {
  const { counts: raw, topPlayers, emergingThreats } = await services.graph.marketShare(sector);
  const counts = Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [k, Number(plain(v))]),
  ) as unknown as MarketCounts;
  const market = deriveMarket(counts);
  const rows = (list: Record<string, unknown>[]) =>
    list.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, plain(v)])));
  return {
    sector,
    graph_stats: {
      total_companies_analyzed: counts.analyzed,
      total_companies_known: counts.known,
      total_analyses: counts.analyses,
      competitive_links: counts.links,
    },
    market_intelligence: {
      saturation_score: market.saturation,
      avg_moat_strength: market.avgMoat,
      avg_competitors_per_company: market.avgPeers,
      market_maturity_distribution: { mature: counts.mature, growing: counts.growing, emerging: counts.emerging },
    },
    top_players: rows(topPlayers),
    emerging_threats: rows(emergingThreats),
    recommendation: market.recommendation,
    agent_action: market.action,
    generated_at: services.clock.now().toISOString(),
  };
}
