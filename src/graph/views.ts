// The free graph answers, shaped once for every door (GET /graph and /graph/market-share, MCP, A2A).
import type { RedisClient } from '../stores/redis.ts';
import type { Clock } from '../lib/clock.ts';
import { DomainError } from '../lib/errors.ts';
import { HUB_COMPETITORS, type GraphRepository } from './repository.ts';
import { deriveMarket } from './marketShare.ts';

export interface GraphViewDeps {
  graph: GraphRepository;
  redis: RedisClient;
  clock: Clock;
}

function toNode(n: Record<string, unknown>) {
  const { key, ...rest } = n;
  return { id: key, ...rest, categories: rest.categories ?? [], last_analyzed: rest.last_analyzed ?? null };
}

/** A company's neighbourhood (one query when the company is found by id or domain), or the top of the graph. */
export async function graphView(services: GraphViewDeps, input: { company?: string; limit: number }) {
  const { graph } = services;
  let answer;
  if (input.company) {
    answer = await graph.companyGraph(input.company, input.limit - 1);
    if (!answer.center) {
      const key = await graph.findCompanyKeyByText(input.company);
      if (key) answer = await graph.companyGraph({ key }, input.limit - 1);
    }
    if (!answer.center)
      throw new DomainError(
        'not_found',
        `No company named ${JSON.stringify(input.company.slice(0, 80))} in the graph yet.`,
      );
  } else {
    const [top, hubs] = await Promise.all([graph.topGraph(input.limit), graph.hubCompetitors(HUB_COMPETITORS)]);
    answer = { center: null, ...top, hubs };
  }
  return {
    center: answer.center,
    nodes: answer.nodes.map(toNode),
    edges: answer.edges,
    hub_competitors: answer.hubs.map((h) => ({ name: h.name, id: h.key, mentions: h.mentions })),
  };
}

/** Reads the sector's report, materialised by the writes that touch the sector: one node, no cache. */
export async function marketShareView(services: GraphViewDeps, sector: string): Promise<Record<string, unknown>> {
  const { counts, topPlayers, emergingThreats } = await services.graph.marketShare(sector);
  const market = deriveMarket(counts);
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
    top_players: topPlayers,
    emerging_threats: emergingThreats,
    recommendation: market.recommendation,
    agent_action: market.action,
    generated_at: services.clock.now().toISOString(),
  };
}
