// Pulse's doors refuse what they must, before anything is stored: private, loopback and metadata
// webhook addresses (the page fetcher's SSRF guard), missing or foreign credentials, credentials that
// cannot pay, bad input, and more subscriptions than a credential may hold.
import { adminHeaders, json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { newKey, subscribe, type NewSubscription, type SubscriptionList } from './helpers.ts';
import type { EagerResult } from 'neo4j-driver';
import type { ErrorEnvelope, ValidationErrorBody } from '../../src/operations/shapes/envelopes.ts';
import type { MintedSession } from '../billing/answers.ts';

// `guarded` runs as in production; `t` lets webhooks reach loopback (FETCH_ALLOW_PRIVATE, tests only) so
// the other checks can use a local address without depending on outside DNS.
let guarded: TestApp;
let t: TestApp;
beforeAll(async () => {
  guarded = await startTestApp({ env: { PULSE_TICK_MS: '0' } });
  t = await startTestApp({
    env: { PULSE_MAX_SUBSCRIPTIONS: '2', PULSE_TICK_MS: '0', FETCH_ALLOW_PRIVATE: 'true' },
    redis: guarded.redis,
    neo4j: guarded.neo4j,
  });
});
afterAll(async () => {
  await t.close();
  await guarded.close();
});
const HOOK = 'http://127.0.0.1:9/hook';

const body = (webhook_url: string, extra: Record<string, unknown> = {}) => ({
  watch_company: 'Notion',
  webhook_url,
  ...extra,
});

describe('the webhook URL passes the SSRF guard of page fetching', () => {
  test.each([
    'http://127.0.0.1:9/hook',
    'http://localhost/hook',
    'http://[::1]/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.5/hook',
    'http://192.168.1.10/hook',
    'http://2130706433/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://100.100.100.200/hook',
    'http://user:pass@example.com/hook',
  ])('%s is refused with url_not_allowed, and nothing is stored', async (url) => {
    const { key } = await newKey(guarded, 1);
    const res = await subscribe(guarded, { 'x-api-key': key }, body(url));
    expect(res.status).toBe(422);
    const err = await json<ErrorEnvelope>(res);
    expect(err.error).toBe('url_not_allowed');
    expect(JSON.stringify(err)).not.toMatch(/127\.0\.0\.1.*resolves|::1 /);
    const list = await json<SubscriptionList>(
      await fetch(`${guarded.url}/pulse/subscriptions`, { headers: { 'x-api-key': key } }),
    );
    expect(list.count).toBe(0);
  });

  test('a host that does not resolve is refused too (nothing could be delivered to it)', async () => {
    const { key } = await newKey(guarded, 1);
    const res = await subscribe(guarded, { 'x-api-key': key }, body('https://no-such-host.invalid/hook'));
    expect(res.status).toBe(422);
    expect((await json<ErrorEnvelope>(res)).error).toBe('url_not_allowed');
  });

  test('a scheme other than http(s) is a validation error', async () => {
    const { key } = await newKey(t, 1);
    const res = await subscribe(t, { 'x-api-key': key }, body('file:///etc/passwd'));
    expect(res.status).toBe(422);
    expect((await json<ValidationErrorBody>(res)).detail[0].loc).toEqual(['body', 'webhook_url']);
  });
});

describe('credentials', () => {
  test('no credential is 401 unauthorized; an unknown key is 401 invalid_api_key', async () => {
    const none = await subscribe(t, {}, body(HOOK));
    expect(none.status).toBe(401);
    expect((await json<ErrorEnvelope>(none)).error).toBe('unauthorized');
    const unknown = await subscribe(t, { 'x-api-key': 'sk-intel-nope' }, body(HOOK));
    expect(unknown.status).toBe(401);
    expect((await json<ErrorEnvelope>(unknown)).error).toBe('invalid_api_key');
  });

  test('a key below the price of one alert is refused with 402 insufficient_balance', async () => {
    const { key } = await newKey(t, 0);
    const res = await subscribe(t, { 'x-api-key': key }, body(HOOK));
    expect(res.status).toBe(402);
    expect(await json(res)).toMatchObject({ error: 'insufficient_balance', details: { price_usdc: '0.01' } });
  });

  test("another credential's subscription is not found, for status, deliveries and unsubscribe", async () => {
    const owner = await newKey(t, 1);
    const other = await newKey(t, 1);
    const sub = await json<NewSubscription>(await subscribe(t, { 'x-api-key': owner.key }, body(HOOK)));
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/deliveries'],
      ['DELETE', ''],
    ]) {
      const res = await fetch(`${t.url}/pulse/subscriptions/${sub.subscription_id}${path}`, {
        method,
        headers: { 'x-api-key': other.key },
      });
      expect(res.status).toBe(404);
      expect((await json<ErrorEnvelope>(res)).error).toBe('not_found');
    }
    expect(
      (await fetch(`${t.url}/pulse/subscriptions/${sub.subscription_id}`, { headers: { 'x-api-key': owner.key } }))
        .status,
    ).toBe(200);
  });

  test('a plan session may subscribe; the watcher node carries its public id', async () => {
    const session = (
      await json<MintedSession>(
        await fetch(`${t.url}/admin/sessions`, {
          method: 'POST',
          headers: adminHeaders(),
          body: JSON.stringify({ plan: 'starter' }),
        }),
      )
    ).session_id;
    const res = await subscribe(t, { 'x-session': session }, body(HOOK, { watch_competitor: 'Coda' }));
    expect(res.status).toBe(201);
    const sub = await json<NewSubscription>(res);
    const { records } = await t.neo4j.executeQuery<EagerResult<{ watcher: string; kind: string; company: string }>>(
      'MATCH (w:Watcher)-[s:WATCHES {id: $id}]->(c:Company) RETURN w.id AS watcher, w.kind AS kind, c.name AS company',
      { id: sub.subscription_id },
    );
    expect(records[0].get('watcher')).toMatch(/^ses_/);
    expect(records[0].get('kind')).toBe('session');
  });
});

