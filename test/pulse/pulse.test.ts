// Pulse end to end on the real stores: subscribe over REST, checks and deliveries on BullMQ workers, a
// clock the test moves instead of waiting hours, a page whose price changes, and a loopback receiver
// that verifies every webhook with the official standardwebhooks package.
import { fixedClock } from '../../src/lib/clock.ts';
import { json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { balanceOf, newKey, startPageServer, startReceiver, subscribe, until } from './helpers.ts';

const HOUR = 3_600_000;
const clock = fixedClock(new Date());
let t: TestApp;
let runtime: ReturnType<TestApp['services']['pulse']['runtime']>;
let page: Awaited<ReturnType<typeof startPageServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { FETCH_ALLOW_PRIVATE: 'true', PULSE_TICK_MS: '0', PULSE_WEBHOOK_TIMEOUT_MS: '1000' } });
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

const get = async (path: string, key: string) => json(await fetch(`${t.url}${path}`, { headers: { 'x-api-key': key } }));

describe('a change produces exactly one signed, charged alert', () => {
  test('baseline, a price change six hours later, one verified webhook, 0.01 USDC', async () => {
    const { key } = await newKey(t, 1);
    const hook = `${receiver.url}/hooks/one`;
    const res = await subscribe(t, { 'x-api-key': key }, { watch_company: 'Quillmate', webhook_url: hook, url: page.url });
    expect(res.status).toBe(201);
    const sub = await json(res);
    expect(sub.secret).toMatch(/^whsec_/);
    expect(sub).toMatchObject({ status: 'active', threshold: 0.1, every_hours: 6, price_per_alert_usdc: '0.01' });

    await drain(); // the baseline check
    const afterBaseline = await get(`/pulse/subscriptions/${sub.subscription_id}`, key);
    expect(afterBaseline.checks).toBe(1);
    expect(afterBaseline.alerts).toBe(0);

    clock.advance(6 * HOUR); // nothing changed: no alert
    await drain();
    expect((await get(`/pulse/subscriptions/${sub.subscription_id}`, key)).checks).toBe(2);
    expect(receiver.received.filter((r) => r.path === '/hooks/one')).toHaveLength(0);

    page.setPrice('$12');
    clock.advance(5 * HOUR); // not due yet
    await drain();
    expect((await get(`/pulse/subscriptions/${sub.subscription_id}`, key)).checks).toBe(2);
    clock.advance(HOUR);
    await drain();

    const hits = receiver.received.filter((r) => r.path === '/hooks/one');
    expect(hits).toHaveLength(1);
    const payload = receiver.verify(hits[0], sub.secret);
    expect(payload.type).toBe('pulse.alert');
    expect(payload.data.subscription_id).toBe(sub.subscription_id);
    expect(payload.data.alert_id).toBe(hits[0].headers['webhook-id']);
    const pricing = payload.data.changes.find((c: { field: string }) => c.field === 'pricing');
    expect(pricing.subject).toBe('page');
    expect(pricing.from.prices).toEqual(['$10/month']);
    expect(pricing.to.prices).toEqual(['$12/month']);
    expect(() => receiver.verify(hits[0], 'whsec_' + Buffer.alloc(24, 1).toString('base64'))).toThrow();

    expect(await balanceOf(t, key)).toBe(0.99);
    const deliveries = await get(`/pulse/subscriptions/${sub.subscription_id}/deliveries`, key);
    expect(deliveries.count).toBe(1);
    expect(deliveries.deliveries[0]).toMatchObject({ delivery_id: hits[0].headers['webhook-id'], status: 'delivered', attempts: 1, charged_usdc: '0.01' });

    // The next check sees no further change.
    clock.advance(6 * HOUR);
    await drain();
    expect(receiver.received.filter((r) => r.path === '/hooks/one')).toHaveLength(1);
    expect(await balanceOf(t, key)).toBe(0.99);
  });
});
