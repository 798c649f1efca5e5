// buildApp: the one place that wires adapters (stores, clock, logger) to services and routes.
// It never listens; main.ts and the tests do.
import Koa, { type Context, type Middleware, type Next } from 'koa';
import Router from '@koa/router';
import cors from '@koa/cors';
import { koaBody } from 'koa-body';
import { errorMiddleware, ValidationFailed } from './http/errors.ts';
import { requestContext } from './http/requestContext.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { mountRoutes, type RouteSpec } from './http/route.ts';
import { buildOpenApi } from './http/openapi.ts';
import { INTERFACE_VERSION, LICENSE, SERVICE } from './http/serviceInfo.ts';
import { serviceRoutes } from './http/routes/service.ts';
import { accessRoutes } from './http/routes/access.ts';
import { adminRoutes } from './http/routes/admin.ts';
import { docsRoutes } from './http/routes/docs.ts';
import { paidProbeRoutes } from './http/routes/paidProbes.ts';
import { graphRoutes } from './http/routes/graph.ts';
import { intelRoutes } from './http/routes/intel.ts';
import { pulseRoutes } from './http/routes/pulse.ts';
import { createServices, type AppDeps, type AppServices } from './services.ts';
import { agentRoutes } from './agents/routes.ts';
import { jsonRpcParseErrors } from './agents/jsonRpcParseErrors.ts';
import { paymentRoutes } from './payments/routes.ts';
import { x402Payable } from './payments/challenge.ts';
import { webappRoutes } from './webapp/routes.ts';

export { createServices, type AppDeps, type AppServices };

const EXPOSED_HEADERS = [
  'X-Request-Id',
  'PAYMENT-REQUIRED',
  'PAYMENT-RESPONSE',
  'X-PAYMENT-RESPONSE',
  'X-Balance-USDC',
  'X-Calls-Remaining',
  'X-Reports-Remaining',
  'Idempotent-Replayed',
  'Retry-After',
];
const ALLOWED_HEADERS = [
  'Content-Type',
  'X-PAYMENT',
  'PAYMENT-SIGNATURE',
  'X-API-KEY',
  'X-SESSION',
  'Idempotency-Key',
  'X-Request-Id',
  'Authorization',
  'MCP-Protocol-Version',
  'Mcp-Method',
  'Mcp-Name',
  'Last-Event-ID',
  'A2A-Version',
  'A2A-Extensions',
];

/** The methods koa-body parses a body for (its default list). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** A chain composed once at start that runs only for the given methods; other requests go straight on. */
function forMethods(methods: Set<string>, chain: Middleware[]): Middleware {
  type Step = (ctx: Context, next: Next) => Promise<void>;
  const run = chain.reduceRight<Step>(
    (inner, mw) => async (ctx, next) => {
      await mw(ctx, () => inner(ctx, next));
    },
    async (_ctx, next) => {
      await next();
    },
  );
  return async (ctx, next) => {
    if (methods.has(ctx.method)) await run(ctx, next);
    else await next();
  };
}

export function buildApp(deps: AppDeps, extraRoutes: (services: AppServices) => RouteSpec[] = () => []) {
  const services = createServices(deps);
  const routes: RouteSpec[] = [];
  routes.push(
    ...serviceRoutes(services, () => routes),
    ...paidProbeRoutes(services),
    ...accessRoutes(services),
    ...adminRoutes(services),
    ...graphRoutes(services),
    ...intelRoutes(services),
    ...paymentRoutes(services),
    ...pulseRoutes(services),
    ...agentRoutes(services, () => routes),
    ...webappRoutes(services),
    ...extraRoutes(services),
    ...docsRoutes(() =>
      buildOpenApi(routes, {
        title: SERVICE.title,
        version: INTERFACE_VERSION,
        description: SERVICE.description,
        serverUrl: deps.config.publicBaseUrl,
        x402Payable: x402Payable(deps.config.x402),
        license: LICENSE,
      }),
    ),
  );

  // With N trusted hops Koa reads only the last N X-Forwarded-For entries: what the client wrote in front
  // of them (an appending proxy keeps it) is never taken for its address.
  const hops = deps.config.trustProxyHops;
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  app.silent = true; // errors are logged by errorMiddleware with their request id
  // Every standard method is one the router knows: TRACE, CONNECT or QUERY on a route gets 405 with Allow, as
  // PUT on a GET route does; only a method no standard names is 501.
  const router = new Router({
    methods: ['HEAD', 'OPTIONS', 'GET', 'PUT', 'PATCH', 'POST', 'DELETE', 'TRACE', 'CONNECT', 'QUERY'],
  });
  mountRoutes(router, routes);

  app.use(requestContext(deps.logger));
  app.use(errorMiddleware);
  app.use(
    securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  app.use(
    cors({
      origin: (ctx) =>
        deps.config.corsOrigins === '*'
          ? '*'
          : deps.config.corsOrigins.includes(ctx.get('origin'))
            ? ctx.get('origin')
            : '',
      exposeHeaders: EXPOSED_HEADERS,
      allowHeaders: ALLOWED_HEADERS,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use(jsonRpcParseErrors); // /mcp and /a2a answer bad JSON with JSON-RPC -32700, not the REST 422
  // The media-type check and the JSON body parser run for the methods that carry a body only: for GET and HEAD
  // (the 402 probe, /health) they would do nothing but cost their turn in the chain.
  app.use(
    forMethods(BODY_METHODS, [
      async (ctx, next) => {
        const hasBody = Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
        if (['POST', 'PUT'].includes(ctx.method) && hasBody && !ctx.is('application/json')) {
          ctx.status = 415;
          ctx.body = {
            error: 'unsupported_media_type',
            message: 'Send the body as application/json.',
            request_id: ctx.state.requestId,
          };
          return;
        }
        await next();
      },
      koaBody({
        json: true,
        urlencoded: false,
        text: false,
        multipart: false,
        jsonStrict: true,
        jsonLimit: `${deps.config.bodyLimitKb}kb`,
        onError: (err: Error & { status?: number }) => {
          if (err.status === 413) throw err;
          throw new ValidationFailed([{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }]);
        },
      }),
    ]),
  );
  app.use(router.routes());
  app.use(router.allowedMethods());
  return { app, services, routes };
}
