// The service's own pages: overview, health, prices and the API documents.
import { z } from 'zod';
import { MODES } from '../intel/types.ts';
import { defineOperation } from './operation.ts';

const storeState = z.object({ ok: z.boolean(), latency_ms: z.number() });
const health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string().meta({ description: 'Interface version' }),
  build: z.string().meta({ description: 'Package version' }),
  uptime_s: z.number().int(),
  stores: z.object({ neo4j: storeState, redis: storeState }),
  cache: z
    .object({ hits: z.number().int(), misses: z.number().int(), hit_ratio: z.number(), entries: z.number().int() })
    .nullable(),
});

export const overview = defineOperation({
  operationId: 'overview',
  method: 'GET',
  path: '/',
  tags: ['service'],
  access: 'free',
  summary: 'Service overview and endpoint list',
  responses: {
    200: {
      description: 'Overview',
      schema: z.object({
        service: z.string(),
        version: z.string(),
        build: z.string(),
        description: z.string(),
        endpoints: z.array(z.object({ method: z.string(), path: z.string(), summary: z.string() })),
        payment_protocol: z.string(),
        networks: z.array(z.string()),
        modes: z.array(z.enum(MODES)),
        docs: z.string(),
        openapi: z.string(),
      }),
    },
  },
  errors: [],
});

export const healthCheck = defineOperation({
  operationId: 'health',
  method: 'GET',
  path: '/health',
  tags: ['service'],
  access: 'free',
  summary: 'Health of the service, its stores and the cache',
  responses: {
    200: { description: 'Every store answers', schema: health },
    503: { description: 'A store is down', schema: health },
  },
  errors: [],
});

export const healthHead = defineOperation({
  operationId: 'healthHead',
  method: 'HEAD',
  path: '/health',
  tags: ['service'],
  access: 'free',
  summary: 'Health check',
  responses: { 200: { description: 'Healthy' }, 503: { description: 'A store is down' } },
  errors: [],
});

const price = z.string().meta({ description: 'Decimal USDC' });
export const pricing = defineOperation({
  operationId: 'pricing',
  method: 'GET',
  path: '/pricing',
  tags: ['service'],
  access: 'free',
  summary: 'Prices of every mode, the batch, Pulse alerts, the plans and the trial',
  responses: {
    200: {
      description: 'Price list',
      schema: z.object({
        currency: z.literal('USDC'),
        networks: z.array(z.string()),
        payment_methods: z.array(z.string()),
        modes: z.array(
          z.object({ mode: z.enum(MODES), price_usdc: price, tier: z.enum(['standard', 'elite']), focus: z.string() }),
        ),
        endpoints: z.array(
          z.object({
            method: z.string(),
            path: z.string(),
            price_usdc: price,
            elite_price_usdc: price.optional(),
            max_items: z.number().int().optional(),
            elite_modes: z.string().optional(),
            per_alert_usdc: price.optional(),
          }),
        ),
        pulse: z.object({
          alert_price_usdc: price,
          plan_reports_per_alert: z.number().int(),
          charged: z.string(),
          subscribe: z.string(),
        }),
        plans: z.array(
          z.object({ plan: z.string(), price_usdc: price, reports: z.number().int(), duration_days: z.number().int() }),
        ),
        trial: z.object({
          price_usdc: price,
          balance_usdc: price,
          calls: z.number().int(),
          duration_days: z.number().int(),
          modes: z.array(z.enum(MODES)),
          get: z.string(),
        }),
      }),
    },
  },
  errors: [],
});

export const openapiJson = defineOperation({
  operationId: 'openapiJson',
  method: 'GET',
  path: '/openapi.json',
  tags: ['service'],
  access: 'free',
  summary: 'OpenAPI 3.1 document (JSON)',
  responses: {
    200: {
      description: 'OpenAPI document',
      schema: z.looseObject({
        openapi: z.string(),
        info: z.looseObject({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.unknown()),
      }),
    },
  },
  errors: [],
});

export const openapiYaml = defineOperation({
  operationId: 'openapiYaml',
  method: 'GET',
  path: '/openapi.yaml',
  tags: ['service'],
  access: 'free',
  summary: 'OpenAPI 3.1 document (YAML)',
  // The schema describes the parsed document (YAML decodes to the same object as /openapi.json).
  responses: {
    200: {
      description: 'OpenAPI document',
      contentType: 'application/yaml',
      schema: z.looseObject({ openapi: z.string() }),
    },
  },
  errors: [],
});

export const docsPage = defineOperation({
  operationId: 'docs',
  method: 'GET',
  path: '/docs',
  tags: ['service'],
  access: 'free',
  summary: 'Interactive API documentation',
  responses: { 200: { description: 'HTML page', contentType: 'text/html', schema: z.string() } },
  errors: [],
});

export const docsInit = defineOperation({
  operationId: 'docsInit',
  method: 'GET',
  path: '/docs/init.js',
  tags: ['service'],
  access: 'free',
  hidden: true,
  summary: 'Docs page script',
  responses: { 200: { description: 'script', contentType: 'text/javascript', schema: z.string() } },
  errors: [],
});

export const DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'] as const;
export const docsAsset = defineOperation({
  operationId: 'docsAsset',
  method: 'GET',
  path: '/docs/assets/{file}',
  tags: ['service'],
  access: 'free',
  hidden: true,
  summary: 'Docs page assets',
  params: z.object({ file: z.enum(DOCS_ASSETS) }),
  responses: { 200: { description: 'asset' } },
  errors: [],
});
