// A store that is down gives a clear 503 and charges nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRedis } from '../../src/stores/redisLocal.ts';
import { openRedis } from '../../src/stores/redis.ts';
import { connectNeo4j } from '../../src/stores/neo4j.ts';
import { adminHeaders, json, startTestApp } from '../helpers/testApp.ts';
import { paidTestRoutes } from '../helpers/paidRoute.ts';
import { match } from '../helpers/match.ts';
import { spareRedisPort } from '../setup/stores.ts';
import type { CreatedKey, ErrorBody, Health, KeyStatus } from '../helpers/answers.ts';

test('Redis down: /health 503 and a paid call 503 store_unavailable, nothing charged', async () => {
  const server = await startLocalRedis({
    dataDir: mkdtempSync(join(tmpdir(), 'intel-outage-')),
    port: spareRedisPort(),
  });
  const redis = await openRedis(server.url);
  const t = await startTestApp({ extraRoutes: paidTestRoutes, redis });
  try {
    const key = (
      await json<CreatedKey>(
        await fetch(`${t.url}/admin/api-keys`, {
          method: 'POST',
          headers: adminHeaders(),
          body: JSON.stringify({ balance_usdc: 1 }),
        }),
      )
    ).api_key;
    await server.stop();
    const health = await fetch(`${t.url}/health`);
    expect(health.status).toBe(503);
    const body = await json<Health>(health);
    expect(body.status).toBe('degraded');
    expect(body.stores.redis.ok).toBe(false);
    expect(body.stores.neo4j.ok).toBe(true);
    const paid = await fetch(`${t.url}/test/paid`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: '{}',
    });
    expect(paid.status).toBe(503);
    const err = await json<ErrorBody>(paid);
    expect(err).toEqual({
      error: 'store_unavailable',
      message: match.stringContaining('nothing was charged'),
      request_id: match.any(String),
    });
  } finally {
    await t.close();
    redis.disconnect();
  }
});

test('Neo4j down: /health 503 and a paid call that needs the graph is 503 with the hold released', async () => {
  const deadNeo4j = connectNeo4j({ uri: 'bolt://127.0.0.1:1', user: 'neo4j' });
  const t = await startTestApp({ extraRoutes: paidTestRoutes, neo4j: deadNeo4j });
  try {
    const health = await fetch(`${t.url}/health`);
    expect(health.status).toBe(503);
    expect((await json<Health>(health)).stores.neo4j.ok).toBe(false);
    const key = (
      await json<CreatedKey>(
        await fetch(`${t.url}/admin/api-keys`, {
          method: 'POST',
          headers: adminHeaders(),
          body: JSON.stringify({ balance_usdc: 1 }),
        }),
      )
    ).api_key;
    const paid = await fetch(`${t.url}/test/paid`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ outcome: 'neo4j' }),
    });
    expect(paid.status).toBe(503);
    expect((await json<ErrorBody>(paid)).error).toBe('store_unavailable');
    const status = await json<KeyStatus>(
      await fetch(`${t.url}/access/api-key/status`, { headers: { 'x-api-key': key } }),
    );
    expect(status).toEqual(match.objectContaining({ balance_usdc: 1, calls_made: 0 }));
  } finally {
    await t.close();
    await deadNeo4j.close();
  }
});
