import { ADMIN_TOKEN, adminHeaders, json, randomIp, startTestApp, type TestApp } from '../helpers/testApp.ts';
import type {
  CreatedKey,
  CreatedSession,
  ErrorBody,
  KeyStatus,
  SessionStatus,
  TrialKey,
  ValidationBody,
} from '../helpers/answers.ts';
import { match } from '../helpers/match.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('trial keys', () => {
  test('GET /api-keys/trial returns the trial key record', async () => {
    const res = await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': randomIp() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await json<TrialKey>(res);
    expect(body.key).toMatch(/^ikey_trial_[A-Za-z0-9_-]{43}$/);
    expect(body).toEqual(
      match.objectContaining({
        balance_usdc: 0.25,
        calls_remaining: 5,
        status: 'active',
        next_step_header: match.stringContaining('X-API-KEY'),
        modes_available: ['competitive', 'fundraising', 'partnership', 'acquisition', 'market_entry'],
        next_step_body: match.objectContaining({ mode: 'competitive', text: match.any(String) }),
        note: match.any(String),
        docs: match.stringMatching(/\/docs$/),
        next_step: match.any(String),
      }),
    );
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  test('one trial key per IP per day, then 429 rate_limit_exceeded; another IP still gets one', async () => {
    const ip = randomIp();
    expect((await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': ip } })).status).toBe(200);
    const again = await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': ip } });
    expect(again.status).toBe(429);
    expect((await json<ErrorBody>(again)).error).toBe('rate_limit_exceeded');
    expect((await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': randomIp() } })).status).toBe(200);
  });

  test('twenty concurrent requests from one IP yield exactly one key', async () => {
    const ip = randomIp();
    const all = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': ip } })),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.status === 429)).toHaveLength(19);
  });
});

describe('API key status', () => {
  let key: string;
  beforeAll(async () => {
    key = (
      await json<CreatedKey>(
        await fetch(`${t.url}/admin/api-keys`, {
          method: 'POST',
          headers: adminHeaders(),
          body: JSON.stringify({ balance_usdc: 10 }),
        }),
      )
    ).api_key;
  });

  test('by query (as the spec says) and by header', async () => {
    const byQuery = await json<KeyStatus>(await fetch(`${t.url}/access/api-key/status?key=${encodeURIComponent(key)}`));
    expect(byQuery).toEqual({
      balance_usdc: 10,
      calls_remaining: 200,
      calls_made: 0,
      spent_usdc: 0,
      kind: 'api_key',
      status: 'active',
      expires_at: null,
    });
    const byHeader = await json<KeyStatus>(
      await fetch(`${t.url}/access/api-key/status`, { headers: { 'x-api-key': key } }),
    );
    expect(byHeader).toEqual(byQuery);
  });

  test('missing → 422, unknown → 401, oversized → 422, a session id → 401', async () => {
    const missing = await fetch(`${t.url}/access/api-key/status`);
    expect(missing.status).toBe(422);
    expect((await json<ValidationBody>(missing)).detail).toEqual([
      { loc: ['query', 'key'], msg: 'Field required', type: 'missing' },
    ]);
    const unknown = await fetch(`${t.url}/access/api-key/status?key=sk-intel-nope`);
    expect(unknown.status).toBe(401);
    expect((await json<ErrorBody>(unknown)).error).toBe('invalid_api_key');
    const huge = await fetch(`${t.url}/access/api-key/status?key=${'a'.repeat(5000)}`);
    expect(huge.status).toBe(422);
    expect((await json<ValidationBody>(huge)).detail[0].type).toBe('string_too_long');
    const session = (
      await json<CreatedSession>(
        await fetch(`${t.url}/admin/sessions`, {
          method: 'POST',
          headers: adminHeaders(),
          body: JSON.stringify({ plan: 'pro' }),
        }),
      )
    ).session_id;
    expect((await fetch(`${t.url}/access/api-key/status?key=${session}`)).status).toBe(401);
  });

  test('hostile input in the key is just an unknown key', async () => {
    for (const probe of ["' OR 1=1 --", '*', 'intel:cred:{x}', '\u0000\u0001', '{${jndi:ldap://x}}']) {
      const res = await fetch(`${t.url}/access/api-key/status?key=${encodeURIComponent(probe)}`);
      expect(res.status).toBe(401);
    }
  });
});

describe('session status', () => {
  test('reports_remaining, expires_at and status of a pro plan', async () => {
    const created = await json<CreatedSession>(
      await fetch(`${t.url}/admin/sessions`, {
        method: 'POST',
        headers: adminHeaders(),
        body: JSON.stringify({ plan: 'pro' }),
      }),
    );
    const status = await json<SessionStatus>(await fetch(`${t.url}/access/status?session=${created.session_id}`));
    expect(status).toEqual({
      reports_remaining: 100,
      reports_total: 100,
      plan: 'pro',
      expires_at: created.expires_at,
      status: 'active',
    });
    const days = (Date.parse(status.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  test('missing → 422; unknown → 401 invalid_session; an API key → 401', async () => {
    expect((await fetch(`${t.url}/access/status`)).status).toBe(422);
    const unknown = await fetch(`${t.url}/access/status?session=ses_unknown`);
    expect(unknown.status).toBe(401);
    expect((await json<ErrorBody>(unknown)).error).toBe('invalid_session');
    const key = (
      await json<CreatedKey>(
        await fetch(`${t.url}/admin/api-keys`, {
          method: 'POST',
          headers: adminHeaders(),
          body: JSON.stringify({ balance_usdc: 1 }),
        }),
      )
    ).api_key;
    expect((await fetch(`${t.url}/access/status?session=${key}`)).status).toBe(401);
  });
});

describe('operator budget routes', () => {
  test('need a credential; validate the cap', async () => {
    const none = await fetch(`${t.url}/access/operators/a1/budget`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ daily_cap_usdc: 1 }),
    });
    expect(none.status).toBe(401);
    const key = (
      await json<CreatedKey>(
        await fetch(`${t.url}/admin/api-keys`, {
          method: 'POST',
          headers: adminHeaders(),
          body: JSON.stringify({ balance_usdc: 1 }),
        }),
      )
    ).api_key;
    const h = { 'x-api-key': key, 'content-type': 'application/json' };
    expect(
      (
        await fetch(`${t.url}/access/operators/a1/budget`, {
          method: 'PUT',
          headers: h,
          body: JSON.stringify({ daily_cap_usdc: -1 }),
        })
      ).status,
    ).toBe(422);
    expect((await fetch(`${t.url}/access/operators/a1/budget`, { method: 'PUT', headers: h, body: '{}' })).status).toBe(
      422,
    );
    expect(
      (
        await fetch(`${t.url}/access/operators/a%20b/budget`, {
          method: 'PUT',
          headers: h,
          body: JSON.stringify({ daily_cap_usdc: 1 }),
        })
      ).status,
    ).toBe(422);
    const cleared = await fetch(`${t.url}/access/operators/a1/budget`, {
      method: 'PUT',
      headers: h,
      body: JSON.stringify({ daily_cap_usdc: null }),
    });
    expect(await json(cleared)).toEqual({ operator_id: 'a1', daily_cap_usdc: null });
  });
});

describe('request bodies', () => {
  test('invalid JSON → 422 json_invalid; wrong content type → 415; too large → 413', async () => {
    const bad = await fetch(`${t.url}/admin/api-keys`, {
      method: 'POST',
      headers: adminHeaders(),
      body: '{"balance_usdc": ',
    });
    expect(bad.status).toBe(422);
    expect((await json<ValidationBody>(bad)).detail).toEqual([
      { loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' },
    ]);
    const form = await fetch(`${t.url}/admin/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'balance_usdc=1',
    });
    expect(form.status).toBe(415);
    expect((await json<ErrorBody>(form)).error).toBe('unsupported_media_type');
    const big = await fetch(`${t.url}/admin/api-keys`, {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({ balance_usdc: 1, label: 'x'.repeat(300_000) }),
    });
    expect(big.status).toBe(413);
    expect((await json<ErrorBody>(big)).error).toBe('payload_too_large');
  });

  test('a JSON array or a scalar body is a validation error, not a crash', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await fetch(`${t.url}/admin/api-keys`, { method: 'POST', headers: adminHeaders(), body });
      expect(res.status).toBe(422);
    }
  });
});
