// Balances are money: a Redis restart (clean, and a kill after the AOF's one-second fsync) keeps every
// balance and ledger entry. Runs its own redis-server so the shared test store is left alone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCredentialStore } from '../../src/billing/credentials.ts';
import { createLedger } from '../../src/billing/ledger.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { startLocalRedis } from '../../src/stores/redisLocal.ts';
import { openRedis } from '../../src/stores/redis.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'intel-redis-'));
const port = 6395;

async function withRedis<T>(
  fn: (ctx: {
    credentials: ReturnType<typeof createCredentialStore>;
    ledger: ReturnType<typeof createLedger>;
  }) => Promise<T>,
  stopHow: 'term' | 'kill',
): Promise<T> {
  const server = await startLocalRedis({ dataDir, port });
  const redis = await openRedis(server.url);
  try {
    return await fn({
      credentials: createCredentialStore(redis, systemClock),
      ledger: createLedger(redis, systemClock),
    });
  } finally {
    redis.disconnect();
    if (stopHow === 'kill') {
      await new Promise((r) => setTimeout(r, 1_500)); // appendfsync everysec
      process.kill(server.pid!, 'SIGKILL');
      await new Promise((r) => setTimeout(r, 300));
    } else {
      await server.stop();
    }
  }
}

test.each(['term', 'kill'] as const)('balances and ledger survive a Redis restart (%s)', async (how) => {
  const secrets = await withRedis(async ({ credentials, ledger }) => {
    const made = [];
    for (let i = 0; i < 20; i++) {
      const { secret, credential } = await credentials.createApiKey({ balanceMicro: 1_000_000 + i });
      const hold = await ledger.reserve({
        cid: credential.cid,
        priceMicro: 50_000,
        idempotencyKey: `d-${i}`,
        route: 'test',
        requestId: `req_${i}`,
      });
      await ledger.capture(hold as { cid: string; holdId: string });
      made.push(secret);
    }
    return made;
  }, how);

  await withRedis(async ({ credentials, ledger }) => {
    for (let i = 0; i < secrets.length; i++) {
      const c = await credentials.findBySecret(secrets[i]);
      expect(c?.balanceMicro).toBe(1_000_000 + i - 50_000);
      expect(c?.callsMade).toBe(1);
      expect((await ledger.entries(c!.cid)).map((e) => e.op).sort()).toEqual(['credit', 'debit']); // opening credit, one debit
    }
  }, 'term');
});
