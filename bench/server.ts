// The servers under load, in their own process so the load generator does not share their event loop:
// the full app on real stores (with the 100k-company benchmark graph), and a bare Koa route as the
// same-run baseline. Prints one JSON line (ports and a funded API key), then serves until killed.
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { applySchema } from '../src/graph/schema.ts';
import { migrateGraph } from '../src/graph/migrate.ts';
import { forgetReportCopies } from '../src/graph/reportMirror.ts';
import { resetCompanyViewCopies } from '../src/graph/companyViewCopies.ts';
import { buildEngine } from '../src/intel/buildEngine.ts';
import { systemClock } from '../src/lib/clock.ts';
import { ensureStores } from '../src/stores/ensureStores.ts';
import { connectNeo4j } from '../src/stores/neo4j.ts';
import { openRedis } from '../src/stores/redis.ts';
import { ensureBenchGraph } from './graphData.ts';
import { instrument } from './instrument.ts';
import { cacheEntryKey } from '../src/cache/analysisCache.ts';
import { cacheKeyOf } from '../src/intel/service.ts';
import { BENCH_CACHED_TEXT } from './cachedRequest.ts';

const log = (msg: string) => process.stderr.write(`  [bench] ${msg}\n`);
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  PAYEE_BASE: '0x209693Bc6afc0C5328bA36FaF03C514EF312287C',
  PAYEE_SOLANA: '2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4',
});
const stores = await ensureStores(config, log);
const redis = await openRedis(stores.redisUrl);
const neo4j = connectNeo4j({ ...config.neo4j, uri: stores.neo4jUri });
await applySchema(neo4j);
if (process.env.BENCH_GRAPH !== '0') await ensureBenchGraph(neo4j, log);
const migrated = await migrateGraph(neo4j, new Date());
if (migrated.migrated) log('graph migrated to the current model');
// As at every start of the service (src/main.ts): no copy of an answer outlives the process that stored it.
await forgetReportCopies(redis);
await resetCompanyViewCopies(redis);
const { app, services } = buildApp({
  config,
  redis,
  neo4j,
  clock: systemClock,
  logger: pino({ level: 'silent' }),
  engine: buildEngine(config),
});
const { secret: apiKey } = await services.credentials.createApiKey({
  balanceMicro: 1_000_000 * 1_000_000,
  label: 'bench',
});

const profiler = process.env.BENCH_PROFILE === '1' ? instrument(app) : null;
const bare = new Koa();
bare.use(async (ctx) => {
  // The process's CPU time so far, for the load generator's CPU-per-request figures (the route is the bare one).
  if (ctx.path === '/cpu') ctx.body = process.cpuUsage();
  else if (profiler && ctx.path.startsWith('/profile/')) ctx.body = await profiler.control(ctx.path.slice(9));
  else ctx.body = { ok: true };
});

// The floor: a bare Koa route that makes one Redis round trip (EVALSHA of a script reading the cached answer of
// the bench's paid request) and sends that ~9 KB JSON text. What a cached paid call cannot go below here.
const floorKey = cacheEntryKey(cacheKeyOf({ text: BENCH_CACHED_TEXT, mode: 'competitive' }));
redis.defineCommand('benchFloor', { numberOfKeys: 1, lua: "return redis.call('GET', KEYS[1])" });
const floor = new Koa();
floor.use(async (ctx) => {
  const text = await (redis as unknown as { benchFloor(key: string): Promise<string | null> }).benchFloor(floorKey);
  if (text === null) ctx.throw(500, 'the cached answer is not there yet');
  ctx.type = 'application/json';
  ctx.body = text;
});

const listen = (a: Koa) =>
  new Promise<number>((resolve) => {
    const server = a.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
const [appPort, barePort, floorPort] = await Promise.all([listen(app), listen(bare), listen(floor)]);
process.stdout.write(`${JSON.stringify({ appPort, barePort, floorPort, apiKey })}\n`);

const stop = async () => {
  await neo4j.close();
  redis.disconnect();
  await stores.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
