// Free reads of the competitive graph.
import { z } from 'zod';
import { REPORT_SECTORS } from '../knowledge/types.ts';
import { defineOperation } from './operation.ts';
import { STORE_ERRORS } from './errorSets.ts';
import { marketMaturity, threatLevel } from './shapes/analysis.ts';

export const GRAPH_MAX_LIMIT = 500;

const node = z
  .object({
    id: z
      .string()
      .meta({ description: 'The node key: knowledge-base id, registrable domain or normalised stated name' }),
    name: z.string(),
    domain: z.string().nullable(),
    sector: z.string().nullable(),
    categories: z.array(z.string()),
    country: z.string().nullable(),
    moat_strength: z.number().nullable(),
    threat_level: threatLevel.nullable(),
    maturity: marketMaturity.nullable(),
    analysis_count: z.number().int().meta({ description: 'Analyses of this company' }),
    degree: z.number().int().meta({ description: 'Competitive edges of this company in the whole graph' }),
    seeded: z.boolean().meta({ description: 'First known from the bundled knowledge base' }),
    last_analyzed: z.string().nullable(),
  })
  .meta({ description: 'A company' });

const edge = z
  .object({
    source: z.string(),
    target: z.string(),
    weight: z
      .number()
      .int()
      .meta({ description: 'Times analyses saw this pair (0: known from the knowledge base only)' }),
    relation: z.enum(['direct', 'indirect', 'substitute']),
    seeded: z.boolean(),
    first_seen: z.string().nullable(),
    last_seen: z.string().nullable(),
  })
  .meta({ description: 'A COMPETES_WITH relationship (read in both directions)' });

export const graph = defineOperation({
  operationId: 'graph',
  method: 'GET',
  path: '/graph',
  tags: ['graph'],
  access: 'free',
  summary: 'The competitive graph: nodes, edges and hub competitors',
  query: z
    .object({
      company: z.string().min(1).max(200).meta({
        description: 'Centre the subgraph on this company: id, domain, name or alias (exact first, then full-text)',
      }),
      limit: z.number().int().min(1).max(GRAPH_MAX_LIMIT).default(50).meta({ description: 'Most nodes to return' }),
    })
    .partial({ company: true }),
  responses: {
    200: {
      description: 'Graph',
      schema: z.object({
        center: z.string().nullable(),
        nodes: z.array(node),
        edges: z.array(edge),
        hub_competitors: z.array(z.object({ name: z.string(), id: z.string(), mentions: z.number().int() })),
      }),
    },
  },
  errors: ['not_found', ...STORE_ERRORS],
});

const player = z.object({
  name: z.string(),
  moat_strength: z.number().nullable(),
  maturity: marketMaturity.nullable().optional(),
  threat_level: threatLevel.nullable(),
  analysis_count: z.number().int().nullable(),
  degree: z.number().int(),
});

export const marketShare = defineOperation({
  operationId: 'marketShare',
  method: 'GET',
  path: '/graph/market-share/{sector}',
  tags: ['graph'],
  access: 'free',
  summary: 'Market-share report of a sector, computed in Cypher',
  description:
    'docs/market-share.md explains every figure. Read from sector counters kept at write time, so always current.',
  params: z.object({ sector: z.enum(REPORT_SECTORS) }),
  responses: {
    200: {
      description: 'Market-share report',
      schema: z.object({
        sector: z.enum(REPORT_SECTORS),
        graph_stats: z.object({
          total_companies_analyzed: z.number().int(),
          total_companies_known: z.number().int(),
          total_analyses: z.number().int(),
          competitive_links: z.number().int(),
        }),
        market_intelligence: z.object({
          saturation_score: z.number(),
          avg_moat_strength: z.number(),
          avg_competitors_per_company: z.number(),
          market_maturity_distribution: z.object({
            mature: z.number().int(),
            growing: z.number().int(),
            emerging: z.number().int(),
          }),
        }),
        top_players: z.array(player),
        emerging_threats: z.array(player),
        recommendation: z.string(),
        agent_action: z.enum(['enter_now', 'enter_with_caution', 'avoid']),
        generated_at: z.string(),
      }),
    },
  },
  errors: STORE_ERRORS,
});
