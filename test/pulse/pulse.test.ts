// Pulse end to end on the real stores: subscribe over REST, checks and deliveries on BullMQ workers, a
// clock the test moves instead of waiting hours, a page whose price changes, and a loopback receiver
// that verifies every webhook with the official standardwebhooks package.
import { fixedClock } from '../../src/lib/clock.ts';
import { pulseKeys } from '../../src/pulse/store.ts';
import { json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import {
  balanceOf,
  newKey,
  startPageServer,
  startReceiver,
  subscribe,
  type Deliveries,
  type NewSubscription,
  type Subscription,
} from './helpers.ts';
import type { PageCues } from '../../src/pulse/compare.ts';
import type { ErrorEnvelope } from '../../src/operations/shapes/envelopes.ts';
import type { SessionStatus } from '../billing/answers.ts';

const HOUR = 3_600_000;
const clock = fixedClock(new Date());
let t: TestApp;
let runtime: ReturnType<TestApp['services']['pulse']['runtime']>;
let page: Awaited<ReturnType<typeof startPageServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { FETCH_ALLOW_PRIVATE: 'true', PULSE_TICK_MS: '0', PULSE_WEBHOOK_TIMEOUT_MS: '1000' },
  });
  // One schedule serves everything on these stores: start without the due work other files left behind.
  await t.redis.del(pulseKeys.schedule);
  // Random 0.5: every retry waits exactly three quarters of its backoff step.
  runtime = t.services.pulse.runtime({ random: () => 0.5 });
  runtime.start();
  page = await startPageServer('$10');
  receiver = await startReceiver();
});
afterAll(async () => {
  await runtime.close();
  await receiver.close();
  await page.close();
  await t.close();
});

/** Queues what is due and waits until the workers are done, until nothing more is due. */
async function drain(): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    const queued = await runtime.tick();
    await runtime.idle();
    if (queued === 0) return;
  }
}

const get = async <T>(path: string, key: string) =>
  json<T>(await fetch(`${t.url}${path}`, { headers: { 'x-api-key': key } }));

describe('a change produces exactly one signed, charged alert', () => {
  test('baseline, a price change six hours later, one verified webhook, 0.01 USDC', async () => {
    const { key } = await newKey(t, 1);
    const hook = `${receiver.url}/hooks/one`;
    const res = await subscribe(
      t,
      { 'x-api-key': key },
      { watch_company: 'Quillmate', webhook_url: hook, url: page.url },
    );
    expect(res.status).toBe(201);
    const sub = await json<NewSubscription>(res);
    expect(sub.secret).toMatch(/^whsec_/);
    expect(sub).toMatchObject({ status: 'active', threshold: 0.1, every_hours: 6, price_per_alert_usdc: '0.01' });

    await drain(); // the baseline check
    const afterBaseline = await get<Subscription>(`/pulse/subscriptions/${sub.subscription_id}`, key);
    expect(afterBaseline.checks).toBe(1);
    expect(afterBaseline.alerts).toBe(0);

    clock.advance(6 * HOUR); // nothing changed: no alert
    await drain();
    expect((await get<Subscription>(`/pulse/subscriptions/${sub.subscription_id}`, key)).checks).toBe(2);
    expect(receiver.received.filter((r) => r.path === '/hooks/one')).toHaveLength(0);

    page.setPrice('$12');
    clock.advance(5 * HOUR); // not due yet
    await drain();
    expect((await get<Subscription>(`/pulse/subscriptions/${sub.subscription_id}`, key)).checks).toBe(2);
    clock.advance(HOUR);
    await drain();

    const hits = receiver.received.filter((r) => r.path === '/hooks/one');
    expect(hits).toHaveLength(1);
    const payload = receiver.verify(hits[0], sub.secret);
    expect(payload.type).toBe('pulse.alert');
    expect(payload.data.subscription_id).toBe(sub.subscription_id);
    expect(payload.data.alert_id).toBe(hits[0].headers['webhook-id']);
    const pricing = payload.data.changes.find((c) => c.field === 'pricing')!;
    expect(pricing.subject).toBe('page');
    expect((pricing.from as PageCues).prices).toEqual(['$10/month']);
    expect((pricing.to as PageCues).prices).toEqual(['$12/month']);
    expect(() => receiver.verify(hits[0], 'whsec_' + Buffer.alloc(24, 1).toString('base64'))).toThrow();

    expect(await balanceOf(t, key)).toBe(0.99);
    const deliveries = await get<Deliveries>(`/pulse/subscriptions/${sub.subscription_id}/deliveries`, key);
    expect(deliveries.count).toBe(1);
    expect(deliveries.deliveries[0]).toMatchObject({
      delivery_id: hits[0].headers['webhook-id'],
      status: 'delivered',
      attempts: 1,
      charged_usdc: '0.01',
    });

    // The next check sees no further change.
    clock.advance(6 * HOUR);
    await drain();
    expect(receiver.received.filter((r) => r.path === '/hooks/one')).toHaveLength(1);
    expect(await balanceOf(t, key)).toBe(0.99);
  });
});

