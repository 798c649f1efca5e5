// A worker that dies mid-delivery (a real process, killed with SIGKILL while the receiver holds its
// request open) loses nothing and sends no second alert: another instance takes the job over when its
// lock lapses, the pay pipeline's hold keeps the alert from being posted twice at once, and once the dead
// run's hold is swept back the alert goes out again with the same webhook-id and is charged once.
import { fixedClock } from '../../src/lib/clock.ts';
import { pulseKeys } from '../../src/pulse/store.ts';
import { startServiceProcess, type ServiceProcess } from '../helpers/serviceProcess.ts';
import { json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import {
  balanceOf,
  newKey,
  startPageServer,
  startReceiver,
  subscribe,
  until,
  type Deliveries,
  type NewSubscription,
  type Subscription,
} from './helpers.ts';

const clock = fixedClock(new Date());
const env = {
  FETCH_ALLOW_PRIVATE: 'true',
  PULSE_TICK_MS: '0',
  PULSE_JOB_LOCK_MS: '2000',
  PULSE_WEBHOOK_TIMEOUT_MS: '30000',
};
let t: TestApp;
let child: ServiceProcess;
let page: Awaited<ReturnType<typeof startPageServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  t = await startTestApp({ clock, env });
  // One schedule serves everything on these stores: start without the due work other files left behind.
  await t.redis.del(pulseKeys.schedule);
  page = await startPageServer('$70');
  receiver = await startReceiver();
  child = await startServiceProcess({
    ...env,
    PULSE_TICK_MS: '200',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    NEO4J_URI: process.env.NEO4J_URI!,
    REDIS_URL: process.env.REDIS_URL!,
  });
}, 200_000);
afterAll(async () => {
  await child?.stop();
  await receiver?.close();
  await page?.close();
  await t?.close();
});

test('SIGKILL mid-delivery: the job is taken over, the alert sent once more with the same id, charged once', async () => {
  const { key, id } = await newKey(t, 1);
  const sub = await json<NewSubscription>(
    await subscribe(
      t,
      { 'x-api-key': key },
      {
        watch_company: 'Quillmate',
        webhook_url: `${receiver.url}/hooks/crash`,
        url: page.url,
        every_hours: 1,
      },
    ),
  );
  const status = async () =>
    json<Subscription>(
      await fetch(`${t.url}/pulse/subscriptions/${sub.subscription_id}`, { headers: { 'x-api-key': key } }),
    );
  await until(async () => (await status()).checks === 1, 60_000); // the child took the baseline

  // The price changes and the check falls due now (the child runs on the wall clock); the receiver
  // holds the delivery open, and the child is killed while it waits.
  page.setPrice('$75');
  receiver.answerNext('hang');
  const firstRequest = receiver.next();
  await t.services.pulse.store.schedule({ kind: 'check', subId: sub.subscription_id }, Date.now());
  const first = await firstRequest;
  child.child.kill('SIGKILL');
  await child.stop();

  // This instance's worker takes the stalled job over; the dead run still holds the alert's charge.
  const runtime = t.services.pulse.runtime({ random: () => 0.5 });
  runtime.start();
  try {
    const member = `deliver.${sub.subscription_id}.${first.headers['webhook-id']}`;
    await until(async () => (await t.redis.zscore(pulseKeys.schedule, member)) !== null, 30_000);
    await runtime.idle();
    expect(receiver.received.filter((r) => r.path === '/hooks/crash')).toHaveLength(1);
    expect(await balanceOf(t, key)).toBe(0.99); // held, not yet captured

    // Past the hold's 10 minutes (set by the child on the wall clock) the dead run's hold is swept back and
    // the alert goes out again. The test clock started before the child did: move it past the wall clock.
    clock.advance(Date.now() - clock.now().getTime() + 11 * 60_000);
    for (let i = 0; i < 5; i += 1) {
      const n = await runtime.tick();
      await runtime.idle();
      if (!n) break;
    }
    const hits = receiver.received.filter((r) => r.path === '/hooks/crash');
    expect(hits).toHaveLength(2);
    expect(hits[1].headers['webhook-id']).toBe(first.headers['webhook-id']);
    for (const h of hits) expect(receiver.verify(h, sub.secret).data.alert_id).toBe(first.headers['webhook-id']);

    expect(await balanceOf(t, key)).toBe(0.99);
    const cid = (await t.services.credentials.findByPublicId(id))!.cid;
    expect((await t.services.ledger.entries(cid)).filter((e) => e.route === 'pulse_alert')).toHaveLength(1);
    const deliveries = await json<Deliveries>(
      await fetch(`${t.url}/pulse/subscriptions/${sub.subscription_id}/deliveries`, { headers: { 'x-api-key': key } }),
    );
    expect(deliveries.count).toBe(1);
    expect(deliveries.deliveries[0]).toMatchObject({ status: 'delivered', charged_usdc: '0.01' });
  } finally {
    await runtime.close();
  }
}, 120_000);
