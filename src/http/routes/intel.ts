// POST /intel, POST /batch, POST /demo and GET /demo: thin adapters over the intel service; each
// operation (schemas, price, entitlement) is declared in src/operations/intel.ts.
import type { Context, Middleware, Next } from 'koa';
import { restRoute, type RouteSpec } from '../route.ts';
import type { AppServices } from '../../services.ts';
import { modePriceMicro } from '../../billing/prices.ts';
import { STANDARD_MODES } from '../../intel/types.ts';
import { renderReport } from '../../intel/report.ts';
import { prepareBatch, runBatch, type BatchInput, type PreparedBatch } from '../../intel/batch.ts';
import { checkAnalysisInput, type AnalysisInput } from '../../intel/input.ts';
import { operationFromPricing } from '../../billing/operation.ts';
import { DomainError } from '../../lib/errors.ts';
import { microToDecimal } from '../../lib/money.ts';
import { demoView } from '../../intel/demo.ts';
import { analyze, batch, demo, demoInfo, eliteIndexes } from '../../operations/intel.ts';
import { bodyOf, type InputOf, type Operation, type Pricing } from '../../operations/operation.ts';
import type { CacheLookup, IntelRequest } from '../../intel/service.ts';
import { toJsonSchema } from '../../operations/jsonSchema.ts';
import { paymentGate, type GateOptions } from '../paymentGate.ts';
import type { BazaarDeclaration } from '../../payments/bazaar.ts';

/** The request schemas as JSON Schema, for the agent doors (MCP tool input schemas). */
export const intelRequestSchema = toJsonSchema(bodyOf(analyze));
export const batchRequestSchema = toJsonSchema(bodyOf(batch));
export const demoRequestSchema = toJsonSchema(bodyOf(demo));

/** How to call a paid operation, for the bazaar extension of its x402 challenge. */
export function discoveryOf(op: Operation): BazaarDeclaration {
  if (!op.pricing || !op.body) throw new Error(`${op.operationId} is not a paid operation with a body`);
  return { method: 'POST', example: op.pricing.example, bodySchema: toJsonSchema(op.body) };
}

/**
 * The payment gate's options, read from the operation's pricing declaration. A batch is priced on the
 * items that passed their input checks (ctx.state.batch): a plan pays one report for each of those.
 */
export function gateOptions<B>(op: Operation, pricing: Pricing<B>): GateOptions {
  const body = (ctx: Context) => ctx.state.body as B;
  return {
    route: pricing.route,
    resourcePath: pricing.resourcePath,
    discovery: discoveryOf(op),
    operation: (ctx) => {
      const batch = ctx.state.batch;
      return operationFromPricing(
        pricing,
        body(ctx),
        batch?.runnable.map((item) => item.request.mode),
      );
    },
    operator: (ctx) => pricing.operator(body(ctx)),
    description: (ctx) => pricing.description(body(ctx)),
  };
}

/** Elite modes where the operation refuses them: a free 422 before anything is paid. */
function eliteRule<B>(op: Operation, pricing: Pricing<B>): Middleware {
  return async (ctx: Context, next: Next) => {
    if (pricing.eliteModes === 'refused') {
      const elite = eliteIndexes(pricing.analyses(ctx.state.body as B).map((a) => a.mode));
      if (elite.length) {
        throw new DomainError(
          'elite_mode_not_batchable',
          `Elite modes are not available in ${op.method} ${op.path} ` +
            `(items ${elite.join(', ')}); call POST /intel for them.`,
        );
      }
    }
    await next();
  };
}

/** The semantic input checks (a free 422): one analysis's input, or every batch item's (kept in ctx.state.batch). */
const inputCheck =
  (kind: 'analysis' | 'batch'): Middleware =>
  async (ctx: Context, next: Next) => {
    if (kind === 'analysis') checkAnalysisInput(ctx.state.body as AnalysisInput);
    else ctx.state.batch = prepareBatch(ctx.state.body as BatchInput, 'POST /intel');
    await next();
  };

type AnalyzeBody = InputOf<typeof analyze>['body'];
/** A cache hit is answered with the stored JSON text when the call is priced as its mode (the stored price). */
const servesStored = (body: AnalyzeBody, priceMicro: number) =>
  body.format !== 'report' && priceMicro === modePriceMicro(body.mode ?? 'competitive');
