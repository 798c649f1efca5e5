// On-chain funded API keys, plan activation, pending payments (Solana Pay) and provider webhooks.
import type { RouteSpec } from '../http/route.ts';
import type { AppServices } from '../services.ts';
import { PLAN_NAMES, PLANS } from '../billing/prices.ts';
import { clientKey } from '../lib/clientAddress.ts';
import { DomainError } from '../lib/errors.ts';
import { microToDecimal } from '../lib/money.ts';
import { SERVICE } from '../http/serviceInfo.ts';
import { normalizeNetwork } from './challenge.ts';
import type { PayNetwork } from './chains.ts';
import { solanaPayUrl, type PendingPayment } from './pending.ts';
import { authenticateWebhook, parseHeliusNotifications, WEBHOOK_PROVIDERS } from './webhooks.ts';

const txHash = { type: 'string', minLength: 64, maxLength: 90, pattern: '^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{64,90})$', description: 'Base transaction hash (0x…) or Solana signature (base58)' };
const plan = { enum: PLAN_NAMES, description: 'starter (15 USDC, 30 reports, 10 days) or pro (30 USDC, 100 reports, 30 days)' };
const sessionSchema = { type: 'object', required: ['session_id', 'reports_total', 'duration_days'], properties: { session_id: { type: 'string' }, reports_total: { type: 'integer' }, duration_days: { type: 'integer' }, plan: { type: 'string' }, expires_at: { type: 'string' }, status: { const: 'active' }, tx_hash: { type: 'string' } } };
const verificationErrors = 'transaction_not_found (404); transaction_failed, payment_wrong_recipient, payment_wrong_asset, payment_too_small, payment_too_old, invalid_transaction_hash (422); transaction_already_redeemed (409); chain_unavailable (503); payments_not_configured (501)';

/** `sessionId`: only for the poller that proved its poll secret. */
function pendingBody(services: AppServices, p: PendingPayment, sessionId?: string) {
  const status = services.payments.pending.statusOf(p);
  return {
    payment_id: p.id, status, plan: p.plan, amount_usdc: microToDecimal(p.amountMicro), currency: 'USDC', network: 'solana',
    recipient: p.recipient, spl_token: p.mint, reference: p.reference, expires_at: p.expiresAt.toISOString(),
    solana_pay_url: solanaPayUrl(p, SERVICE.title),
    poll: `${services.config.publicBaseUrl}/access/pending/${p.id}`, poll_interval_s: 5,
    ...(status === 'confirmed' ? { session_id: sessionId, tx_hash: p.signature, reports_total: PLANS[p.plan].reports, duration_days: PLANS[p.plan].durationDays } : {}),
  };
}

const bearer = (authorization: string) => /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? '';

