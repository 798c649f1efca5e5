// On-chain funded API keys, plan activation, pending payments (Solana Pay) and provider webhooks.
import { z } from 'zod';
import { PLAN_NAMES } from '../billing/prices.ts';
import { defineOperation } from './operation.ts';
import { BODY_ERRORS, STORE_ERRORS, TRANSFER_ERRORS } from './errorSets.ts';

export const txHash = z
  .string()
  .min(64)
  .max(90)
  .regex(/^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{64,90})$/)
  .meta({ description: 'Base transaction hash (0x…) or Solana signature (base58)' });
export const plan = z
  .enum(PLAN_NAMES as ['starter', 'pro'])
  .meta({ description: 'starter (15 USDC, 30 reports, 10 days) or pro (30 USDC, 100 reports, 30 days)' });

const session = z.object({
  session_id: z.string(),
  reports_total: z.number().int(),
  duration_days: z.number().int(),
  plan: z.string(),
  expires_at: z.string().nullable(),
  status: z.literal('active'),
  tx_hash: z.string(),
  note: z.string(),
});

export const createApiKey = defineOperation({
  operationId: 'createApiKey',
  method: 'POST',
  path: '/access/api-key',
  tags: ['access'],
  access: 'free',
  summary: 'An API key funded by a USDC transfer on Base or Solana',
  description:
    'Send USDC to our payee (GET /pricing names it), then post the transaction. The key is credited with what ' +
    'arrived, once per transaction.',
  body: z.strictObject({
    tx_hash: txHash,
    network: z.enum(['base', 'solana', 'base-mainnet', 'solana-mainnet']).optional().meta({
      description: 'Where the transfer happened; inferred from tx_hash when absent (the spec names are aliases)',
    }),
    amount_usdc: z
      .number()
      .gt(0)
      .max(1_000_000)
      .optional()
      .meta({ description: 'What you sent; refused if less arrived' }),
    email: z.email().max(254).optional(),
  }),
  responses: {
    200: {
      description: 'API key creation record; the key is shown once',
      schema: z.object({
        api_key: z.string(),
        calls_available: z.number().int(),
        balance_usdc: z.number(),
        status: z.literal('created'),
        key_id: z.string(),
        credited_usdc: z.string(),
        network: z.string(),
        tx_hash: z.string(),
        note: z.string().optional(),
      }),
    },
  },
  errors: [...TRANSFER_ERRORS, ...BODY_ERRORS, ...STORE_ERRORS],
});

export const activatePlan = defineOperation({
  operationId: 'activatePlan',
  method: 'POST',
  path: '/access/activate',
  tags: ['access'],
  access: 'free',
  summary: 'A plan session bought with a USDC transfer on Solana',
  description:
    'Transfer at least the plan price in USDC to our Solana payee, then post the signature. One session per transaction.',
  body: z.strictObject({ plan, tx_hash: txHash }),
  responses: {
    200: { description: 'Session activation record; the session id is shown once', schema: session },
  },
  errors: [...TRANSFER_ERRORS, ...BODY_ERRORS, ...STORE_ERRORS],
});

const pendingStatus = z.enum(['pending', 'confirmed', 'expired']);
const pending = z.object({
  payment_id: z.string(),
  status: pendingStatus,
  plan,
  amount_usdc: z.string(),
  currency: z.literal('USDC'),
  network: z.literal('solana'),
  recipient: z.string(),
  spl_token: z.string(),
  reference: z.string(),
  expires_at: z.string(),
  solana_pay_url: z.string(),
  poll: z.string(),
  poll_interval_s: z.number().int(),
  session_id: z.string().optional().meta({ description: 'Once confirmed, to the holder of the poll secret' }),
  tx_hash: z.string().optional(),
  reports_total: z.number().int().optional(),
  duration_days: z.number().int().optional(),
});

export const createPendingPayment = defineOperation({
  operationId: 'createPendingPayment',
  method: 'POST',
  path: '/access/pending',
  tags: ['access'],
  access: 'free',
  summary: 'Start a plan payment: amount, payee and a Solana Pay URL with a unique reference',
  description:
    'Pay the Solana Pay URL from any wallet, then poll GET /access/pending/{payment_id} every 5 s with the ' +
    'poll_secret (shown once) as Authorization: Bearer; it turns confirmed (with session_id) once the transfer is seen ' +
    'on chain. Limited per client address and hour and in open payments.',
  body: z.strictObject({ plan }),
  responses: {
    201: {
      description: 'Pending payment; poll_secret is shown once',
      schema: pending.extend({ poll_secret: z.string(), note: z.string() }),
    },
  },
  errors: [
    'rate_limit_exceeded',
    'too_many_pending_payments',
    'payments_not_configured',
    ...BODY_ERRORS,
    ...STORE_ERRORS,
  ],
});

export const pendingPaymentStatus = defineOperation({
  operationId: 'pendingPaymentStatus',
  method: 'GET',
  path: '/access/pending/{payment_id}',
  tags: ['access'],
  access: 'secret',
  summary: 'Status of a pending payment: pending, confirmed (with session_id) or expired',
  description:
    'Send the poll_secret of the creation as Authorization: Bearer; without it (or with another) the answer is 401.',
  params: z.object({ payment_id: z.string().max(64) }),
  responses: { 200: { description: 'Pending payment status', schema: pending } },
  errors: ['not_found', 'invalid_poll_secret', ...STORE_ERRORS],
});

export const paymentWebhook = defineOperation({
  operationId: 'paymentWebhook',
  method: 'POST',
  path: '/access/webhook/{provider}',
  tags: ['access'],
  access: 'secret',
  summary: 'Payment notifications from a provider (Helius enhanced transactions)',
  description:
    'Authenticated by the shared secret in the Authorization header. Each transaction is looked up on chain ' +
    'before a pending payment is confirmed; replays and forgeries change nothing.',
  params: z.object({ provider: z.string().max(32).meta({ description: 'helius' }) }),
  responses: {
    200: {
      description: 'Acknowledgement',
      schema: z.object({ received: z.number().int(), confirmed: z.array(z.string()) }),
    },
  },
  errors: [
    'not_found',
    'unauthorized',
    'invalid_webhook_payload',
    'chain_unavailable',
    ...BODY_ERRORS,
    ...STORE_ERRORS,
  ],
});
