// POST /intel, POST /batch, POST /demo and GET /demo: thin adapters over the intel service.
import type { Context } from 'koa';
import type { RouteSpec } from '../route.ts';
import type { AppServices } from '../../services.ts';
import { BATCH_MAX_ITEMS, BATCH_PRICE_MICRO, modePriceMicro } from '../../billing/prices.ts';
import { OPERATOR_ID_PATTERN } from '../../billing/operators.ts';
import { MODES, STANDARD_MODES, type Mode } from '../../intel/types.ts';
import { renderReport } from '../../intel/report.ts';
import { batchItems, refuseEliteModes, runBatch } from '../../intel/batch.ts';
import { DomainError } from '../../lib/errors.ts';
import { microToDecimal } from '../../lib/money.ts';
import { paymentGate } from '../paymentGate.ts';
import { demoView } from '../../intel/demo.ts';
import { challengeSchema } from './paidProbes.ts';

const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });
const urlSchema = { type: 'string', maxLength: 2048, pattern: '^https?://[^\\s]+$', description: 'Page to analyze (http or https)' };
const textSchema = { type: 'string', maxLength: 20000, description: 'Company name or description, at least 50 characters' };
const contextSchema = { type: 'string', maxLength: 2000, description: 'Extra context' };
const operatorSchema = { type: 'string', pattern: OPERATOR_ID_PATTERN, description: 'Agent identifier for per-agent budgets' };
const modeSchema = { enum: [...MODES], description: 'Analysis mode (default competitive)' };

export const intelRequestSchema = {
  type: 'object', additionalProperties: false,
  properties: {
    url: nullable(urlSchema), text: nullable(textSchema), context: nullable(contextSchema), mode: nullable(modeSchema),
    operator_id: nullable(operatorSchema), force_refresh: nullable({ type: 'boolean' }), format: nullable({ enum: ['json', 'report'] }),
  },
};

const batchItemSchema = {
  type: 'object', additionalProperties: false,
  properties: { url: nullable(urlSchema), text: nullable(textSchema), context: nullable(contextSchema), id: nullable({ type: 'string', maxLength: 100 }), mode: nullable(modeSchema), operator_id: nullable(operatorSchema) },
};
export const batchRequestSchema = {
  type: 'object',
  oneOf: [
    { type: 'object', additionalProperties: false, required: ['items'], properties: { items: { type: 'array', minItems: 1, maxItems: BATCH_MAX_ITEMS, items: batchItemSchema }, operator_id: nullable(operatorSchema) } },
    { type: 'object', additionalProperties: false, required: ['companies'], properties: { companies: { type: 'array', minItems: 1, maxItems: BATCH_MAX_ITEMS, items: { type: 'string', minLength: 2, maxLength: 200 } }, mode: nullable(modeSchema), operator_id: nullable(operatorSchema) } },
  ],
};
export const demoRequestSchema = {
  type: 'object', additionalProperties: false, required: ['text'],
  properties: { text: { type: 'string', minLength: 10, maxLength: 300 }, mode: nullable({ enum: [...STANDARD_MODES] }) },
};

const modeOf = (ctx: Context): Mode => ctx.state.body.mode ?? 'competitive';

