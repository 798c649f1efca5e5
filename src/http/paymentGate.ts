// The payment gate every paid HTTP route uses: the body and the input checks run before it (a free 422);
// then the credential is picked (X-SESSION, X-API-KEY, then x402). A key or session pays through the pay
// pipeline of src/billing/payForCall.ts (entitlement per analysis → reserve → handler → capture on success,
// release on error); an x402 payment is verified before the handler and settled after its success
// (src/payments/x402Gate.ts). With no credential the answer is 402 with the challenge; a refused x402
// payment gets the challenge back with the reason.
import type { Context, Middleware, Next } from 'koa';
import type { Config } from '../config.ts';
import type { Credential } from '../billing/credentials.ts';
import { payForCall, sentSecret, type PayerDeps, type PayRead } from '../billing/payForCall.ts';
import type { PaidOperation } from '../billing/operation.ts';
import { STANDARD_PRICE_MICRO } from '../billing/prices.ts';
import { DomainError } from '../lib/errors.ts';
import { microToDecimal, microToNumber } from '../lib/money.ts';
import {
  buildV1Accepts,
  buildV2PaymentRequired,
  challengeInput,
  encodeHeader,
  type ChallengeInput,
} from '../payments/challenge.ts';
import type { BazaarDeclaration } from '../payments/bazaar.ts';
import { payWithX402, type X402GateDeps } from '../payments/x402Gate.ts';
import { readPayment } from '../payments/x402Header.ts';
import { ValidationFailed } from './errors.ts';

export interface GateDeps extends PayerDeps {
  config: Config;
  payments: X402GateDeps;
}
export interface GateOptions {
  route: string;
  resourcePath: string;
  /** The price and the analyses of this call, from its validated body (src/billing/operation.ts). */
  operation(ctx: Context): PaidOperation;
  operator?(ctx: Context): string | undefined;
  description(ctx: Context): string;
  /** How to call the resource: the bazaar extension of the v2 challenge. */
  discovery?: BazaarDeclaration;
  /**
   * A key the handler reads, read with the reservation (no round trip of its own): ctx.state.prefetched. Its
   * `answer`, when given, says the handler then answers 200 with that JSON object extended (a cached analysis),
   * so on a single Redis server the charge is captured in the same step.
   */
  read?(ctx: Context): GateRead | undefined;
}

/** The gate's read: the stored value of an Idempotency-Key is filled in here, where its shape is made. */
export type GateRead = Omit<PayRead<unknown>, 'answer'> & {
  answer?: Omit<NonNullable<PayRead<unknown>['answer']>, 'stored'>;
};

