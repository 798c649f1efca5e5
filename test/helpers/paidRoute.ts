// A paid route for the gate's tests, mounted through buildApp's extraRoutes exactly as the
// intelligence routes are: body validation, then the real payment gate, then a handler that can be
// told to succeed, fail with a domain error, crash, or depend on Neo4j.
import type { Context } from 'koa';
import type { AppServices } from '../../src/services.ts';
import type { RouteSpec } from '../../src/http/route.ts';
import { paymentGate } from '../../src/http/paymentGate.ts';
import { OPERATOR_ID_PATTERN } from '../../src/billing/operators.ts';
import { analyzeOperation } from '../../src/billing/operation.ts';
import { MODES, type Mode } from '../../src/intel/types.ts';
import { DomainError } from '../../src/lib/errors.ts';

type Outcome = 'ok' | 'domain_error' | 'crash' | 'neo4j' | 'slow';
/** The body as the route's schema below has validated it (defaults applied). */
interface TestPaidBody {
  mode: Mode;
  operator_id?: string;
  outcome: Outcome;
}
const bodyOf = (ctx: Context) => ctx.state.body as TestPaidBody;

export function paidTestRoutes(services: AppServices): RouteSpec[] {
  return [
    {
      method: 'POST',
      path: '/test/paid',
      operationId: 'testPaid',
      summary: 'gate test route',
      tags: ['test'],
      hidden: true,
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          mode: { enum: [...MODES], default: 'competitive' },
          operator_id: { type: 'string', pattern: OPERATOR_ID_PATTERN },
          outcome: { enum: ['ok', 'domain_error', 'crash', 'neo4j', 'slow'], default: 'ok' },
        },
      },
      responses: { 200: { description: 'ok' } },
      use: [
        paymentGate(services, {
          route: 'test',
          resourcePath: '/test/paid',
          operation: (ctx) => analyzeOperation({ mode: bodyOf(ctx).mode, outcome: bodyOf(ctx).outcome }),
          operator: (ctx) => bodyOf(ctx).operator_id,
          description: () => 'gate test',
        }),
      ],
      handler: async (ctx) => {
        const { mode, outcome } = bodyOf(ctx);
        if (outcome === 'domain_error') throw new DomainError('url_unreachable', 'The page could not be fetched.');
        if (outcome === 'crash') throw new Error('boom: internal detail that must not leak');
        if (outcome === 'neo4j') await services.neo4j.executeQuery('RETURN 1');
        if (outcome === 'slow') await new Promise((r) => setTimeout(r, 300));
        ctx.body = {
          ok: true,
          mode,
          price_micro: ctx.state.priceMicro,
          at: Date.now() + Math.random(),
        };
      },
    },
  ];
}
