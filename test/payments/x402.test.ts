// x402 on POST /intel and POST /batch against the devnet: real clients (@x402/fetch v2, x402-fetch v1)
// paying on Base and on Solana, the payee's balance read back from each chain.
import { startDevnet, serviceEnv, type Devnet } from './helpers/devnet.ts';
import { startPaymentsApp, type PaymentsApp } from './helpers/paymentsApp.ts';
import { challenge, payloadBuilder, read } from './helpers/payloads.ts';
import { decodeHeader, wallets, type Wallets } from './helpers/wallets.ts';
import type { z } from 'zod';
import type { paidIntelResult } from '../../src/operations/shapes/analysis.ts';
import type { ErrorEnvelope } from '../../src/operations/shapes/envelopes.ts';

type IntelAnswer = z.output<typeof paidIntelResult>;

let devnet: Devnet;
let app: PaymentsApp;
let w: Wallets;
const TEXT =
  'Linear is an issue tracking and project management tool built for modern software teams, with sprints and roadmaps.';
const json = { 'content-type': 'application/json' };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });

beforeAll(async () => {
  devnet = await startDevnet();
  app = await startPaymentsApp(serviceEnv(devnet));
  w = wallets(devnet);
}, 90_000);
afterAll(async () => {
  await app?.close();
  await devnet?.stop();
});

describe('the challenge', () => {
  test('lists Base and Solana with the facilitator fee payer, in the v1 body and the v2 header', async () => {
    const { v1, v2 } = await challenge(`${app.url}/intel`);
    expect(v1.accepts.map((a) => a.network)).toEqual(['base', 'solana']);
    expect(v1.accepts[1].extra).toEqual({ feePayer: devnet.env.DEVNET_SOLANA_FEE_PAYER });
    expect(v2.accepts.map((a) => a.network)).toEqual(['eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']);
    expect(v2.accepts[1].extra.feePayer).toBe(devnet.env.DEVNET_SOLANA_FEE_PAYER);
    expect(v2.accepts[0]).toEqual(
      expect.objectContaining({ amount: '50000', payTo: devnet.env.PAYEE_BASE, asset: devnet.env.BASE_USDC_ADDRESS }),
    );
  });
});

describe('paying with real clients', () => {
  test('v2 (@x402/fetch) on Base: an elite analysis for 1.00 USDC, settled after the answer', async () => {
    const payee = await w.baseUsdc(devnet.env.PAYEE_BASE);
    const payer = await w.baseUsdc(w.basePayer(0));
    const pay = await w.v2Fetch('base', 0);
    const res = await pay(`${app.url}/intel`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ text: TEXT, mode: 'risk_assessment' }),
    });
    expect(res.status).toBe(200);
    const body = await read<IntelAnswer>(res);
    expect(body).toEqual(
      expect.objectContaining({ price_paid_usdc: '1.00', paid_with: 'x402', mode: 'risk_assessment' }),
    );
    expect(body.analysis.company_or_product).toBeTruthy();
    const receipt = decodeHeader(res.headers.get('payment-response'))!;
    expect(receipt).toEqual(expect.objectContaining({ success: true, network: 'eip155:8453' }));
    expect((await w.publicClient.getTransactionReceipt({ hash: receipt.transaction as `0x${string}` })).status).toBe(
      'success',
    );
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee + 1_000_000);
    expect(await w.baseUsdc(w.basePayer(0))).toBe(payer - 1_000_000);
  });

  test('v2 (@x402/fetch) on Solana: a batch for 0.20 USDC', async () => {
    const payee = await w.solanaUsdc(devnet.env.PAYEE_SOLANA);
    const pay = await w.v2Fetch('solana', 0);
    const res = await pay(`${app.url}/batch`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ companies: ['Stripe', 'Adyen'], mode: 'competitive' }),
    });
    expect(res.status).toBe(200);
    expect((await read<{ price_paid_usdc: string }>(res)).price_paid_usdc).toBe('0.20');
    const receipt = decodeHeader(res.headers.get('payment-response'))!;
    expect(receipt).toEqual(
      expect.objectContaining({ success: true, network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    );
    expect((await w.connection.getSignatureStatuses([receipt.transaction])).value[0]?.err).toBeNull();
    expect(await w.solanaUsdc(devnet.env.PAYEE_SOLANA)).toBe(payee + 200_000);
  });

  test('v1 (x402-fetch) on Base: a standard analysis for 0.05 USDC, X-PAYMENT-RESPONSE', async () => {
    const payee = await w.baseUsdc(devnet.env.PAYEE_BASE);
    const pay = await w.v1Fetch('base', 1);
    const res = await pay(`${app.url}/intel`, { method: 'POST', headers: json, body: JSON.stringify({ text: TEXT }) });
    expect(res.status).toBe(200);
    expect((await read<{ price_paid_usdc: string }>(res)).price_paid_usdc).toBe('0.05');
    expect(decodeHeader(res.headers.get('x-payment-response'))).toEqual(
      expect.objectContaining({ success: true, network: 'base' }),
    );
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee + 50_000);
  });

  test('v1 (x402-fetch) on Solana: an elite analysis for 1.00 USDC', async () => {
    const payee = await w.solanaUsdc(devnet.env.PAYEE_SOLANA);
    const pay = await w.v1Fetch('solana', 1);
    const res = await pay(`${app.url}/intel`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ text: TEXT, mode: 'sales_enablement' }),
    });
    expect(res.status).toBe(200);
    expect(decodeHeader(res.headers.get('x-payment-response'))).toEqual(
      expect.objectContaining({ success: true, network: 'solana' }),
    );
    expect(await w.solanaUsdc(devnet.env.PAYEE_SOLANA)).toBe(payee + 1_000_000);
  });

  test("the spec's network name base-mainnet is accepted as an alias of base", async () => {
    const payee = await w.baseUsdc(devnet.env.PAYEE_BASE);
    const header = await payloadBuilder(devnet, 2).v1Base((await challenge(`${app.url}/intel`)).v1);
    const aliased = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(header, 'base64').toString()), network: 'base-mainnet' }),
    ).toString('base64');
    const res = await post('/intel', { text: TEXT }, { 'x-payment': aliased });
    expect(res.status).toBe(200);
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee + 50_000);
  });
});

