// A cached paid POST /intel on a single Redis server is one round trip: the reservation script reads the cache
// entry and, finding the answer there, captures the charge in the same step (src/billing/lua/reserve.lua). The
// money must come out exactly as the two-step path's: one ledger debit per call, no hold left, the hit
// counted, and a retry with the same Idempotency-Key given the same answer without a second charge.
import type { Redis } from 'ioredis';
import { adminHeaders, json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { openRedis } from '../../src/stores/redis.ts';
import { loadConfig } from '../../src/config.ts';
import { credentialId } from '../../src/billing/credentials.ts';
import { redisKeys } from '../../src/billing/redisKeys.ts';
import type { IntelAnswer } from '../helpers/answers.ts';

let t: TestApp;
let redis: Redis;
/** The commands the app's client sent, as [name, first key]. */
let sent: [string, string][] = [];

beforeAll(async () => {
  redis = (await openRedis(loadConfig(process.env).redis.url!)) as Redis;
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = (command: Parameters<Redis['sendCommand']>[0], stream?: never) => {
    const args = command.args.map(String);
    // EVALSHA's first argument is the script's SHA, then the number of keys, then the first key.
    sent.push([command.name, command.name.startsWith('eval') ? (args[2] ?? '') : (args[0] ?? '')]);
    return send(command, stream);
  };
  t = await startTestApp({ redis });
});
afterAll(async () => {
  await t.close();
  redis.disconnect();
});

const intel = (headers: Record<string, string>, text: string) =>
  fetch(`${t.url}/intel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ text }),
  });
const mint = async (path: string, body: unknown) =>
  json<{ api_key?: string; session_id?: string }>(
    await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify(body),
    }),
  );
const uniqueText = (tag: string) =>
  `${tag} ${Date.now()} builds scheduling software for dental clinics in Spain and Portugal, sold per chair.`;
const debits = async (secret: string) =>
  (await t.services.ledger.entries(credentialId(secret))).filter((e) => e.op === 'debit');
const hits = async () => Number((await redis.hget('intel:cache:stats', 'hits')) ?? 0);

test('a cached call with an API key: one command for the credential and the cache, one debit, no hold left', async () => {
  const key = (await mint('/admin/api-keys', { balance_usdc: 1 })).api_key!;
  const text = uniqueText('Chairtime');
  expect((await json<IntelAnswer>(await intel({ 'x-api-key': key }, text))).cached).toBe(false);
  const hitsBefore = await hits();

  sent = [];
  const res = await intel({ 'x-api-key': key }, text);
  const cid = credentialId(key);
  const paidPath = sent.filter(([, first]) => first.includes(`{${cid}}`) || first.startsWith('intel:cache:entry:'));
  expect(paidPath.map(([name]) => name)).toEqual(['evalsha']);

  const body = await json<IntelAnswer>(res);
  expect(res.status).toBe(200);
  expect(body.cached).toBe(true);
  expect(body.paid_with).toBe('api_key');
  expect(res.headers.get('x-balance-usdc')).toBe('0.9');
  expect(await hits()).toBe(hitsBefore + 1);
  const entries = await debits(key);
  expect(entries).toHaveLength(2);
  expect(entries[0]).toMatchObject({ amount: 50_000, unit: 'micro', priceMicro: 50_000, route: 'intel' });
  expect(await redis.zcard(redisKeys.holds(cid))).toBe(0);
  expect(Number(await redis.hget(redisKeys.credential(cid), 'calls_made'))).toBe(2);
});

test('the same Idempotency-Key on a cached call: the same answer, one debit, replayed as JSON', async () => {
  const key = (await mint('/admin/api-keys', { balance_usdc: 1 })).api_key!;
  const text = uniqueText('Retrydent');
  await intel({ 'x-api-key': key }, text); // computed and cached
  const idem = { 'x-api-key': key, 'idempotency-key': `cached-${Date.now()}` };
  const once = await intel(idem, text);
  const twice = await intel(idem, text);
  expect(twice.headers.get('idempotent-replayed')).toBe('true');
  expect(twice.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await twice.text()).toBe(await once.text());
  expect(await debits(key)).toHaveLength(2);
});

test('a plan session on a cached call pays one report, and its replay says paid_with session', async () => {
  const session = (await mint('/admin/sessions', { plan: 'starter' })).session_id!;
  const text = uniqueText('Reportclinic');
  await intel({ 'x-session': session }, text);
  const idem = { 'x-session': session, 'idempotency-key': `cached-session-${Date.now()}` };
  const once = await intel(idem, text);
  const left = Number(once.headers.get('x-reports-remaining'));
  const replay = await intel(idem, text);
  const body = await json<IntelAnswer>(replay);
  expect(body).toMatchObject({ cached: true, paid_with: 'session' });
  expect(await json<IntelAnswer>(once)).toEqual(body);
  const entries = await debits(session);
  expect(entries).toHaveLength(2);
  expect(entries[0]).toMatchObject({ amount: 1, unit: 'report' });
  const third = await intel({ 'x-session': session }, text);
  expect(Number(third.headers.get('x-reports-remaining'))).toBe(left - 1);
});
