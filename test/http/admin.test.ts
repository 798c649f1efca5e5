import { ADMIN_TOKEN, adminHeaders, json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { paidTestRoutes } from '../helpers/paidRoute.ts';
import { match } from '../helpers/match.ts';
import type {
  CreatedKey,
  CreatedSession,
  CredentialDetail,
  CredentialList,
  ErrorBody,
  ValidationBody,
} from '../helpers/answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ extraRoutes: paidTestRoutes });
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = adminHeaders()) =>
  fetch(`${t.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

describe('admin API: access control', () => {
  test('answers 404 when ADMIN_TOKEN is unset', async () => {
    const off = await startTestApp({ env: { ADMIN_TOKEN: '' } });
    try {
      const res = await fetch(`${off.url}/admin/api-keys`, {
        method: 'POST',
        headers: adminHeaders(),
        body: '{"balance_usdc":1}',
      });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  test('a missing or wrong token → 401, and nothing is created', async () => {
    const before = (
      await json<CredentialList>(await fetch(`${t.url}/admin/credentials?limit=1000`, { headers: adminHeaders() }))
    ).credentials.length;
    for (const auth of [undefined, 'Bearer nope', `Bearer ${ADMIN_TOKEN}x`, `Basic ${ADMIN_TOKEN}`, ADMIN_TOKEN]) {
      const res = await post(
        '/admin/api-keys',
        { balance_usdc: 5 },
        { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
      );
      expect(res.status).toBe(401);
      expect((await json<ErrorBody>(res)).error).toBe('unauthorized');
    }
    const after = (
      await json<CredentialList>(await fetch(`${t.url}/admin/credentials?limit=1000`, { headers: adminHeaders() }))
    ).credentials.length;
    expect(after).toBe(before);
  });
});

describe('admin API: keys and sessions', () => {
  test('POST /admin/api-keys → 201 with the key shown once, stored only as a hash', async () => {
    const res = await post('/admin/api-keys', { balance_usdc: 10, label: 'acme agents' });
    expect(res.status).toBe(201);
    const body = await json<CreatedKey>(res);
    expect(body).toEqual({
      api_key: match.stringMatching(/^sk-intel-[A-Za-z0-9_-]{43}$/),
      key_id: match.stringMatching(/^key_[0-9a-f]{16}$/),
      balance_usdc: 10,
      calls_available: 200,
    });
    const stored = await t.redis.keys('intel:cred:*');
    expect(stored.some((k) => k.includes(body.api_key))).toBe(false);
    const dump = JSON.stringify(await Promise.all(stored.slice(0, 50).map((k) => t.redis.hgetall(k))));
    expect(dump).not.toContain(body.api_key);
    const shown = await json<CredentialDetail>(
      await fetch(`${t.url}/admin/credentials/${body.key_id}`, { headers: adminHeaders() }),
    );
    expect(shown).toEqual(
      match.objectContaining({
        id: body.key_id,
        label: 'acme agents',
        balance_usdc: 10,
        visible_start: body.api_key.slice(0, 14),
        status: 'active',
      }),
    );
    expect(JSON.stringify(shown)).not.toContain(body.api_key);
  });

  test('validation of the key body', async () => {
    for (const body of [
      {},
      { balance_usdc: -1 },
      { balance_usdc: '10' },
      { balance_usdc: 1e9 },
      { balance_usdc: 1, extra: true },
      { balance_usdc: 0.0000001 },
      { balance_usdc: 1, label: 'x'.repeat(101) },
    ]) {
      const res = await post('/admin/api-keys', body);
      expect(res.status).toBe(422);
      expect((await json<ValidationBody>(res)).detail.length).toBeGreaterThan(0);
    }
  });

  test('POST /admin/sessions → 201 for each plan; an unknown plan → 422', async () => {
    const starter = await post('/admin/sessions', { plan: 'starter' });
    expect(starter.status).toBe(201);
    expect(await json<CreatedSession>(starter)).toEqual(
      match.objectContaining({ session_id: match.stringMatching(/^ses_/), reports_total: 30, duration_days: 10 }),
    );
    const pro = await json<CreatedSession>(await post('/admin/sessions', { plan: 'pro' }));
    expect(pro).toEqual(match.objectContaining({ reports_total: 100, duration_days: 30 }));
    const bad = await post('/admin/sessions', { plan: 'enterprise' });
    expect(bad.status).toBe(422);
    expect((await json<ValidationBody>(bad)).detail[0]).toEqual(
      match.objectContaining({ loc: ['body', 'plan'], type: 'enum' }),
    );
  });
});

describe('admin API: usage, credits, refunds, revocation', () => {
  test('usage reads show the ledger; a refund restores the debit once', async () => {
    const created = await json<CreatedKey>(await post('/admin/api-keys', { balance_usdc: 1 }));
    const call = await fetch(`${t.url}/test/paid`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': created.api_key },
      body: JSON.stringify({ operator_id: 'bot-1' }),
    });
    expect(call.status).toBe(200);
    const shown = await json<CredentialDetail>(
      await fetch(`${t.url}/admin/credentials/${created.key_id}`, { headers: adminHeaders() }),
    );
    expect(shown.balance_usdc).toBe(0.95);
    expect(shown.ledger).toHaveLength(2); // the debit, then the opening credit of the minted balance
    expect(shown.ledger[1]).toMatchObject({ op: 'credit', amount_usdc: 1 });
    expect(shown.ledger[0]).toEqual(
      match.objectContaining({ op: 'debit', price_usdc: 0.05, route: 'test', mode: 'competitive', operator: 'bot-1' }),
    );
    expect(shown.operators).toEqual([
      { operator_id: 'bot-1', total_usdc: 0.05, today_usdc: 0.05, daily_cap_usdc: null },
    ]);

    const refund = await post(`/admin/credentials/${created.key_id}/refunds`, {
      entry_id: shown.ledger[0].id,
      reason: 'bad answer',
    });
    expect(refund.status).toBe(200);
    const again = await post(`/admin/credentials/${created.key_id}/refunds`, { entry_id: shown.ledger[0].id });
    expect(again.status).toBe(409);
    const racing = await Promise.all(
      [1, 2, 3].map(() => post(`/admin/credentials/${created.key_id}/refunds`, { entry_id: shown.ledger[0].id })),
    );
    expect(racing.every((r) => r.status === 409)).toBe(true);
    const after = await json<CredentialDetail>(
      await fetch(`${t.url}/admin/credentials/${created.key_id}`, { headers: adminHeaders() }),
    );
    expect(after.balance_usdc).toBe(1);
    expect(after.ledger.map((e) => e.op)).toEqual(['refund', 'debit', 'credit']);
    expect((await post(`/admin/credentials/${created.key_id}/refunds`, { entry_id: '1-1' })).status).toBe(404);
    expect((await post(`/admin/credentials/${created.key_id}/refunds`, { entry_id: 'drop table' })).status).toBe(422);
  });

  test('a credit applies once per reference, even when raced', async () => {
    const created = await json<CreatedKey>(await post('/admin/api-keys', { balance_usdc: 0 }));
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(`/admin/credentials/${created.key_id}/credit`, { amount_usdc: 2.5, reference: 'invoice-42' }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const shown = await json<CredentialDetail>(
      await fetch(`${t.url}/admin/credentials/${created.key_id}`, { headers: adminHeaders() }),
    );
    expect(shown.balance_usdc).toBe(2.5);
  });

  test('unknown ids → 404; malformed ids → 422', async () => {
    expect((await fetch(`${t.url}/admin/credentials/key_0000000000000000`, { headers: adminHeaders() })).status).toBe(
      404,
    );
    expect((await fetch(`${t.url}/admin/credentials/..%2F..`, { headers: adminHeaders() })).status).toBe(422);
  });

  test('the list shows credentials without secrets', async () => {
    const list = await json<CredentialList>(
      await fetch(`${t.url}/admin/credentials?limit=5`, { headers: adminHeaders() }),
    );
    expect(list.credentials.length).toBeGreaterThan(0);
    expect(list.credentials.length).toBeLessThanOrEqual(5);
    expect(JSON.stringify(list)).not.toMatch(/sk-intel-[A-Za-z0-9_-]{43}/);
    expect((await fetch(`${t.url}/admin/credentials?limit=100000`, { headers: adminHeaders() })).status).toBe(422);
  });
});
