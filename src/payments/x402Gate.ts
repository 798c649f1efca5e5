// Paying one call with x402 (v1 X-PAYMENT or v2 PAYMENT-SIGNATURE): match the payment to this resource's
// requirements → take the payment's guard (replays and concurrent duplicates stop here) → verify with the
// facilitator → do the work → settle only after success → X-PAYMENT-RESPONSE / PAYMENT-RESPONSE.
// A failed call releases the payment unsettled; a settlement with an unknown outcome keeps the answer for
// a retry with the same payment, which settles (or reconciles) once and then receives it.
import type { Context, Next } from 'koa';
import type { PaymentRequirements, SettleResponse } from '@x402/core/types';
import { DomainError } from '../lib/errors.ts';
import { microToDecimal } from '../lib/money.ts';
import { encodeHeader } from './challenge.ts';
import type { StoredResponse } from './paymentGuard.ts';
import type { Redemptions } from './redemptions.ts';
import { checkEvmAuthorization, matchRequirement, paymentIdentity, requiredAmount, type X402Attempt } from './x402Header.ts';
import { payNetworkOf, type X402Service } from './x402Service.ts';

export interface X402GateDeps { x402: X402Service; redemptions: Redemptions }
export interface PaidResource { priceMicro: number; resourcePath: string; description: string }

const responseHeader = (attempt: X402Attempt) => (attempt.version === 1 ? 'X-PAYMENT-RESPONSE' : 'PAYMENT-RESPONSE');

export async function payWithX402(deps: X402GateDeps, ctx: Context, resource: PaidResource, attempt: X402Attempt, next: Next): Promise<void> {
  const { x402 } = deps;
  const ours = await x402.requirements(resource.priceMicro, resource.resourcePath, resource.description);
  const requirement = matchRequirement(attempt, ours, ours.input.resourceUrl);
  if (payNetworkOf(requirement.network) === 'base') checkEvmAuthorization(attempt, requirement);

  const identity = paymentIdentity(attempt);
  const taken = await x402.guard.take(identity);
  if (taken.outcome === 'held') {
    if (taken.previous.state === 'settled') throw new DomainError('payment_already_used', 'This payment was already used for a call; sign a new one.', { transaction: taken.previous.transaction });
    throw new DomainError('payment_in_progress', 'This payment is being used by another request right now.');
  }
  if (taken.outcome === 'retry') return settleAndAnswer(deps, ctx, attempt, requirement, identity, taken.previous.response, true);

  try {
    await x402.verify(attempt.payload, requirement);
  } catch (err) {
    await x402.guard.release(identity);
    throw err;
  }
  ctx.state.priceMicro = resource.priceMicro;
  ctx.state.x402 = { version: attempt.version, network: requirement.network };
  try {
    await next();
  } catch (err) {
    await x402.guard.release(identity).catch(() => {});
    throw err;
  }
  if (ctx.status >= 400) return x402.guard.release(identity); // nothing delivered, nothing settled
  await settleAndAnswer(deps, ctx, attempt, requirement, identity, { status: ctx.status, body: ctx.body, type: ctx.type }, false);
}

async function settleAndAnswer(
  deps: X402GateDeps, ctx: Context, attempt: X402Attempt, requirement: PaymentRequirements, identity: string, answer: StoredResponse, retry: boolean,
): Promise<void> {
  const { x402 } = deps;
  const network = payNetworkOf(requirement.network);
  let outcome = await x402.settle(attempt.payload, requirement);
  if (outcome.kind !== 'settled') {
    const landed = await x402.reconcile(attempt, requirement);
    if (landed) outcome = { kind: 'settled', response: { success: true, transaction: landed, network: requirement.network } as SettleResponse };
  }

  if (outcome.kind === 'settled') {
    const transaction = outcome.response.transaction;
    await x402.guard.settled(identity, requirement.network, transaction);
    await deps.redemptions.complete(network, transaction, { use: 'x402', amount_micro: Number(requiredAmount(requirement)) })
      .catch((err: unknown) => ctx.state.log?.error({ err, transaction }, 'could not record the x402 settlement as redeemed'));
    ctx.set(responseHeader(attempt), encodeHeader(outcome.response));
    ctx.status = answer.status;
    ctx.type = answer.type;
    ctx.body = answer.body;
    if (retry) ctx.set('Idempotent-Replayed', 'true');
    return;
  }
  ctx.remove('Content-Type'); // the answer is withheld: the error envelope replaces it
  if (outcome.kind === 'failed') {
    await x402.guard.release(identity);
    ctx.set(responseHeader(attempt), encodeHeader(outcome.response));
    throw new DomainError('settlement_failed', `The payment could not be settled (${outcome.response.errorReason ?? 'unknown reason'}); nothing was charged and the answer is withheld. Sign a new payment and retry.`, { reason: outcome.response.errorReason });
  }
  await x402.guard.unsettled(identity, requirement.network, answer);
  ctx.set('Retry-After', '5');
  throw new DomainError('settlement_pending', `Settlement of this ${microToDecimal(Number(requiredAmount(requirement)))} USDC payment did not complete (${outcome.reason.slice(0, 120)}). The answer is kept: send the same request with the same payment header to receive it. The payment is settled at most once.`);
}
