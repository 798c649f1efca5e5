// The payment gate every paid route uses (src/billing/README.md has the rules):
// validate (done before this) → pick the credential → reserve the price → run the handler →
// capture only on success, release on any error. No credential: 402 with the x402 challenge.
import type { Context, Middleware, Next } from 'koa';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { CredentialStore, Credential } from '../billing/credentials.ts';
import type { Hold, Ledger } from '../billing/ledger.ts';
import { IDEMPOTENCY_TTL_S } from '../billing/ledger.ts';
import { STANDARD_PRICE_MICRO, TRIAL, isEliteMode } from '../billing/prices.ts';
import type { Mode } from '../intel/types.ts';
import { DomainError } from '../lib/errors.ts';
import { microToDecimal, microToNumber } from '../lib/money.ts';
import { buildV1Accepts, buildV2PaymentRequired, encodeHeader } from '../payments/challenge.ts';
import { ValidationFailed } from './errors.ts';

export interface GateDeps { config: Config; redis: Redis; credentials: CredentialStore; ledger: Ledger }
export interface GateOptions {
  route: string;
  resourcePath: string;
  price(ctx: Context): number;
  mode?(ctx: Context): Mode | undefined;
  operator?(ctx: Context): string | undefined;
  description(ctx: Context): string;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;
const replayKey = (cid: string, key: string) => `intel:idemresp:{${cid}}:${key}`;

/** The x402 challenge as a 402 response: v1 body with accepts[], v2 PAYMENT-REQUIRED header. */
export function sendPaymentChallenge(ctx: Context, config: Config, amountMicro: number, resourcePath: string, description: string): void {
  const input = { amountMicro, resourceUrl: `${config.publicBaseUrl}${resourcePath}`, description };
  const message = `Payment required: ${microToDecimal(amountMicro)} USDC. Pay per call with x402 (X-PAYMENT or PAYMENT-SIGNATURE), or send X-API-KEY or X-SESSION.`;
  ctx.status = 402;
  ctx.set('PAYMENT-REQUIRED', encodeHeader(buildV2PaymentRequired(config.x402, input, message)));
  ctx.body = {
    x402Version: 1,
    error: 'payment_required',
    message,
    request_id: ctx.state.requestId,
    accepts: buildV1Accepts(config.x402, input),
    price_usdc: microToDecimal(amountMicro),
    alternatives: {
      api_key: { header: 'X-API-KEY', create: 'POST /access/api-key', trial: 'GET /api-keys/trial' },
      session: { header: 'X-SESSION', activate: 'POST /access/activate' },
    },
  };
}

async function pickCredential(ctx: Context, credentials: CredentialStore): Promise<Credential | 'x402' | null> {
  const session = ctx.get('x-session');
  const apiKey = ctx.get('x-api-key');
  if (session) {
    const found = await credentials.findBySecret(session);
    if (!found || found.kind !== 'session' || found.status !== 'active') throw new DomainError('invalid_session', 'Session not found.');
    return found;
  }
  if (apiKey) {
    const found = await credentials.findBySecret(apiKey);
    if (!found || found.kind === 'session' || found.status !== 'active') throw new DomainError('invalid_api_key', 'API key not found.');
    return found;
  }
  if (ctx.get('x-payment') || ctx.get('payment-signature')) return 'x402';
  return null;
}

export function paymentGate(deps: GateDeps, opts: GateOptions): Middleware {
  return async function gate(ctx: Context, next: Next): Promise<void> {
    const price = opts.price(ctx);
    const mode = opts.mode?.(ctx);
    const idempotencyHeader = ctx.get('idempotency-key');
    if (idempotencyHeader && !IDEMPOTENCY_KEY.test(idempotencyHeader)) {
      throw new ValidationFailed([{ loc: ['header', 'Idempotency-Key'], msg: 'Use 8–128 characters of A–Z, a–z, 0–9, . _ : -', type: 'string_pattern_mismatch' }]);
    }
    const credential = await pickCredential(ctx, deps.credentials);
    if (credential === null) return sendPaymentChallenge(ctx, deps.config, price, opts.resourcePath, opts.description(ctx));
    if (credential === 'x402') {
      throw new DomainError('x402_not_enabled', 'x402 payments are not accepted by this server yet; pay with X-API-KEY or X-SESSION.');
    }
    if (credential.kind === 'trial' && mode && (isEliteMode(mode) || !TRIAL.modes.includes(mode))) {
      throw new DomainError('mode_not_available', `Mode ${mode} is not available on a trial key; trial modes: ${TRIAL.modes.join(', ')}.`);
    }

    const reserved = await deps.ledger.reserve({
      cid: credential.cid, priceMicro: price, idempotencyKey: idempotencyHeader || ctx.state.requestId,
      operator: opts.operator?.(ctx), mode, route: opts.route, requestId: ctx.state.requestId,
    }).catch((err: unknown) => {
      if (err instanceof DomainError && err.code === 'invalid_credential') {
        throw new DomainError(credential.kind === 'session' ? 'invalid_session' : 'invalid_api_key', err.message);
      }
      throw err;
    });
    if ('duplicateOf' in reserved) return replay(ctx, deps.redis, credential.cid, idempotencyHeader);

    const hold: Hold = reserved;
    ctx.state.credential = credential;
    ctx.state.priceMicro = price;
    try {
      await next();
    } catch (err) {
      await deps.ledger.release(hold).catch((e: unknown) => ctx.state.log.error({ err: e }, 'release failed; the hold will be swept back'));
      throw err;
    }
    if (ctx.status >= 400) {
      await deps.ledger.release(hold);
      return;
    }
    try {
      const charge = await deps.ledger.capture(hold);
      setBalanceHeaders(ctx, credential, charge.balanceMicro, charge.reportsUsed);
      if (idempotencyHeader && ctx.body !== undefined) {
        await deps.redis.set(replayKey(credential.cid, idempotencyHeader), JSON.stringify({ status: ctx.status, body: ctx.body }), 'EX', IDEMPOTENCY_TTL_S);
      }
    } catch (err) {
      // The answer is already computed: deliver it. The hold is swept back to the caller later.
      ctx.state.log.error({ err }, 'capture failed after a successful request');
    }
  };
}

async function replay(ctx: Context, redis: Redis, cid: string, key: string): Promise<void> {
  const stored = key ? await redis.get(replayKey(cid, key)) : null;
  if (!stored) throw new DomainError('request_in_progress', 'This Idempotency-Key was already used; its answer is no longer stored.');
  const { status, body } = JSON.parse(stored) as { status: number; body: unknown };
  ctx.status = status;
  ctx.body = body;
  ctx.set('Idempotent-Replayed', 'true');
}

function setBalanceHeaders(ctx: Context, credential: Credential, balanceMicro: number, reportsUsed: number): void {
  if (credential.kind === 'session') {
    ctx.set('X-Reports-Remaining', String(Math.max(0, credential.reportsTotal - reportsUsed)));
  } else {
    ctx.set('X-Balance-USDC', String(microToNumber(balanceMicro)));
    ctx.set('X-Calls-Remaining', String(Math.floor(balanceMicro / STANDARD_PRICE_MICRO)));
  }
}