describe('input and limits', () => {
  test.each([
    [{ watch_company: 'Notion', webhook_url: 'https://example.com/h', threshold: 1.5 }, 'threshold'],
    [{ watch_company: 'Notion', webhook_url: 'https://example.com/h', every_hours: 0 }, 'every_hours'],
    [{ watch_company: 'N', webhook_url: 'https://example.com/h' }, 'watch_company'],
    [{ watch_company: 'Notion' }, 'webhook_url'],
    [{ watch_company: 'Notion', webhook_url: 'https://example.com/h', secret: 'mine' }, 'secret'],
  ])('%j is a 422 on %s', async (input, field) => {
    const { key } = await newKey(t, 1);
    const res = await subscribe(t, { 'x-api-key': key }, input);
    expect(res.status).toBe(422);
    expect((await json<ValidationErrorBody>(res)).detail.map((d) => d.loc.at(-1))).toContain(field);
  });

  test('the limit per credential holds under concurrent subscribes; unsubscribing frees a place', async () => {
    const { key } = await newKey(t, 1);
    const results = await Promise.all(Array.from({ length: 5 }, () => subscribe(t, { 'x-api-key': key }, body(HOOK))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    const refused = await json<ErrorEnvelope>(results.find((r) => r.status === 409)!);
    expect(refused).toMatchObject({ error: 'subscription_limit_reached', details: { limit: 2 } });
    const list = await json<SubscriptionList>(
      await fetch(`${t.url}/pulse/subscriptions`, { headers: { 'x-api-key': key } }),
    );
    expect(list).toMatchObject({ count: 2, limit: 2 });
    const gone = await fetch(`${t.url}/pulse/subscriptions/${list.subscriptions[0].subscription_id}`, {
      method: 'DELETE',
      headers: { 'x-api-key': key },
    });
    expect(await json<unknown>(gone)).toEqual({
      subscription_id: list.subscriptions[0].subscription_id,
      status: 'unsubscribed',
    });
    expect((await subscribe(t, { 'x-api-key': key }, body(HOOK))).status).toBe(201);
    const again = await fetch(`${t.url}/pulse/subscriptions/${list.subscriptions[0].subscription_id}`, {
      headers: { 'x-api-key': key },
    });
    expect(again.status).toBe(404);
  });
});
