// Credential status, the free trial key, and operator budgets a key holder sets for their agents.
import type { Context } from 'koa';
import type { RouteSpec } from '../route.ts';
import type { AppServices } from '../../services.ts';
import type { Credential } from '../../billing/credentials.ts';
import { resolveCredential } from '../../billing/payForCall.ts';
import { OPERATOR_ID_PATTERN } from '../../billing/operators.ts';
import { STANDARD_PRICE_MICRO, TRIAL } from '../../billing/prices.ts';
import { DomainError } from '../../lib/errors.ts';
import { microToNumber, usdcToMicro } from '../../lib/money.ts';
import { ValidationFailed } from '../errors.ts';

const secretParam = { type: 'string', minLength: 1, maxLength: 200 };

export function credentialStatus(c: Credential, now: Date): 'active' | 'expired' | 'exhausted' | 'revoked' {
  if (c.status === 'revoked') return 'revoked';
  if (c.expiresAt && now >= c.expiresAt) return 'expired';
  if (c.kind === 'session' && c.reportsUsed >= c.reportsTotal) return 'exhausted';
  return 'active';
}

export function keyStatusBody(c: Credential, now: Date) {
  return {
    balance_usdc: microToNumber(c.balanceMicro),
    calls_remaining: Math.floor(c.balanceMicro / STANDARD_PRICE_MICRO),
    calls_made: c.callsMade,
    spent_usdc: microToNumber(c.spentMicro),
    kind: c.kind,
    status: credentialStatus(c, now),
    expires_at: c.expiresAt?.toISOString() ?? null,
  };
}

export function sessionStatusBody(c: Credential, now: Date) {
  return {
    reports_remaining: Math.max(0, c.reportsTotal - c.reportsUsed),
    reports_total: c.reportsTotal,
    plan: c.plan,
    expires_at: c.expiresAt?.toISOString() ?? null,
    status: credentialStatus(c, now),
  };
}

function required(ctx: Context, where: 'query', name: string, value: string | undefined): string {
  if (!value) throw new ValidationFailed([{ loc: [where, name], msg: 'Field required', type: 'missing' }]);
  return value;
}

/** The caller's own API key or session, from the headers (used to manage its operator budgets). */
async function callerCredential(ctx: Context, services: AppServices): Promise<Credential> {
  const found = await resolveCredential(services.credentials, { session: ctx.get('x-session'), apiKey: ctx.get('x-api-key') });
  if (!found) throw new DomainError('unauthorized', 'Send X-API-KEY or X-SESSION.');
  return found;
}