/** Subscribes to the page, takes the baseline, changes the price and runs the check that sees it. */
async function alertOn(key: string, hookPath: string, price: string, extra: Record<string, unknown> = {}) {
  const res = await subscribe(
    t,
    { 'x-api-key': key },
    { watch_company: 'Quillmate', webhook_url: `${receiver.url}${hookPath}`, url: page.url, every_hours: 1, ...extra },
  );
  expect(res.status).toBe(201);
  const sub = await json<NewSubscription>(res);
  await drain();
  page.setPrice(price);
  clock.advance(HOUR);
  return sub;
}

const hitsOn = (path: string) => receiver.received.filter((r) => r.path === path);

describe('delivery retries', () => {
  test('a 500 and a time-out are retried with backoff; one alert, one charge, same webhook-id', async () => {
    const { key } = await newKey(t, 1);
    receiver.answerNext('500', 'hang');
    const sub = await alertOn(key, '/hooks/retry', '$20');
    await drain();
    expect(hitsOn('/hooks/retry')).toHaveLength(1); // the 500
    let deliveries = await get<Deliveries>(`/pulse/subscriptions/${sub.subscription_id}/deliveries`, key);
    expect(deliveries.deliveries[0]).toMatchObject({ status: 'pending', attempts: 1, charged_usdc: '0.00' });
    expect(deliveries.deliveries[0].last_attempt).toMatchObject({ http_status: 500, error: 'HTTP 500' });
    expect(await balanceOf(t, key)).toBe(1);

    clock.advance(22_000); // the first retry waits 22.5 s (30 s step, random 0.5)
    await drain();
    expect(hitsOn('/hooks/retry')).toHaveLength(1);
    clock.advance(1_000);
    await drain(); // the time-out (1 s)
    expect(hitsOn('/hooks/retry')).toHaveLength(2);
    deliveries = await get<Deliveries>(`/pulse/subscriptions/${sub.subscription_id}/deliveries`, key);
    expect(deliveries.deliveries[0]).toMatchObject({ status: 'pending', attempts: 2 });
    expect(deliveries.deliveries[0].last_attempt?.error).toMatch(/no answer within 1000 ms/);
    expect(await balanceOf(t, key)).toBe(1);

    clock.advance(45_000); // second retry: 60 s step
    await drain();
    const hits = hitsOn('/hooks/retry');
    expect(hits).toHaveLength(3);
    expect(new Set(hits.map((h) => h.headers['webhook-id'])).size).toBe(1);
    for (const h of hits) expect(receiver.verify(h, sub.secret).data.subscription_id).toBe(sub.subscription_id);
    deliveries = await get<Deliveries>(`/pulse/subscriptions/${sub.subscription_id}/deliveries`, key);
    expect(deliveries.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 3, charged_usdc: '0.01' });
    expect(await balanceOf(t, key)).toBe(0.99);
  });

  test('24 hours of failures: the alert is failed and free; three failed alerts pause the subscription', async () => {
    const { key, id } = await newKey(t, 1);
    const sub = await alertOn(key, '/down/hook', '$30');
    for (let round = 0; round < 3; round += 1) {
      if (round > 0) {
        page.setPrice(`$${31 + round}`);
        clock.advance(HOUR);
      }
      await drain();
      for (let i = 0; i < 13; i += 1) {
        clock.advance(2 * HOUR);
        await drain();
      }
    }
    const deliveries = await get<Deliveries>(`/pulse/subscriptions/${sub.subscription_id}/deliveries`, key);
    const failed = deliveries.deliveries.filter((d) => d.status === 'failed');
    expect(failed.length).toBeGreaterThanOrEqual(3);
    for (const d of failed) expect(d.charged_usdc).toBe('0.00');
    const status = await get<Subscription>(`/pulse/subscriptions/${sub.subscription_id}`, key);
    expect(status).toMatchObject({ status: 'paused', paused_reason: 'failing', next_check_at: null });
    expect(status.status_detail).toMatch(/could not be delivered/);
    expect(await balanceOf(t, key)).toBe(1);
    const cid = (await t.services.credentials.findByPublicId(id))!.cid;
    expect((await t.services.ledger.entries(cid)).filter((e) => e.route === 'pulse_alert')).toHaveLength(0);
  });
});

