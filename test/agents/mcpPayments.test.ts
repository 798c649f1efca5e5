// Paid MCP tools on the devnet's real chains (anvil at Base's chain id, LiteSVM for Solana, the x402
// facilitator): intel_api_key_create funded by a USDC transfer, and x402 over MCP (the payment in
// _meta["x402/payment"], the settlement in the result's _meta["x402/payment-response"]).
import type { Client } from '@modelcontextprotocol/client';
import type { PaymentRequired } from '@x402/core/types';
import { json, type TestApp } from '../helpers/testApp.ts';
import { serviceEnv, startDevnet, type Devnet } from '../payments/helpers/devnet.ts';
import { decode, payloadBuilder } from '../payments/helpers/payloads.ts';
import { wallets, type Wallets } from '../payments/helpers/wallets.ts';
import {
  call,
  LONG_TEXT,
  mcpClient,
  NOTION,
  startAgentApp,
  type ToolError,
  type ToolPaymentRequired,
} from './helpers.ts';
import { match } from '../helpers/match.ts';
import type { AgentRegistration, BatchAnswer, FundedKey, IntelAnswer, McpInfo, Paid } from '../helpers/answers.ts';

const USDC = 1_000_000;
let devnet: Devnet;
let t: TestApp;
let w: Wallets;
let client: Client;

beforeAll(async () => {
  devnet = await startDevnet();
  t = await startAgentApp(serviceEnv(devnet));
  w = wallets(devnet);
  client = await mcpClient(t, '2026-07-28');
}, 90_000);
afterAll(async () => {
  await client?.close();
  t?.services.payments.watcher.close();
  await t?.close();
  await devnet?.stop();
});

describe('intel_api_key_create with a USDC transfer', () => {
  test('a Base transfer funds a key that pays for intel_analyze; the same transfer cannot fund a second key', async () => {
    const tx = await w.sendBaseUsdc(0, devnet.env.PAYEE_BASE, 2 * USDC);
    const created = await call<FundedKey>(client, 'intel_api_key_create', {
      tx_hash: tx,
      network: 'base',
      amount_usdc: 2,
    });
    expect(created.isError).toBeFalsy();
    expect(created.structuredContent).toMatchObject({
      balance_usdc: 2,
      calls_available: 40,
      status: 'created',
      network: 'base',
      tx_hash: tx,
    });
    const key = created.structuredContent.api_key;
    expect(key).toMatch(/^sk-intel-/);
    const paid = await call<Paid<IntelAnswer>>(client, 'intel_analyze', { api_key: key, text: NOTION });
    expect(paid.structuredContent).toMatchObject({ paid_with: 'api_key', balance_usdc: 1.95 });
    const again = await call<ToolError>(client, 'intel_api_key_create', { tx_hash: tx });
    expect(again).toMatchObject({ isError: true, structuredContent: { error: 'transaction_already_redeemed' } });
  });

  test('a Solana signature, the network inferred; a hash that names the wrong network is refused', async () => {
    const sig = await w.sendSolanaUsdc(0, devnet.env.PAYEE_SOLANA, 0.5 * USDC);
    const created = await call<FundedKey>(client, 'intel_api_key_create', { tx_hash: sig });
    expect(created.structuredContent).toMatchObject({ balance_usdc: 0.5, calls_available: 10, network: 'solana' });
    const wrong = await call<ToolError>(client, 'intel_api_key_create', { tx_hash: sig, network: 'base-mainnet' });
    expect(wrong.structuredContent.error).toBe('invalid_transaction_hash');
  });
});