export function accessRoutes(services: AppServices): RouteSpec[] {
  const now = () => services.clock.now();
  return [
    {
      method: 'GET', path: '/access/api-key/status', operationId: 'apiKeyStatus', summary: 'Balance and calls of an API key (or trial key)', tags: ['access'],
      description: 'The key may be sent as ?key= (as the spec says) or, better, in the X-API-KEY header so it stays out of logs.',
      query: { type: 'object', properties: { key: secretParam } },
      responses: { 200: { description: 'Key status', schema: { type: 'object', required: ['balance_usdc', 'calls_remaining', 'calls_made'], properties: { balance_usdc: { type: 'number' }, calls_remaining: { type: 'integer' }, calls_made: { type: 'integer' }, spent_usdc: { type: 'number' }, kind: { enum: ['api_key', 'trial'] }, status: { type: 'string' }, expires_at: { type: ['string', 'null'] } } } }, 401: { description: 'invalid_api_key' } },
      handler: async (ctx) => {
        const key = required(ctx, 'query', 'key', ctx.state.query.key ?? (ctx.get('x-api-key') || undefined));
        const found = await services.credentials.findBySecret(key);
        if (!found || found.kind === 'session') throw new DomainError('invalid_api_key', 'API key not found.');
        ctx.set('Cache-Control', 'no-store');
        ctx.body = keyStatusBody(found, now());
      },
    },
    {
      method: 'GET', path: '/access/status', operationId: 'sessionStatus', summary: 'Reports left and expiry of a plan session', tags: ['access'],
      query: { type: 'object', properties: { session: secretParam } },
      responses: { 200: { description: 'Session status', schema: { type: 'object', required: ['reports_remaining', 'expires_at', 'status'], properties: { reports_remaining: { type: 'integer' }, reports_total: { type: 'integer' }, plan: { type: 'string' }, expires_at: { type: 'string' }, status: { enum: ['active', 'expired', 'exhausted', 'revoked'] } } } }, 401: { description: 'invalid_session' } },
      handler: async (ctx) => {
        const id = required(ctx, 'query', 'session', ctx.state.query.session ?? (ctx.get('x-session') || undefined));
        const found = await services.credentials.findBySecret(id);
        if (!found || found.kind !== 'session') throw new DomainError('invalid_session', 'Session not found.');
        ctx.set('Cache-Control', 'no-store');
        ctx.body = sessionStatusBody(found, now());
      },
    },
    {
      method: 'GET', path: '/api-keys/trial', operationId: 'trialKey', summary: 'A free trial key: 5 calls, 0.25 USDC, 7 days, standard modes', tags: ['access'],
      responses: { 200: { description: 'Trial key record (spec 2.6)', schema: { type: 'object', required: ['key', 'balance_usdc', 'calls_remaining', 'expires_at', 'status'], properties: { key: { type: 'string' }, balance_usdc: { type: 'number' }, calls_remaining: { type: 'integer' }, expires_at: { type: 'string' }, status: { type: 'string' }, next_step: { type: 'string' }, next_step_body: { type: 'object' }, next_step_header: { type: 'string' }, modes_available: { type: 'array', items: { type: 'string' } }, note: { type: 'string' }, docs: { type: 'string' } } } }, 429: { description: 'rate_limit_exceeded: one trial key per IP per day' } },
      handler: async (ctx) => {
        const { secret, credential } = await services.credentials.createTrialKey(ctx.ip, services.config.trialKeysPerIpPerDay);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = {
          key: secret,
          balance_usdc: microToNumber(credential.balanceMicro),
          calls_remaining: TRIAL.calls,
          expires_at: credential.expiresAt?.toISOString(),
          status: 'active',
          next_step: `POST ${services.config.publicBaseUrl}/intel with header X-API-KEY: ${secret}`,
          next_step_body: { text: 'Notion is an all-in-one workspace for notes, docs, wikis and project management used by teams.', mode: 'competitive' },
          next_step_header: `X-API-KEY: ${secret}`,
          modes_available: TRIAL.modes,
          note: 'Shown once: store the key now. Elite modes are not available on a trial key.',
          docs: `${services.config.publicBaseUrl}/docs`,
        };
      },
    },
    {
      method: 'GET', path: '/access/operators', operationId: 'operatorUsage', summary: "Spend per operator_id of the caller's key or session", tags: ['access'],
      security: ['apiKey', 'session'],
      responses: { 200: { description: 'Operators with total and today spend and daily caps', schema: { type: 'object' } }, 401: { description: 'Missing or invalid credential' } },
      handler: async (ctx) => {
        const credential = await callerCredential(ctx, services);
        const usage = await services.operators.usage(credential.cid);
        ctx.body = { operators: usage.map((u) => ({ operator_id: u.operator, total_usdc: microToNumber(u.totalMicro), today_usdc: microToNumber(u.todayMicro), daily_cap_usdc: u.dailyCapMicro === null ? null : microToNumber(u.dailyCapMicro) })) };
      },
    },
    {
      method: 'PUT', path: '/access/operators/{operator_id}/budget', operationId: 'setOperatorBudget', summary: 'Set or clear the daily cap of one operator_id', tags: ['access'],
      security: ['apiKey', 'session'],
      params: { type: 'object', required: ['operator_id'], properties: { operator_id: { type: 'string', pattern: OPERATOR_ID_PATTERN } } },
      body: { type: 'object', additionalProperties: false, required: ['daily_cap_usdc'], properties: { daily_cap_usdc: { type: ['number', 'null'], minimum: 0, maximum: 1_000_000 } } },
      responses: { 200: { description: 'The cap now in force', schema: { type: 'object' } }, 401: { description: 'Missing or invalid credential' } },
      handler: async (ctx) => {
        const credential = await callerCredential(ctx, services);
        const cap: number | null = ctx.state.body.daily_cap_usdc;
        await services.operators.setDailyCap(credential.cid, ctx.state.params.operator_id, cap === null ? null : usdcToMicro(cap));
        ctx.body = { operator_id: ctx.state.params.operator_id, daily_cap_usdc: cap };
      },
    },
  ];
}
