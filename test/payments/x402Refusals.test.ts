// x402 refusals and failures, each a clear error and no money moved: payments made for another resource or
// amount, expired or tampered authorizations, a settlement that fails after the work, and a settlement
// whose outcome is lost (a facilitator that drops its answer), which must never charge twice.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { privateKeyToAccount } from 'viem/accounts';
import { slowRoute, type SlowAnswer } from './helpers/slowRoute.ts';
import { startDevnet, serviceEnv, type Devnet } from './helpers/devnet.ts';
import { startPaymentsApp, type PaymentsApp } from './helpers/paymentsApp.ts';
import {
  challenge,
  decode,
  encode,
  payloadBuilder,
  read,
  type EvmPaymentV1,
  type SvmPayment,
} from './helpers/payloads.ts';
import type { Challenge, ErrorEnvelope } from '../../src/operations/shapes/envelopes.ts';
import { decodeHeader, wallets, type Wallets } from './helpers/wallets.ts';

let devnet: Devnet;
let app: PaymentsApp;
let w: Wallets;
const TEXT =
  'Plausible is a privacy-friendly web analytics tool, a lightweight open-source alternative to Google Analytics.';
const json = { 'content-type': 'application/json' };

// A paid route whose work takes `wait_ms`, so a test can act between verification and settlement.
const work = { handled: 0 };
const slow = slowRoute(work);

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });

beforeAll(async () => {
  devnet = await startDevnet();
  app = await startPaymentsApp(serviceEnv(devnet), { extraRoutes: slow });
  w = wallets(devnet);
}, 90_000);
afterAll(async () => {
  await app?.close();
  await devnet?.stop();
});

async function expectRefused(res: Response, reason: string | RegExp) {
  expect(res.status).toBe(402);
  const body = await read<Challenge>(res);
  expect(body.error).toBe('payment_invalid');
  expect(body.details?.reason).toMatch(reason);
  expect(body.accepts.length).toBe(2); // the challenge comes back with the refusal
  expect(res.headers.get('payment-required')).toBeTruthy();
}

describe('payments that do not fit this call', () => {
  test('a v2 payment made for /intel is refused at /batch (another resource)', async () => {
    const header = await payloadBuilder(devnet, 0).v2((await challenge(`${app.url}/intel`)).v2, 'base');
    const payee = await w.baseUsdc(devnet.env.PAYEE_BASE);
    await expectRefused(
      await post(app.url, '/batch', { companies: ['Stripe'] }, { 'payment-signature': header }),
      'resource_mismatch',
    );
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee);
  });

  test('a v1 payment for 0.05 is refused for an elite analysis (another amount); Solana too', async () => {
    const cheap = await challenge(`${app.url}/intel`);
    const v1 = await payloadBuilder(devnet, 0).v1Base(cheap.v1);
    await expectRefused(
      await post(app.url, '/intel', { text: TEXT, mode: 'venture_screening' }, { 'x-payment': v1 }),
      'amount_mismatch',
    );
    const v2sol = await payloadBuilder(devnet, 0).v2(cheap.v2, 'solana');
    await expectRefused(
      await post(app.url, '/intel', { text: TEXT, mode: 'venture_screening' }, { 'payment-signature': v2sol }),
      'amount_mismatch',
    );
  });

  test('an expired EIP-3009 authorization is refused', async () => {
    const account = privateKeyToAccount(devnet.basePayerKeys[0]);
    const now = Math.floor(Date.now() / 1000);
    const authorization = {
      from: account.address,
      to: devnet.env.PAYEE_BASE,
      value: '50000',
      validAfter: String(now - 600),
      validBefore: String(now - 30),
      nonce: `0x${randomBytes(32).toString('hex')}`,
    };
    const signature = await account.signTypedData({
      domain: {
        name: 'USD Coin',
        version: '2',
        chainId: 8453,
        verifyingContract: devnet.env.BASE_USDC_ADDRESS as `0x${string}`,
      },
      types: {
        TransferWithAuthorization: [
          { name: 'from', type: 'address' },
          { name: 'to', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'validAfter', type: 'uint256' },
          { name: 'validBefore', type: 'uint256' },
          { name: 'nonce', type: 'bytes32' },
        ],
      },
      primaryType: 'TransferWithAuthorization',
      message: {
        ...authorization,
        from: account.address,
        to: authorization.to as `0x${string}`,
        value: 50000n,
        validAfter: BigInt(authorization.validAfter),
        validBefore: BigInt(authorization.validBefore),
        nonce: authorization.nonce as `0x${string}`,
      },
    });
    const header = encode({ x402Version: 1, scheme: 'exact', network: 'base', payload: { signature, authorization } });
    await expectRefused(await post(app.url, '/intel', { text: TEXT }, { 'x-payment': header }), /valid_before|expired/);
  });
});

