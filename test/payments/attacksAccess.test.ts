// Attacks on access bought on chain (issue 9), replayed against the real service on the devnet and shown
// refused with the money accounted for: front-running a pending payment by its transfer (finding 2),
// stealing plan sessions from chain data, logs or Redis (3), starving the watcher with free pending
// payments (6), redeeming unrecorded x402 settlements while the facilitator is unreachable (7), and the
// client address behind proxies and in IPv6 (8).
import { Writable } from 'node:stream';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.ts';
import { payeeTokenAccount, referenceKey } from '../../src/payments/pending.ts';
import { randomIp } from '../helpers/testApp.ts';
import { startDevnet, serviceEnv, type Devnet } from './helpers/devnet.ts';
import { lossyFacilitator } from './helpers/lossyFacilitator.ts';
import { startPaymentsApp, type PaymentsApp } from './helpers/paymentsApp.ts';
import { challenge, decode, payloadBuilder, read, type EvmPayment } from './helpers/payloads.ts';
import type { CreatedPendingPayment, PendingPayment } from './helpers/answers.ts';
import type { ErrorEnvelope } from '../../src/operations/shapes/envelopes.ts';
import type { SettleResponse } from '@x402/core/types';
import { wallets, type Wallets } from './helpers/wallets.ts';

let devnet: Devnet;
let app: PaymentsApp;
let w: Wallets;
const logLines: string[] = [];
const USDC = 1_000_000;
const TEXT =
  'Figma is a collaborative interface design tool used by product teams to design, prototype and hand off apps.';
const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const poll = async (base: string, p: { payment_id: string; poll_secret: string }) =>
  read<PendingPayment>(
    await fetch(`${base}/access/pending/${p.payment_id}`, { headers: { authorization: `Bearer ${p.poll_secret}` } }),
  );
// Limits live in Redis across runs: every run uses client addresses (IPv6 /64s) of its own.
const freshIp = randomIp;
const net64 = () => randomIp().split(':').slice(0, 4).join(':');
const createPending = async (base: string, ip = freshIp()) =>
  read<CreatedPendingPayment>(await post(base, '/access/pending', { plan: 'starter' }, { 'x-forwarded-for': ip }));

beforeAll(async () => {
  devnet = await startDevnet();
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  );
  app = await startPaymentsApp({ ...serviceEnv(devnet), PAYMENT_WATCH_INTERVAL_MS: '0' }, { logger });
  w = wallets(devnet);
}, 90_000);
afterAll(async () => {
  await app?.close();
  await devnet?.stop();
});

test("finding 2: an observer posting a pending payment's transfer as a bare hash is refused; the customer gets the session", async () => {
  const customer = devnet.env.DEVNET_SOLANA_PAYERS.split(',')[0];
  const [payee0, customer0] = [await w.solanaUsdc(devnet.env.PAYEE_SOLANA), await w.solanaUsdc(customer)];
  const p = await createPending(app.url);
  const sig = await w.sendSolanaUsdc(0, devnet.env.PAYEE_SOLANA, 15 * USDC, { reference: p.reference });
  // The observer reads the payee's newest transfer from the chain and races to redeem it.
  const [newest] = await w.connection.getSignaturesForAddress(
    payeeTokenAccount(devnet.env.PAYEE_SOLANA, devnet.env.SOLANA_USDC_MINT),
    { limit: 1 },
  );
  expect(newest.signature).toBe(sig);
  for (const [path, body] of [
    ['/access/activate', { plan: 'starter', tx_hash: sig }],
    ['/access/api-key', { tx_hash: sig }],
  ] as const) {
    const res = await post(app.url, path, body);
    expect(res.status).toBe(409);
    expect((await read<ErrorEnvelope>(res)).message).toMatch(/pending payment/);
  }
  await app.services.payments.watcher.tick();
  const confirmed = await poll(app.url, p);
  expect(confirmed).toEqual(expect.objectContaining({ status: 'confirmed', tx_hash: sig }));
  expect((await post(app.url, '/intel', { text: TEXT }, { 'x-session': confirmed.session_id! })).status).toBe(200);
  expect(await w.solanaUsdc(devnet.env.PAYEE_SOLANA)).toBe(payee0 + 15 * USDC);
  expect(await w.solanaUsdc(customer)).toBe(customer0 - 15 * USDC);
  // The reference index outlives the redemption window, so the refusal holds as long as the hash could be redeemed.
  expect(await app.redis.ttl(referenceKey(p.reference))).toBeGreaterThanOrEqual(
    app.config.payments.txMaxAgeHours * 3600,
  );
});

