// A REST route is an adapter over one operation of the registry (src/operations): the operation's
// schemas validate the request here and also produce the OpenAPI document (src/http/openapi.ts), so the
// two cannot drift apart. Agent routes without an operation declare their JSON Schemas directly.
import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import type { InputOf, Operation } from '../operations/operation.ts';
import { documentedResponses, hasInput } from '../operations/responses.ts';
import { toJsonSchema } from '../operations/jsonSchema.ts';
import { ValidationFailed } from './errors.ts';
import { check, type JsonSchema } from './validation.ts';

export type { Method } from '../operations/operation.ts';
import type { Method } from '../operations/operation.ts';

export interface ResponseSpec {
  description: string;
  schema?: JsonSchema;
  contentType?: string;
  /** Further media types of the same response (the same schema), e.g. a JSON answer also sent as an event stream. */
  alsoAs?: string[];
  headers?: Record<string, string>;
}

export type SecurityScheme = 'apiKey' | 'session' | 'x402' | 'admin' | 'pollSecret' | 'webhookSecret';

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
  /** Credentials accepted, for the document (the gate enforces them); none: a free operation. */
  security?: SecurityScheme[];
  /** Middleware run after validation and before the handler (the payment gate, admin auth). */
  use?: Middleware[];
  handler: (ctx: Context, next: Next) => Promise<void> | void;
  /** Kept out of the OpenAPI document (asset routes). */
  hidden?: boolean;
  /** The operator's API: mounted, but in no public document. */
  admin?: boolean;
  /** The registry's declaration this route adapts, when it has one. */
  operation?: Operation;
  /** Checks after the schema (one of two fields …), as 422 records. */
  refine?: (body: never) => { loc: (string | number)[]; msg: string; type: string }[];
}

const SECURITY: Record<Operation['access'], SecurityScheme[] | undefined> = {
  free: undefined,
  paid: ['apiKey', 'session', 'x402'],
  credential: ['apiKey', 'session'],
  admin: ['admin'],
  secret: undefined,
};

/** What a handler of an operation receives: the Koa context and the validated, typed input. */
export type OperationHandler<O extends Operation> = (ctx: Context, input: InputOf<O>) => Promise<void> | void;

/** The REST adapter of one operation: its schemas, responses and security, with a typed handler. */
export function restRoute<O extends Operation>(
  op: O,
  handler: OperationHandler<O>,
  opts: { use?: Middleware[] } = {},
): RouteSpec {
  const secret =
    op.access === 'secret'
      ? op.path.startsWith('/access/webhook')
        ? ['webhookSecret' as const]
        : ['pollSecret' as const]
      : undefined;
  return {
    method: op.method,
    path: op.path,
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: op.tags,
    ...(op.body ? { body: toJsonSchema(op.body) } : {}),
    ...(op.query ? { query: toJsonSchema(op.query) } : {}),
    ...(op.params ? { params: toJsonSchema(op.params) } : {}),
    responses: documentedResponses(op),
    ...((SECURITY[op.access] ?? secret) ? { security: SECURITY[op.access] ?? secret } : {}),
    ...(opts.use ? { use: opts.use } : {}),
    ...(op.hidden ? { hidden: true } : {}),
    ...(op.admin ? { admin: true } : {}),
    ...(op.refine ? { refine: op.refine } : {}),
    operation: op,
    handler: (ctx) =>
      handler(ctx, { body: ctx.state.body, query: ctx.state.query, params: ctx.state.params } as InputOf<O>),
  };
}

export function koaPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/** Only the declared query parameters are read; others (utm_source …) are ignored, not refused. */
function declaredOnly(schema: JsonSchema, query: Record<string, unknown>): Record<string, unknown> {
  const names = Object.keys(schema.properties ?? {});
  return Object.fromEntries(Object.entries(query).filter(([k]) => names.includes(k)));
}

function validator(spec: RouteSpec): Middleware {
  return async (ctx, next) => {
    if (spec.params) ctx.state.params = check('path', spec.params, { ...ctx.params });
    if (spec.query) ctx.state.query = check<unknown>('query', spec.query, declaredOnly(spec.query, { ...ctx.query }));
    if (spec.body) ctx.state.body = check<unknown>('body', spec.body, (ctx.request as { body?: unknown }).body ?? {});
    if (spec.refine) {
      const issues = spec.refine(ctx.state.body as never);
      if (issues.length) throw new ValidationFailed(issues);
    }
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

export { hasInput };
