// A paid route for the gate's tests, mounted through buildApp's extraRoutes exactly as the
// intelligence routes are: body validation, then the real payment gate, then a handler that can be
// told to succeed, fail with a domain error, crash, or depend on Neo4j.
import type { AppServices } from '../../src/app.ts';
import type { RouteSpec } from '../../src/http/route.ts';
import { paymentGate } from '../../src/http/paymentGate.ts';
import { OPERATOR_ID_PATTERN } from '../../src/billing/operators.ts';
import { analyzeOperation } from '../../src/billing/operation.ts';
import { MODES } from '../../src/intel/types.ts';
import { DomainError } from '../../src/lib/errors.ts';

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
          operation: (ctx) => analyzeOperation({ mode: ctx.state.body.mode, outcome: ctx.state.body.outcome }),
          operator: (ctx) => ctx.state.body.operator_id,
          description: () => 'gate test',
        }),
      ],
      handler: async (ctx) => {
        const outcome = ctx.state.body.outcome;
        if (outcome === 'domain_error') throw new DomainError('url_unreachable', 'The page could not be fetched.');
        if (outcome === 'crash') throw new Error('boom: internal detail that must not leak');
        if (outcome === 'neo4j') await services.neo4j.executeQuery('RETURN 1');
        if (outcome === 'slow') await new Promise((r) => setTimeout(r, 300));
        ctx.body = {
          ok: true,
          mode: ctx.state.body.mode,
          price_micro: ctx.state.priceMicro,
          at: Date.now() + Math.random(),
        };
      },
    },
  ];
}
