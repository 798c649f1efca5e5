// The one pay pipeline, tried through POST /intel and POST /batch as a paying client would: input
// checks before any payment step, entitlements per analysis, an Idempotency-Key bound to its request,
// X-Request-Id never a charge key, and the money-side fixes (revoked keys, decimal details, opening
// balances in the ledger, the trial 429's Retry-After).
import { adminHeaders, json, randomIp, startTestApp, type TestApp } from '../helpers/testApp.ts';
import type { ErrorEnvelope } from '../../src/operations/shapes/envelopes.ts';
import type {
  BatchAnswer,
  KeyStatus,
  MintedKey,
  MintedSession,
  SessionStatus,
  ShownCredential,
  TrialKey,
} from './answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRIAL_KEYS_PER_IP_PER_DAY: '1' } });
});
afterAll(async () => {
  await t.close();
});

const TEXT = 'Ledgerly is a bookkeeping app for freelancers in Portugal that files VAT returns automatically.';
const TEXT_2 = 'Quayside runs cold-chain warehouses for seafood exporters in Chile and ships to Asian buyers.';

async function newKey(balance: number): Promise<{ key: string; id: string }> {
  const res = await fetch(`${t.url}/admin/api-keys`, {
    method: 'POST',
    headers: adminHeaders(),
    body: JSON.stringify({ balance_usdc: balance }),
  });
  const body = await json<MintedKey>(res);
  return { key: body.api_key, id: body.key_id };
}
async function newSession(): Promise<string> {
  const res = await fetch(`${t.url}/admin/sessions`, {
    method: 'POST',
    headers: adminHeaders(),
    body: JSON.stringify({ plan: 'starter' }),
  });
  return (await json<MintedSession>(res)).session_id;
}
const post = (path: string, headers: Record<string, string>, body: unknown) =>
  fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const balance = async (key: string) =>
  (await json<KeyStatus>(await fetch(`${t.url}/access/api-key/status`, { headers: { 'x-api-key': key } })))
    .balance_usdc;
const reportsLeft = async (session: string) =>
  (await json<SessionStatus>(await fetch(`${t.url}/access/status`, { headers: { 'x-session': session } })))
    .reports_remaining;

describe('input checks come before any payment step (a free 422)', () => {
  test.each([
    ['no credential', {}],
    ['an unknown key', { 'x-api-key': 'sk-intel-not-a-real-key' }],
    ['an empty key', { 'x-api-key': '' }],
  ])('a short text with %s is 422 not_enough_content, not 401 or 402', async (_label, headers) => {
    const res = await post('/intel', headers, { text: 'short' });
    expect(res.status).toBe(422);
    expect((await json<ErrorEnvelope>(res)).error).toBe('not_enough_content');
  });

  test('60 zero-width spaces or 25 emoji are not 50 characters; nothing is charged', async () => {
    const { key } = await newKey(1);
    for (const text of ['\u200B'.repeat(60), '😀'.repeat(25), '👩‍👩‍👧‍👦'.repeat(30)]) {
      const res = await post('/intel', { 'x-api-key': key }, { text });
      expect(res.status).toBe(422);
      const body = await json<ErrorEnvelope>(res);
      expect(body.error).toBe(text.startsWith('\u200B') ? 'missing_input' : 'not_enough_content');
    }
    expect(await balance(key)).toBe(1);
  });

  test('50 visible characters in Japanese pass (one character, one count)', async () => {
    const { key } = await newKey(1);
    const text =
      'フリーランス向けの会計ソフトで、請求書の作成と確定申告を自動化し、銀行口座と連携して経費を自動で分類します。';
    expect([...text].length).toBeGreaterThanOrEqual(50);
    expect((await post('/intel', { 'x-api-key': key }, { text })).status).toBe(200);
  });
});

describe('the Idempotency-Key is bound to its request', () => {
  test('the same request replays once-charged; another body or route with the key is 422 and free', async () => {
    const { key } = await newKey(2);
    const idem = { 'x-api-key': key, 'idempotency-key': 'order-7781-a' };
    const first = await post('/intel', idem, { text: TEXT });
    expect(first.status).toBe(200);
    const again = await post('/intel', idem, { text: TEXT });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balance(key)).toBe(1.95);

    // An elite mode under the same key must not replay the 0.05 answer.
    const elite = await post('/intel', idem, { text: TEXT, mode: 'risk_assessment' });
    expect(elite.status).toBe(422);
    expect((await json<ErrorEnvelope>(elite)).error).toBe('idempotency_key_reused');
    const batch = await post('/batch', idem, { companies: ['Notion', 'Linear'] });
    expect(batch.status).toBe(422);
    expect((await json<ErrorEnvelope>(batch)).error).toBe('idempotency_key_reused');
    expect(await balance(key)).toBe(1.95);
  });

  test('field order and null fields do not change the fingerprint', async () => {
    const { key } = await newKey(1);
    const idem = { 'x-api-key': key, 'idempotency-key': 'order-7781-b' };
    expect((await post('/intel', idem, { text: TEXT, mode: 'competitive' })).status).toBe(200);
    const same = await post('/intel', idem, { mode: 'competitive', context: null, text: TEXT });
    expect(same.status).toBe(200);
    expect(same.headers.get('idempotent-replayed')).toBe('true');
    expect(await balance(key)).toBe(0.95);
  });

  test('X-Request-Id is for tracing: reusing it never refuses or replays a call', async () => {
    const { key } = await newKey(1);
    const traced = { 'x-api-key': key, 'x-request-id': 'trace-0001-shared' };
    expect((await post('/intel', traced, { text: TEXT })).status).toBe(200);
    const second = await post('/intel', traced, { text: TEXT_2 });
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(await balance(key)).toBe(0.9);
  });
});

