// The analysis operations: POST /intel, POST /batch, the free demo, and the discovery probes of the
// paid routes.
import { z } from 'zod';
import { BATCH_MAX_ITEMS, BATCH_PRICE_MICRO, isEliteMode, modePriceMicro } from '../billing/prices.ts';
import { batchItems, batchShapeIssues } from '../intel/batch.ts';
import type { Mode } from '../intel/types.ts';
import { defineOperation } from './operation.ts';
import { ANALYSIS_ERRORS, BODY_ERRORS, PAYMENT_ERRORS, STORE_ERRORS } from './errorSets.ts';
import { context, mode, operatorId, standardMode, text, url } from './shapes/inputs.ts';
import { batchItemResult, marketScore, paidIntelResult } from './shapes/analysis.ts';
import { challenge } from './shapes/envelopes.ts';
import { LANGUAGES, MARKET_CONTEXTS } from '../intel/types.ts';

const PAID_TAGS = ['intel'];

export const intelBody = z.strictObject({
  url: url.nullable().optional(),
  text: text.nullable().optional(),
  context: context.nullable().optional(),
  mode: mode.nullable().optional(),
  operator_id: operatorId.nullable().optional(),
  force_refresh: z.boolean().nullable().optional(),
  format: z
    .enum(['json', 'report'])
    .nullable()
    .optional()
    .meta({ description: 'report: an HTML page instead of JSON' }),
});
export type IntelBody = z.output<typeof intelBody>;

const batchItem = z.strictObject({
  url: url.nullable().optional(),
  text: text.nullable().optional(),
  context: context.nullable().optional(),
  id: z.string().max(100).nullable().optional(),
  mode: mode.nullable().optional(),
  operator_id: operatorId.nullable().optional(),
});

/** One object: `items` or `companies`, exactly one (checked by refine so the errors stay about the field sent). */
export const batchBody = z
  .strictObject({
    items: z
      .array(batchItem)
      .min(1)
      .max(BATCH_MAX_ITEMS)
      .optional()
      .meta({ description: `1–${BATCH_MAX_ITEMS} analyses, each with its own mode; or send companies` }),
    companies: z
      .array(z.string().min(2).max(200))
      .min(1)
      .max(BATCH_MAX_ITEMS)
      .optional()
      .meta({ description: `1–${BATCH_MAX_ITEMS} company names analyzed in one mode; or send items` }),
    mode: mode.nullable().optional().meta({ description: 'The mode of every company (with companies only)' }),
    operator_id: operatorId.nullable().optional(),
  })
  .meta({ description: 'Send exactly one of items and companies' });
export type BatchBody = z.output<typeof batchBody>;

export const demoBody = z.strictObject({
  text: z.string().min(10).max(300),
  mode: standardMode.nullable().optional(),
});

const modeOf = (body: { mode?: Mode | null }): Mode => body.mode ?? 'competitive';
const operatorOf = (body: { operator_id?: string | null }) => body.operator_id ?? undefined;

const challengeResponse = {
  description: 'Payment challenge (x402 v1 body; the v2 challenge is in the PAYMENT-REQUIRED header)',
  schema: challenge,
  headers: { 'PAYMENT-REQUIRED': 'x402 v2 challenge, base64 JSON' },
};

export const analyze = defineOperation({
  operationId: 'intel',
  method: 'POST',
  path: '/intel',
  tags: PAID_TAGS,
  access: 'paid',
  summary: 'Competitive intelligence on a URL or a description',
  description:
    '0.05 USDC (standard modes) or 1.00 USDC (elite modes), paid with X-API-KEY, X-SESSION or x402. ' +
    'Validation comes first and is free. Cached for 6 hours; force_refresh bypasses the cache. ' +
    'format=report returns an HTML report.',
  body: intelBody,
  responses: {
    200: { description: 'Analysis; format=report gives text/html', schema: paidIntelResult },
  },
  errors: [...ANALYSIS_ERRORS, ...PAYMENT_ERRORS, ...BODY_ERRORS, ...STORE_ERRORS],
  pricing: {
    route: 'intel',
    resourcePath: '/intel',
    eliteModes: 'allowed',
    priceMicro: (body) => modePriceMicro(modeOf(body)),
    analyses: (body) => [{ mode: modeOf(body) }],
    operator: operatorOf,
    description: (body) => `Competitive intelligence analysis, mode ${modeOf(body)}`,
    example: {
      text: 'Linear is an issue tracker and project planning tool for software teams, built for speed and keyboard use.',
      mode: 'competitive',
    },
  },
});

