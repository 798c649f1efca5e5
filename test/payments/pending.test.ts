// Pending plan payments: POST /access/pending → a Solana Pay request with a unique reference; confirmation
// by the chain watcher (no webhook) or by a Helius-style webhook, which only ever points at a transaction
// that is then read from the chain.
import { fixedClock } from '../../src/lib/clock.ts';
import { randomIp } from '../helpers/testApp.ts';
import { startDevnet, serviceEnv, type Devnet } from './helpers/devnet.ts';
import { startPaymentsApp, type PaymentsApp } from './helpers/paymentsApp.ts';
import { read } from './helpers/payloads.ts';
import type { ErrorEnvelope } from '../../src/operations/shapes/envelopes.ts';
import type { CreatedPendingPayment, PendingPayment, WebhookAnswer } from './helpers/answers.ts';
import { wallets, type Wallets } from './helpers/wallets.ts';

let devnet: Devnet;
let hooked: PaymentsApp; // webhook only (the watcher is off)
let watched: PaymentsApp; // the watcher looks references up every 200 ms
let w: Wallets;
const SECRET = 'helius-shared-secret-0123456789';
const USDC = 1_000_000;
const TEXT =
  'Vercel is a frontend cloud platform for deploying web applications with serverless functions and a global edge network.';

// Each request from a client address of its own: creation is limited per client and hour, and Redis keeps counting across runs.
const post = (app: PaymentsApp, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...headers },
    body: JSON.stringify(body),
  });
/** The poller's view: the payment's poll secret (shown once at creation) as the bearer. */
const poll = (app: PaymentsApp, p: { payment_id: string; poll_secret: string }) =>
  fetch(`${app.url}/access/pending/${p.payment_id}`, { headers: { authorization: `Bearer ${p.poll_secret}` } });
const status = async (app: PaymentsApp, p: { payment_id: string; poll_secret: string }) =>
  read<PendingPayment>(await poll(app, p));
const webhook = (body: unknown, auth = SECRET, provider = 'helius') =>
  post(hooked, `/access/webhook/${provider}`, body, auth ? { authorization: auth } : {});

/** The enhanced-transaction notification Helius would send for this signature, from the chain's record. */
async function heliusNotification(signature: string) {
  const tx = (await w.connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 }))!;
  const keys = tx.transaction.message.accountKeys.map((k) => k.pubkey.toBase58());
  return {
    signature,
    slot: tx.slot,
    timestamp: tx.blockTime,
    type: 'TRANSFER',
    source: 'SOLANA_PROGRAM_LIBRARY',
    fee: tx.meta!.fee,
    feePayer: keys[0],
    transactionError: null,
    description: '',
    events: {},
    nativeTransfers: [],
    accountData: keys.map((account) => ({ account, nativeBalanceChange: 0, tokenBalanceChanges: [] })),
    tokenTransfers: [
      {
        fromUserAccount: keys[0],
        toUserAccount: devnet.env.PAYEE_SOLANA,
        mint: devnet.env.SOLANA_USDC_MINT,
        tokenAmount: 15,
        tokenStandard: 'Fungible',
      },
    ],
    instructions: (
      tx.transaction.message.instructions as {
        programId: { toBase58(): string };
        accounts?: { toBase58(): string }[];
        data?: string;
      }[]
    ).map((ix) => ({
      programId: ix.programId.toBase58(),
      accounts: (ix.accounts ?? []).map((a) => a.toBase58()),
      data: ix.data ?? '',
      innerInstructions: [],
    })),
  };
}

beforeAll(async () => {
  devnet = await startDevnet();
  hooked = await startPaymentsApp({
    ...serviceEnv(devnet),
    HELIUS_WEBHOOK_SECRET: SECRET,
    PAYMENT_WATCH_INTERVAL_MS: '0',
  });
  watched = await startPaymentsApp({ ...serviceEnv(devnet), PAYMENT_WATCH_INTERVAL_MS: '200' });
  w = wallets(devnet);
}, 90_000);
afterAll(async () => {
  await hooked?.close();
  await watched?.close();
  await devnet?.stop();
});

