// A route is declared once: its schemas validate requests here and also produce the OpenAPI document
// (src/http/openapi.ts), so the two cannot drift apart.
import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { check, type JsonSchema } from './validation.ts';

export type Method = 'GET' | 'POST' | 'HEAD' | 'PUT' | 'DELETE';

export interface ResponseSpec { description: string; schema?: JsonSchema; contentType?: string; headers?: Record<string, string> }

export interface RouteSpec {
  method: Method;
  /** OpenAPI-style path: /access/pending/{payment_id} */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  body?: JsonSchema;
  query?: JsonSchema;
  params?: JsonSchema;
  responses: Record<number, ResponseSpec>;
  /** Credentials accepted, for the document (the gate enforces them). */
  security?: ('apiKey' | 'session' | 'x402' | 'admin')[];
  /** Middleware run after validation and before the handler (the payment gate, admin auth). */
  use?: Middleware[];
  handler: (ctx: Context, next: Next) => Promise<void> | void;
  /** Kept out of the OpenAPI document (asset routes). */
  hidden?: boolean;
}

export function koaPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

function validator(spec: RouteSpec): Middleware {
  return async (ctx, next) => {
    if (spec.params) ctx.state.params = check('path', spec.params, { ...ctx.params });
    if (spec.query) ctx.state.query = check('query', spec.query, { ...ctx.query });
    if (spec.body) ctx.state.body = check('body', spec.body, (ctx.request as { body?: unknown }).body ?? {});
    await next();
  };
}

export function mountRoutes(router: Router, routes: RouteSpec[]): void {
  // HEAD routes first: the router also answers HEAD with a GET route of the same path.
  const ordered = [...routes].sort((a, b) => Number(b.method === 'HEAD') - Number(a.method === 'HEAD'));
  for (const spec of ordered) {
    const chain: Middleware[] = [validator(spec), ...(spec.use ?? []), spec.handler as Middleware];
    const method = spec.method.toLowerCase() as 'get' | 'post' | 'head' | 'put' | 'delete';
    router[method](spec.operationId, koaPath(spec.path), ...chain);
  }
}
