// The operator's admin API: mint API keys and plan sessions, read usage, credit, refund, revoke (adapters
// over src/operations/admin.ts; in no public document).
// Bearer ADMIN_TOKEN; when ADMIN_TOKEN is unset the whole API answers 404.
import { timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import { restRoute, type RouteSpec } from '../route.ts';
import * as ops from '../../operations/admin.ts';
import type { AppServices } from '../../services.ts';
import type { Credential } from '../../billing/credentials.ts';
import { PLANS, STANDARD_PRICE_MICRO } from '../../billing/prices.ts';
import { DomainError } from '../../lib/errors.ts';
import { microToNumber, usdcToMicro } from '../../lib/money.ts';
import { credentialStatus } from './access.ts';

function adminAuth(token: string | undefined) {
  const expected = token ? Buffer.from(token) : null;
  return async (ctx: Context, next: Next) => {
    if (!expected) throw new DomainError('admin_disabled', 'No route for this path.');
    const given = Buffer.from(ctx.get('authorization').match(/^Bearer (.+)$/)?.[1] ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw new DomainError('unauthorized', 'A valid admin bearer token is required.');
    }
    await next();
  };
}

export function publicCredential(c: Credential, now: Date) {
  return {
    id: c.publicId,
    kind: c.kind,
    label: c.label,
    visible_start: c.visibleStart,
    status: credentialStatus(c, now),
    balance_usdc: microToNumber(c.balanceMicro),
    spent_usdc: microToNumber(c.spentMicro),
    calls_made: c.callsMade,
    plan: c.plan,
    reports_total: c.reportsTotal,
    reports_used: c.reportsUsed,
    created_at: c.createdAt.toISOString(),
    expires_at: c.expiresAt?.toISOString() ?? null,
    source: c.source,
  };
}

export function adminRoutes(services: AppServices): RouteSpec[] {
  const use = [adminAuth(services.config.adminToken)];
  const now = () => services.clock.now();
  const find = async (id: string) => {
    const found = await services.credentials.findByPublicId(id);
    if (!found) throw new DomainError('not_found', `No credential ${id}.`);
    return found;
  };
  const operatorRow = (o: {
    operator: string;
    totalMicro: number;
    todayMicro: number;
    dailyCapMicro: number | null;
  }) => ({
    operator_id: o.operator,
    total_usdc: microToNumber(o.totalMicro),
    today_usdc: microToNumber(o.todayMicro),
    daily_cap_usdc: o.dailyCapMicro === null ? null : microToNumber(o.dailyCapMicro),
  });
  return [
    restRoute(
      ops.adminCreateApiKey,
      async (ctx, { body }) => {
        const balanceMicro = usdcToMicro(body.balance_usdc);
        const { secret, credential } = await services.credentials.createApiKey({ balanceMicro, label: body.label });
        ctx.status = 201;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = {
          api_key: secret,
          key_id: credential.publicId,
          balance_usdc: microToNumber(balanceMicro),
          calls_available: Math.floor(balanceMicro / STANDARD_PRICE_MICRO),
        };
      },
      { use },
    ),
    restRoute(
      ops.adminCreateSession,
      async (ctx, { body }) => {
        const plan = PLANS[body.plan];
        const { secret, credential } = await services.credentials.createSession(plan.name);
        ctx.status = 201;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = {
          session_id: secret,
          id: credential.publicId,
          reports_total: plan.reports,
          duration_days: plan.durationDays,
          expires_at: credential.expiresAt?.toISOString(),
        };
      },
      { use },
    ),
    restRoute(
      ops.adminListCredentials,
      async (ctx, { query }) => {
        const list = await services.credentials.list(query.limit);
        ctx.body = { credentials: list.map((c) => publicCredential(c, now())) };
      },
      { use },
    ),
    restRoute(
      ops.adminShowCredential,
      async (ctx, { params }) => {
        const c = await find(params.id);
        const [ledger, operators] = await Promise.all([
          services.ledger.entries(c.cid, 100),
          services.operators.usage(c.cid),
        ]);
        ctx.body = {
          ...publicCredential(c, now()),
          ledger: ledger.map((e) => ({
            ...e,
            amount_usdc: e.unit === 'micro' ? microToNumber(e.amount) : undefined,
            price_usdc: microToNumber(e.priceMicro),
          })),
          operators: operators.map(operatorRow),
        };
      },
      { use },
    ),
    restRoute(
      ops.adminCredit,
      async (ctx, { body, params }) => {
        const c = await find(params.id);
        if (c.kind === 'session') throw new DomainError('not_found', 'Sessions hold reports, not a balance.');
        const result = await services.ledger.credit(
          c.cid,
          usdcToMicro(body.amount_usdc),
          `admin:${body.reference}`,
          'admin',
        );
        ctx.body = { entry_id: result.entryId, balance_usdc: microToNumber(result.balanceMicro) };
      },
      { use },
    ),
    restRoute(
      ops.adminRefund,
      async (ctx, { body, params }) => {
        const c = await find(params.id);
        const refundId = await services.ledger.refund(c.cid, body.entry_id, body.reason ?? 'admin refund');
        ctx.body = { refund_entry_id: refundId, refund_of: body.entry_id };
      },
      { use },
    ),
    restRoute(
      ops.adminRevoke,
      async (ctx, { params }) => {
        const c = await find(params.id);
        await services.credentials.revoke(c.cid);
        ctx.body = { id: c.publicId, status: 'revoked' };
      },
      { use },
    ),
    restRoute(
      ops.adminSetOperatorCap,
      async (ctx, { body, params }) => {
        const c = await find(params.id);
        const cap = body.daily_cap_usdc;
        await services.operators.setDailyCap(c.cid, params.operator_id, cap === null ? null : usdcToMicro(cap));
        ctx.body = { id: c.publicId, operator_id: params.operator_id, daily_cap_usdc: cap };
      },
      { use },
    ),
  ];
}