test('POST /access/pending: amount, payee, expiry and a Solana Pay URL with a unique reference', async () => {
  const res = await post(hooked, '/access/pending', { plan: 'starter' });
  expect(res.status).toBe(201);
  const p = await read<CreatedPendingPayment>(res);
  expect(p).toEqual(
    expect.objectContaining({
      status: 'pending',
      plan: 'starter',
      amount_usdc: '15.00',
      recipient: devnet.env.PAYEE_SOLANA,
      spl_token: devnet.env.SOLANA_USDC_MINT,
      poll_interval_s: 5,
    }),
  );
  expect(p.payment_id).toMatch(/^pay_/);
  expect(new Date(p.expires_at).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
  const url = new URL(p.solana_pay_url);
  expect(url.protocol).toBe('solana:');
  expect(url.pathname).toBe(devnet.env.PAYEE_SOLANA);
  expect(Object.fromEntries(url.searchParams)).toEqual(
    expect.objectContaining({
      amount: '15.00',
      'spl-token': devnet.env.SOLANA_USDC_MINT,
      reference: p.reference,
      memo: 'starter plan',
    }),
  );
  expect(p.poll_secret).toMatch(/^pps_/);
  expect(p.solana_pay_url).not.toContain(p.payment_id); // nothing on chain names the payment
  const other = await read<CreatedPendingPayment>(await post(hooked, '/access/pending', { plan: 'pro' }));
  expect(other.reference).not.toBe(p.reference);
  expect(other.amount_usdc).toBe('30.00');
  expect((await status(hooked, p)).status).toBe('pending');
  expect((await fetch(`${hooked.url}/access/pending/pay_doesnotexist0000`)).status).toBe(404);
  expect((await fetch(`${hooked.url}/access/pending/${p.payment_id}`)).status).toBe(401); // no poll secret
  expect((await read<ErrorEnvelope>(await poll(hooked, { ...p, poll_secret: other.poll_secret }))).error).toBe(
    'invalid_poll_secret',
  );
});

test('with no webhook at all, the watcher finds the payment by its reference and opens the session', async () => {
  const p = await read<CreatedPendingPayment>(await post(watched, '/access/pending', { plan: 'starter' }));
  const sig = await w.sendSolanaUsdc(0, devnet.env.PAYEE_SOLANA, 15 * USDC, { reference: p.reference });
  let now = await status(watched, p);
  for (let i = 0; i < 50 && now.status === 'pending'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    now = await status(watched, p);
  }
  expect(now).toEqual(
    expect.objectContaining({ status: 'confirmed', tx_hash: sig, reports_total: 30, duration_days: 10 }),
  );
  const paid = await post(watched, '/intel', { text: TEXT }, { 'x-session': now.session_id! });
  expect(paid.status).toBe(200);
  expect(paid.headers.get('x-reports-remaining')).toBe('29');
  expect((await post(watched, '/access/activate', { plan: 'starter', tx_hash: sig })).status).toBe(409); // used once
  watched.services.payments.watcher.close(); // it watches every open payment in Redis: the webhook tests need it quiet
});

describe('the Helius webhook', () => {
  test('forged, unauthenticated, malformed or unknown-provider notifications change nothing; the genuine one confirms, once', async () => {
    const p = await read<CreatedPendingPayment>(await post(hooked, '/access/pending', { plan: 'starter' }));
    const sig = await w.sendSolanaUsdc(1, devnet.env.PAYEE_SOLANA, 15 * USDC, { reference: p.reference });
    const genuine = await heliusNotification(sig);

    expect((await webhook([genuine], 'wrong-secret-0123456789')).status).toBe(401);
    expect((await webhook([genuine], '')).status).toBe(401);
    expect((await webhook([genuine], SECRET, 'stripe')).status).toBe(404);
    expect((await webhook({ signature: sig }, SECRET)).status).toBe(400);
    expect((await webhook([{ type: 'TRANSFER' }], SECRET)).status).toBe(400);
    // a forged notification: the reference, but a signature that paid nothing (or does not exist)
    const unrelated = await w.sendSolanaUsdc(1, devnet.env.DEVNET_SOLANA_PAYERS.split(',')[2], USDC);
    for (const forged of [
      { ...genuine, signature: unrelated },
      { ...genuine, signature: '4'.repeat(88) },
    ]) {
      const res = await webhook([forged]);
      expect(res.status).toBe(200);
      expect((await read<WebhookAnswer>(res)).confirmed).toEqual([]);
    }
    expect((await status(hooked, p)).status).toBe('pending');

    const ok = await webhook([genuine]);
    expect(await read<WebhookAnswer>(ok)).toEqual({ received: 1, confirmed: [p.payment_id] });
    const confirmed = await status(hooked, p);
    expect(confirmed).toEqual(expect.objectContaining({ status: 'confirmed', tx_hash: sig }));
    expect(confirmed.session_id).toMatch(/^ses_/);

    const replay = await webhook([genuine]);
    expect((await read<WebhookAnswer>(replay)).confirmed).toEqual([]);
    expect((await status(hooked, p)).session_id).toBe(confirmed.session_id);
  });

  test('a payment of less than the plan price leaves the request pending', async () => {
    const p = await read<CreatedPendingPayment>(await post(hooked, '/access/pending', { plan: 'starter' }));
    const sig = await w.sendSolanaUsdc(2, devnet.env.PAYEE_SOLANA, 5 * USDC, { reference: p.reference });
    expect((await read<WebhookAnswer>(await webhook([await heliusNotification(sig)]))).confirmed).toEqual([]);
    expect((await status(hooked, p)).status).toBe('pending');
  });
});

test('a request expires; a payment that lands after the expiry does not confirm it', async () => {
  const clock = fixedClock(new Date(Date.now() - 2 * 3_600_000));
  const old = await startPaymentsApp(
    {
      ...serviceEnv(devnet),
      HELIUS_WEBHOOK_SECRET: SECRET,
      PAYMENT_WATCH_INTERVAL_MS: '0',
      PENDING_PAYMENT_TTL_S: '60',
    },
    { clock },
  );
  try {
    const p = await read<CreatedPendingPayment>(await post(old, '/access/pending', { plan: 'starter' }));
    const sig = await w.sendSolanaUsdc(2, devnet.env.PAYEE_SOLANA, 15 * USDC, { reference: p.reference });
    const res = await post(old, '/access/webhook/helius', [await heliusNotification(sig)], { authorization: SECRET });
    expect((await read<WebhookAnswer>(res)).confirmed).toEqual([]);
    clock.advance(61_000);
    expect((await status(old, p)).status).toBe('expired');
  } finally {
    await old.close();
  }
});
