// GET /graph and GET /graph/market-share/{sector}: free reads of the competitive graph.
import type { RouteSpec } from '../route.ts';
import type { AppServices } from '../../services.ts';
import { REPORT_SECTORS } from '../../knowledge/types.ts';
import { graphView, marketShareView } from '../../graph/views.ts';

const MAX_LIMIT = 500;

const nodeSchema = {
  type: 'object',
  description: 'A company',
  properties: {
    id: { type: 'string', description: 'The node key: knowledge-base id, registrable domain or normalised stated name' },
    name: { type: 'string' }, domain: { type: ['string', 'null'] }, sector: { type: ['string', 'null'] },
    categories: { type: 'array', items: { type: 'string' } }, country: { type: ['string', 'null'] },
    moat_strength: { type: ['number', 'null'] }, threat_level: { type: ['string', 'null'] }, maturity: { type: ['string', 'null'] },
    analysis_count: { type: 'integer', description: 'Analyses of this company' },
    degree: { type: 'integer', description: 'Competitive edges of this company in the whole graph' },
    seeded: { type: 'boolean', description: 'First known from the bundled knowledge base' },
    last_analyzed: { type: ['string', 'null'] },
  },
};
const edgeSchema = {
  type: 'object',
  description: 'A COMPETES_WITH relationship (read in both directions)',
  properties: {
    source: { type: 'string' }, target: { type: 'string' },
    weight: { type: 'integer', description: 'Times analyses saw this pair (0: known from the knowledge base only)' },
    relation: { enum: ['direct', 'indirect', 'substitute'] }, seeded: { type: 'boolean' },
    first_seen: { type: 'string' }, last_seen: { type: 'string' },
  },
};

export function graphRoutes(services: AppServices): RouteSpec[] {
  return [
    {
      method: 'GET', path: '/graph', operationId: 'graph', summary: 'The competitive graph: nodes, edges and hub competitors', tags: ['graph'],
      query: {
        type: 'object', additionalProperties: false,
        properties: {
          company: { type: 'string', minLength: 1, maxLength: 200, description: 'Centre the subgraph on this company: id, domain, name or alias (exact first, then full-text)' },
          limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: 50, description: 'Most nodes to return' },
        },
      },
      responses: {
        200: { description: 'Graph', schema: { type: 'object', required: ['nodes', 'edges', 'hub_competitors'], properties: { center: { type: ['string', 'null'] }, nodes: { type: 'array', items: nodeSchema }, edges: { type: 'array', items: edgeSchema }, hub_competitors: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, id: { type: 'string' }, mentions: { type: 'integer' } } } } } } },
        404: { description: 'not_found: no such company in the graph' },
      },
      handler: async (ctx) => {
        ctx.body = await graphView(services, ctx.state.query as { company?: string; limit: number });
      },
    },
    {
      method: 'GET', path: '/graph/market-share/{sector}', operationId: 'marketShare', summary: 'Market-share report of a sector, computed in Cypher', tags: ['graph'],
      description: 'docs/market-share.md explains every figure. Read from sector counters kept at write time, so always current.',
      params: { type: 'object', required: ['sector'], properties: { sector: { enum: REPORT_SECTORS } } },
      responses: { 200: { description: 'Market-share report (spec 2.8)', schema: { type: 'object', required: ['graph_stats', 'market_intelligence', 'top_players', 'emerging_threats', 'recommendation', 'agent_action'], properties: { sector: { type: 'string' }, graph_stats: { type: 'object' }, market_intelligence: { type: 'object' }, top_players: { type: 'array' }, emerging_threats: { type: 'array' }, recommendation: { type: 'string' }, agent_action: { enum: ['enter_now', 'enter_with_caution', 'avoid'] } } } } },
      handler: async (ctx) => {
        ctx.body = await marketShareView(services, ctx.state.params.sector);
      },
    },
  ];
}
