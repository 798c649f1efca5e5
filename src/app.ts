// buildApp: the one place that wires adapters (stores, clock, logger) to services and routes.
// It never listens; main.ts and the tests do.
import Koa from 'koa';
import Router from '@koa/router';
import cors from '@koa/cors';
import helmet from 'koa-helmet';
import { koaBody } from 'koa-body';
import type { Driver } from 'neo4j-driver';
import type { RedisClient } from './stores/redis.ts';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Clock } from './lib/clock.ts';
import { createCredentialStore } from './billing/credentials.ts';
import { createLedger } from './billing/ledger.ts';
import { createOperatorBudgets } from './billing/operators.ts';
import { createAnalysisCache } from './cache/analysisCache.ts';
import { createGraphRepository } from './graph/repository.ts';
import { probeStores, throttledProbe } from './stores/storeStatus.ts';
import { errorMiddleware, ValidationFailed } from './http/errors.ts';
import { requestContext } from './http/requestContext.ts';
import { mountRoutes, type RouteSpec } from './http/route.ts';
import { buildOpenApi } from './http/openapi.ts';
import { BUILD_VERSION, INTERFACE_VERSION, SERVICE } from './http/serviceInfo.ts';
import { serviceRoutes } from './http/routes/service.ts';
import { accessRoutes } from './http/routes/access.ts';
import { adminRoutes } from './http/routes/admin.ts';
import { docsRoutes } from './http/routes/docs.ts';
import { paidProbeRoutes } from './http/routes/paidProbes.ts';
import { graphRoutes } from './http/routes/graph.ts';
import { intelRoutes } from './http/routes/intel.ts';
import { createIntelService, type Engine } from './intel/service.ts';
import { agentRoutes } from './agents/routes.ts';
import { jsonRpcParseErrors } from './agents/jsonRpcParseErrors.ts';
import { paymentRoutes } from './payments/routes.ts';
import { createPayments } from './payments/service.ts';

export interface AppDeps {
  config: Config;
  redis: RedisClient;
  neo4j: Driver;
  clock: Clock;
  logger: Logger;
  /** The analysis engine (src/intel/engine.ts); built by main.ts from the configuration. */
  engine: Engine;
}

export function createServices(deps: AppDeps) {
  const { redis, neo4j, clock, config } = deps;
  const cache = createAnalysisCache(redis, clock);
  const graph = createGraphRepository(neo4j, config.neo4j.database);
  const startedAt = clock.now();
  const credentials = createCredentialStore(redis, clock);
  const ledger = createLedger(redis, clock);
  // Store state and cache counters, read at most once a second however often /health is called.
  const storeStatus = throttledProbe(async () => {
    const stores = await probeStores(neo4j, redis, config.neo4j.database);
    return { stores, cache: stores.redis.ok ? await cache.stats().catch(() => null) : null };
  });
  return {
    ...deps,
    credentials,
    ledger,
    operators: createOperatorBudgets(redis, clock),
    cache,
    graph,
    intel: createIntelService({ engine: deps.engine, cache, graph, clock }),
    payments: createPayments({ config, redis, clock, logger: deps.logger, credentials, ledger }),
    /** Store state and cache counters at most a second old (src/stores/storeStatus.ts). */
    async health() {
      const { stores: { neo4j: neo4jState, redis: redisState }, cache: cacheStats } = await storeStatus();
      return {
        status: neo4jState.ok && redisState.ok ? ('ok' as const) : ('degraded' as const),
        version: INTERFACE_VERSION,
        build: BUILD_VERSION,
        uptime_s: Math.floor((clock.now().getTime() - startedAt.getTime()) / 1000),
        stores: { neo4j: neo4jState, redis: redisState },
        cache: cacheStats,
      };
    },
  };
}

export type AppServices = ReturnType<typeof createServices>;

const EXPOSED_HEADERS = [
  'X-Request-Id', 'PAYMENT-REQUIRED', 'PAYMENT-RESPONSE', 'X-PAYMENT-RESPONSE',
  'X-Balance-USDC', 'X-Calls-Remaining', 'X-Reports-Remaining', 'Idempotent-Replayed', 'Retry-After',
];
const ALLOWED_HEADERS = [
  'Content-Type', 'X-PAYMENT', 'PAYMENT-SIGNATURE', 'X-API-KEY', 'X-SESSION', 'Idempotency-Key', 'X-Request-Id', 'Authorization',
  'MCP-Protocol-Version', 'Mcp-Method', 'Mcp-Name', 'Last-Event-ID', 'A2A-Version', 'A2A-Extensions',
];

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
    ...agentRoutes(services, () => routes),
    ...extraRoutes(services),
    ...docsRoutes(() => buildOpenApi(routes, { title: SERVICE.title, version: INTERFACE_VERSION, description: SERVICE.description, serverUrl: deps.config.publicBaseUrl })),
  );

  // With N trusted hops Koa reads only the last N X-Forwarded-For entries: what the client wrote in front
  // of them (an appending proxy keeps it) is never taken for its address.
  const hops = deps.config.trustProxyHops;
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  app.silent = true; // errors are logged by errorMiddleware with their request id
  const router = new Router();
  mountRoutes(router, routes);

  app.use(requestContext(deps.logger));
  app.use(errorMiddleware);
  app.use(helmet({ contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } }, crossOriginResourcePolicy: { policy: 'cross-origin' } }));
  app.use(cors({
    origin: (ctx) => (deps.config.corsOrigins === '*' ? '*' : deps.config.corsOrigins.includes(ctx.get('origin')) ? ctx.get('origin') : ''),
    exposeHeaders: EXPOSED_HEADERS,
    allowHeaders: ALLOWED_HEADERS,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  }));
  app.use(async (ctx, next) => {
    const hasBody = Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (['POST', 'PUT'].includes(ctx.method) && hasBody && !ctx.is('application/json')) {
      ctx.status = 415;
      ctx.body = { error: 'unsupported_media_type', message: 'Send the body as application/json.', request_id: ctx.state.requestId };
      return;
    }
    await next();
  });
  app.use(jsonRpcParseErrors); // /mcp and /a2a answer bad JSON with JSON-RPC -32700, not the REST 422
  app.use(koaBody({
    json: true, urlencoded: false, text: false, multipart: false, jsonStrict: true,
    jsonLimit: `${deps.config.bodyLimitKb}kb`,
    onError: (err: Error & { status?: number }) => {
      if (err.status === 413) throw err;
      throw new ValidationFailed([{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }]);
    },
  }));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return { app, services, routes };
}