/** What the gate stores for an Idempotency-Key: the answer's status, media type and body (see the work below). */
interface StoredAnswer {
  status: number;
  type: string;
  body: unknown;
}
// A 200 JSON answer stored as the work below stores it, split around its body (a JSON string).
const STORED_JSON = (() => {
  const mark = '\u0000stored-body\u0000';
  const whole = JSON.stringify({ status: 200, type: 'application/json', body: mark } satisfies StoredAnswer);
  const at = whole.indexOf(JSON.stringify(mark));
  return { head: whole.slice(0, at), tail: whole.slice(at + JSON.stringify(mark).length) };
})();

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/** A refused x402 payment: the error says why; the challenge comes with it so the client can pay again. */
export interface ChallengeFailure {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** What a challenge names: the price, the resource and its description, and how to call it. */
export interface ChallengeResource {
  priceMicro: number;
  resourcePath: string;
  description: string;
  discovery?: BazaarDeclaration;
}

interface BuiltChallenge {
  header: string;
  accepts: ReturnType<typeof buildV1Accepts>;
  /** The plain challenge's whole JSON body around its request id, so a 402 costs no serialisation. */
  body?: { head: string; tail: string };
}

// The plain challenge of a resource (no failure to report) is the same on every request until the
// facilitator names another Solana fee payer: its encoded header and accepts[] are kept, per configuration,
// under everything they are built from. A GET /intel probe then costs no JSON encoding of the bazaar schema.
const builtChallenges = new WeakMap<Config, Map<string, BuiltChallenge>>();
const MAX_BUILT_CHALLENGES = 256;

function buildChallenge(config: Config, input: ChallengeInput, error: string): BuiltChallenge {
  return {
    header: encodeHeader(buildV2PaymentRequired(config.x402, input, error)),
    accepts: buildV1Accepts(config.x402, input),
  };
}

function plainChallenge(config: Config, input: ChallengeInput, message: string): BuiltChallenge {
  let built = builtChallenges.get(config);
  if (!built) builtChallenges.set(config, (built = new Map<string, BuiltChallenge>()));
  const { amountMicro, resourceUrl, description, solanaFeePayer = '' } = input;
  const key = `${amountMicro}\n${resourceUrl}\n${description}\n${solanaFeePayer}\n${input.discovery ? 'bazaar' : ''}`;
  let found = built.get(key);
  if (!found) {
    if (built.size >= MAX_BUILT_CHALLENGES) built.clear();
    found = buildChallenge(config, input, message);
    const mark = JSON.stringify('request-id-mark');
    const whole = JSON.stringify(challengeBody(found, amountMicro, message, 'request-id-mark'));
    const at = whole.indexOf(mark);
    found.body = { head: whole.slice(0, at), tail: whole.slice(at + mark.length) };
    built.set(key, found);
  }
  return found;
}

function challengeBody(
  built: BuiltChallenge,
  amountMicro: number,
  message: string,
  requestId: string,
  failure?: ChallengeFailure,
) {
  return {
    x402Version: 1,
    error: failure?.code ?? 'payment_required',
    message,
    request_id: requestId,
    ...(failure?.details ? { details: failure.details } : {}),
    accepts: built.accepts,
    price_usdc: microToDecimal(amountMicro),
    alternatives: ALTERNATIVES,
  };
}

/** The x402 challenge as a 402 response: v1 body with accepts[], v2 PAYMENT-REQUIRED header. */
export async function sendPaymentChallenge(
  ctx: Context,
  config: Config,
  resource: ChallengeResource,
  failure?: ChallengeFailure,
): Promise<void> {
  const amountMicro = resource.priceMicro;
  const input = await challengeInput(
    config,
    amountMicro,
    resource.resourcePath,
    resource.description,
    resource.discovery,
  );
  const message =
    failure?.message ??
    `Payment required: ${microToDecimal(amountMicro)} USDC. Pay per call with x402 (X-PAYMENT or PAYMENT-SIGNATURE), or send X-API-KEY or X-SESSION.`;
  const built = failure ? buildChallenge(config, input, failure.code) : plainChallenge(config, input, message);
  ctx.status = 402;
  ctx.set('PAYMENT-REQUIRED', built.header);
  if (built.body && !failure) {
    ctx.type = 'application/json';
    ctx.body = built.body.head + JSON.stringify(ctx.state.requestId) + built.body.tail;
  } else {
    ctx.body = challengeBody(built, amountMicro, message, ctx.state.requestId, failure);
  }
}

const ALTERNATIVES = {
  api_key: { header: 'X-API-KEY', create: 'POST /access/api-key', trial: 'GET /api-keys/trial' },
  session: { header: 'X-SESSION', activate: 'POST /access/activate' },
};

export function paymentGate(deps: GateDeps, opts: GateOptions): Middleware {
  return async function gate(ctx: Context, next: Next): Promise<void> {
    const operation = opts.operation(ctx);
    const price = operation.priceMicro;
    const idempotencyKey = ctx.get('idempotency-key');
    if (idempotencyKey && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new ValidationFailed([
        {
          loc: ['header', 'Idempotency-Key'],
          msg: 'Use 8–128 characters of A–Z, a–z, 0–9, . _ : -',
          type: 'string_pattern_mismatch',
        },
      ]);
    }
    const sent = sentSecret({ session: ctx.get('x-session'), apiKey: ctx.get('x-api-key') });
    if (sent === null) {
      const resource = {
        priceMicro: price,
        resourcePath: opts.resourcePath,
        description: opts.description(ctx),
        discovery: opts.discovery,
      };
      try {
        if ((ctx.get('x-payment') || ctx.get('payment-signature')) && !deps.payments.x402.enabled) {
          throw new DomainError(
            'x402_not_enabled',
            'x402 payments are not accepted by this server (no facilitator is configured); pay with X-API-KEY or X-SESSION.',
          );
        }
        const attempt = readPayment({ xPayment: ctx.get('x-payment'), paymentSignature: ctx.get('payment-signature') });
        if (attempt) return await payWithX402(deps.payments, ctx, resource, attempt, next);
      } catch (err) {
        if (err instanceof DomainError && (err.code === 'payment_invalid' || err.code === 'malformed_payment')) {
          return sendPaymentChallenge(ctx, deps.config, resource, {
            code: err.code,
            message: err.message,
            details: err.details,
          });
        }
        throw err;
      }
      return sendPaymentChallenge(ctx, deps.config, resource);
    }

    ctx.state.priceMicro = price;
    const paid = await payForCall(
      deps,
      {
        credential: sent,
        operation,
        route: opts.route,
        requestId: ctx.state.requestId,
        operator: opts.operator?.(ctx),
        idempotencyKey: idempotencyKey || undefined,
        read: readOf(opts, ctx),
      },
      async ({ credential, prefetched }) => {
        ctx.state.credential = credential;
        ctx.state.prefetched = prefetched;
        await next();
        const analysesDone = ctx.state.analysesDone;
        // The type goes with the body: an answer sent as JSON text must be replayed as JSON, not as text.
        const value: StoredAnswer = { status: ctx.status, type: ctx.type, body: ctx.body };
        return { succeeded: ctx.status < 400, value, analysesDone };
      },
    );
    if (paid.replayed) {
      ctx.status = paid.value.status;
      ctx.body = paid.value.body;
      if (paid.value.type) ctx.type = paid.value.type; // answers stored before the type was kept have none
      ctx.set('Idempotent-Replayed', 'true');
    }
    if (paid.charge) setBalanceHeaders(ctx, paid.credential, paid.charge.balanceMicro, paid.charge.reportsUsed);
    if (paid.captureError)
      ctx.state.log.error(
        { err: paid.captureError },
        'capture failed after a successful request; the hold will be swept back',
      );
  };
}

function readOf(opts: GateOptions, ctx: Context): PayRead<unknown> | undefined {
  const read = opts.read?.(ctx);
  if (!read) return undefined;
  return { ...read, answer: read.answer && { ...read.answer, stored: STORED_JSON } };
}

function setBalanceHeaders(ctx: Context, credential: Credential, balanceMicro: number, reportsUsed: number): void {
  if (credential.kind === 'session') {
    ctx.set('X-Reports-Remaining', String(Math.max(0, credential.reportsTotal - reportsUsed)));
  } else {
    ctx.set('X-Balance-USDC', String(microToNumber(balanceMicro)));
    ctx.set('X-Calls-Remaining', String(Math.floor(balanceMicro / STANDARD_PRICE_MICRO)));
  }
}
