// POST /access/api-key and POST /access/activate: access bought with a USDC transfer, verified on the
// devnet's chains; every way a transfer can fail to qualify is a clear error and credits nothing.
import { fixedClock } from '../../src/lib/clock.ts';
import { startDevnet, serviceEnv, type Devnet } from './helpers/devnet.ts';
import { startPaymentsApp, type PaymentsApp } from './helpers/paymentsApp.ts';
import { read } from './helpers/payloads.ts';
import type { ActivatedSession, FundedKey } from './helpers/answers.ts';
import type { ErrorEnvelope } from '../../src/operations/shapes/envelopes.ts';
import { wallets, type Wallets } from './helpers/wallets.ts';

let devnet: Devnet;
let app: PaymentsApp;
let w: Wallets;
const TEXT =
  'Figma is a collaborative interface design tool used by product teams to design, prototype and hand off apps.';
const USDC = 1_000_000;

const post = (path: string, body: unknown, headers: Record<string, string> = {}, base = app.url) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
async function expectError(res: Response, status: number, code: string) {
  const body = await read<ErrorEnvelope>(res);
  expect({ status: res.status, error: body.error }).toEqual({ status, error: code });
  return body;
}

beforeAll(async () => {
  devnet = await startDevnet();
  app = await startPaymentsApp(serviceEnv(devnet));
  w = wallets(devnet);
}, 90_000);
afterAll(async () => {
  await app?.close();
  await devnet?.stop();
});

