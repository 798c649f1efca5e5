// Paying for a tool call: the credential comes from the tool's arguments (api_key / session) or, when
// it has none, from the X-API-KEY / X-SESSION headers of the MCP request. The charge goes through
// payForCall, the one way any door charges: reserve → work → capture on success, release on failure.
// With no credential the result is the x402 MCP convention's "payment required" tool error.
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { AppServices } from '../../app.ts';
import type { Credential } from '../../billing/credentials.ts';
import { payForCall, resolveCredential, type PaidOutcome } from '../../billing/payForCall.ts';
import { STANDARD_PRICE_MICRO } from '../../billing/prices.ts';
import type { Mode } from '../../intel/types.ts';
import { DomainError } from '../../lib/errors.ts';
import { microToDecimal, microToNumber } from '../../lib/money.ts';
import { buildV2PaymentRequired, challengeInput } from '../../payments/challenge.ts';
import { currentCall } from '../callContext.ts';
import { toolError } from './results.ts';

export interface PaidArgs { api_key?: string; session?: string; idempotency_key?: string; operator_id?: string | null }

export interface PaidCall<T> {
  tool: string;
  priceMicro: number;
  mode?: Mode;
  args: PaidArgs;
  /** `_meta` of the tools/call request: where x402 MCP clients put their payment. */
  meta?: Record<string, unknown>;
  work(): Promise<{ succeeded: boolean; value: T }>;
}

export type PaidResult<T> = { paid: PaidOutcome<T>; credential: Credential } | { unpaid: CallToolResult };

export async function payForTool<T>(services: AppServices, call: PaidCall<T>): Promise<PaidResult<T>> {
  const http = currentCall();
  const fromArgs = Boolean(call.args.api_key || call.args.session);
  const credential = await resolveCredential(services.credentials, fromArgs
    ? { session: call.args.session, apiKey: call.args.api_key }
    : { session: http.sessionHeader, apiKey: http.apiKeyHeader });
  if (credential === null) {
    if (call.meta?.['x402/payment'] !== undefined) {
      throw new DomainError('x402_not_enabled', 'x402 payments are not accepted over MCP yet; pass api_key (or session) to the tool, or pay with x402 over REST (POST /intel, POST /batch).');
    }
    return { unpaid: await paymentRequired(services, call.tool, call.priceMicro) };
  }
  const paid = await payForCall(services, {
    credential, priceMicro: call.priceMicro, route: `mcp:${call.tool}`, requestId: http.requestId,
    mode: call.mode, operator: call.args.operator_id ?? undefined, idempotencyKey: call.args.idempotency_key,
  }, call.work);
  if (paid.captureError) http.log?.error({ err: paid.captureError }, 'capture failed after a successful tool call; the hold will be swept back');
  return { paid, credential };
}

/** What the caller paid with and what it has left, as the HTTP API says in its balance headers. */
export function receipt(credential: Credential, paid: PaidOutcome<unknown>, priceMicro: number) {
  const base = { price_paid_usdc: microToDecimal(priceMicro), paid_with: credential.kind, idempotent_replayed: paid.replayed };
  if (!paid.charge) return base;
  if (credential.kind === 'session') return { ...base, reports_remaining: Math.max(0, credential.reportsTotal - paid.charge.reportsUsed) };
  return { ...base, balance_usdc: microToNumber(paid.charge.balanceMicro), calls_remaining: Math.floor(paid.charge.balanceMicro / STANDARD_PRICE_MICRO) };
}

async function paymentRequired(services: AppServices, tool: string, priceMicro: number): Promise<CallToolResult> {
  const { config } = services;
  const message = `Payment required: ${microToDecimal(priceMicro)} USDC. Pass api_key (an API key or a free trial key from the intel_api_key_create tool) or session to ${tool}, or set the X-API-KEY header on the MCP connection.`;
  const input = await challengeInput(config, priceMicro, '/mcp', `MCP tool ${tool}`);
  const challenge = buildV2PaymentRequired(config.x402, input, 'payment_required');
  // The x402 PaymentRequired fields sit at the top level (x402 MCP convention); its `error` is our code.
  return toolError('payment_required', message, {
    ...challenge,
    price_usdc: microToDecimal(priceMicro),
    x402_over_mcp: false,
    alternatives: {
      api_key: { argument: 'api_key', header: 'X-API-KEY', create: 'intel_api_key_create (tx_hash of a USDC transfer, or none for a free trial key)' },
      session: { argument: 'session', header: 'X-SESSION' },
      rest_x402: { endpoint: tool === 'intel_batch' ? 'POST /batch' : 'POST /intel', headers: ['X-PAYMENT', 'PAYMENT-SIGNATURE'] },
    },
  });
}
