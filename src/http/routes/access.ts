// Credential status, the free trial key, and operator budgets a key holder sets for their agents: adapters
// over the operations of src/operations/access.ts.
import type { Context } from 'koa';
import { restRoute, type RouteSpec } from '../route.ts';
import type { AppServices } from '../../services.ts';
import type { Credential } from '../../billing/credentials.ts';
import { resolveCredential } from '../../billing/payForCall.ts';
import { STANDARD_PRICE_MICRO, TRIAL } from '../../billing/prices.ts';
import { DomainError } from '../../lib/errors.ts';
import { microToNumber, usdcToMicro } from '../../lib/money.ts';
import { ValidationFailed } from '../errors.ts';
import { keyStatus, operatorUsage, sessionStatus, setOperatorBudget, trialKey } from '../../operations/access.ts';

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
export async function callerCredential(ctx: Context, services: AppServices): Promise<Credential> {
  const found = await resolveCredential(services.credentials, {
    session: ctx.get('x-session'),
    apiKey: ctx.get('x-api-key'),
  });
  if (!found) throw new DomainError('unauthorized', 'Send X-API-KEY or X-SESSION.');
  return found;
}

export function accessRoutes(services: AppServices): RouteSpec[] {
  const now = () => services.clock.now();
  return [
    restRoute(keyStatus, async (ctx, { query }) => {
      const key = required(ctx, 'query', 'key', query.key ?? (ctx.get('x-api-key') || undefined));
      const found = await services.credentials.findBySecret(key);
      if (!found || found.kind === 'session') throw new DomainError('invalid_api_key', 'API key not found.');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = keyStatusBody(found, now());
    }),
    restRoute(sessionStatus, async (ctx, { query }) => {
      const id = required(ctx, 'query', 'session', query.session ?? (ctx.get('x-session') || undefined));
      const found = await services.credentials.findBySecret(id);
      if (!found || found.kind !== 'session') throw new DomainError('invalid_session', 'Session not found.');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = sessionStatusBody(found, now());
    }),
    restRoute(trialKey, async (ctx) => {
      const { secret, credential } = await services.credentials
        .createTrialKey(ctx.ip, services.config.trialKeysPerIpPerDay)
        .catch((err: unknown) => {
          const retry = err instanceof DomainError ? err.details?.retry_after_s : undefined;
          if (typeof retry === 'number') ctx.set('Retry-After', String(retry));
          throw err;
        });
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        key: secret,
        balance_usdc: microToNumber(credential.balanceMicro),
        calls_remaining: TRIAL.calls,
        expires_at: credential.expiresAt?.toISOString(),
        status: 'active',
        next_step: `POST ${services.config.publicBaseUrl}/intel with header X-API-KEY: ${secret}`,
        next_step_body: {
          text: 'Notion is an all-in-one workspace for notes, docs, wikis and project management used by teams.',
          mode: 'competitive',
        },
        next_step_header: `X-API-KEY: ${secret}`,
        modes_available: TRIAL.modes,
        note: 'Shown once: store the key now. Elite modes are not available on a trial key.',
        docs: `${services.config.publicBaseUrl}/docs`,
      };
    }),
    restRoute(operatorUsage, async (ctx) => {
      const credential = await callerCredential(ctx, services);
      const usage = await services.operators.usage(credential.cid);
      ctx.body = {
        operators: usage.map((u) => ({
          operator_id: u.operator,
          total_usdc: microToNumber(u.totalMicro),
          today_usdc: microToNumber(u.todayMicro),
          daily_cap_usdc: u.dailyCapMicro === null ? null : microToNumber(u.dailyCapMicro),
        })),
      };
    }),
    restRoute(setOperatorBudget, async (ctx, { body, params }) => {
      const credential = await callerCredential(ctx, services);
      const cap = body.daily_cap_usdc;
      await services.operators.setDailyCap(credential.cid, params.operator_id, cap === null ? null : usdcToMicro(cap));
      ctx.body = { operator_id: params.operator_id, daily_cap_usdc: cap };
    }),
  ];
}
