// 50 concurrent paid calls on a key that can afford 10: exactly 10 succeed, the balance never goes
// negative, and the ledger has exactly 10 debits.
import { redisKeys } from '../../src/billing/redisKeys.ts';
import { adminHeaders, json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { paidTestRoutes } from '../helpers/paidRoute.ts';
import type { ErrorEnvelope } from '../../src/operations/shapes/envelopes.ts';
import type { MintedKey } from './answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ extraRoutes: paidTestRoutes });
});
afterAll(async () => {
  await t.close();
});

test('50 concurrent debits on a key that affords 10', async () => {
  const created = await json<MintedKey>(
    await fetch(`${t.url}/admin/api-keys`, {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({ balance_usdc: 0.5 }),
    }),
  );
  const credential = (await t.services.credentials.findBySecret(created.api_key))!;

  // Watch the balance while the burst runs: it must never be seen below zero.
  let lowest = Infinity;
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      lowest = Math.min(lowest, Number(await t.redis.hget(redisKeys.credential(credential.cid), 'balance')));
      await new Promise((r) => setImmediate(r));
    }
  })();

  const results = await Promise.all(
    Array.from({ length: 50 }, () =>
      fetch(`${t.url}/test/paid`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': created.api_key },
        body: '{}',
      }),
    ),
  );
  watching = false;
  await watcher;

  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(10);
  expect(statuses.filter((s) => s === 402)).toHaveLength(40);
  const refusals = await Promise.all(results.filter((r) => r.status === 402).map((r) => json<ErrorEnvelope>(r)));
  expect(new Set(refusals.map((b) => b.error))).toEqual(new Set(['insufficient_balance']));
  expect(lowest).toBeGreaterThanOrEqual(0);

  const after = (await t.services.credentials.findBySecret(created.api_key))!;
  expect(after.balanceMicro).toBe(0);
  expect(after.callsMade).toBe(10);
  const ledger = await t.services.ledger.entries(credential.cid, 1000);
  expect(ledger.filter((e) => e.op === 'debit')).toHaveLength(10);
  // The opening balance is a credit entry; the ten debits took it all.
  expect(ledger.filter((e) => e.op === 'debit').reduce((sum, e) => sum + e.amount, 0)).toBe(500_000);
  expect(await t.redis.zcard(redisKeys.holds(credential.cid))).toBe(0);
});

test('a hold left by a crashed request is swept back after its deadline', async () => {
  const { fixedClock } = await import('../../src/lib/clock.ts');
  const clock = fixedClock(new Date());
  const { createLedger } = await import('../../src/billing/ledger.ts');
  const ledger = createLedger(t.redis, clock);
  const { secret, credential } = await t.services.credentials.createApiKey({ balanceMicro: 100_000 });
  const hold = await ledger.reserve({
    cid: credential.cid,
    priceMicro: 100_000,
    idempotencyKey: 'crash-1',
    route: 'test',
    requestId: 'req_crash',
  });
  expect('holdId' in hold).toBe(true);
  expect((await t.services.credentials.findBySecret(secret))!.balanceMicro).toBe(0);
  clock.advance(11 * 60_000);
  // The next reservation sweeps the expired hold first, so it can be paid again.
  const next = await ledger.reserve({
    cid: credential.cid,
    priceMicro: 100_000,
    idempotencyKey: 'after-crash',
    route: 'test',
    requestId: 'req_next',
  });
  expect('holdId' in next).toBe(true);
  await ledger.capture(next as { cid: string; holdId: string });
  const entries = await ledger.entries(credential.cid);
  expect(entries.filter((e) => e.op === 'debit').map((e) => e.requestId)).toEqual(['req_next']);
});
