// The services bundle every route, tool and skill receives: built from the adapters (stores, clock,
// logger, engine). It lives apart from the composition root so that importing its type never makes a
// cycle through app.ts.
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
import { createGraphWriteBehind } from './graph/writeBehind.ts';
import { probeStores, throttledProbe } from './stores/storeStatus.ts';
import { BUILD_VERSION, INTERFACE_VERSION } from './http/serviceInfo.ts';
import { createIntelService, type Engine } from './intel/service.ts';
import { createPayments } from './payments/service.ts';
import { createPulse } from './pulse/service.ts';
import { createReportMirror } from './graph/reportMirror.ts';
import { createCompanyViewCopies } from './graph/companyViewCopies.ts';

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
  const graph = createGraphRepository(
    neo4j,
    config.neo4j.database,
    createReportMirror(redis),
    createCompanyViewCopies(redis),
  );
  const startedAt = clock.now();
  const credentials = createCredentialStore(redis, clock);
  const ledger = createLedger(redis, clock);
  const graphWrites = createGraphWriteBehind({ redis, graph, logger: deps.logger });
  const intel = createIntelService({ engine: deps.engine, cache, graph, graphWrites, clock });
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
    /** Analyses on their way into the graph (src/graph/writeBehind.ts); `flushed()` waits for them. */
    graphWrites,
    intel,
    payments: createPayments({ config, redis, clock, logger: deps.logger, credentials, ledger }),
    pulse: createPulse({ config, redis, neo4j, clock, logger: deps.logger, credentials, ledger, graph, intel }),
    /** Store state and cache counters at most a second old (src/stores/storeStatus.ts). */
    async health() {
      const {
        stores: { neo4j: neo4jState, redis: redisState },
        cache: cacheStats,
      } = await storeStatus();
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
