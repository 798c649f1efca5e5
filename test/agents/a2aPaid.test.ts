// The paid skills over A2A, through the SDK's own client: a data part naming intel_analyze or intel_batch
// pays through the same pay pipeline as REST and MCP (same price, same entitlements, same refusals).
import { ClientFactory, DefaultAgentCardResolver, JsonRpcTransportFactory, type Client } from '@a2a-js/sdk/client';
import { adminHeaders, json, randomIp, type TestApp } from '../helpers/testApp.ts';
import { answerData, dataMessage, proxiedFetch, PUBLIC_BASE, startAgentApp } from './helpers.ts';
import type {
  BatchAnswer,
  CreatedKey,
  CreatedSession,
  ErrorBody,
  IntelAnswer,
  KeyStatus,
  Paid,
  SessionStatus,
  TrialKey,
} from '../helpers/answers.ts';

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await startAgentApp();
  const fetchImpl = proxiedFetch(t, randomIp());
  const factory = new ClientFactory({
    transports: [new JsonRpcTransportFactory({ fetchImpl })],
    preferredTransports: ['JSONRPC'],
    cardResolver: new DefaultAgentCardResolver({ fetchImpl }),
  });
  client = await factory.createFromUrl(PUBLIC_BASE);
});
afterAll(async () => {
  await t.close();
});

const TEXT = 'Ledgerly is a bookkeeping app for freelancers in Portugal that files VAT returns automatically.';
/** The skill's answer, or its refusal (an error envelope with its details). */
const send = async <T = ErrorBody>(value: Record<string, unknown>) =>
  answerData<T>(await client.sendMessage(dataMessage(value)));
const mint = async <T>(path: string, body: unknown) =>
  json<T>(await fetch(`${t.url}${path}`, { method: 'POST', headers: adminHeaders(), body: JSON.stringify(body) }));
const balance = async (key: string) =>
  (await json<KeyStatus>(await fetch(`${t.url}/access/api-key/status`, { headers: { 'x-api-key': key } })))
    .balance_usdc;

test('intel_analyze with an API key: the full analysis at the REST price, charged once per idempotency key', async () => {
  const { api_key: key } = await mint<CreatedKey>('/admin/api-keys', { balance_usdc: 1 });
  const args = { skill: 'intel_analyze', text: TEXT, api_key: key, idempotency_key: 'a2a-order-0001' };
  const first = await send<Paid<IntelAnswer>>(args);
  expect(first).toMatchObject({
    price_paid_usdc: '0.05',
    paid_with: 'api_key',
    balance_usdc: 0.95,
    mode: 'competitive',
  });
  expect(first.analysis.company_or_product).toBe('Ledgerly');
  const again = await send<Paid<IntelAnswer>>(args);
  expect(again).toMatchObject({ idempotent_replayed: true });
  expect(await balance(key)).toBe(0.95);
  const reused = await send({ ...args, mode: 'risk_assessment' });
  expect(reused.error).toBe('idempotency_key_reused');
  expect(await balance(key)).toBe(0.95);
});

test('the same refusals as REST: short text free, no credential is payment_required, trial batch per item', async () => {
  expect((await send({ skill: 'intel_analyze', text: 'too short' })).error).toBe('not_enough_content');
  const unpaid = await send({ skill: 'intel_analyze', text: TEXT });
  expect(unpaid).toMatchObject({ error: 'payment_required', price_usdc: '0.05' });
  const trial = await json<TrialKey>(
    await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': randomIp() } }),
  );
  const refused = await send({
    skill: 'intel_batch',
    api_key: trial.key,
    items: [{ text: TEXT }, { text: TEXT, mode: 'crypto_protocol' }],
  });
  expect(refused).toMatchObject({ error: 'mode_not_available', items: [1] });
  expect(await balance(trial.key)).toBe(0.25);
});

test('intel_batch with a plan session pays one report per analysis', async () => {
  const { session_id: session } = await mint<CreatedSession>('/admin/sessions', { plan: 'starter' });
  const batch = await send<Paid<BatchAnswer>>({
    skill: 'intel_batch',
    session,
    companies: ['Notion', 'Linear', 'Asana'],
  });
  expect(batch).toMatchObject({ succeeded: 3, paid_with: 'session', reports_remaining: 27 });
  const status = await json<SessionStatus>(
    await fetch(`${t.url}/access/status`, { headers: { 'x-session': session } }),
  );
  expect(status.reports_remaining).toBe(27);
});
