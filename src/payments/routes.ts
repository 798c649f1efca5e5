// On-chain funded API keys, plan activation, pending payments (Solana Pay) and provider webhooks: adapters
// over the operations declared in src/operations/payments.ts.
import { restRoute, type RouteSpec } from '../http/route.ts';
import * as ops from '../operations/payments.ts';
import type { AppServices } from '../services.ts';
import { PLANS } from '../billing/prices.ts';
import { clientKey } from '../lib/clientAddress.ts';
import { DomainError } from '../lib/errors.ts';
import { microToDecimal } from '../lib/money.ts';
import { SERVICE } from '../http/serviceInfo.ts';
import { normalizeNetwork } from './challenge.ts';
import type { PayNetwork } from './chains.ts';
import { solanaPayUrl, type PendingPayment } from './pending.ts';
import { authenticateWebhook, parseHeliusNotifications } from './webhooks.ts';

/** `sessionId`: only for the poller that proved its poll secret. */
function pendingBody(services: AppServices, p: PendingPayment, sessionId?: string) {
  const status = services.payments.pending.statusOf(p);
  return {
    payment_id: p.id,
    status,
    plan: p.plan,
    amount_usdc: microToDecimal(p.amountMicro),
    currency: 'USDC',
    network: 'solana',
    recipient: p.recipient,
    spl_token: p.mint,
    reference: p.reference,
    expires_at: p.expiresAt.toISOString(),
    solana_pay_url: solanaPayUrl(p, SERVICE.title),
    poll: `${services.config.publicBaseUrl}/access/pending/${p.id}`,
    poll_interval_s: 5,
    ...(status === 'confirmed'
      ? {
          session_id: sessionId,
          tx_hash: p.signature,
          reports_total: PLANS[p.plan].reports,
          duration_days: PLANS[p.plan].durationDays,
        }
      : {}),
  };
}

const bearer = (authorization: string) => /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? '';

export function paymentRoutes(services: AppServices): RouteSpec[] {
  const { payments } = services;
  return [
    restRoute(ops.createApiKey, async (ctx, { body }) => {
      const inferred: PayNetwork = body.tx_hash.startsWith('0x') ? 'base' : 'solana';
      const network = (body.network ? normalizeNetwork(body.network) : inferred) as PayNetwork;
      if (network !== inferred) {
        throw new DomainError(
          'invalid_transaction_hash',
          `That is a ${inferred === 'base' ? 'Base transaction hash' : 'Solana signature'}, not a ${network} one.`,
        );
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await payments.createApiKey({
        txHash: body.tx_hash,
        network,
        amountUsdc: body.amount_usdc,
        email: body.email,
      });
    }),
    restRoute(ops.activatePlan, async (ctx, { body }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await payments.activatePlan({ plan: body.plan, txHash: body.tx_hash });
    }),
    restRoute(ops.createPendingPayment, async (ctx, { body }) => {
      const { payment, pollSecret } = await payments.pending.create(body.plan, clientKey(ctx.ip));
      payments.watcher.ensureRunning();
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        ...pendingBody(services, payment),
        poll_secret: pollSecret,
        note: 'Shown once: poll with Authorization: Bearer <poll_secret>; the session id is released only to it.',
      };
    }),
    restRoute(ops.pendingPaymentStatus, async (ctx, { params }) => {
      const found = await payments.pending.find(params.payment_id);
      if (!found) throw new DomainError('not_found', 'No pending payment with this id.');
      const sessionId = payments.pending.sessionFor(found, bearer(ctx.get('authorization')));
      if (sessionId === null) {
        throw new DomainError(
          'invalid_poll_secret',
          'Send the poll_secret returned when this payment was created, as Authorization: Bearer <poll_secret>.',
        );
      }
      if (found.status === 'pending') payments.watcher.ensureRunning(); // e.g. after a restart
      ctx.set('Cache-Control', 'no-store');
      ctx.body = pendingBody(services, found, sessionId);
    }),
    restRoute(ops.paymentWebhook, async (ctx, { params }) => {
      authenticateWebhook(services.config, params.provider, ctx.get('authorization'));
      const notifications = parseHeliusNotifications((ctx.request as { body?: unknown }).body);
      const confirmed: string[] = [];
      for (const n of notifications) {
        for (const id of await payments.pending.matchReferences(n.accounts)) {
          if ((await payments.pending.confirm(id, n.signature)) === 'confirmed') confirmed.push(id);
        }
      }
      ctx.body = { received: notifications.length, confirmed };
    }),
  ];
}