export function intelRoutes(services: AppServices): RouteSpec[] {
  const { intel, config } = services;
  return [
    {
      method: 'POST', path: '/intel', operationId: 'intel', summary: 'Competitive intelligence on a URL or a description', tags: ['intel'],
      description: '0.05 USDC (standard modes) or 1.00 USDC (elite modes), paid with X-API-KEY, X-SESSION or x402. Cached for 6 hours; force_refresh bypasses the cache. format=report returns an HTML report.',
      security: ['apiKey', 'session', 'x402'],
      body: intelRequestSchema,
      responses: {
        200: { description: 'Analysis (spec 2.2); format=report gives text/html', schema: { type: 'object', required: ['source', 'analysis', 'cached', 'response_ms', 'price_paid_usdc', 'mode', 'detected_language', 'market_context'] } },
        401: { description: 'invalid_api_key / invalid_session' },
        402: { description: 'payment_required (x402 challenge), insufficient_balance, access_expired, access_exhausted, operator_budget_exceeded', schema: challengeSchema },
      },
      use: [paymentGate(services, {
        route: 'intel', resourcePath: '/intel',
        price: (ctx) => modePriceMicro(modeOf(ctx)),
        mode: modeOf,
        operator: (ctx) => ctx.state.body.operator_id ?? undefined,
        description: (ctx) => `Competitive intelligence analysis, mode ${modeOf(ctx)}`,
      })],
      handler: async (ctx) => {
        const body = ctx.state.body;
        const result = await intel.analyze({ url: body.url, text: body.text, context: body.context, mode: modeOf(ctx), force_refresh: body.force_refresh });
        const paid = { ...result, price_paid_usdc: microToDecimal(ctx.state.priceMicro), paid_with: ctx.state.credential?.kind ?? 'x402' };
        if (body.format === 'report') {
          ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
          ctx.type = 'text/html; charset=utf-8';
          ctx.body = renderReport(paid);
        } else {
          ctx.body = paid;
        }
      },
    },
    {
      method: 'POST', path: '/batch', operationId: 'batch', summary: 'Up to 10 analyses for 0.20 USDC', tags: ['intel'],
      description: 'Body `items` (each with its own mode) or `companies` (names) + `mode`. Elite modes are refused. Per-item results; nothing is charged when every item fails.',
      security: ['apiKey', 'session', 'x402'],
      body: batchRequestSchema,
      responses: { 200: { description: 'Per-item results', schema: { type: 'object', properties: { results: { type: 'array' }, succeeded: { type: 'integer' }, failed: { type: 'integer' }, price_paid_usdc: { type: 'string' } } } }, 402: { description: 'Payment challenge or refusal', schema: challengeSchema }, 422: { description: 'Validation error, elite_mode_not_batchable, or batch_failed (every item failed: nothing charged)' } },
      use: [
        async (ctx, next) => {
          refuseEliteModes(batchItems(ctx.state.body), 'POST /intel');
          await next();
        },
        paymentGate(services, {
          route: 'batch', resourcePath: '/batch', price: () => BATCH_PRICE_MICRO,
          operator: (ctx) => ctx.state.body.operator_id ?? undefined, description: () => 'Batch competitive intelligence, up to 10 items',
        }),
      ],
      handler: async (ctx) => {
        const { results, succeeded, failed } = await runBatch(intel, batchItems(ctx.state.body));
        if (succeeded === 0) {
          ctx.status = 422;
          ctx.body = { error: 'batch_failed', message: 'Every item failed; nothing was charged.', request_id: ctx.state.requestId, results };
          return;
        }
        ctx.body = { results, succeeded, failed, price_paid_usdc: microToDecimal(BATCH_PRICE_MICRO), paid_with: ctx.state.credential?.kind ?? 'x402' };
      },
    },
    {
      method: 'POST', path: '/demo', operationId: 'demo', summary: 'Free demo: positioning and market score of a short text', tags: ['intel'],
      description: `Text up to 300 characters, no URL fetching, competitors withheld; ${config.demoCallsPerHour} calls per IP per hour.`,
      body: demoRequestSchema,
      responses: { 200: { description: 'positioning_summary and market_score', schema: { type: 'object', required: ['positioning_summary', 'market_score'] } }, 429: { description: 'rate_limit_exceeded' } },
      handler: async (ctx) => {
        try {
          ctx.body = await demoView(services, ctx.state.body, ctx.ip);
        } catch (err) {
          if (err instanceof DomainError && err.code === 'rate_limit_exceeded') ctx.set('Retry-After', String(err.details?.retry_after_s ?? 3600));
          throw err;
        }
      },
    },
    {
      method: 'GET', path: '/demo', operationId: 'demoInfo', summary: 'What the free demo does', tags: ['intel'],
      responses: { 200: { description: 'Demo description', schema: { type: 'object' } } },
      handler: (ctx) => {
        ctx.body = {
          endpoint: 'POST /demo', price_usdc: '0.00', body: { text: 'up to 300 characters (required)', mode: `one of ${STANDARD_MODES.join(', ')} (default competitive)` },
          returns: ['positioning_summary', 'market_score'], withheld: ['detected_competitors', 'user_pain_points', 'sources', 'mode_insights'],
          url_fetching: false, rate_limit: `${config.demoCallsPerHour} calls per IP per hour`,
          full_analysis: { endpoint: 'POST /intel', price_usdc: microToDecimal(modePriceMicro('competitive')), trial_key: 'GET /api-keys/trial' },
        };
      },
    },
  ];
}

