import { fixedClock } from '../../src/lib/clock.ts';
import { adminHeaders, json, randomIp, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { paidTestRoutes } from '../helpers/paidRoute.ts';
import type { Challenge, ErrorEnvelope, ValidationErrorBody } from '../../src/operations/shapes/envelopes.ts';
import type { KeyStatus, MintedKey, MintedSession, OperatorUsage, SessionStatus, TrialKey } from './answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ extraRoutes: paidTestRoutes });
});
afterAll(async () => {
  await t.close();
});

async function newKey(balance: number): Promise<string> {
  const res = await fetch(`${t.url}/admin/api-keys`, {
    method: 'POST',
    headers: adminHeaders(),
    body: JSON.stringify({ balance_usdc: balance }),
  });
  return (await json<MintedKey>(res)).api_key;
}
async function newSession(plan: 'starter' | 'pro'): Promise<string> {
  const res = await fetch(`${t.url}/admin/sessions`, {
    method: 'POST',
    headers: adminHeaders(),
    body: JSON.stringify({ plan }),
  });
  return (await json<MintedSession>(res)).session_id;
}
const paid = (headers: Record<string, string>, body: unknown = {}) =>
  fetch(`${t.url}/test/paid`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const keyStatus = async (key: string) =>
  json<KeyStatus>(await fetch(`${t.url}/access/api-key/status`, { headers: { 'x-api-key': key } }));

describe('payment gate: happy paths', () => {
  test('an API key pays 0.05 for a standard mode and 1.00 for an elite one, charged once each', async () => {
    const key = await newKey(2);
    const res = await paid({ 'x-api-key': key });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-balance-usdc')).toBe('1.95');
    expect(res.headers.get('x-calls-remaining')).toBe('39');
    const elite = await paid({ 'x-api-key': key }, { mode: 'risk_assessment' });
    expect(elite.status).toBe(200);
    expect(await keyStatus(key)).toEqual(
      expect.objectContaining({ balance_usdc: 0.95, calls_made: 2, calls_remaining: 19, spent_usdc: 1.05 }),
    );
  });

  test('a session pays one report per call whatever the mode', async () => {
    const session = await newSession('starter');
    const res = await paid({ 'x-session': session }, { mode: 'sales_enablement' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-reports-remaining')).toBe('29');
    const status = await json<SessionStatus>(await fetch(`${t.url}/access/status?session=${session}`));
    expect(status).toEqual(expect.objectContaining({ reports_remaining: 29, reports_total: 30, status: 'active' }));
  });

  test('a trial key pays standard modes from its 0.25 USDC', async () => {
    const trial = await json<TrialKey>(
      await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': randomIp() } }),
    );
    expect((await paid({ 'x-api-key': trial.key }, { mode: 'fundraising' })).status).toBe(200);
    expect(await keyStatus(trial.key)).toEqual(
      expect.objectContaining({ balance_usdc: 0.2, calls_remaining: 4, calls_made: 1, kind: 'trial' }),
    );
  });
});

describe('payment gate: errors charge nothing', () => {
  test('no credential: 402 with the challenge priced for the mode', async () => {
    const res = await paid({}, { mode: 'venture_screening' });
    expect(res.status).toBe(402);
    const body = await json<Challenge>(res);
    expect(body.error).toBe('payment_required');
    expect(body.accepts[0].maxAmountRequired).toBe('1000000');
    expect(res.headers.get('payment-required')).toBeTruthy();
  });

  test('validation comes first: a bad body is a free 422 even with a valid key', async () => {
    const key = await newKey(1);
    const res = await paid({ 'x-api-key': key }, { mode: 'astrology' });
    expect(res.status).toBe(422);
    const [issue] = (await json<ValidationErrorBody>(res)).detail;
    expect(issue).toEqual({ loc: ['body', 'mode'], msg: issue.msg, type: 'enum' });
    expect(issue.msg).toContain('competitive');
    expect((await paid({}, { mode: 'astrology' })).status).toBe(422);
    expect((await keyStatus(key)).calls_made).toBe(0);
  });

  test('a handler error, a crash and an error status each release the hold', async () => {
    const key = await newKey(1);
    const domain = await paid({ 'x-api-key': key }, { outcome: 'domain_error' });
    expect(domain.status).toBe(422);
    expect((await json<ErrorEnvelope>(domain)).error).toBe('url_unreachable');
    const crash = await paid({ 'x-api-key': key }, { outcome: 'crash' });
    expect(crash.status).toBe(500);
    const crashBody = await json<ErrorEnvelope>(crash);
    expect(crashBody).toEqual({
      error: 'internal_error',
      message: crashBody.message,
      request_id: crashBody.request_id,
    });
    expect(typeof crashBody.message).toBe('string');
    expect(crashBody.request_id).toMatch(/^req_/);
    expect(JSON.stringify(crashBody)).not.toContain('boom');
    expect(await keyStatus(key)).toEqual(expect.objectContaining({ balance_usdc: 1, calls_made: 0 }));
  });

  test('unknown key → 401 invalid_api_key; unknown session → 401 invalid_session', async () => {
    const bad = await paid({ 'x-api-key': 'sk-intel-doesnotexist' });
    expect(bad.status).toBe(401);
    expect((await json<ErrorEnvelope>(bad)).error).toBe('invalid_api_key');
    const badSession = await paid({ 'x-session': 'ses_nope' });
    expect(badSession.status).toBe(401);
    expect((await json<ErrorEnvelope>(badSession)).error).toBe('invalid_session');
  });

  test('a session id sent as X-API-KEY is not an API key', async () => {
    const session = await newSession('pro');
    expect((await json<ErrorEnvelope>(await paid({ 'x-api-key': session }))).error).toBe('invalid_api_key');
  });

  test('precedence: X-SESSION first; an invalid session never falls back to a valid key', async () => {
    const key = await newKey(1);
    const res = await paid({ 'x-session': 'ses_forged', 'x-api-key': key });
    expect(res.status).toBe(401);
    expect((await json<ErrorEnvelope>(res)).error).toBe('invalid_session');
    expect((await keyStatus(key)).calls_made).toBe(0);
    const session = await newSession('starter');
    expect((await paid({ 'x-session': session, 'x-api-key': key })).headers.get('x-reports-remaining')).toBe('29');
    expect((await keyStatus(key)).calls_made).toBe(0);
  });

  test('x402 headers are refused clearly until settlement exists, and nothing moves', async () => {
    for (const header of ['x-payment', 'payment-signature']) {
      const res = await paid({ [header]: Buffer.from('{"x402Version":1}').toString('base64') });
      expect(res.status).toBe(501);
      expect((await json<ErrorEnvelope>(res)).error).toBe('x402_not_enabled');
    }
  });

  test('insufficient balance → 402 insufficient_balance', async () => {
    const key = await newKey(0.5);
    const res = await paid({ 'x-api-key': key }, { mode: 'regulatory_compliance' });
    expect(res.status).toBe(402);
    const body = await json<ErrorEnvelope>(res);
    expect(body.error).toBe('insufficient_balance');
    expect(body.details).toEqual({ balance_usdc: '0.50', price_usdc: '1.00' }); // decimal USDC, never micro-units
  });

  test('a trial key cannot use elite modes or crypto_protocol', async () => {
    const trial = await json<TrialKey>(
      await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': randomIp() } }),
    );
    for (const mode of ['sales_enablement', 'crypto_protocol']) {
      const res = await paid({ 'x-api-key': trial.key }, { mode });
      expect(res.status).toBe(403);
      expect((await json<ErrorEnvelope>(res)).error).toBe('mode_not_available');
    }
    expect((await keyStatus(trial.key)).balance_usdc).toBe(0.25);
  });

  test('an exhausted plan → 402 access_exhausted', async () => {
    const session = await newSession('starter');
    const ok = await Promise.all(Array.from({ length: 30 }, () => paid({ 'x-session': session })));
    expect(ok.every((r) => r.status === 200)).toBe(true);
    const res = await paid({ 'x-session': session });
    expect(res.status).toBe(402);
    expect((await json<ErrorEnvelope>(res)).error).toBe('access_exhausted');
    expect((await json<SessionStatus>(await fetch(`${t.url}/access/status?session=${session}`))).status).toBe(
      'exhausted',
    );
  });

  test('an expired plan and an expired trial key → 402 access_expired', async () => {
    const clock = fixedClock(new Date());
    const timed = await startTestApp({ extraRoutes: paidTestRoutes, clock });
    try {
      const session = (
        await json<MintedSession>(
          await fetch(`${timed.url}/admin/sessions`, {
            method: 'POST',
            headers: adminHeaders(),
            body: JSON.stringify({ plan: 'starter' }),
          }),
        )
      ).session_id;
      const trial = (
        await json<TrialKey>(await fetch(`${timed.url}/api-keys/trial`, { headers: { 'x-forwarded-for': randomIp() } }))
      ).key;
      clock.advance(10 * 86_400_000 + 1);
      const call = (h: Record<string, string>) =>
        fetch(`${timed.url}/test/paid`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...h },
          body: '{}',
        });
      const expiredSession = await call({ 'x-session': session });
      expect(expiredSession.status).toBe(402);
      expect((await json<ErrorEnvelope>(expiredSession)).error).toBe('access_expired');
      const expiredTrial = await call({ 'x-api-key': trial });
      expect((await json<ErrorEnvelope>(expiredTrial)).error).toBe('access_expired');
      expect((await json<SessionStatus>(await fetch(`${timed.url}/access/status?session=${session}`))).status).toBe(
        'expired',
      );
    } finally {
      await timed.close();
    }
  });

  test('a revoked key is refused', async () => {
    const created = await json<MintedKey>(
      await fetch(`${t.url}/admin/api-keys`, {
        method: 'POST',
        headers: adminHeaders(),
        body: JSON.stringify({ balance_usdc: 1 }),
      }),
    );
    await fetch(`${t.url}/admin/credentials/${created.key_id}/revoke`, { method: 'POST', headers: adminHeaders() });
    expect((await json<ErrorEnvelope>(await paid({ 'x-api-key': created.api_key }))).error).toBe('invalid_api_key');
  });
});

describe('operator budgets', () => {
  test('spend is recorded per operator and a daily cap stops the operator, not the key', async () => {
    const key = await newKey(1);
    const set = await fetch(`${t.url}/access/operators/agent-7/budget`, {
      method: 'PUT',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ daily_cap_usdc: 0.1 }),
    });
    expect(set.status).toBe(200);
    expect((await paid({ 'x-api-key': key }, { operator_id: 'agent-7' })).status).toBe(200);
    expect((await paid({ 'x-api-key': key }, { operator_id: 'agent-7' })).status).toBe(200);
    const third = await paid({ 'x-api-key': key }, { operator_id: 'agent-7' });
    expect(third.status).toBe(402);
    expect((await json<ErrorEnvelope>(third)).error).toBe('operator_budget_exceeded');
    expect((await paid({ 'x-api-key': key }, { operator_id: 'agent-8' })).status).toBe(200);
    const usage = await json<OperatorUsage>(
      await fetch(`${t.url}/access/operators`, { headers: { 'x-api-key': key } }),
    );
    expect(usage.operators).toEqual([
      { operator_id: 'agent-7', total_usdc: 0.1, today_usdc: 0.1, daily_cap_usdc: 0.1 },
      { operator_id: 'agent-8', total_usdc: 0.05, today_usdc: 0.05, daily_cap_usdc: null },
    ]);
  });

  test('concurrent calls cannot overshoot an operator cap', async () => {
    const key = await newKey(5);
    await fetch(`${t.url}/access/operators/burst/budget`, {
      method: 'PUT',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ daily_cap_usdc: 0.25 }),
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => paid({ 'x-api-key': key }, { operator_id: 'burst' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect((await keyStatus(key)).spent_usdc).toBe(0.25);
  });

  test('a hostile operator_id is a 422 and costs nothing', async () => {
    const key = await newKey(1);
    const res = await paid({ 'x-api-key': key }, { operator_id: 'x'.repeat(129) });
    expect(res.status).toBe(422);
    const res2 = await paid({ 'x-api-key': key }, { operator_id: '../../etc}{' });
    expect(res2.status).toBe(422);
    expect((await keyStatus(key)).calls_made).toBe(0);
  });
});

describe('idempotency', () => {
  test('a retried request with the same Idempotency-Key is replayed, not charged again', async () => {
    const key = await newKey(1);
    const headers = { 'x-api-key': key, 'idempotency-key': `retry-${Date.now()}` };
    const first = await paid(headers);
    const firstBody = await json<unknown>(first);
    const second = await paid(headers);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await json<unknown>(second)).toEqual(firstBody);
    expect((await keyStatus(key)).calls_made).toBe(1);
  });

  test('identical concurrent requests with one Idempotency-Key charge exactly once', async () => {
    const key = await newKey(1);
    const headers = { 'x-api-key': key, 'idempotency-key': `burst-${Date.now()}` };
    const results = await Promise.all(Array.from({ length: 10 }, () => paid(headers, { outcome: 'slow' })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect((await keyStatus(key)).calls_made).toBe(1);
  });

  test('a failed request frees its Idempotency-Key for a retry', async () => {
    const key = await newKey(1);
    const headers = { 'x-api-key': key, 'idempotency-key': `fail-then-ok-${Date.now()}` };
    expect((await paid(headers, { outcome: 'domain_error' })).status).toBe(422);
    expect((await paid(headers)).status).toBe(200);
    expect((await keyStatus(key)).calls_made).toBe(1);
  });

  test('a malformed Idempotency-Key is a 422', async () => {
    const key = await newKey(1);
    const res = await paid({ 'x-api-key': key, 'idempotency-key': 'a b' });
    expect(res.status).toBe(422);
    expect((await json<ValidationErrorBody>(res)).detail[0].loc).toEqual(['header', 'Idempotency-Key']);
  });
});
