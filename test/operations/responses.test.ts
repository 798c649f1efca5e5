// Property-style contract check: each JSON response the main operations give here, success or error,
// validates against the schema its operation documents for that status.
import { adminHeaders, json, randomIp, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { checked, expectDocumented } from './contract.ts';
import type { CreatedKey, CreatedSession, TrialKey } from '../helpers/answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const uniqueText = (tag: string) =>
  `${tag} ${Date.now()} is a startup building payments processing APIs for online merchants in Europe, competing on developer experience.`;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function check(operationId: string, res: Response, expectedStatus: number): Promise<Record<string, unknown>> {
  expect(res.status).toBe(expectedStatus);
  const body = await json<Record<string, unknown>>(res);
  expectDocumented(operationId, res.status, body);
  return body;
}

async function apiKey(balance = 20): Promise<string> {
  const res = await fetch(`${t.url}/admin/api-keys`, {
    method: 'POST',
    headers: adminHeaders(),
    body: JSON.stringify({ balance_usdc: balance }),
  });
  return (await json<CreatedKey>(res)).api_key;
}

describe('POST /intel', () => {
  test('200 in a standard and an elite mode, with an API key', async () => {
    const k = await apiKey();
    await check(
      'intel',
      await post('/intel', { text: uniqueText('Contractpay'), force_refresh: true }, { 'x-api-key': k }),
      200,
    );
    const elite = await check(
      'intel',
      await post('/intel', { text: uniqueText('Cardpay'), mode: 'sales_enablement' }, { 'x-api-key': k }),
      200,
    );
    expect((elite.analysis as { battlecard?: unknown }).battlecard).toBeDefined();
  });

  test('402 challenge, 401 bad key, 402 insufficient balance, 403 trial elite, 422 schema and semantic', async () => {
    await check('intel', await post('/intel', { text: uniqueText('Nopay') }), 402);
    await check('intel', await post('/intel', { text: uniqueText('Badkey') }, { 'x-api-key': 'sk-intel-nope' }), 401);
    const poor = await apiKey(0.01);
    await check('intel', await post('/intel', { text: uniqueText('Poorpay') }, { 'x-api-key': poor }), 402);
    const trial = (
      await json<TrialKey>(await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': randomIp() } }))
    ).key;
    await check(
      'intel',
      await post('/intel', { text: uniqueText('Trialpay'), mode: 'risk_assessment' }, { 'x-api-key': trial }),
      403,
    );
    await check('intel', await post('/intel', { text: 'short', mode: 'nope' }), 422);
    const k = await apiKey();
    await check('intel', await post('/intel', { text: 'too short' }, { 'x-api-key': k }), 422);
  });

  test('413 and 415', async () => {
    await check(
      'intel',
      await fetch(`${t.url}/intel`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }),
      415,
    );
    await check('intel', await post('/intel', { text: 'x'.repeat(2_000_000) }), 413);
  });
});

describe('POST /batch and the demo', () => {
  test('200, 422 elite, 422 validation, 402', async () => {
    const k = await apiKey();
    await check('batch', await post('/batch', { companies: ['Stripe', 'Adyen'] }, { 'x-api-key': k }), 200);
    await check(
      'batch',
      await post(
        '/batch',
        { items: [{ text: uniqueText('Elitepay'), mode: 'venture_screening' }] },
        { 'x-api-key': k },
      ),
      422,
    );
    await check(
      'batch',
      await post('/batch', { companies: Array.from({ length: 11 }, (_, i) => `Company ${i}`) }),
      422,
    );
    await check('batch', await post('/batch', { companies: ['Stripe'] }), 402);
  });

  test('demo 200, 422; demo info 200; probes 402', async () => {
    const ip = randomIp();
    await check(
      'demo',
      await post('/demo', { text: 'Linear is an issue tracker for software teams.' }, { 'x-forwarded-for': ip }),
      200,
    );
    await check('demo', await post('/demo', { text: 'short' }), 422);
    await check('demoInfo', await fetch(`${t.url}/demo`), 200);
    await check('intelChallenge', await fetch(`${t.url}/intel`), 402);
    await check('batchChallenge', await fetch(`${t.url}/batch`), 402);
  });
});

describe('graph, access, service', () => {
  test('graph and market share', async () => {
    await check('graph', await fetch(`${t.url}/graph?limit=20`), 200);
    await check('graph', await fetch(`${t.url}/graph?company=${encodeURIComponent('No Such Company Zq')}`), 404);
    await check('graph', await fetch(`${t.url}/graph?limit=0`), 422);
    await check('marketShare', await fetch(`${t.url}/graph/market-share/fintech`), 200);
    await check('marketShare', await fetch(`${t.url}/graph/market-share/nowhere`), 422);
  });

  test('trial key, key status, session status, operator budgets', async () => {
    const ip = randomIp();
    const trial = await check(
      'trialKey',
      await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': ip } }),
      200,
    );
    await check('trialKey', await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': ip } }), 429);
    await check(
      'apiKeyStatus',
      await fetch(`${t.url}/access/api-key/status`, { headers: { 'x-api-key': String(trial.key) } }),
      200,
    );
    await check('apiKeyStatus', await fetch(`${t.url}/access/api-key/status?key=sk-intel-nope`), 401);
    await check('apiKeyStatus', await fetch(`${t.url}/access/api-key/status`), 422);
    const session = await json<CreatedSession>(
      await fetch(`${t.url}/admin/sessions`, {
        method: 'POST',
        headers: adminHeaders(),
        body: JSON.stringify({ plan: 'starter' }),
      }),
    );
    await check('sessionStatus', await fetch(`${t.url}/access/status?session=${session.session_id}`), 200);
    await check('sessionStatus', await fetch(`${t.url}/access/status?session=ses_nope`), 401);
    const k = await apiKey();
    await check(
      'setOperatorBudget',
      await fetch(`${t.url}/access/operators/agent-1/budget`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-api-key': k },
        body: JSON.stringify({ daily_cap_usdc: 1.5 }),
      }),
      200,
    );
    await check('operatorUsage', await fetch(`${t.url}/access/operators`, { headers: { 'x-api-key': k } }), 200);
    await check('operatorUsage', await fetch(`${t.url}/access/operators`), 401);
  });

  test('overview, health, pricing, openapi', async () => {
    await check('overview', await fetch(`${t.url}/`), 200);
    await check('health', await fetch(`${t.url}/health`), 200);
    await check('pricing', await fetch(`${t.url}/pricing`), 200);
    await check('openapiJson', await fetch(`${t.url}/openapi.json`), 200);
  });

  test('funding and pending payments refuse bad input with their documented shapes', async () => {
    await check('createApiKey', await post('/access/api-key', { tx_hash: 'nope' }), 422);
    await check('activatePlan', await post('/access/activate', { plan: 'gold', tx_hash: 'x' }), 422);
    await check('pendingPaymentStatus', await fetch(`${t.url}/access/pending/pay_nope`), 404);
  });
});

afterAll(() => {
  // The main operations were each seen with a success and at least one error.
  for (const id of ['intel', 'batch', 'demo', 'graph', 'marketShare', 'trialKey', 'apiKeyStatus', 'sessionStatus']) {
    expect([...checked].filter((c) => c.startsWith(`${id} `)).length).toBeGreaterThanOrEqual(2);
  }
});