describe('x402 over MCP', () => {
  test('Base: the payment-required result is signed and sent in _meta; one settlement, the answer, the receipt', async () => {
    const text = LONG_TEXT('X402mcp');
    const unpaid = await call<ToolPaymentRequired>(client, 'intel_analyze', { text });
    expect(unpaid.structuredContent).toMatchObject({
      error: 'payment_required',
      x402Version: 2,
      x402_enabled: true,
      resource: { url: match.stringMatching(/\/mcp$/) },
    });
    const payment: unknown = decode(
      await payloadBuilder(devnet, 1).v2(unpaid.structuredContent as PaymentRequired, 'base'),
    );
    const payee = await w.baseUsdc(devnet.env.PAYEE_BASE);
    const paid = await call<Paid<IntelAnswer>>(client, 'intel_analyze', { text }, { 'x402/payment': payment });
    expect(paid.isError).toBeFalsy();
    expect(paid.structuredContent).toMatchObject({
      paid_with: 'x402',
      price_paid_usdc: '0.05',
      network: 'eip155:8453',
      cached: false,
    });
    expect(paid._meta?.['x402/payment-response']).toMatchObject({
      success: true,
      network: 'eip155:8453',
      transaction: paid.structuredContent.transaction,
    });
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee + 50_000);
    const replay = await call<ToolError>(client, 'intel_analyze', { text }, { 'x402/payment': payment });
    expect(replay).toMatchObject({ isError: true, structuredContent: { error: 'payment_already_used' } });
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee + 50_000);
  });

  test('a call that fails settles nothing, and the same payment then pays for a call that succeeds', async () => {
    const unpaid = await call<ToolPaymentRequired>(client, 'intel_analyze', { text: NOTION });
    const payment: unknown = decode(
      await payloadBuilder(devnet, 2).v2(unpaid.structuredContent as PaymentRequired, 'base'),
    );
    const payee = await w.baseUsdc(devnet.env.PAYEE_BASE);
    const failed = await call<ToolError>(
      client,
      'intel_analyze',
      { text: 'too short to analyze' },
      { 'x402/payment': payment },
    );
    expect(failed.structuredContent.error).toBe('not_enough_content');
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee);
    const ok = await call<Paid<IntelAnswer>>(client, 'intel_analyze', { text: NOTION }, { 'x402/payment': payment });
    expect(ok.structuredContent.paid_with).toBe('x402');
    expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee + 50_000);
  });

  test('a payment signed for the standard price does not pay for an elite mode: the requirements come back', async () => {
    const unpaid = await call<ToolPaymentRequired>(client, 'intel_analyze', { text: NOTION });
    const payment: unknown = decode(
      await payloadBuilder(devnet, 0).v2(unpaid.structuredContent as PaymentRequired, 'base'),
    );
    const elite = await call<ToolPaymentRequired>(
      client,
      'intel_analyze',
      { text: NOTION, mode: 'venture_screening' },
      { 'x402/payment': payment },
    );
    expect(elite.structuredContent).toMatchObject({
      error: 'payment_invalid',
      details: { reason: 'amount_mismatch' },
      price_usdc: '1.00',
      x402Version: 2,
    });
    expect(elite.structuredContent.accepts[0].amount).toBe('1000000');
  });

  test('Solana: intel_batch paid with a partially signed transaction', async () => {
    const args = { companies: ['Stripe', 'Adyen'] };
    const unpaid = await call<ToolPaymentRequired>(client, 'intel_batch', args);
    expect(unpaid.structuredContent.price_usdc).toBe('0.20');
    const payment: unknown = decode(
      await payloadBuilder(devnet, 1).v2(unpaid.structuredContent as PaymentRequired, 'solana'),
    );
    const payee = await w.solanaUsdc(devnet.env.PAYEE_SOLANA);
    const paid = await call<Paid<BatchAnswer>>(client, 'intel_batch', args, { 'x402/payment': payment });
    expect(paid.structuredContent).toMatchObject({ succeeded: 2, paid_with: 'x402', price_paid_usdc: '0.20' });
    expect(paid._meta?.['x402/payment-response']?.success).toBe(true);
    expect(await w.solanaUsdc(devnet.env.PAYEE_SOLANA)).toBe(payee + 200_000);
  });

  test('a 2025 client (initialize) pays the same way', async () => {
    const legacy = await mcpClient(t, '2025');
    const text = LONG_TEXT('X402legacy');
    const unpaid = await call<ToolPaymentRequired>(legacy, 'intel_analyze', { text });
    const payment: unknown = decode(
      await payloadBuilder(devnet, 0).v2(unpaid.structuredContent as PaymentRequired, 'base'),
    );
    const paid = await call<Paid<IntelAnswer>>(legacy, 'intel_analyze', { text }, { 'x402/payment': payment });
    expect(paid.structuredContent.paid_with).toBe('x402');
    expect(paid._meta?.['x402/payment-response']?.success).toBe(true);
    await legacy.close();
  });

  test('with a facilitator configured, the registration file and GET /mcp advertise x402', async () => {
    expect((await json<McpInfo>(await fetch(`${t.url}/mcp`))).authentication.x402_enabled).toBe(true);
    expect(
      (await json<AgentRegistration>(await fetch(`${t.url}/.well-known/agent-registration.json`))).x402Support,
    ).toBe(true);
  });
});
