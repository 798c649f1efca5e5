// The free answers MCP and A2A give: the graph, a sector's market share and the demo analysis.
// They return exactly what GET /graph, GET /graph/market-share/{sector} and POST /demo return (the
// parity tests in test/agents/ compare them); the HTTP routes shape those answers inline today, and
// moving this shaping next to the services would let both doors call one function.
import type { AppServices } from '../app.ts';
import { takeFromWindow } from '../http/rateLimit.ts';
import { MARKET_SHARE_TTL_S } from '../http/routes/graph.ts';
import type { Mode } from '../intel/types.ts';
import { DomainError } from '../lib/errors.ts';

function toNode(n: Record<string, unknown>) {
  const { key, ...rest } = n;
  return { id: key, ...rest, categories: rest.categories ?? [], last_analyzed: rest.last_analyzed ?? null };
}

export async function graphView(services: AppServices, input: { company?: string; limit: number }) {
  let center: string | null = null;
  let graph;
  if (input.company) {
    center = await services.graph.findCompanyKey(input.company);
    if (!center) throw new DomainError('not_found', `No company named ${JSON.stringify(input.company.slice(0, 80))} in the graph yet.`);
    graph = await services.graph.subgraph(center, input.limit - 1);
  } else {
    graph = await services.graph.topGraph(input.limit);
  }
  const hubs = await services.graph.hubCompetitors(10);
  return {
    center,
    nodes: graph.nodes.map(toNode),
    edges: graph.edges,
    hub_competitors: hubs.map((h) => ({ name: h.name, id: h.key, mentions: h.mentions })),
  };
}

/** Served from the same short-lived cache entry as GET /graph/market-share/{sector}. */
export async function marketShareView(services: AppServices, sector: string): Promise<Record<string, unknown>> {
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

/** The free demo: the same per-address hourly budget as POST /demo (one budget whatever the door). */
export async function demoView(services: AppServices, input: { text: string; mode?: Mode | null }, ip: string) {
  const { config } = services;
  const limit = await takeFromWindow(services.redis, `intel:demo:${ip}`, config.demoCallsPerHour, 3600, services.clock.now().getTime());
  if (!limit.allowed) {
    throw new DomainError('rate_limit_exceeded', `The demo allows ${config.demoCallsPerHour} calls per hour per address; try again in ${limit.retryAfterSeconds} s, or get a free trial key at GET /api-keys/trial.`, { retry_after_s: limit.retryAfterSeconds });
  }
  const mode: Mode = input.mode ?? 'competitive';
  const result = await services.engine.analyze({ text: input.text, mode, demo: true });
  return {
    positioning_summary: result.analysis.positioning_summary,
    market_score: result.analysis.market_score,
    mode, detected_language: result.detected_language, market_context: result.market_context,
    demo: true,
    note: 'Competitors, pain points, sources and mode insight come with POST /intel (0.05 USDC; a free trial key: GET /api-keys/trial).',
  };
}
