// x402 over MCP (the x402 MCP transport convention): the payment travels in the tools/call request's
// `_meta["x402/payment"]` (an x402 v2 PaymentPayload) and the settlement comes back in the result's
// `_meta["x402/payment-response"]`. The steps and parts are the HTTP gate's (src/payments/x402Gate.ts):
// the same requirements, replay guard, facilitator and redemption register, in the same order —
// match → guard → verify → work → settle only after success; a failed call releases the payment
// unsettled; a settlement with an unknown outcome keeps the answer for a retry with the same payment.
import { parsePaymentPayload } from '@x402/core/schemas';
import type { PaymentPayload, PaymentRequirements, SettleResponse } from '@x402/core/types';
import type { AppServices } from '../../app.ts';
import { DomainError } from '../../lib/errors.ts';
import { microToDecimal } from '../../lib/money.ts';
import { checkEvmAuthorization, matchRequirement, paymentIdentity, requiredAmount, type X402Attempt } from '../../payments/x402Header.ts';
import { payNetworkOf } from '../../payments/x402Service.ts';
import { currentCall } from '../callContext.ts';
import { MCP_PATH } from './guards.ts';

export type X402Outcome<T> = { settled: true; value: T; settlement: SettleResponse; replayed: boolean } | { settled: false; value: T };

/** The requirements a paid tool asks for: those of the resource /mcp at the call's price. */
export const toolRequirements = (services: AppServices, tool: string, priceMicro: number) =>
  services.payments.x402.requirements(priceMicro, MCP_PATH, `MCP tool ${tool}`);

export async function payToolWithX402<T>(services: AppServices, input: { tool: string; priceMicro: number; payment: unknown; work(): Promise<{ succeeded: boolean; value: T }> }): Promise<X402Outcome<T>> {
  const { x402 } = services.payments;
  const parsed = parsePaymentPayload(input.payment);
  if (!parsed.success || parsed.data.x402Version !== 2) throw new DomainError('payment_invalid', '_meta["x402/payment"] is not an x402 v2 payment payload.', { reason: 'malformed' });
  const attempt: X402Attempt = { version: 2, payload: parsed.data as unknown as PaymentPayload };
  const ours = await toolRequirements(services, input.tool, input.priceMicro);
  const requirement = matchRequirement(attempt, ours, ours.input.resourceUrl);
  if (payNetworkOf(requirement.network) === 'base') checkEvmAuthorization(attempt, requirement);

  const identity = paymentIdentity(attempt);
  const taken = await x402.guard.take(identity);
  if (taken.outcome === 'held') {
    if (taken.previous.state === 'settled') throw new DomainError('payment_already_used', 'This payment was already used for a call; sign a new one.', { transaction: taken.previous.transaction });
    throw new DomainError('payment_in_progress', 'This payment is being used by another request right now.');
  }
  const settle = async (value: T, replayed: boolean): Promise<X402Outcome<T>> => {
    const settlement = await settleOnce(services, attempt, requirement, identity, value);
    return { settled: true, value, settlement, replayed };
  };
  if (taken.outcome === 'retry') return settle(taken.previous.response.body as T, true);

  try {
    await x402.verify(attempt.payload, requirement);
  } catch (err) {
    await x402.guard.release(identity);
    throw err;
  }
  let outcome: { succeeded: boolean; value: T };
  try {
    outcome = await input.work();
  } catch (err) {
    await x402.guard.release(identity).catch(() => {});
    throw err;
  }
  if (!outcome.succeeded) {
    await x402.guard.release(identity); // nothing delivered, nothing settled
    return { settled: false, value: outcome.value };
  }
  return settle(outcome.value, false);
}

/** Settles once; an unknown outcome keeps the answer under the payment's guard for a retry. */
async function settleOnce<T>(services: AppServices, attempt: X402Attempt, requirement: PaymentRequirements, identity: string, answer: T): Promise<SettleResponse> {
  let result = await services.payments.x402.settle(attempt.payload, requirement);
  if (result.kind !== 'settled') {
    const landed = await services.payments.x402.reconcile(attempt, requirement);
    if (landed) result = { kind: 'settled', response: { success: true, transaction: landed, network: requirement.network } as SettleResponse };
  }
  if (result.kind === 'settled') {
    const transaction = result.response.transaction;
    await services.payments.x402.guard.settled(identity, requirement.network, transaction);
    await services.payments.redemptions.complete(payNetworkOf(requirement.network), transaction, { use: 'x402', amount_micro: Number(requiredAmount(requirement)) })
      .catch((err: unknown) => currentCall().log?.error({ err, transaction }, 'could not record the x402 settlement as redeemed'));
    return result.response;
  }
  if (result.kind === 'failed') {
    await services.payments.x402.guard.release(identity);
    throw new DomainError('settlement_failed', `The payment could not be settled (${result.response.errorReason ?? 'unknown reason'}); nothing was charged and the answer is withheld. Sign a new payment and retry.`, { reason: result.response.errorReason });
  }
  await services.payments.x402.guard.unsettled(identity, requirement.network, { status: 200, body: answer, type: 'application/json' });
  throw new DomainError('settlement_pending', `Settlement of this ${microToDecimal(Number(requiredAmount(requirement)))} USDC payment did not complete (${result.reason.slice(0, 120)}). The answer is kept: call the tool again with the same payment to receive it. The payment is settled at most once.`, { retry_after_s: 5 });
}
