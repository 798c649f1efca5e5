// One x402-paid call, whatever the door (the HTTP gate, MCP tools): match the payment to our
// requirements → take the payment's guard (replays and concurrent duplicates stop here) → verify with
// the facilitator → do the work → settle only after success. A failed call releases the payment
// unsettled; a settlement with an unknown outcome keeps the answer for a retry with the same payment,
// which settles (or reconciles) once and then receives it.
import type { PaymentRequirements, SettleResponse } from '@x402/core/types';
import { DomainError } from '../lib/errors.ts';
import { microToDecimal } from '../lib/money.ts';
import type { StoredResponse } from './paymentGuard.ts';
import type { Redemptions } from './redemptions.ts';
import { checkEvmAuthorization, matchRequirement, paymentIdentity, requiredAmount, type X402Attempt } from './x402Header.ts';
import { payNetworkOf, type X402Service } from './x402Service.ts';

export interface X402CallDeps { x402: X402Service; redemptions: Redemptions }

export type X402CallOutcome<T> =
  | { settled: true; value: T; settlement: SettleResponse; requirement: PaymentRequirements; replayed: boolean }
  | { settled: false; value: T };

export interface X402Call<T> {
  attempt: X402Attempt;
  /** Our requirements for this resource and price (x402.requirements(...)). */
  ours: Awaited<ReturnType<X402Service['requirements']>>;
  work(requirement: PaymentRequirements): Promise<{ succeeded: boolean; value: T }>;
  /** How the answer is kept while its settlement is pending, and read back on the retry. */
  toStored(value: T): StoredResponse;
  fromStored(stored: StoredResponse): T;
  /** How the caller retries: "send the same request …" / "call the tool again …". */
  retryHint: string;
  pendingDetails?: Record<string, unknown>;
  onSettleFailed?(response: SettleResponse): void;
  logError?(err: unknown, transaction: string): void;
}

export async function payX402Call<T>(deps: X402CallDeps, call: X402Call<T>): Promise<X402CallOutcome<T>> {
  const { x402 } = deps;
  const { attempt } = call;
  const requirement = matchRequirement(attempt, call.ours, call.ours.input.resourceUrl);
  if (payNetworkOf(requirement.network) === 'base') checkEvmAuthorization(attempt, requirement);

  const identity = paymentIdentity(attempt);
  const taken = await x402.guard.take(identity);
  if (taken.outcome === 'held') {
    if (taken.previous.state === 'settled') throw new DomainError('payment_already_used', 'This payment was already used for a call; sign a new one.', { transaction: taken.previous.transaction });
    throw new DomainError('payment_in_progress', 'This payment is being used by another request right now.');
  }
  if (taken.outcome === 'retry') return settle(deps, call, requirement, identity, call.fromStored(taken.previous.response), true);

  try {
    await x402.verify(attempt.payload, requirement);
  } catch (err) {
    await x402.guard.release(identity);
    throw err;
  }
  let outcome: { succeeded: boolean; value: T };
  try {
    outcome = await call.work(requirement);
  } catch (err) {
    await x402.guard.release(identity).catch(() => {});
    throw err;
  }
  if (!outcome.succeeded) {
    await x402.guard.release(identity); // nothing delivered, nothing settled
    return { settled: false, value: outcome.value };
  }
  return settle(deps, call, requirement, identity, outcome.value, false);
}

async function settle<T>(deps: X402CallDeps, call: X402Call<T>, requirement: PaymentRequirements, identity: string, value: T, replayed: boolean): Promise<X402CallOutcome<T>> {
  const { x402 } = deps;
  let result = await x402.settle(call.attempt.payload, requirement);
  if (result.kind !== 'settled') {
    const landed = await x402.reconcile(call.attempt, requirement);
    if (landed) result = { kind: 'settled', response: { success: true, transaction: landed, network: requirement.network } as SettleResponse };
  }
  if (result.kind === 'settled') {
    const transaction = result.response.transaction;
    await x402.guard.settled(identity, requirement.network, transaction);
    await deps.redemptions.complete(payNetworkOf(requirement.network), transaction, { use: 'x402', amount_micro: Number(requiredAmount(requirement)) })
      .catch((err: unknown) => call.logError?.(err, transaction));
    return { settled: true, value, settlement: result.response, requirement, replayed };
  }
  if (result.kind === 'failed') {
    await x402.guard.release(identity);
    call.onSettleFailed?.(result.response);
    throw new DomainError('settlement_failed', `The payment could not be settled (${result.response.errorReason ?? 'unknown reason'}); nothing was charged and the answer is withheld. Sign a new payment and retry.`, { reason: result.response.errorReason });
  }
  await x402.guard.unsettled(identity, requirement.network, call.toStored(value));
  throw new DomainError('settlement_pending', `Settlement of this ${microToDecimal(Number(requiredAmount(requirement)))} USDC payment did not complete (${result.reason.slice(0, 120)}). The answer is kept: ${call.retryHint}. The payment is settled at most once.`, call.pendingDetails);
}