describe('tampered headers', () => {
  test('garbage, a wrong version, a changed amount, payee or deadline, and altered Solana bytes are all refused', async () => {
    const payee = await w.baseUsdc(devnet.env.PAYEE_BASE);
    const solPayee = await w.solanaUsdc(devnet.env.PAYEE_SOLANA);
    await expectRefused(
      await post(app.url, '/intel', { text: TEXT }, { 'x-payment': 'not base64 json!' }),
      'malformed',
    );
    const { v1, v2 } = await challenge(`${app.url}/intel`);
    const good = decode<EvmPaymentV1>(await payloadBuilder(devnet, 1).v1Base(v1));
    await expectRefused(
      await post(app.url, '/intel', { text: TEXT }, { 'payment-signature': encode(good) }),
      'version_mismatch',
    );
    const withAuth = (patch: Record<string, string>) =>
      encode({ ...good, payload: { ...good.payload, authorization: { ...good.payload.authorization, ...patch } } });
    await expectRefused(
      await post(app.url, '/intel', { text: TEXT }, { 'x-payment': withAuth({ value: '5000' }) }),
      'amount_mismatch',
    );
    await expectRefused(
      await post(app.url, '/intel', { text: TEXT }, { 'x-payment': withAuth({ to: w.basePayer(2) }) }),
      'recipient_mismatch',
    );
    await expectRefused(
      await post(
        app.url,
        '/intel',
        { text: TEXT },
        { 'x-payment': withAuth({ validBefore: String(Number(good.payload.authorization.validBefore) + 1) }) },
      ),
      /signature/,
    );
    const sol = decode<SvmPayment>(await payloadBuilder(devnet, 1).v2(v2, 'solana'));
    const bytes = Buffer.from(sol.payload.transaction, 'base64');
    bytes[bytes.length - 1] ^= 0x01;
    await expectRefused(
      await post(
        app.url,
        '/intel',
        { text: TEXT },
        { 'payment-signature': encode({ ...sol, payload: { transaction: bytes.toString('base64') } }) },
      ),
      /signature|decode|invalid|malformed/,
    );
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee);
    expect(await w.solanaUsdc(devnet.env.PAYEE_SOLANA)).toBe(solPayee);
    // the untampered payment was never used by any of these: it still pays
    expect((await post(app.url, '/intel', { text: TEXT }, { 'x-payment': encode(good) })).status).toBe(200);
  });
});

