// What a caller paid with and what it has left, as the HTTP API says in its balance headers: the same
// fields in an MCP tool result and an A2A answer.
import type { Credential } from './credentials.ts';
import type { PaidOutcome } from './payForCall.ts';
import { STANDARD_PRICE_MICRO } from './prices.ts';
import type { PaidOperation } from './operation.ts';
import { microToDecimal, microToNumber } from '../lib/money.ts';

export function receiptOf(
  credential: Credential,
  paid: PaidOutcome<unknown>,
  operation: PaidOperation,
): Record<string, unknown> {
  const base = {
    price_paid_usdc: microToDecimal(operation.priceMicro),
    paid_with: credential.kind,
    idempotent_replayed: paid.replayed,
  };
  if (!paid.charge) return base;
  if (credential.kind === 'session') {
    return { ...base, reports_remaining: Math.max(0, credential.reportsTotal - paid.charge.reportsUsed) };
  }
  return {
    ...base,
    balance_usdc: microToNumber(paid.charge.balanceMicro),
    calls_remaining: Math.floor(paid.charge.balanceMicro / STANDARD_PRICE_MICRO),
  };
}
