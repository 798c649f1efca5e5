// A paid test route whose work takes `wait_ms`, so a test can act between verification and settlement;
// `counter.handled` says how many times the work ran.
import { paymentGate } from '../../../src/http/paymentGate.ts';
import { analyzeOperation } from '../../../src/billing/operation.ts';
import type { AppServices } from '../../../src/app.ts';
import type { RouteSpec } from '../../../src/http/route.ts';
import type { Context } from 'koa';

/** The answer of the slow route: `n` is how many times its work had run. */
export interface SlowAnswer {
  ok: boolean;
  n: number;
}

/** The body the route's schema validated (ajv fills in the default). */
const waitMs = (ctx: Context): number => (ctx.state.body as { wait_ms: number }).wait_ms;

export function slowRoute(counter: { handled: number }) {
  return (services: AppServices): RouteSpec[] => [
    {
      method: 'POST',
      path: '/test/slow',
      operationId: 'testSlow',
      summary: 'slow paid route',
      tags: ['test'],
      hidden: true,
      body: { type: 'object', properties: { wait_ms: { type: 'integer', maximum: 5000, default: 0 } } },
      responses: { 200: { description: 'ok' } },
      use: [
        paymentGate(services, {
          route: 'test',
          resourcePath: '/test/slow',
          operation: (ctx) => analyzeOperation({ wait_ms: waitMs(ctx) }),
          description: () => 'slow test resource',
        }),
      ],
      handler: async (ctx) => {
        await new Promise((r) => setTimeout(r, waitMs(ctx)));
        counter.handled += 1;
        ctx.body = { ok: true, n: counter.handled } satisfies SlowAnswer;
      },
    },
  ];
}
