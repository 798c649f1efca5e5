// /health probes the stores at most once a second however often it is called: counted with Redis's own
// command statistics on a redis-server started for this test alone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRedis, type LocalRedis } from '../../src/stores/redisLocal.ts';
import { openRedis } from '../../src/stores/redis.ts';
import { json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { freePort } from '../helpers/freePort.ts';
import type { RedisClient } from '../../src/stores/redis.ts';

/** The parts of GET /health this test reads (src/operations/service.ts declares it whole). */
interface Health {
  status: string;
  stores: Record<'neo4j' | 'redis', { ok: boolean; latency_ms: number }>;
  cache: { hits: number; entries: number };
}

let server: LocalRedis;
let redis: RedisClient;
let t: TestApp;

beforeAll(async () => {
  server = await startLocalRedis({ dataDir: mkdtempSync(join(tmpdir(), 'health-')), port: await freePort() });
  redis = await openRedis(server.url);
  t = await startTestApp({ redis });
});
afterAll(async () => {
  await t.close();
  redis.disconnect();
  await server.stop();
});

async function pings(): Promise<number> {
  const stats = await redis.info('commandstats');
  return Number(/cmdstat_ping:calls=(\d+)/.exec(stats)?.[1] ?? 0);
}

test('200 calls within a second cost one probe; the next second costs one more', async () => {
  await redis.config('RESETSTAT');
  const started = performance.now();
  const burst = await Promise.all(Array.from({ length: 100 }, () => fetch(`${t.url}/health`)));
  for (let i = 0; i < 100; i += 1) await fetch(`${t.url}/health`, { method: i % 2 ? 'HEAD' : 'GET' });
  const elapsed = performance.now() - started;
  expect(burst.every((r) => r.status === 200)).toBe(true);
  // One probe per started second of the run (normally one; a slow machine may straddle a second).
  expect(await pings()).toBeLessThanOrEqual(Math.ceil(elapsed / 1000) + 1);
  expect(await pings()).toBeGreaterThanOrEqual(1);

  const before = await pings();
  await new Promise((r) => setTimeout(r, 1_100));
  const body = await json<Health>(await fetch(`${t.url}/health`));
  expect(await pings()).toBe(before + 1);
  const { stores, cache } = body;
  expect(body.status).toBe('ok');
  expect(stores).toEqual({
    neo4j: { ok: true, latency_ms: stores.neo4j.latency_ms },
    redis: { ok: true, latency_ms: stores.redis.latency_ms },
  });
  for (const figure of [stores.neo4j.latency_ms, stores.redis.latency_ms, cache.hits, cache.entries]) {
    expect(typeof figure).toBe('number');
  }
});
