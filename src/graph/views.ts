// The free graph answers, shaped once for every door (GET /graph and /graph/market-share, MCP, A2A).
import type { Redis } from 'ioredis';
import type { Clock } from '../lib/clock.ts';
import { DomainError } from '../lib/errors.ts';
import type { GraphRepository } from './repository.ts';

/** The market-share report aggregates a whole sector; it is recomputed at most this often (generated_at tells when). */
export const MARKET_SHARE_TTL_S = 30;

export interface GraphViewDeps { graph: GraphRepository; redis: Redis; clock: Clock }

function toNode(n: Record<string, unknown>) {
  const { key, ...rest } = n;
  return { id: key, ...rest, categories: rest.categories ?? [], last_analyzed: rest.last_analyzed ?? null };
}

export async function graphView(services: GraphViewDeps, input: { company?: string; limit: number }) {
  const center = input.company ? await services.graph.findCompanyKey(input.company) : null;
  if (input.company && !center) throw new DomainError('not_found', `No company named ${JSON.stringify(input.company.slice(0, 80))} in the graph yet.`);
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

/** Served from the same short-lived cache entry as GET /graph/market-share/{sector}. */
export async function marketShareView(services: GraphViewDeps, sector: string): Promise<Record<string, unknown>> {
  const cacheKey = `intel:market-share:${sector}`;
  const cached = await services.redis.get(cacheKey);
  if (cached) return JSON.parse(cached);
  const { stats, topPlayers, emergingThreats } = await services.graph.marketShare(sector);
  const report = {
    sector,
    graph_stats: { total_companies_analyzed: stats.analyzed, total_companies_known: stats.known, total_analyses: stats.analyses, competitive_links: stats.links },
    market_intelligence: {
      saturation_score: stats.saturation,
      avg_moat_strength: stats.avg_moat,
      avg_competitors_per_company: stats.avg_peers,
      market_maturity_distribution: { mature: stats.mature, growing: stats.growing, emerging: stats.emerging },
    },
    top_players: topPlayers,
    emerging_threats: emergingThreats,
    recommendation: stats.recommendation,
    agent_action: stats.agent_action,
    generated_at: services.clock.now().toISOString(),
  };
  await services.redis.set(cacheKey, JSON.stringify(report), 'EX', MARKET_SHARE_TTL_S);
  return report;
}