test('finding 3: no session id or poll secret can be read from the chain, the logs or Redis', async () => {
  const p = await createPending(app.url);
  expect(new URL(p.solana_pay_url).searchParams.get('memo')).not.toContain(p.payment_id);
  const sig = await w.sendSolanaUsdc(1, devnet.env.PAYEE_SOLANA, 15 * USDC, { reference: p.reference });
  await app.services.payments.watcher.tick();
  // Without the poll secret the payment id (logged, guessed or leaked) reads nothing.
  const anonymous = await fetch(`${app.url}/access/pending/${p.payment_id}`);
  expect(anonymous.status).toBe(401);
  expect(JSON.stringify(await read<ErrorEnvelope>(anonymous))).not.toMatch(/ses_/);
  const { session_id: session } = await poll(app.url, p);
  expect(session).toMatch(/^ses_/);
  expect((await post(app.url, '/intel', { text: TEXT }, { 'x-session': session! })).status).toBe(200);

  const tx = await w.connection.getParsedTransaction(sig, { maxSupportedTransactionVersion: 0 });
  const onChain = JSON.stringify(tx);
  const everything = [onChain, logLines.join('\n')];
  for (const key of await app.redis.keys('intel:*')) {
    const type = await app.redis.type(key);
    if (type === 'string') everything.push(key, (await app.redis.get(key))!);
    else if (type === 'hash') everything.push(key, JSON.stringify(await app.redis.hgetall(key)));
    else if (type === 'zset') everything.push(key, JSON.stringify(await app.redis.zrange(key, 0, -1)));
  }
  for (const text of everything) {
    expect(text).not.toContain(session);
    expect(text).not.toContain(p.poll_secret);
  }
  expect(logLines.join('\n')).toContain('/access/pending/{payment_id}'); // the polls were logged, without the id
  expect(logLines.join('\n')).not.toContain(p.payment_id);
  expect(onChain).not.toContain(p.payment_id);
});

test('finding 6: pending payments are rate-limited per client (an IPv6 /64 is one client) and capped', async () => {
  const statuses: number[] = [];
  const client = net64();
  for (let i = 1; i <= 12; i++) {
    statuses.push(
      (await post(app.url, '/access/pending', { plan: 'starter' }, { 'x-forwarded-for': `${client}:${i}::${i}` }))
        .status,
    );
  }
  expect(statuses.filter((s) => s === 201)).toHaveLength(10);
  expect(statuses.slice(10)).toEqual([429, 429]);

  const open = await app.redis.zcard('intel:pending:open');
  const capped = await startPaymentsApp({
    ...serviceEnv(devnet),
    PAYMENT_WATCH_INTERVAL_MS: '0',
    PENDING_PAYMENTS_MAX_OPEN: String(open + 3),
  });
  try {
    const results: number[] = [];
    for (let i = 0; i < 5; i++)
      results.push(
        (await post(capped.url, '/access/pending', { plan: 'starter' }, { 'x-forwarded-for': freshIp() })).status,
      );
    expect(results).toEqual([201, 201, 201, 503, 503]);
  } finally {
    await capped.close();
  }
});

test("finding 6: the watcher's cost per tick does not grow with open payments; a paying customer is confirmed in one tick", async () => {
  let requests = 0;
  const flood: string[] = [];
  const relay = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    requests += 1;
    const answer = await fetch(devnet.env.SOLANA_RPC_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
  };
  const rpc: Server = createServer((req, res) => void relay(req, res)).listen(0, '127.0.0.1');
  await new Promise((r) => rpc.once('listening', r));
  const counted = await startPaymentsApp({
    ...serviceEnv(devnet),
    SOLANA_RPC_URL: `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`,
    PAYMENT_WATCH_INTERVAL_MS: '0',
    PENDING_PAYMENTS_MAX_OPEN: '100000',
  });
  try {
    for (let i = 0; i < 260; i++)
      flood.push((await counted.services.payments.pending.create('starter', `flood-${i}`)).payment.id); // the attack
    const p = await createPending(counted.url);
    await w.sendSolanaUsdc(2, devnet.env.PAYEE_SOLANA, 15 * USDC, { reference: p.reference });
    requests = 0;
    await counted.services.payments.watcher.tick();
    expect((await poll(counted.url, p)).status).toBe('confirmed');
    // One page of the payee's signatures, one batch of transactions, one read to confirm: not 261 lookups.
    expect(requests).toBeLessThanOrEqual(4);
  } finally {
    if (flood.length) await counted.redis.zrem('intel:pending:open', ...flood); // leave the cap to the other tests
    await counted.close();
    rpc.closeAllConnections();
    rpc.close();
  }
});

