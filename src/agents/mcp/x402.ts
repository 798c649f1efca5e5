// x402 over MCP (the x402 MCP transport convention): the payment travels in the tools/call request's
// `_meta["x402/payment"]` (an x402 v2 PaymentPayload) and the settlement comes back in the result's
// `_meta["x402/payment-response"]`. The steps are payX402Call's (src/payments/x402Call.ts), the same as
// the HTTP gate's: match → guard → verify → work → settle only after success.
import { parsePaymentPayload } from '@x402/core/schemas';
import type { PaymentPayload, SettleResponse } from '@x402/core/types';
import type { AppServices } from '../../services.ts';
import { DomainError } from '../../lib/errors.ts';
import { payX402Call } from '../../payments/x402Call.ts';
import type { X402Attempt } from '../../payments/x402Header.ts';
import { currentCall } from '../callContext.ts';
import { MCP_PATH } from './guards.ts';

export type X402Outcome<T> =
  { settled: true; value: T; settlement: SettleResponse; replayed: boolean } | { settled: false; value: T };

/** The requirements a paid tool asks for: those of the resource /mcp at the call's price. */
export const toolRequirements = (services: AppServices, tool: string, priceMicro: number) =>
  services.payments.x402.requirements(priceMicro, MCP_PATH, `MCP tool ${tool}`);

export async function payToolWithX402<T>(
  services: AppServices,
  input: { tool: string; priceMicro: number; payment: unknown; work(): Promise<{ succeeded: boolean; value: T }> },
): Promise<X402Outcome<T>> {
  const parsed = parsePaymentPayload(input.payment);
  if (!parsed.success || parsed.data.x402Version !== 2)
    throw new DomainError('payment_invalid', '_meta["x402/payment"] is not an x402 v2 payment payload.', {
      reason: 'malformed',
    });
  const attempt: X402Attempt = { version: 2, payload: parsed.data as unknown as PaymentPayload };
  const outcome = await payX402Call<T>(services.payments, {
    attempt,
    ours: await toolRequirements(services, input.tool, input.priceMicro),
    work: () => input.work(),
    toStored: (answer) => ({ status: 200, body: answer, type: 'application/json' }),
    fromStored: (stored) => stored.body as T,
    retryHint: 'call the tool again with the same payment to receive it',
    pendingDetails: { retry_after_s: 5 },
    log: (details, message) => currentCall().log?.warn(details, message),
  });
  return outcome.settled
    ? { settled: true, value: outcome.value, settlement: outcome.settlement, replayed: outcome.replayed }
    : outcome;
}
