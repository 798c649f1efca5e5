// Profiling hooks of the bench server (BENCH_PROFILE=1, driven by bench/profile.ts): the V8 CPU profiler (the
// one behind `node --cpu-prof`, started and stopped around the load so that start-up is not in the profile)
// and the wall time each middleware spends outside the middleware it calls, per route: the app-level chain
// and each route's own chain (validation, input checks, the payment gate, the handler).
import { Session } from 'node:inspector/promises';
import type Koa from 'koa';
import type { Context, Middleware, Next } from 'koa';
import type Router from '@koa/router';

interface Timing {
  calls: number;
  selfNs: bigint;
}

export function instrument(app: Koa) {
  const timings = new Map<string, Timing>();
  let timing = false;
  const wrap =
    (name: string, mw: Middleware): Middleware =>
    async (ctx: Context, next: Next) => {
      if (!timing) {
        await mw(ctx, next);
        return;
      }
      let inner = 0n;
      const started = process.hrtime.bigint();
      const timedNext = async () => {
        const t = process.hrtime.bigint();
        try {
          await next();
        } finally {
          inner += process.hrtime.bigint() - t;
        }
      };
      try {
        await mw(ctx, timedNext);
      } finally {
        const key = `${ctx.method} ${String(ctx._matchedRoute ?? ctx.path)}\t${name}`;
        const t = timings.get(key) ?? { calls: 0, selfNs: 0n };
        t.calls++;
        t.selfNs += process.hrtime.bigint() - started - inner;
        timings.set(key, t);
      }
    };
  const label = (fn: Middleware, at: number) => `${at}:${fn.name || 'anonymous'}`;
  for (const [i, mw] of app.middleware.entries()) {
    const router = (mw as { router?: Router }).router;
    if (router) {
      for (const layer of router.stack) {
        // A route's middleware is Koa middleware with the router's fields on its context.
        layer.stack = layer.stack.map((fn, j) => {
          const plain = fn as unknown as Middleware;
          return wrap(`  route ${label(plain, j)}`, plain);
        });
      }
    }
    app.middleware[i] = wrap(`app ${label(mw, i)}`, mw);
  }

  const session = new Session();
  session.connect();
  return {
    async control(command: string): Promise<unknown> {
      switch (command) {
        case 'start':
          await session.post('Profiler.enable');
          await session.post('Profiler.setSamplingInterval', { interval: 200 });
          await session.post('Profiler.start');
          return { ok: true };
        case 'stop':
          return (await session.post('Profiler.stop')).profile;
        case 'timing-start':
          timings.clear();
          timing = true;
          return { ok: true };
        case 'timing-stop':
          timing = false;
          return [...timings].map(([key, t]) => ({ key, calls: t.calls, selfUs: Number(t.selfNs) / 1000 / t.calls }));
        default:
          return { error: `unknown command ${command}` };
      }
    },
  };
}
