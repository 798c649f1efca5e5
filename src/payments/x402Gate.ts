// Paying one HTTP call with x402 (v1 X-PAYMENT or v2 PAYMENT-SIGNATURE): the steps are payX402Call's
// (x402Call.ts); this adds the HTTP parts — the handler as the work, X-PAYMENT-RESPONSE /
// PAYMENT-RESPONSE on the answer, and Retry-After while a settlement is pending.
import type { Context, Next } from 'koa';
import { DomainError } from '../lib/errors.ts';
import { encodeHeader } from './challenge.ts';
import type { StoredResponse } from './paymentGuard.ts';
import { payX402Call, type X402CallDeps } from './x402Call.ts';
import type { X402Attempt } from './x402Header.ts';

export type X402GateDeps = X402CallDeps;
export interface PaidResource {
  priceMicro: number;
  resourcePath: string;
  description: string;
}

const responseHeader = (attempt: X402Attempt) => (attempt.version === 1 ? 'X-PAYMENT-RESPONSE' : 'PAYMENT-RESPONSE');

export async function payWithX402(
  deps: X402GateDeps,
  ctx: Context,
  resource: PaidResource,
  attempt: X402Attempt,
  next: Next,
): Promise<void> {
  const ours = await deps.x402.requirements(resource.priceMicro, resource.resourcePath, resource.description);
  let outcome;
  try {
    outcome = await payX402Call<StoredResponse>(deps, {
      attempt,
      ours,
      work: async (requirement) => {
        ctx.state.priceMicro = resource.priceMicro;
        ctx.state.x402 = { version: attempt.version, network: requirement.network };
        await next();
        return { succeeded: ctx.status < 400, value: { status: ctx.status, body: ctx.body, type: ctx.type } };
      },
      toStored: (answer) => answer,
      fromStored: (stored) => stored,
      retryHint: 'send the same request with the same payment header to receive it',
      onSettleFailed: (response) => ctx.set(responseHeader(attempt), encodeHeader(response)),
      log: (details, message) => ctx.state.log?.warn(details, message),
    });
  } catch (err) {
    if (err instanceof DomainError && (err.code === 'settlement_failed' || err.code === 'settlement_pending')) {
      ctx.remove('Content-Type'); // the answer is withheld: the error envelope replaces it
      if (err.code === 'settlement_pending') ctx.set('Retry-After', '5');
    }
    throw err;
  }
  if (!outcome.settled) return; // the handler's error answer stands; nothing was settled
  ctx.set(responseHeader(attempt), encodeHeader(outcome.settlement));
  ctx.status = outcome.value.status;
  ctx.type = outcome.value.type;
  ctx.body = outcome.value.body;
  if (outcome.replayed) ctx.set('Idempotent-Replayed', 'true');
}
