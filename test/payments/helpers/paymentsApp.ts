// The real app on the real stores, with the real analysis engine and the devnet's payment environment,
// listening on loopback (as test/helpers/testApp.ts, plus the engine the paid routes need).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pino } from 'pino';
import { buildApp, type AppServices } from '../../../src/app.ts';
import { loadConfig, type Config } from '../../../src/config.ts';
import type { RouteSpec } from '../../../src/http/route.ts';
import { applySchema } from '../../../src/graph/schema.ts';
import { buildEngine } from '../../../src/intel/buildEngine.ts';
import { systemClock, type Clock } from '../../../src/lib/clock.ts';
import { connectNeo4j } from '../../../src/stores/neo4j.ts';
import { openRedis } from '../../../src/stores/redis.ts';

export interface PaymentsApp { url: string; services: AppServices; config: Config; close(): Promise<void> }

export async function startPaymentsApp(env: Record<string, string>, opts: { extraRoutes?: (s: AppServices) => RouteSpec[]; clock?: Clock } = {}): Promise<PaymentsApp> {
  const config = loadConfig({
    REDIS_URL: process.env.REDIS_URL, NEO4J_URI: process.env.NEO4J_URI, LOG_LEVEL: 'silent', PORT: '0', TRUST_PROXY: 'true', ...env,
  });
  const redis = await openRedis(config.redis.url!);
  const neo4j = connectNeo4j({ ...config.neo4j, uri: config.neo4j.uri! });
  await applySchema(neo4j);
  const engine = buildEngine(config);
  const { app, services } = buildApp({ config, redis, neo4j, clock: opts.clock ?? systemClock, logger: pino({ level: 'silent' }), engine }, opts.extraRoutes);
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, services, config,
    close: async () => {
      services.payments.watcher.close();
      await new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
      await redis.quit().catch(() => {});
      await neo4j.close();
    },
  };
}