test('finding 7: an unrecorded x402 settlement is not redeemed as a key when the facilitator cannot be asked; the last list known holds', async () => {
  // A settlement the service never saw: the facilitator settles an authorization sent to it directly.
  const { v2 } = await challenge(`${app.url}/intel`);
  const paymentPayload = decode<EvmPayment>(await payloadBuilder(devnet, 0).v2(v2, 'base'));
  const settled = await read<SettleResponse>(
    await post(devnet.env.FACILITATOR_URL, '/settle', {
      x402Version: 2,
      paymentPayload,
      paymentRequirements: v2.accepts[0],
    }),
  );
  expect(settled.success).toBe(true);

  const down = await lossyFacilitator(devnet.env.FACILITATOR_URL);
  down.supported = 'fail';
  const blind = await startPaymentsApp({
    ...serviceEnv(devnet),
    FACILITATOR_URL: down.url,
    PAYMENT_WATCH_INTERVAL_MS: '0',
  });
  const flaky = await lossyFacilitator(devnet.env.FACILITATOR_URL);
  const first = await startPaymentsApp({
    ...serviceEnv(devnet),
    FACILITATOR_URL: flaky.url,
    PAYMENT_WATCH_INTERVAL_MS: '0',
  });
  let later: PaymentsApp | undefined;
  try {
    const refused = await post(blind.url, '/access/api-key', { tx_hash: settled.transaction });
    expect(refused.status).toBe(503);
    expect((await read<ErrorEnvelope>(refused)).error).toBe('facilitator_unavailable');
    expect(await app.services.payments.redemptions.find('base', settled.transaction)).toBeNull(); // nothing claimed or credited

    expect((await post(first.url, '/access/api-key', { tx_hash: settled.transaction })).status).toBe(409); // signers read and kept
    flaky.supported = 'fail';
    // Another client of the same facilitator (its own cache, e.g. after a restart) uses the persisted list.
    later = await startPaymentsApp({
      ...serviceEnv(devnet),
      FACILITATOR_URL: flaky.url,
      FACILITATOR_TIMEOUT_MS: '19000',
      PAYMENT_WATCH_INTERVAL_MS: '0',
    });
    const again = await post(later.url, '/access/api-key', { tx_hash: settled.transaction });
    expect(again.status).toBe(409);
    expect((await read<ErrorEnvelope>(again)).message).toMatch(/x402 settlement/);
  } finally {
    await blind.close();
    await first.close();
    await later?.close();
    down.close();
    flaky.close();
  }
});

describe('finding 8: the client address', () => {
  test('TRUST_PROXY is a hop count: true is one proxy, false none; what the client wrote before them is ignored', async () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    const trial = (xff: string) => fetch(`${app.url}/api-keys/trial`, { headers: { 'x-forwarded-for': xff } });
    const seen = randomIp(); // what the proxy appends
    expect((await trial(`203.0.113.7, ${seen}`)).status).toBe(200);
    expect((await trial(`203.0.113.99, ${seen}`)).status).toBe(429); // a new spoofed entry changes nothing
    const twoHops = await startPaymentsApp({ ...serviceEnv(devnet), TRUST_PROXY: '2', PAYMENT_WATCH_INTERVAL_MS: '0' });
    try {
      const behindTwo = (xff: string) =>
        fetch(`${twoHops.url}/api-keys/trial`, { headers: { 'x-forwarded-for': xff } });
      const client = randomIp();
      expect((await behindTwo(`1.1.1.1, ${client}, 10.0.0.2`)).status).toBe(200);
      expect((await behindTwo(`2.2.2.2, ${client}, 10.0.0.3`)).status).toBe(429);
    } finally {
      await twoHops.close();
    }
  });

  test('trial keys and demo calls count an IPv6 /64 as one client', async () => {
    const trial = (ip: string) => fetch(`${app.url}/api-keys/trial`, { headers: { 'x-forwarded-for': ip } });
    const [one, other] = [net64(), net64()];
    expect((await trial(`${one}::1`)).status).toBe(200);
    expect((await trial(`${one}:ffff:ffff:ffff:fffe`)).status).toBe(429);
    expect((await trial(`${other}::1`)).status).toBe(200); // another /64
    const demo = (ip: string) =>
      post(app.url, '/demo', { text: 'Linear is an issue tracker for software teams.' }, { 'x-forwarded-for': ip });
    const statuses = [];
    for (let i = 1; i <= app.config.demoCallsPerHour + 1; i++)
      statuses.push((await demo(`${one}::${i.toString(16)}`)).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
