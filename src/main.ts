// config → stores → services → app → listen; SIGINT/SIGTERM close everything this process started.
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { BUILD_VERSION } from './http/serviceInfo.ts';
import { createLogger, logBanner } from './logger.ts';
import { loadConfig } from './config.ts';
import { systemClock } from './lib/clock.ts';
import { applySchema } from './graph/schema.ts';
import { seedGraphOnce } from './graph/seed.ts';
import { migrateGraph } from './graph/migrate.ts';
import { forgetReportCopies } from './graph/reportMirror.ts';
import { resetCompanyViewCopies } from './graph/companyViewCopies.ts';
import { buildEngine, sharedKnowledgeBase } from './intel/buildEngine.ts';
import { scoreKnownEntry } from './intel/seedScore.ts';
import { ensureStores } from './stores/ensureStores.ts';
import { connectNeo4j } from './stores/neo4j.ts';
import { openRedis } from './stores/redis.ts';
import { withStartLock } from './stores/startLock.ts';
import { webappAssets } from './webapp/bundle.ts';

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const stores = await ensureStores(config, (msg) => logger.info(msg));
  // A cluster only from REDIS_URL: the local launcher starts a single server.
  const redis = await openRedis({
    url: stores.redisUrl,
    cluster: config.redis.cluster && config.redis.url !== undefined,
  });
  const neo4j = connectNeo4j({ ...config.neo4j, uri: stores.neo4jUri });
  await neo4j.verifyConnectivity();
  const engine = buildEngine(config);
  const kb = sharedKnowledgeBase();
  await withStartLock(redis, async () => {
    const applied = await applySchema(neo4j, config.neo4j.database);
    logger.info({ statements: applied }, 'graph schema applied');
    const seed = await seedGraphOnce(
      neo4j,
      kb.entries,
      (entry) => scoreKnownEntry(kb, entry),
      systemClock.now(),
      config.neo4j.database,
    );
    if (seed.seeded) logger.info(seed, 'graph seeded from the knowledge base');
    const migration = await migrateGraph(neo4j, systemClock.now(), { database: config.neo4j.database });
    if (migration.migrated) logger.info(migration, 'graph migrated to the current model');
    // The market-share reports' Redis copies are dropped at start: a graph seeded, migrated or replaced while
    // no instance ran would otherwise be served from copies of the graph before it (the next reads copy again).
    await forgetReportCopies(redis);
    // The same for the copies of company answers (GET /graph?company=), which a start never trusts either.
    await resetCompanyViewCopies(redis);
  });

  const { app, services } = buildApp({ config, redis, neo4j, clock: systemClock, logger, engine });
  const bundling = Date.now();
  const assets = await webappAssets(); // the web app's scripts, bundled from webapp/ before the first visitor
  logger.info({ files: assets.size, ms: Date.now() - bundling }, 'web app bundled');
  // Pulse: every instance ticks the schedule onto the shared queue; PULSE_WORKER=false keeps this one off the work.
  const pulse = services.pulse.runtime();
  pulse.start();
  // Analyses reach the graph through a Redis stream; every instance flushes it (one at a time, in order).
  services.graphWrites.start();
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  // The bound port, not the configured one: PORT=0 (tests, several instances) lets the OS choose.
  const { port } = server.address() as AddressInfo;
  const host = ['0.0.0.0', '::'].includes(config.host)
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  logBanner(logger, {
    version: BUILD_VERSION,
    listenUrl: `http://${host}:${port}`,
    publicUrl: config.publicBaseUrl,
    neo4jUri: stores.neo4jUri,
    neo4jBrowserUrl: stores.neo4jBrowserUrl,
    redisUrl: stores.redisUrl,
    origins: stores.origins,
    ms: Date.now() - started,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 45_000);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await pulse.close().catch((err: unknown) => logger.warn({ err }, 'pulse workers did not close cleanly'));
    await services.graphWrites.close();
    await neo4j.close().catch(() => {});
    await redis.quit().catch(() => {});
    await stores.stop();
    clearTimeout(force);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: Error) => {
  console.error(`intel-graph could not start: ${err.message}`);
  process.exit(1);
});
