// The security headers of every response, as helmet sets them, worked out once at start. With these options
// (static directives, no per-request nonce) helmet sets the same headers on every response; running it per
// request (promisified, through its own chain of a dozen middleware) was a measurable share of the CPU of a
// 402 and of a cached paid call, so its headers are recorded once and set from the list.
import type { Context, Middleware, Next } from 'koa';
import helmet from 'koa-helmet';

type HelmetOptions = Parameters<typeof helmet>[0];

/** What helmet does to a response: the headers it sets, in order, and those it removes. */
export function helmetHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
    getHeader: () => undefined,
  };
  // helmet sets its headers synchronously when called (the promise only hands over to `next`).
  void helmet(options)({ req: {}, res } as unknown as Context, () => Promise.resolve());
  if (set.length === 0) throw new Error('helmet set no headers: its middleware is no longer synchronous');
  return { set, removed };
}

export function securityHeaders(options: HelmetOptions): Middleware {
  const { set, removed } = helmetHeaders(options);
  return function securityHeadersMiddleware(ctx: Context, next: Next) {
    const res = ctx.res;
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    return next();
  };
}