test('the devnet funds three payers with 1,000 test USDC on each chain, at the real USDC addresses', async () => {
  expect(devnet.env.BASE_USDC_ADDRESS).toBe('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913');
  expect(devnet.env.SOLANA_USDC_MINT).toBe('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
  expect(await w.publicClient.getChainId()).toBe(8453);
  const payers = devnet.env.DEVNET_BASE_PAYERS.split(',');
  expect(payers).toHaveLength(3);
  expect(await w.baseUsdc(payers[2])).toBeGreaterThan(0);
  expect(devnet.env.DEVNET_SOLANA_PAYERS.split(',')).toHaveLength(3);
});

describe('POST /access/api-key', () => {
  test('Base: 10 USDC sent → a key with 10 USDC (200 calls) that pays for an analysis', async () => {
    const tx = await w.sendBaseUsdc(0, devnet.env.PAYEE_BASE, 10 * USDC);
    const res = await post('/access/api-key', {
      tx_hash: tx,
      network: 'base',
      amount_usdc: 10,
      email: 'agent@example.com',
    });
    expect(res.status).toBe(200);
    const body = await read<FundedKey>(res);
    expect(body).toEqual(
      expect.objectContaining({
        calls_available: 200,
        balance_usdc: 10,
        status: 'created',
        credited_usdc: '10.00',
        network: 'base',
        tx_hash: tx,
      }),
    );
    expect(body.api_key).toMatch(/^sk-intel-/);
    const paid = await post('/intel', { text: TEXT }, { 'x-api-key': body.api_key });
    expect(paid.status).toBe(200);
    expect(paid.headers.get('x-balance-usdc')).toBe('9.95');
  });

  test("Solana: what arrived is credited; the network is inferred, and the spec's solana-mainnet is an alias", async () => {
    const sig = await w.sendSolanaUsdc(0, devnet.env.PAYEE_SOLANA, 2.5 * USDC);
    const body = await read<FundedKey>(await post('/access/api-key', { tx_hash: sig }));
    expect(body).toEqual(expect.objectContaining({ calls_available: 50, balance_usdc: 2.5, network: 'solana' }));
    const other = await w.sendSolanaUsdc(1, devnet.env.PAYEE_SOLANA, 0.05 * USDC);
    expect(
      (await read<FundedKey>(await post('/access/api-key', { tx_hash: other, network: 'solana-mainnet' })))
        .calls_available,
    ).toBe(1);
  });

  test('a transaction is redeemed once, forever; racing redemptions get one key', async () => {
    const tx = await w.sendBaseUsdc(1, devnet.env.PAYEE_BASE, 1 * USDC);
    const results = await Promise.all(Array.from({ length: 6 }, () => post('/access/api-key', { tx_hash: tx })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    await expectError(await post('/access/api-key', { tx_hash: tx }), 409, 'transaction_already_redeemed');
    const sig = await w.sendSolanaUsdc(1, devnet.env.PAYEE_SOLANA, 15 * USDC);
    const sol = await Promise.all([
      post('/access/api-key', { tx_hash: sig }),
      post('/access/activate', { plan: 'starter', tx_hash: sig }),
      post('/access/activate', { plan: 'starter', tx_hash: sig }),
    ]);
    expect(sol.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  test('wrong payee, wrong asset, too small, failed, unknown: clear errors, nothing credited', async () => {
    const stranger = w.basePayer(2);
    await expectError(
      await post('/access/api-key', { tx_hash: await w.sendBaseUsdc(0, stranger, USDC) }),
      422,
      'payment_wrong_recipient',
    );
    const decoy = await w.baseDecoyToken();
    await expectError(
      await post('/access/api-key', { tx_hash: await w.sendBaseUsdc(0, devnet.env.PAYEE_BASE, USDC, decoy) }),
      422,
      'payment_wrong_asset',
    );
    await expectError(
      await post('/access/api-key', { tx_hash: await w.sendBaseUsdc(0, devnet.env.PAYEE_BASE, 10_000) }),
      422,
      'payment_too_small',
    );
    await expectError(
      await post('/access/api-key', { tx_hash: await w.sendRevertingBaseTransfer(0, devnet.env.PAYEE_BASE) }),
      422,
      'transaction_failed',
    );
    await expectError(await post('/access/api-key', { tx_hash: `0x${'ab'.repeat(32)}` }), 404, 'transaction_not_found');

    const solStranger = devnet.env.DEVNET_SOLANA_PAYERS.split(',')[2];
    await expectError(
      await post('/access/api-key', { tx_hash: await w.sendSolanaUsdc(0, solStranger, USDC) }),
      422,
      'payment_wrong_recipient',
    );
    const decoyMint = await w.solanaDecoyMint(0, devnet.env.PAYEE_SOLANA);
    await expectError(
      await post('/access/api-key', {
        tx_hash: await w.sendSolanaUsdc(0, devnet.env.PAYEE_SOLANA, USDC, { mint: decoyMint }),
      }),
      422,
      'payment_wrong_asset',
    );
    await expectError(
      await post('/access/api-key', { tx_hash: await w.sendSolanaUsdc(0, devnet.env.PAYEE_SOLANA, 10_000) }),
      422,
      'payment_too_small',
    );
    const failed = await w.sendSolanaUsdc(0, devnet.env.PAYEE_SOLANA, 10_000 * USDC, { skipPreflight: true });
    await expectError(await post('/access/api-key', { tx_hash: failed }), 422, 'transaction_failed');
    await expectError(await post('/access/api-key', { tx_hash: '5'.repeat(87) }), 404, 'transaction_not_found');
  });

  test('claiming more than arrived is refused without using up the transaction; malformed hashes are 422', async () => {
    const tx = await w.sendBaseUsdc(2, devnet.env.PAYEE_BASE, 3 * USDC);
    const body = await expectError(
      await post('/access/api-key', { tx_hash: tx, amount_usdc: 30 }),
      422,
      'amount_mismatch',
    );
    expect(body.details?.arrived_usdc).toBe('3.00');
    expect((await read<FundedKey>(await post('/access/api-key', { tx_hash: tx, amount_usdc: 3 }))).balance_usdc).toBe(
      3,
    );
    expect((await post('/access/api-key', { tx_hash: 'nope' })).status).toBe(422);
    await expectError(
      await post('/access/api-key', { tx_hash: tx, network: 'solana' }),
      422,
      'invalid_transaction_hash',
    );
  });

  test('a transfer older than PAYMENT_TX_MAX_AGE_HOURS is not redeemed', async () => {
    const later = await startPaymentsApp(serviceEnv(devnet), {
      clock: fixedClock(new Date(Date.now() + 73 * 3_600_000)),
    });
    try {
      const tx = await w.sendBaseUsdc(2, devnet.env.PAYEE_BASE, USDC);
      await expectError(await post('/access/api-key', { tx_hash: tx }, {}, later.url), 422, 'payment_too_old');
      expect((await post('/access/api-key', { tx_hash: tx })).status).toBe(200); // still redeemable in time
    } finally {
      await later.close();
    }
  });
});

describe('POST /access/activate', () => {
  test('15 USDC on Solana opens a starter session (30 reports, 10 days) that pays for analyses', async () => {
    const sig = await w.sendSolanaUsdc(2, devnet.env.PAYEE_SOLANA, 15 * USDC);
    const res = await post('/access/activate', { plan: 'starter', tx_hash: sig });
    expect(res.status).toBe(200);
    const body = await read<ActivatedSession>(res);
    expect(body).toEqual(
      expect.objectContaining({ reports_total: 30, duration_days: 10, plan: 'starter', status: 'active' }),
    );
    const paid = await post('/intel', { text: TEXT }, { 'x-session': body.session_id });
    expect(paid.status).toBe(200);
    expect(paid.headers.get('x-reports-remaining')).toBe('29');
    await expectError(
      await post('/access/activate', { plan: 'starter', tx_hash: sig }),
      409,
      'transaction_already_redeemed',
    );
  });

  test('less than the plan price is refused and leaves the transfer usable for a plan it covers', async () => {
    const sig = await w.sendSolanaUsdc(2, devnet.env.PAYEE_SOLANA, 15 * USDC);
    await expectError(await post('/access/activate', { plan: 'pro', tx_hash: sig }), 422, 'payment_too_small');
    expect((await post('/access/activate', { plan: 'starter', tx_hash: sig })).status).toBe(200);
    await expectError(
      await post('/access/activate', { plan: 'starter', tx_hash: `0x${'cd'.repeat(32)}` }),
      422,
      'invalid_transaction_hash',
    );
  });

  test('without chain configuration the payment routes say so (501)', async () => {
    const bare = await startPaymentsApp({});
    try {
      await expectError(
        await post('/access/activate', { plan: 'starter', tx_hash: '5'.repeat(87) }, {}, bare.url),
        501,
        'payments_not_configured',
      );
      await expectError(
        await post('/access/pending', { plan: 'starter' }, {}, bare.url),
        501,
        'payments_not_configured',
      );
    } finally {
      await bare.close();
    }
  });
});
