// The fresh-machine path, run even where a system redis-server exists: Maven unpacks redis-server from
// Maven Central into an empty directory, its SHA-256 is checked, it runs with AOF on, and the real
// payment gate's Lua scripts hold a burst of concurrent debits on it.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRedis, type LocalRedis } from '../../src/stores/redisLocal.ts';
import { openRedis } from '../../src/stores/redis.ts';
import { adminHeaders, json, startTestApp } from '../helpers/testApp.ts';
import { paidTestRoutes } from '../helpers/paidRoute.ts';
import { freePort } from '../helpers/freePort.ts';
import type { MintedKey } from '../billing/answers.ts';

let server: LocalRedis;
const binDir = mkdtempSync(join(tmpdir(), 'redis-bin-'));
let startMs = 0;

beforeAll(async () => {
  const started = Date.now();
  server = await startLocalRedis({
    dataDir: mkdtempSync(join(tmpdir(), 'redis-maven-')),
    port: await freePort(),
    binary: 'maven',
    binDir,
    log: (msg) => process.stdout.write(`  ${msg}\n`),
  });
  startMs = Date.now() - started;
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

test('Maven unpacks a checksum-verified redis-server 6.2 and it runs with AOF on', async () => {
  const binary = server.binary!;
  expect(binary).toEqual({ source: 'maven', version: binary.version, path: binary.path });
  expect(binary.version).toMatch(/^6\.2\.\d+$/);
  expect(binary.path).toContain(binDir);
  expect(existsSync(server.binary!.path)).toBe(true);
  const redis = await openRedis(server.url);
  try {
    expect(await redis.config('GET', 'appendonly')).toEqual(['appendonly', 'yes']);
    const info = await redis.info('server');
    expect(info).toContain(`executable:${server.binary!.path}`);
    process.stdout.write(
      `  Maven Central redis-server ${server.binary!.version}: unpacked and started in ${startMs} ms\n`,
    );
  } finally {
    redis.disconnect();
  }
});

test('a second start finds the verified binary and skips Maven', async () => {
  const again = await startLocalRedis({
    dataDir: mkdtempSync(join(tmpdir(), 'redis-maven-')),
    port: await freePort(),
    binary: 'maven',
    binDir,
  });
  try {
    expect(again.binary?.path).toBe(server.binary!.path);
  } finally {
    await again.stop();
  }
});

test('the payment gate on this Redis: 20 concurrent debits on a key that affords 10', async () => {
  const redis = await openRedis(server.url);
  const t = await startTestApp({ extraRoutes: paidTestRoutes, redis });
  try {
    const created = await json<MintedKey>(
      await fetch(`${t.url}/admin/api-keys`, {
        method: 'POST',
        headers: adminHeaders(),
        body: JSON.stringify({ balance_usdc: 0.5 }),
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${t.url}/test/paid`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': created.api_key },
          body: '{}',
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([
      ...Array<number>(10).fill(200),
      ...Array<number>(10).fill(402),
    ]);
    const after = (await t.services.credentials.findBySecret(created.api_key))!;
    expect(after.balanceMicro).toBe(0);
    expect((await t.services.ledger.entries(after.cid, 100)).filter((e) => e.op === 'debit')).toHaveLength(10);
  } finally {
    await t.close();
    redis.disconnect();
  }
});