export function paymentRoutes(services: AppServices): RouteSpec[] {
  const { payments } = services;
  return [
    {
      method: 'POST', path: '/access/api-key', operationId: 'createApiKey', summary: 'An API key funded by a USDC transfer on Base or Solana', tags: ['access'],
      description: `Send USDC to our payee (GET /pricing names it), then post the transaction. The key is credited with what arrived, once per transaction. Errors: ${verificationErrors}.`,
      body: {
        type: 'object', additionalProperties: false, required: ['tx_hash'],
        properties: {
          tx_hash: txHash,
          network: { enum: ['base', 'solana', 'base-mainnet', 'solana-mainnet'], description: 'Where the transfer happened; inferred from tx_hash when absent (the spec names are aliases)' },
          amount_usdc: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000, description: 'What you sent; refused if less arrived' },
          email: { type: 'string', format: 'email', maxLength: 254 },
        },
      },
      responses: {
        200: { description: 'API key creation record (spec 2.6); the key is shown once', schema: { type: 'object', required: ['api_key', 'calls_available', 'balance_usdc'], properties: { api_key: { type: 'string' }, calls_available: { type: 'integer' }, balance_usdc: { type: 'number' }, status: { const: 'created' }, credited_usdc: { type: 'string' }, network: { type: 'string' }, tx_hash: { type: 'string' } } } },
        404: { description: 'transaction_not_found' }, 409: { description: 'transaction_already_redeemed' }, 422: { description: 'The transfer does not qualify (see description)' },
      },
      handler: async (ctx) => {
        const body = ctx.state.body;
        const inferred: PayNetwork = body.tx_hash.startsWith('0x') ? 'base' : 'solana';
        const network = (body.network ? normalizeNetwork(body.network) : inferred) as PayNetwork;
        if (network !== inferred) throw new DomainError('invalid_transaction_hash', `That is a ${inferred === 'base' ? 'Base transaction hash' : 'Solana signature'}, not a ${network} one.`);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await payments.createApiKey({ txHash: body.tx_hash, network, amountUsdc: body.amount_usdc, email: body.email });
      },
    },
    {
      method: 'POST', path: '/access/activate', operationId: 'activatePlan', summary: 'A plan session bought with a USDC transfer on Solana', tags: ['access'],
      description: `Transfer at least the plan price in USDC to our Solana payee, then post the signature. One session per transaction. Errors: ${verificationErrors}.`,
      body: { type: 'object', additionalProperties: false, required: ['plan', 'tx_hash'], properties: { plan, tx_hash: txHash } },
      responses: { 200: { description: 'Session activation record (spec 2.6); the session id is shown once', schema: sessionSchema }, 404: { description: 'transaction_not_found' }, 409: { description: 'transaction_already_redeemed' }, 422: { description: 'The transfer does not qualify' } },
      handler: async (ctx) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await payments.activatePlan({ plan: ctx.state.body.plan, txHash: ctx.state.body.tx_hash });
      },
    },
    {
      method: 'POST', path: '/access/pending', operationId: 'createPendingPayment', summary: 'Start a plan payment: amount, payee and a Solana Pay URL with a unique reference', tags: ['access'],
      description: 'Pay the Solana Pay URL from any wallet, then poll GET /access/pending/{payment_id} every 5 s with the poll_secret (shown once) as Authorization: Bearer; it turns confirmed (with session_id) once the transfer is seen on chain. Limited per client address and hour (429 rate_limit_exceeded) and in open payments (503 too_many_pending_payments).',
      body: { type: 'object', additionalProperties: false, required: ['plan'], properties: { plan } },
      responses: { 201: { description: 'Pending payment; poll_secret is shown once', schema: { type: 'object', required: ['payment_id', 'poll_secret', 'status', 'amount_usdc', 'recipient', 'reference', 'expires_at', 'solana_pay_url'] } }, 429: { description: 'rate_limit_exceeded' }, 501: { description: 'payments_not_configured' }, 503: { description: 'too_many_pending_payments' } },
      handler: async (ctx) => {
        const { payment, pollSecret } = await payments.pending.create(ctx.state.body.plan, clientKey(ctx.ip));
        payments.watcher.ensureRunning();
        ctx.status = 201;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { ...pendingBody(services, payment), poll_secret: pollSecret, note: 'Shown once: poll with Authorization: Bearer <poll_secret>; the session id is released only to it.' };
      },
    },
    {
      method: 'GET', path: '/access/pending/{payment_id}', operationId: 'pendingPaymentStatus', summary: 'Status of a pending payment: pending, confirmed (with session_id) or expired', tags: ['access'],
      description: 'Send the poll_secret of the creation as Authorization: Bearer; without it (or with another) the answer is 401 invalid_poll_secret.',
      params: { type: 'object', required: ['payment_id'], properties: { payment_id: { type: 'string', maxLength: 64 } } },
      responses: { 200: { description: 'Pending payment status', schema: { type: 'object', required: ['payment_id', 'status'], properties: { status: { enum: ['pending', 'confirmed', 'expired'] }, session_id: { type: 'string' } } } }, 401: { description: 'invalid_poll_secret' }, 404: { description: 'not_found' } },
      handler: async (ctx) => {
        const found = await payments.pending.find(ctx.state.params.payment_id);
        if (!found) throw new DomainError('not_found', 'No pending payment with this id.');
        const sessionId = payments.pending.sessionFor(found, bearer(ctx.get('authorization')));
        if (sessionId === null) throw new DomainError('invalid_poll_secret', 'Send the poll_secret returned when this payment was created, as Authorization: Bearer <poll_secret>.');
        if (found.status === 'pending') payments.watcher.ensureRunning(); // e.g. after a restart
        ctx.set('Cache-Control', 'no-store');
        ctx.body = pendingBody(services, found, sessionId);
      },
    },
    {
      method: 'POST', path: '/access/webhook/{provider}', operationId: 'paymentWebhook', summary: 'Payment notifications from a provider (Helius enhanced transactions)', tags: ['access'],
      description: 'Authenticated by the shared secret in the Authorization header. Each transaction is looked up on chain before a pending payment is confirmed; replays and forgeries change nothing.',
      params: { type: 'object', required: ['provider'], properties: { provider: { type: 'string', maxLength: 32, description: `One of: ${WEBHOOK_PROVIDERS.join(', ')}` } } },
      responses: { 200: { description: 'Acknowledgement', schema: { type: 'object', properties: { received: { type: 'integer' }, confirmed: { type: 'array', items: { type: 'string' } } } } }, 400: { description: 'invalid_webhook_payload' }, 401: { description: 'unauthorized' }, 404: { description: 'Unknown or unconfigured provider' } },
      handler: async (ctx) => {
        authenticateWebhook(services.config, ctx.state.params.provider, ctx.get('authorization'));
        const notifications = parseHeliusNotifications((ctx.request as { body?: unknown }).body);
        const confirmed: string[] = [];
        for (const n of notifications) {
          for (const id of await payments.pending.matchReferences(n.accounts)) {
            if ((await payments.pending.confirm(id, n.signature)) === 'confirmed') confirmed.push(id);
          }
        }
        ctx.body = { received: notifications.length, confirmed };
      },
    },
  ];
}