describe('settlement after the work', () => {
  test('a settlement that fails is reported, the answer withheld, nothing charged', async () => {
    const header = await payloadBuilder(devnet, 2).v2((await challenge(`${app.url}/test/slow`, {})).v2, 'base');
    const payee = await w.baseUsdc(devnet.env.PAYEE_BASE);
    const pending = post(app.url, '/test/slow', { wait_ms: 1500 }, { 'payment-signature': header });
    await new Promise((r) => setTimeout(r, 500)); // verified, working: now the payer empties the wallet
    const drained = await w.baseUsdc(w.basePayer(2));
    await w.sendBaseUsdc(2, w.basePayer(1), drained);
    const res = await pending;
    expect(res.status).toBe(402);
    const body = await read<ErrorEnvelope>(res);
    expect(body.error).toBe('settlement_failed');
    expect(body).not.toHaveProperty('ok');
    expect(decodeHeader(res.headers.get('payment-response'))).toEqual(expect.objectContaining({ success: false }));
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee);
    await w.sendBaseUsdc(1, w.basePayer(2), drained);
  });

  describe('a facilitator that loses its answer to /settle', () => {
    let proxy: Server;
    let proxied: PaymentsApp;
    let mode: 'pass' | 'fail-before' | 'fail-after' = 'pass';
    beforeAll(async () => {
      const relay = async (req: IncomingMessage, res: ServerResponse) => {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        if (req.url === '/settle' && mode === 'fail-before') {
          res.writeHead(502).end('bad gateway');
          return;
        }
        const upstream = await fetch(`${devnet.env.FACILITATOR_URL}${req.url}`, {
          method: req.method,
          headers: json,
          body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
        });
        const text = await upstream.text();
        if (req.url === '/settle' && mode === 'fail-after') {
          res.writeHead(504).end('gateway timeout');
          return;
        }
        res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(text);
      };
      proxy = createServer((req, res) => void relay(req, res)).listen(0, '127.0.0.1');
      await new Promise((r) => proxy.once('listening', r));
      proxied = await startPaymentsApp(
        { ...serviceEnv(devnet), FACILITATOR_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` },
        { extraRoutes: slow },
      );
    });
    afterAll(async () => {
      await proxied?.close();
      proxy?.close();
    });

    test('no answer, money not moved: 503 settlement_pending; the retry with the same payment settles once and gets the kept answer', async () => {
      const header = await payloadBuilder(devnet, 0).v2((await challenge(`${proxied.url}/test/slow`, {})).v2, 'base');
      const payee = await w.baseUsdc(devnet.env.PAYEE_BASE);
      mode = 'fail-before';
      const first = await post(proxied.url, '/test/slow', {}, { 'payment-signature': header });
      expect(first.status).toBe(503);
      expect((await read<ErrorEnvelope>(first)).error).toBe('settlement_pending');
      expect(first.headers.get('retry-after')).toBe('5');
      expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee);
      const workDone = work.handled;
      mode = 'pass';
      const retry = await post(proxied.url, '/test/slow', {}, { 'payment-signature': header });
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect((await read<SlowAnswer>(retry)).n).toBe(workDone); // the kept answer: no second run of the work
      expect(decodeHeader(retry.headers.get('payment-response'))!.success).toBe(true);
      expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee + 50_000);
      expect((await post(proxied.url, '/test/slow', {}, { 'payment-signature': header })).status).toBe(409);
      expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee + 50_000);
    });

    test('money moved but the answer was lost: reconciled on chain, answered once, charged once', async () => {
      const header = await payloadBuilder(devnet, 1).v2((await challenge(`${proxied.url}/test/slow`, {})).v2, 'base');
      const payee = await w.baseUsdc(devnet.env.PAYEE_BASE);
      mode = 'fail-after';
      const res = await post(proxied.url, '/test/slow', {}, { 'payment-signature': header });
      mode = 'pass';
      expect(res.status).toBe(200);
      const receipt = decodeHeader(res.headers.get('payment-response'))!;
      expect(receipt.success).toBe(true);
      expect((await w.publicClient.getTransactionReceipt({ hash: receipt.transaction as `0x${string}` })).status).toBe(
        'success',
      );
      expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee + 50_000);
    });
  });
});

describe('a facilitator that does not answer', () => {
  let silent: Server;
  let stuck: PaymentsApp;
  beforeAll(async () => {
    silent = createServer(() => {}).listen(0, '127.0.0.1'); // accepts, never answers
    await new Promise((r) => silent.once('listening', r));
    const started = Date.now();
    stuck = await startPaymentsApp({
      ...serviceEnv(devnet),
      FACILITATOR_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      FACILITATOR_TIMEOUT_MS: '1000',
    });
    expect(Date.now() - started).toBeLessThan(3000); // nothing waits for the facilitator at start-up
  });
  afterAll(async () => {
    await stuck?.close();
    silent?.closeAllConnections();
    silent?.close();
  });

  test('challenges stay fast (one bounded wait), and a payment is a clear 503 with nothing charged', async () => {
    let t = Date.now();
    const { v2 } = await challenge(`${stuck.url}/intel`);
    expect(Date.now() - t).toBeLessThan(2500);
    expect(v2.accepts.map((a) => a.network)).toEqual(['eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']);
    expect(v2.accepts[1].extra).toBeUndefined(); // no fee payer known yet: the Solana option cannot be paid
    t = Date.now();
    await challenge(`${stuck.url}/batch`);
    expect(Date.now() - t).toBeLessThan(500);
    const payee = await w.baseUsdc(devnet.env.PAYEE_BASE);
    const res = await post(
      stuck.url,
      '/intel',
      { text: TEXT },
      { 'payment-signature': await payloadBuilder(devnet, 2).v2(v2, 'base') },
    );
    expect(res.status).toBe(503);
    expect((await read<ErrorEnvelope>(res)).error).toBe('facilitator_unavailable');
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee);
  });
});