describe('entitlements are checked per analysis', () => {
  test('a trial key cannot run crypto_protocol through /batch any more than through /intel', async () => {
    const trial = await json<TrialKey>(
      await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': randomIp() } }),
    );
    const viaIntel = await post('/intel', { 'x-api-key': trial.key }, { text: TEXT, mode: 'crypto_protocol' });
    expect(viaIntel.status).toBe(403);
    const viaBatch = await post(
      '/batch',
      { 'x-api-key': trial.key },
      {
        items: [{ text: TEXT }, { text: TEXT_2, mode: 'crypto_protocol' }],
      },
    );
    expect(viaBatch.status).toBe(403);
    const body = await json<ErrorEnvelope>(viaBatch);
    expect(body).toMatchObject({ error: 'mode_not_available', details: { items: [1] } });
    expect(await balance(trial.key)).toBe(0.25);
  });

  test('a plan pays one report per analysis: a batch of N uses N, refused whole when fewer remain', async () => {
    const session = await newSession();
    const names = [
      'Notion',
      'Linear',
      'Asana',
      'Trello',
      'Monday.com',
      'ClickUp',
      'Jira',
      'Airtable',
      'Coda',
      'Basecamp',
    ];
    const batch = await post('/batch', { 'x-session': session }, { companies: names });
    expect(batch.status).toBe(200);
    const body = await json<BatchAnswer>(batch);
    expect(body.succeeded).toBe(10);
    expect(body.reports_paid).toBe(10);
    expect(body.results.every((r) => !r.result || !('price_paid_usdc' in r.result))).toBe(true);
    expect(batch.headers.get('x-reports-remaining')).toBe('20');

    const elite = await post('/intel', { 'x-session': session }, { text: TEXT, mode: 'market_entry_execution' });
    expect(elite.status).toBe(200);
    expect(await reportsLeft(session)).toBe(19);

    expect((await post('/batch', { 'x-session': session }, { companies: names })).status).toBe(200);
    expect(await reportsLeft(session)).toBe(9);
    const tooMany = await post('/batch', { 'x-session': session }, { companies: names });
    expect(tooMany.status).toBe(402);
    expect((await json<ErrorEnvelope>(tooMany)).error).toBe('access_exhausted');
    expect(await reportsLeft(session)).toBe(9);
  });

  test('items refused by their input checks are answered for free and not paid for', async () => {
    const session = await newSession();
    const res = await post('/batch', { 'x-session': session }, { items: [{ text: TEXT }, { text: 'too short' }] });
    expect(res.status).toBe(200);
    const body = await json<BatchAnswer>(res);
    expect(body).toMatchObject({ succeeded: 1, failed: 1, reports_paid: 1 });
    expect(body.results[1]).toMatchObject({ status: 'error', error: { error: 'not_enough_content' } });
    expect(await reportsLeft(session)).toBe(29);
  });
});

describe('money-side answers', () => {
  test('a revoked key says it was revoked, and pays nothing', async () => {
    const { key, id } = await newKey(1);
    expect(
      (await fetch(`${t.url}/admin/credentials/${id}/revoke`, { method: 'POST', headers: adminHeaders() })).status,
    ).toBe(200);
    const res = await post('/intel', { 'x-api-key': key }, { text: TEXT });
    expect(res.status).toBe(401);
    const body = await json<ErrorEnvelope>(res);
    expect(body.error).toBe('invalid_api_key');
    expect(body.message).toMatch(/revoked/);
  });

  test('an insufficient balance is reported in decimal USDC', async () => {
    const { key } = await newKey(0.5);
    const res = await post('/intel', { 'x-api-key': key }, { text: TEXT, mode: 'regulatory_compliance' });
    expect(res.status).toBe(402);
    const body = await json<ErrorEnvelope>(res);
    expect(body.details).toEqual({ balance_usdc: '0.50', price_usdc: '1.00' });
    expect(JSON.stringify(body)).not.toMatch(/micro/);
  });

  test('a minted balance is an opening credit in the ledger', async () => {
    const { id } = await newKey(3);
    const shown = await json<ShownCredential>(
      await fetch(`${t.url}/admin/credentials/${id}`, { headers: adminHeaders() }),
    );
    const entries = shown.ledger;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ op: 'credit' });
    expect(String(entries[0].reference)).toMatch(/^opening:/);
  });

  test('the second trial key from one address in a day is 429 with Retry-After', async () => {
    const ip = randomIp();
    expect((await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': ip } })).status).toBe(200);
    const again = await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': ip } });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

test('the free demo counts visible characters too, before its hourly budget', async () => {
  const ip = randomIp();
  const res = await fetch(`${t.url}/demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ text: '\u200B'.repeat(40) }),
  });
  expect(res.status).toBe(422);
  expect((await json<ErrorEnvelope>(res)).error).toBe('not_enough_content');
});