describe('charging', () => {
  test('exactly 0.01 per delivered alert in the ledger; the subscription pauses when the balance runs out', async () => {
    const { key, id } = await newKey(t, 0.02);
    const sub = await alertOn(key, '/hooks/charge', '$40');
    await drain();
    page.setPrice('$41');
    clock.advance(HOUR);
    await drain();
    expect(hitsOn('/hooks/charge')).toHaveLength(2);
    expect(await balanceOf(t, key)).toBe(0);
    const cid = (await t.services.credentials.findByPublicId(id))!.cid;
    const debits = (await t.services.ledger.entries(cid)).filter((e) => e.route === 'pulse_alert');
    expect(debits.map((e) => [e.op, e.amount])).toEqual([
      ['debit', 10_000],
      ['debit', 10_000],
    ]);

    page.setPrice('$42');
    clock.advance(HOUR);
    await drain();
    expect(hitsOn('/hooks/charge')).toHaveLength(2); // nothing sent unpaid
    const status = await get<Subscription>(`/pulse/subscriptions/${sub.subscription_id}`, key);
    expect(status).toMatchObject({ status: 'paused', paused_reason: 'balance' });
    expect(status.status_detail).toMatch(/balance is below/);
    const deliveries = await get<Deliveries>(`/pulse/subscriptions/${sub.subscription_id}/deliveries`, key);
    expect(deliveries.deliveries[0]).toMatchObject({ status: 'unpaid', attempts: 0, charged_usdc: '0.00' });
    // Paused: no more checks.
    const checks = status.checks;
    clock.advance(3 * HOUR);
    await drain();
    expect((await get<Subscription>(`/pulse/subscriptions/${sub.subscription_id}`, key)).checks).toBe(checks);

    // Resuming needs a credential that can pay an alert; once funded, the check runs at once.
    const resume = () =>
      fetch(`${t.url}/pulse/subscriptions/${sub.subscription_id}/resume`, {
        method: 'POST',
        headers: { 'x-api-key': key },
      });
    const poor = await resume();
    expect(poor.status).toBe(402);
    expect((await json<ErrorEnvelope>(poor)).error).toBe('insufficient_balance');
    await t.services.ledger.credit(cid, 50_000, 'test-topup-pulse', 'test');
    page.setPrice('$43');
    const resumed = await resume();
    expect(resumed.status).toBe(200);
    expect(await json<Subscription>(resumed)).toMatchObject({ status: 'active', paused_reason: null });
    await drain();
    expect(hitsOn('/hooks/charge')).toHaveLength(3);
    expect(await balanceOf(t, key)).toBe(0.04);
  });
});

describe('several instances', () => {
  test('two instances ticking and working together deliver each alert once', async () => {
    const second = t.services.pulse.runtime({ random: () => 0.5 });
    second.start();
    try {
      const { key } = await newKey(t, 1);
      const subs: NewSubscription[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await subscribe(
          t,
          { 'x-api-key': key },
          { watch_company: 'Quillmate', webhook_url: `${receiver.url}/hooks/pair-${i}`, url: page.url, every_hours: 1 },
        );
        subs.push(await json<NewSubscription>(res));
      }
      await Promise.all([runtime.tick(), second.tick()]);
      await Promise.all([runtime.idle(), second.idle()]);
      page.setPrice('$50');
      clock.advance(HOUR);
      for (let i = 0; i < 4; i += 1) {
        await Promise.all([runtime.tick(), second.tick(), runtime.tick(), second.tick()]);
        await Promise.all([runtime.idle(), second.idle()]);
      }
      const hits = receiver.received.filter((r) => r.path.startsWith('/hooks/pair-'));
      expect(hits).toHaveLength(6);
      expect(new Set(hits.map((h) => h.headers['webhook-id'])).size).toBe(6);
      expect(await balanceOf(t, key)).toBe(0.94);
    } finally {
      await second.close();
    }
  });
});

describe('plans and revoked credentials', () => {
  test('a plan pays one report per delivered alert and pauses when its reports run out', async () => {
    const { secret, credential } = await t.services.credentials.createSession('starter');
    // Fixture: a plan with one report left.
    await t.redis.hset(`intel:cred:{${credential.cid}}`, 'reports_used', credential.reportsTotal - 1);
    const res = await subscribe(
      t,
      { 'x-session': secret },
      { watch_company: 'Quillmate', webhook_url: `${receiver.url}/hooks/plan`, url: page.url, every_hours: 1 },
    );
    const sub = await json<NewSubscription>(res);
    await drain();
    page.setPrice('$60');
    clock.advance(HOUR);
    await drain();
    expect(hitsOn('/hooks/plan')).toHaveLength(1);
    const status = await json<SessionStatus>(
      await fetch(`${t.url}/access/status`, { headers: { 'x-session': secret } }),
    );
    expect(status.reports_remaining).toBe(0);

    page.setPrice('$61');
    clock.advance(HOUR);
    await drain();
    expect(hitsOn('/hooks/plan')).toHaveLength(1);
    const after = await json<Subscription>(
      await fetch(`${t.url}/pulse/subscriptions/${sub.subscription_id}`, { headers: { 'x-session': secret } }),
    );
    expect(after).toMatchObject({ status: 'paused', paused_reason: 'plan' });
  });

  test('a revoked key pauses its subscriptions; nothing is sent', async () => {
    const { key, id } = await newKey(t, 1);
    const sub = await alertOn(key, '/hooks/revoked', '$65');
    const cid = (await t.services.credentials.findByPublicId(id))!.cid;
    await t.services.credentials.revoke(cid);
    await drain();
    expect(hitsOn('/hooks/revoked')).toHaveLength(0);
    const { records } = await t.neo4j.executeQuery(
      'MATCH ()-[s:WATCHES {id: $id}]->() RETURN s.status AS status, s.paused_reason AS reason',
      { id: sub.subscription_id },
    );
    expect([records[0].get('status'), records[0].get('reason')]).toEqual(['paused', 'credential']);
  });
});