const batchResult = z.object({
  id: z.string(),
  status: z.enum(['ok', 'error']),
  result: batchItemResult.optional().meta({ description: 'With status ok' }),
  error: z.object({ error: z.string(), message: z.string() }).optional().meta({ description: 'With status error' }),
});

export const batch = defineOperation({
  operationId: 'batch',
  method: 'POST',
  path: '/batch',
  tags: PAID_TAGS,
  access: 'paid',
  summary: `Up to ${BATCH_MAX_ITEMS} analyses for 0.20 USDC`,
  description:
    'Body `items` (each with its own mode) or `companies` (names) + `mode`. Elite modes are refused. ' +
    'Per-item results; nothing is charged when every item fails (422 batch_failed).',
  body: batchBody,
  refine: batchShapeIssues,
  responses: {
    200: {
      description: 'Per-item results',
      schema: z.object({
        results: z.array(batchResult),
        succeeded: z.number().int(),
        failed: z.number().int(),
        price_paid_usdc: z.string(),
        paid_with: z.enum(['api_key', 'trial', 'session', 'x402']),
      }),
    },
  },
  errors: ['elite_mode_not_batchable', 'batch_failed', ...PAYMENT_ERRORS, ...BODY_ERRORS, ...STORE_ERRORS],
  pricing: {
    route: 'batch',
    resourcePath: '/batch',
    eliteModes: 'refused',
    priceMicro: () => BATCH_PRICE_MICRO,
    analyses: (body) => batchItems(body).map((item) => ({ mode: item.request.mode })),
    operator: operatorOf,
    description: () => `Batch competitive intelligence, up to ${BATCH_MAX_ITEMS} items`,
    example: { companies: ['Linear', 'Notion', 'Figma'], mode: 'competitive' },
  },
});

export const demo = defineOperation({
  operationId: 'demo',
  method: 'POST',
  path: '/demo',
  tags: PAID_TAGS,
  access: 'free',
  summary: 'Free demo: positioning and market score of a short text',
  description: 'Text up to 300 characters, no URL fetching, competitors withheld; a few calls per IP per hour.',
  body: demoBody,
  responses: {
    200: {
      description: 'positioning_summary and market_score',
      schema: z.object({
        positioning_summary: z.string(),
        market_score: marketScore,
        mode: standardMode,
        detected_language: z.enum(LANGUAGES),
        market_context: z.enum(MARKET_CONTEXTS),
        demo: z.literal(true),
        note: z.string(),
      }),
    },
  },
  errors: ['rate_limit_exceeded', 'not_enough_content', 'missing_input', ...BODY_ERRORS, ...STORE_ERRORS],
});

export const demoInfo = defineOperation({
  operationId: 'demoInfo',
  method: 'GET',
  path: '/demo',
  tags: PAID_TAGS,
  access: 'free',
  summary: 'What the free demo does',
  responses: {
    200: {
      description: 'Demo description',
      schema: z.object({
        endpoint: z.string(),
        price_usdc: z.string(),
        body: z.object({ text: z.string(), mode: z.string() }),
        returns: z.array(z.string()),
        withheld: z.array(z.string()),
        url_fetching: z.boolean(),
        rate_limit: z.string(),
        full_analysis: z.object({ endpoint: z.string(), price_usdc: z.string(), trial_key: z.string() }),
      }),
    },
  },
  errors: [],
});

export const intelChallenge = defineOperation({
  operationId: 'intelChallenge',
  method: 'GET',
  path: '/intel',
  tags: PAID_TAGS,
  access: 'free',
  summary: 'Payment challenge for POST /intel (discovery probe)',
  responses: { 402: challengeResponse },
  errors: [],
});

export const intelHead = defineOperation({
  operationId: 'intelHead',
  method: 'HEAD',
  path: '/intel',
  tags: PAID_TAGS,
  access: 'free',
  summary: 'Health check of the analysis endpoint',
  responses: { 200: { description: 'Available' } },
  errors: [],
});

export const batchChallenge = defineOperation({
  operationId: 'batchChallenge',
  method: 'GET',
  path: '/batch',
  tags: PAID_TAGS,
  access: 'free',
  summary: 'Payment challenge for POST /batch (discovery probe)',
  responses: { 402: challengeResponse },
  errors: [],
});

/** Elite modes among a batch's analyses, for the refusal before payment. */
export function eliteIndexes(modes: Mode[]): number[] {
  return modes.flatMap((m, i) => (isEliteMode(m) ? [i] : []));
}
