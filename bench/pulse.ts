// Pulse on real stores: how long checks and deliveries take through the queue. N subscriptions watch a
// local page; the bench times the baseline checks, then (after the page's price changes and the clock
// moves) the checks that raise N alerts, then the N signed deliveries to a local receiver, each phase
// from the tick until the queue is idle.   node bench/pulse.ts     BENCH_SUBSCRIPTIONS=100
import { pino } from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { applySchema } from '../src/graph/schema.ts';
import { buildEngine } from '../src/intel/buildEngine.ts';
import { fixedClock } from '../src/lib/clock.ts';
import { connectNeo4j } from '../src/stores/neo4j.ts';
import { openRedis } from '../src/stores/redis.ts';
import { startTestStores } from '../test/setup/stores.ts';
import { startPageServer, startReceiver } from '../test/pulse/helpers.ts';

const n = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100);
const log = (msg: string) => process.stderr.write(`  [bench] ${msg}\n`);
const stores = await startTestStores(log);
const config = loadConfig({
  ...process.env,
  REDIS_URL: stores.redisUrl,
  NEO4J_URI: stores.neo4jUri,
  LOG_LEVEL: 'silent',
  FETCH_ALLOW_PRIVATE: 'true',
  PULSE_TICK_MS: '0',
  PULSE_MAX_SUBSCRIPTIONS: String(n),
});
const redis = await openRedis(stores.redisUrl);
const neo4j = connectNeo4j({ ...config.neo4j, uri: stores.neo4jUri });
await applySchema(neo4j);
const clock = fixedClock(new Date());
const { services } = buildApp({
  config,
  redis,
  neo4j,
  clock,
  logger: pino({ level: 'silent' }),
  engine: buildEngine(config),
});
const page = await startPageServer('$10');
const receiver = await startReceiver();
const runtime = services.pulse.runtime();
runtime.start({ concurrency: 8 });

const { credential } = await services.credentials.createApiKey({ balanceMicro: 1_000_000_000, label: 'bench-pulse' });
const started = performance.now();
for (let i = 0; i < n; i += 1) {
  await services.pulse.subscribe(credential, {
    watch_company: 'Quillmate',
    webhook_url: `${receiver.url}/bench/${i}`,
    url: page.url,
    every_hours: 1,
  });
}
const subscribeMs = performance.now() - started;

async function phase(): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < 10; i += 1) {
    const queued = await runtime.tick();
    await runtime.idle(600_000);
    if (!queued) break;
  }
  return performance.now() - t0;
}
// Each phase drains everything due, including work left by earlier runs on the same stores.
const baselineMs = await phase();
page.setPrice('$11');
clock.advance(3_600_000);
const t0 = performance.now();
await runtime.tick();
await runtime.idle(600_000); // the checks that raise the alerts
const checksMs = performance.now() - t0;
const deliveriesMs = await phase();
const delivered = receiver.received.filter((r) => r.path.startsWith('/bench/')).length;

const round = (x: number) => Math.round(x);
console.log(
  JSON.stringify({
    subscriptions: n,
    delivered,
    subscribe_ms_each: round(subscribeMs / n),
    baseline_checks_ms: round(baselineMs),
    checks_per_s: round(n / (checksMs / 1000)),
    alerting_checks_ms: round(checksMs),
    deliveries_ms: round(deliveriesMs),
    deliveries_per_s: round(delivered / (deliveriesMs / 1000)),
  }),
);
// Leave nothing scheduled on the stores (the tests share them).
for (const sub of (await services.pulse.list(credential)).subscriptions)
  await services.pulse.unsubscribe(credential, sub.subscription_id);
await runtime.close();
await receiver.close();
await page.close();
await neo4j.close();
redis.disconnect();
await stores.stop();