// One request object per validated body: the gate's cache read and the handler then share its cache key.
const intelRequests = new WeakMap<AnalyzeBody, IntelRequest>();
function intelRequestOf(body: AnalyzeBody): IntelRequest {
  let request = intelRequests.get(body);
  if (!request) {
    request = {
      url: body.url,
      text: body.text,
      context: body.context,
      mode: body.mode ?? 'competitive',
      force_refresh: body.force_refresh,
    };
    intelRequests.set(body, request);
  }
  return request;
}

export function intelRoutes(services: AppServices): RouteSpec[] {
  const { intel, config } = services;
  // Elite rule and input checks first (free 422s), then the payment gate, all read from the operation.
  const paid = <B>(
    op: Operation,
    pricing: Pricing<B> | undefined,
    input: 'analysis' | 'batch',
    read?: GateOptions['read'],
  ) => {
    if (!pricing) throw new Error(`${op.operationId} is paid but declares no pricing`);
    const gate = paymentGate(services, { ...gateOptions(op, pricing), read });
    return [eliteRule(op, pricing), inputCheck(input), gate];
  };
  return [
    restRoute(
      analyze,
      async (ctx, { body }) => {
        const request = intelRequestOf(body);
        const looked = ctx.state.prefetched as CacheLookup | undefined;
        const paidWith = ctx.state.credential?.kind ?? 'x402';
        // A cached answer read with the reservation goes out as the stored text (its price is this call's).
        const cached = servesStored(body, ctx.state.priceMicro) ? intel.cachedJson(request, looked, paidWith) : null;
        if (cached !== null) {
          ctx.type = 'application/json';
          ctx.body = cached;
          return;
        }
        const result = await intel.analyze(request, looked);
        const answer = {
          ...result,
          price_paid_usdc: microToDecimal(ctx.state.priceMicro),
          paid_with: paidWith,
        };
        if (body.format === 'report') {
          ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
          ctx.type = 'text/html; charset=utf-8';
          ctx.body = renderReport(answer);
        } else {
          ctx.body = answer;
        }
      },
      // The cache entry is read with the reservation; on a single Redis server a cached answer is captured in
      // the same script, so the whole paid call is one round trip.
      {
        use: paid(analyze, analyze.pricing, 'analysis', (ctx) => {
          const body = ctx.state.body as AnalyzeBody;
          return intel.cacheRead(intelRequestOf(body), servesStored(body, ctx.state.priceMicro));
        }),
      },
    ),

    restRoute(
      batch,
      async (ctx) => {
        const { results, succeeded, failed } = await runBatch(intel, ctx.state.batch as PreparedBatch);
        ctx.state.analysesDone = succeeded; // a plan pays one report per analysis that answered
        if (succeeded === 0) {
          ctx.status = 422;
          ctx.body = {
            error: 'batch_failed',
            message: 'Every item failed; nothing was charged.',
            request_id: ctx.state.requestId,
            results,
          };
          return;
        }
        const credential = ctx.state.credential;
        ctx.body = {
          results,
          succeeded,
          failed,
          price_paid_usdc: microToDecimal(ctx.state.priceMicro),
          paid_with: credential?.kind ?? 'x402',
          ...(credential?.kind === 'session' ? { reports_paid: succeeded } : {}),
        };
      },
      { use: paid(batch, batch.pricing, 'batch') },
    ),

    restRoute(demo, async (ctx, { body }) => {
      try {
        ctx.body = await demoView(services, body, ctx.ip);
      } catch (err) {
        if (err instanceof DomainError && err.code === 'rate_limit_exceeded') {
          const retry = err.details?.retry_after_s;
          ctx.set('Retry-After', String(typeof retry === 'number' ? retry : 3600));
        }
        throw err;
      }
    }),

    restRoute(demoInfo, (ctx) => {
      ctx.body = {
        endpoint: 'POST /demo',
        price_usdc: '0.00',
        body: {
          text: 'up to 300 characters (required)',
          mode: `one of ${STANDARD_MODES.join(', ')} (default competitive)`,
        },
        returns: ['positioning_summary', 'market_score'],
        withheld: ['detected_competitors', 'user_pain_points', 'sources', 'mode_insights'],
        url_fetching: false,
        rate_limit: `${config.demoCallsPerHour} calls per IP per hour`,
        full_analysis: {
          endpoint: 'POST /intel',
          price_usdc: microToDecimal(modePriceMicro('competitive')),
          trial_key: 'GET /api-keys/trial',
        },
      };
    }),
  ];
}
