// The operator's admin API: mint API keys and plan sessions, read usage, credit, refund, revoke.
// Bearer ADMIN_TOKEN; when ADMIN_TOKEN is unset the whole API answers 404.
import { timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { RouteSpec } from '../route.ts';
import type { AppServices } from '../../services.ts';
import type { Credential } from '../../billing/credentials.ts';
import { OPERATOR_ID_PATTERN } from '../../billing/operators.ts';
import { PLANS, PLAN_NAMES, STANDARD_PRICE_MICRO } from '../../billing/prices.ts';
import { DomainError } from '../../lib/errors.ts';
import { microToNumber, usdcToMicro } from '../../lib/money.ts';
import { credentialStatus } from './access.ts';

function adminAuth(token: string | undefined) {
  const expected = token ? Buffer.from(token) : null;
  return async (ctx: Context, next: Next) => {
    if (!expected) throw new DomainError('admin_disabled', 'No route for this path.');
    const given = Buffer.from((ctx.get('authorization').match(/^Bearer (.+)$/)?.[1] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw new DomainError('unauthorized', 'A valid admin bearer token is required.');
    }
    await next();
  };
}

const idParam = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^(key|ses)_[0-9a-f]{16}$' } } };
const usdc = { type: 'number', minimum: 0, maximum: 1_000_000, multipleOf: 0.000001 };

export function publicCredential(c: Credential, now: Date) {
  return {
    id: c.publicId, kind: c.kind, label: c.label, visible_start: c.visibleStart, status: credentialStatus(c, now),
    balance_usdc: microToNumber(c.balanceMicro), spent_usdc: microToNumber(c.spentMicro), calls_made: c.callsMade,
    plan: c.plan, reports_total: c.reportsTotal, reports_used: c.reportsUsed,
    created_at: c.createdAt.toISOString(), expires_at: c.expiresAt?.toISOString() ?? null, source: c.source,
  };
}

export function adminRoutes(services: AppServices): RouteSpec[] {
  const use = [adminAuth(services.config.adminToken)];
  const base = { tags: ['admin'], security: ['admin' as const], use };
  const find = async (id: string) => {
    const found = await services.credentials.findByPublicId(id);
    if (!found) throw new DomainError('not_found', `No credential ${id}.`);
    return found;
  };
  return [
    {
      ...base, method: 'POST', path: '/admin/api-keys', operationId: 'adminCreateApiKey', summary: 'Mint an API key with a balance',
      body: { type: 'object', additionalProperties: false, required: ['balance_usdc'], properties: { balance_usdc: usdc, label: { type: 'string', maxLength: 100 } } },
      responses: { 201: { description: 'The key, shown once', schema: { type: 'object', properties: { api_key: { type: 'string' }, key_id: { type: 'string' }, balance_usdc: { type: 'number' }, calls_available: { type: 'integer' } } } } },
      handler: async (ctx) => {
        const balanceMicro = usdcToMicro(ctx.state.body.balance_usdc);
        const { secret, credential } = await services.credentials.createApiKey({ balanceMicro, label: ctx.state.body.label });
        ctx.status = 201;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { api_key: secret, key_id: credential.publicId, balance_usdc: microToNumber(balanceMicro), calls_available: Math.floor(balanceMicro / STANDARD_PRICE_MICRO) };
      },
    },
    {
      ...base, method: 'POST', path: '/admin/sessions', operationId: 'adminCreateSession', summary: 'Open a plan session (starter or pro)',
      body: { type: 'object', additionalProperties: false, required: ['plan'], properties: { plan: { enum: PLAN_NAMES } } },
      responses: { 201: { description: 'The session, shown once', schema: { type: 'object', properties: { session_id: { type: 'string' }, reports_total: { type: 'integer' }, duration_days: { type: 'integer' }, expires_at: { type: 'string' } } } } },
      handler: async (ctx) => {
        const plan = PLANS[ctx.state.body.plan as keyof typeof PLANS];
        const { secret, credential } = await services.credentials.createSession(plan.name);
        ctx.status = 201;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { session_id: secret, id: credential.publicId, reports_total: plan.reports, duration_days: plan.durationDays, expires_at: credential.expiresAt?.toISOString() };
      },
    },
    {
      ...base, method: 'GET', path: '/admin/credentials', operationId: 'adminListCredentials', summary: 'List credentials with their usage',
      query: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100 } } },
      responses: { 200: { description: 'Credentials', schema: { type: 'object' } } },
      handler: async (ctx) => {
        const list = await services.credentials.list(ctx.state.query.limit);
        ctx.body = { credentials: list.map((c) => publicCredential(c, services.clock.now())) };
      },
    },
    {
      ...base, method: 'GET', path: '/admin/credentials/{id}', operationId: 'adminShowCredential', summary: 'One credential: usage, ledger, operators',
      params: idParam,
      responses: { 200: { description: 'Credential with ledger entries', schema: { type: 'object' } }, 404: { description: 'not_found' } },
      handler: async (ctx) => {
        const c = await find(ctx.state.params.id);
        const [ledger, operators] = await Promise.all([services.ledger.entries(c.cid, 100), services.operators.usage(c.cid)]);
        ctx.body = {
          ...publicCredential(c, services.clock.now()),
          ledger: ledger.map((e) => ({ ...e, amount_usdc: e.unit === 'micro' ? microToNumber(e.amount) : undefined, price_usdc: microToNumber(e.priceMicro) })),
          operators: operators.map((o) => ({ operator_id: o.operator, total_usdc: microToNumber(o.totalMicro), today_usdc: microToNumber(o.todayMicro), daily_cap_usdc: o.dailyCapMicro === null ? null : microToNumber(o.dailyCapMicro) })),
        };
      },
    },
    {
      ...base, method: 'POST', path: '/admin/credentials/{id}/credit', operationId: 'adminCredit', summary: 'Add funds to an API key, once per reference',
      params: idParam,
      body: { type: 'object', additionalProperties: false, required: ['amount_usdc', 'reference'], properties: { amount_usdc: { ...usdc, exclusiveMinimum: 0 }, reference: { type: 'string', minLength: 1, maxLength: 128 } } },
      responses: { 200: { description: 'New balance', schema: { type: 'object' } }, 409: { description: 'already_credited' } },
      handler: async (ctx) => {
        const c = await find(ctx.state.params.id);
        if (c.kind === 'session') throw new DomainError('not_found', 'Sessions hold reports, not a balance.');
        const result = await services.ledger.credit(c.cid, usdcToMicro(ctx.state.body.amount_usdc), `admin:${ctx.state.body.reference}`, 'admin');
        ctx.body = { entry_id: result.entryId, balance_usdc: microToNumber(result.balanceMicro) };
      },
    },
    {
      ...base, method: 'POST', path: '/admin/credentials/{id}/refunds', operationId: 'adminRefund', summary: 'Refund one ledger debit, once',
      params: idParam,
      body: { type: 'object', additionalProperties: false, required: ['entry_id'], properties: { entry_id: { type: 'string', pattern: '^\\d{1,20}-\\d{1,20}$' }, reason: { type: 'string', maxLength: 200 } } },
      responses: { 200: { description: 'Refund entry', schema: { type: 'object' } }, 404: { description: 'not_found' }, 409: { description: 'refund_refused' } },
      handler: async (ctx) => {
        const c = await find(ctx.state.params.id);
        const refundId = await services.ledger.refund(c.cid, ctx.state.body.entry_id, ctx.state.body.reason ?? 'admin refund');
        ctx.body = { refund_entry_id: refundId, refund_of: ctx.state.body.entry_id };
      },
    },
    {
      ...base, method: 'POST', path: '/admin/credentials/{id}/revoke', operationId: 'adminRevoke', summary: 'Revoke a key or session',
      params: idParam,
      responses: { 200: { description: 'Revoked', schema: { type: 'object' } } },
      handler: async (ctx) => {
        const c = await find(ctx.state.params.id);
        await services.credentials.revoke(c.cid);
        ctx.body = { id: c.publicId, status: 'revoked' };
      },
    },
    {
      ...base, method: 'PUT', path: '/admin/credentials/{id}/operators/{operator_id}', operationId: 'adminSetOperatorCap', summary: 'Set or clear the daily cap of an operator_id on a credential',
      params: { type: 'object', required: ['id', 'operator_id'], properties: { ...idParam.properties, operator_id: { type: 'string', pattern: OPERATOR_ID_PATTERN } } },
      body: { type: 'object', additionalProperties: false, required: ['daily_cap_usdc'], properties: { daily_cap_usdc: { type: ['number', 'null'], minimum: 0, maximum: 1_000_000 } } },
      responses: { 200: { description: 'The cap now in force', schema: { type: 'object' } } },
      handler: async (ctx) => {
        const c = await find(ctx.state.params.id);
        const cap: number | null = ctx.state.body.daily_cap_usdc;
        await services.operators.setDailyCap(c.cid, ctx.state.params.operator_id, cap === null ? null : usdcToMicro(cap));
        ctx.body = { id: c.publicId, operator_id: ctx.state.params.operator_id, daily_cap_usdc: cap };
      },
    },
  ];
}