describe('one payment, one call', () => {
  test('a replayed payment is refused after settlement, and nothing moves', async () => {
    const header = await payloadBuilder(devnet, 0).v2((await challenge(`${app.url}/intel`)).v2, 'base');
    expect((await post('/intel', { text: TEXT }, { 'payment-signature': header })).status).toBe(200);
    const payee = await w.baseUsdc(devnet.env.PAYEE_BASE);
    const replay = await post('/intel', { text: TEXT }, { 'payment-signature': header });
    expect(replay.status).toBe(409);
    expect((await read<ErrorEnvelope>(replay)).error).toBe('payment_already_used');
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee);
  });

  test('two concurrent requests with the same payment: one answer, one refusal, one transfer', async () => {
    const header = await payloadBuilder(devnet, 1).v2((await challenge(`${app.url}/intel`)).v2, 'solana');
    const payee = await w.solanaUsdc(devnet.env.PAYEE_SOLANA);
    const results = await Promise.all(
      [0, 1, 2].map(() => post('/intel', { text: TEXT }, { 'payment-signature': header })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect((await read<ErrorEnvelope>(r)).error).toBe('payment_in_progress');
    expect(await w.solanaUsdc(devnet.env.PAYEE_SOLANA)).toBe(payee + 50_000);
  });

  test('a call that fails is not settled, and the same payment still works afterwards', async () => {
    const header = await payloadBuilder(devnet, 2).v2((await challenge(`${app.url}/intel`)).v2, 'base');
    const payee = await w.baseUsdc(devnet.env.PAYEE_BASE);
    const failed = await post('/intel', { text: 'too short' }, { 'payment-signature': header });
    expect(failed.status).toBe(422);
    expect(failed.headers.get('payment-response')).toBeNull();
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee);
    expect((await post('/intel', { text: TEXT }, { 'payment-signature': header })).status).toBe(200);
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee + 50_000);
  });

  test('an x402 settlement cannot also be redeemed for an API key', async () => {
    const pay = await w.v2Fetch('base', 0);
    const res = await pay(`${app.url}/intel`, { method: 'POST', headers: json, body: JSON.stringify({ text: TEXT }) });
    const tx = decodeHeader(res.headers.get('payment-response'))!.transaction;
    const redeem = await post('/access/api-key', { tx_hash: tx, network: 'base' });
    expect(redeem.status).toBe(409);
    expect((await read<ErrorEnvelope>(redeem)).error).toBe('transaction_already_redeemed');
  });
});
