// One x402-paid call, whatever the door (the HTTP gate, MCP tools): match the payment to our
// requirements → take the payment's guard (replays and concurrent duplicates stop here) → verify with
// the facilitator → do the work → settle only after success → claim the settlement transaction (NX) and
// deliver only when the claim is this payment's own. A failed call releases the payment unsettled; a
// settlement with an unknown outcome keeps the answer (and the guard) for a retry with the same payment,
// which settles (or reconciles) once and then receives it. After an unknown outcome a refusal is final
// only when the chain says the payment can no longer land.
import type { PaymentRequirements, SettleResponse } from '@x402/core/types';
import { DomainError } from '../lib/errors.ts';
import { microToDecimal } from '../lib/money.ts';
import type { StoredResponse } from './paymentGuard.ts';
import { alreadyRedeemedMessage, type Redemptions } from './redemptions.ts';
import {
  checkEvmAuthorization,
  matchRequirement,
  paymentIdentity,
  requiredAmount,
  type X402Attempt,
} from './x402Header.ts';
import { payNetworkOf, type X402Service } from './x402Service.ts';

export interface X402CallDeps {
  x402: X402Service;
  redemptions: Redemptions;
}

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
  /** The raw facilitator and chain errors go here (never to the client). */
  log?(details: Record<string, unknown>, message: string): void;
}

/** Facilitator reasons that do not say the money stayed put (an SVM send or confirm that failed, a resubmission). */
const AMBIGUOUS_REASONS = new Set(['transaction_failed', 'duplicate_settlement']);

export async function payX402Call<T>(deps: X402CallDeps, call: X402Call<T>): Promise<X402CallOutcome<T>> {
  const { x402 } = deps;
  const { attempt } = call;
  const requirement = matchRequirement(attempt, call.ours, call.ours.input.resourceUrl);
  const network = payNetworkOf(requirement.network);
  if (network === 'base') checkEvmAuthorization(attempt, requirement);

  const identity = paymentIdentity(attempt, network);
  const taken = await x402.guard.take(identity);
  if (taken.outcome === 'held') {
    if (taken.previous.state === 'settled')
      throw new DomainError('payment_already_used', 'This payment was already used for a call; sign a new one.', {
        transaction: taken.previous.transaction,
      });
    throw new DomainError('payment_in_progress', 'This payment is being used by another request right now.');
  }
  if (taken.outcome === 'retry') {
    return settle(deps, call, requirement, identity, call.fromStored(taken.previous.response), {
      replayed: true,
      since: taken.previous.since,
    });
  }

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
  return settle(deps, call, requirement, identity, outcome.value, { replayed: false });
}

interface Attempt {
  replayed: boolean;
  since?: string;
}

async function settle<T>(
  deps: X402CallDeps,
  call: X402Call<T>,
  requirement: PaymentRequirements,
  identity: string,
  value: T,
  attempt: Attempt,
): Promise<X402CallOutcome<T>> {
  const { x402 } = deps;
  const afterUnknown = attempt.replayed; // a retry: an earlier attempt's outcome was unknown
  const result = await x402.settle(call.attempt.payload, requirement);
  if (result.kind === 'settled')
    return deliver(deps, call, requirement, identity, value, result.response, attempt.replayed);
  if (result.kind === 'failed') call.log?.({ raw: result.raw, payment: identity }, 'x402 settlement refused');
  else call.log?.({ raw: result.reason.slice(0, 500), payment: identity }, 'x402 settlement outcome unknown');

  const definite =
    result.kind === 'failed' && !afterUnknown && !AMBIGUOUS_REASONS.has(result.response.errorReason ?? '');
  if (definite) return refuse(deps, call, identity, result.response);

  // Unknown (or a refusal that may hide a landed payment): the chain decides.
  let found: Awaited<ReturnType<X402Service['reconcile']>> | null = null;
  try {
    found = await x402.reconcile(call.attempt, requirement, attempt.since);
  } catch (err) {
    call.log?.({ err, payment: identity }, 'x402 reconciliation could not read the chain');
  }
  if (found?.transaction) {
    const response = { success: true, transaction: found.transaction, network: requirement.network } as SettleResponse;
    return deliver(deps, call, requirement, identity, value, response, attempt.replayed);
  }
  if (found?.final) {
    const response =
      result.kind === 'failed'
        ? result.response
        : ({
            success: false,
            errorReason: 'settlement_expired',
            transaction: '',
            network: requirement.network,
          } as SettleResponse);
    return refuse(deps, call, identity, response);
  }
  await x402.guard.unsettled(identity, requirement.network, call.toStored(value), found?.since ?? attempt.since);
  throw new DomainError(
    'settlement_pending',
    `Settlement of this ${microToDecimal(Number(requiredAmount(requirement)))} USDC payment has not completed yet. The answer is kept: ${call.retryHint}. The payment is settled at most once; do not sign a new one.`,
    call.pendingDetails,
  );
}

/** The payment did not and cannot settle: nothing was charged, the client may pay again. */
async function refuse<T>(
  deps: X402CallDeps,
  call: X402Call<T>,
  identity: string,
  response: SettleResponse,
): Promise<never> {
  await deps.x402.guard.release(identity);
  call.onSettleFailed?.(response);
  throw new DomainError(
    'settlement_failed',
    `The payment could not be settled (${response.errorReason}); nothing was charged and the answer is withheld. Sign a new payment and retry.`,
    { reason: response.errorReason },
  );
}

/** The money moved in `response.transaction`: deliver only if this payment's claim on it is its own. */
async function deliver<T>(
  deps: X402CallDeps,
  call: X402Call<T>,
  requirement: PaymentRequirements,
  identity: string,
  value: T,
  response: SettleResponse,
  replayed: boolean,
): Promise<X402CallOutcome<T>> {
  const network = payNetworkOf(requirement.network);
  const transaction = response.transaction;
  let claim;
  try {
    claim = await deps.redemptions.claimX402(network, transaction, identity, Number(requiredAmount(requirement)));
  } catch (err) {
    call.log?.({ err, transaction, payment: identity }, 'could not claim the x402 settlement; kept for a retry');
    await deps.x402.guard.unsettled(identity, requirement.network, call.toStored(value)).catch(() => {});
    throw new DomainError(
      'settlement_pending',
      `The payment settled but could not be recorded yet. The answer is kept: ${call.retryHint}.`,
      call.pendingDetails,
    );
  }
  await deps.x402.guard.settled(identity, requirement.network, transaction);
  if (!claim.ok) {
    // Someone redeemed this payment's own transaction first (e.g. posted it for an API key): it bought that.
    throw new DomainError(
      'payment_already_used',
      `${alreadyRedeemedMessage(claim.previous)} This payment bought that instead of this answer.`,
      { transaction },
    );
  }
  return { settled: true, value, settlement: response, requirement, replayed };
}
