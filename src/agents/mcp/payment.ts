// Paying for a tool call. A credential comes from the tool's arguments (api_key / session) or, when it
// has none, from the X-API-KEY / X-SESSION headers of the MCP request, and is charged through the pay
// pipeline payForCall (entitlement per analysis → reserve → work → capture on success, release on failure). Without one, an x402 payment
// in `_meta["x402/payment"]` pays (x402.ts); with neither, the result is the x402 MCP convention's
// "payment required" tool error, listing what to sign.
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { SettleResponse } from '@x402/core/types';
import type { AppServices } from '../../services.ts';
import type { PaidOperation } from '../../billing/operation.ts';
import { payForCall, sentSecret, type WorkOutcome } from '../../billing/payForCall.ts';
import { receiptOf } from '../../billing/receipt.ts';
import { DomainError } from '../../lib/errors.ts';
import { microToDecimal } from '../../lib/money.ts';
import { buildV2PaymentRequired } from '../../payments/challenge.ts';
import { currentCall } from '../callContext.ts';
import { toolError, toolResult } from './results.ts';
import { payToolWithX402, toolRequirements } from './x402.ts';

export interface PaidArgs {
  api_key?: string;
  session?: string;
  idempotency_key?: string;
  operator_id?: string | null;
}

export interface PaidCall<T> {
  tool: string;
  /** Price and analyses, from the checked arguments (src/billing/operation.ts). */
  operation: PaidOperation;
  args: PaidArgs;
  /** `_meta` of the tools/call request: where x402 MCP clients put their payment. */
  meta?: Record<string, unknown>;
  work: () => Promise<WorkOutcome<T>>;
}

export type PaidResult<T> =
  | { kind: 'credential'; value: T; receipt: Record<string, unknown> }
  | { kind: 'x402'; value: T; receipt: Record<string, unknown>; settlement?: SettleResponse }
  | { kind: 'unpaid'; result: CallToolResult };

export async function payForTool<T>(services: AppServices, call: PaidCall<T>): Promise<PaidResult<T>> {
  const http = currentCall();
  const priceMicro = call.operation.priceMicro;
  const fromArgs = Boolean(call.args.api_key || call.args.session);
  const sent = sentSecret(
    fromArgs
      ? { session: call.args.session, apiKey: call.args.api_key }
      : { session: http.sessionHeader, apiKey: http.apiKeyHeader },
  );
  if (sent !== null) {
    const paid = await payForCall(
      services,
      {
        credential: sent,
        operation: call.operation,
        route: `mcp:${call.tool}`,
        requestId: http.requestId,
        operator: call.args.operator_id ?? undefined,
        idempotencyKey: call.args.idempotency_key,
      },
      call.work,
    );
    if (paid.captureError)
      http.log?.error(
        { err: paid.captureError },
        'capture failed after a successful tool call; the hold will be swept back',
      );
    return { kind: 'credential', value: paid.value, receipt: receiptOf(paid.credential, paid, call.operation) };
  }

  const payment = call.meta?.['x402/payment'];
  if (payment === undefined) return { kind: 'unpaid', result: await paymentRequired(services, call.tool, priceMicro) };
  if (!services.payments.x402.enabled) {
    throw new DomainError(
      'x402_not_enabled',
      'x402 payments are not accepted by this server (no facilitator is configured); pass api_key or session.',
    );
  }
  try {
    const paid = await payToolWithX402(services, { tool: call.tool, priceMicro: priceMicro, payment, work: call.work });
    if (!paid.settled) return { kind: 'x402', value: paid.value, receipt: {} };
    return {
      kind: 'x402',
      value: paid.value,
      settlement: paid.settlement,
      receipt: {
        price_paid_usdc: microToDecimal(priceMicro),
        paid_with: 'x402',
        idempotent_replayed: paid.replayed,
        network: paid.settlement.network,
        transaction: paid.settlement.transaction,
      },
    };
  } catch (err) {
    // A payment that does not fit: the requirements again with the reason, so the client can sign anew.
    if (err instanceof DomainError && (err.code === 'payment_invalid' || err.code === 'malformed_payment')) {
      return {
        kind: 'unpaid',
        result: await paymentRequired(services, call.tool, priceMicro, {
          code: err.code,
          message: err.message,
          details: err.details,
        }),
      };
    }
    throw err;
  }
}

/** The successful result of a paid call: the value, what was paid, and the x402 settlement in `_meta`. */
export function paidToolResult<T extends object>(paid: Exclude<PaidResult<T>, { kind: 'unpaid' }>): CallToolResult {
  const result = toolResult({ ...paid.value, ...paid.receipt });
  return paid.kind === 'x402' && paid.settlement
    ? { ...result, _meta: { 'x402/payment-response': paid.settlement } }
    : result;
}

async function paymentRequired(
  services: AppServices,
  tool: string,
  priceMicro: number,
  failure?: { code: string; message: string; details?: Record<string, unknown> },
): Promise<CallToolResult> {
  const { config } = services;
  const message =
    failure?.message ??
    `Payment required: ${microToDecimal(priceMicro)} USDC. Pass api_key (an API key, or a free trial key from intel_api_key_create) or session to ${tool}, set the X-API-KEY header on the MCP connection, or sign one of accepts[] and send it in _meta["x402/payment"].`;
  const requirements = await toolRequirements(services, tool, priceMicro);
  const code = failure?.code ?? 'payment_required';
  // The x402 PaymentRequired fields sit at the top level (x402 MCP convention); its `error` is our code.
  return toolError(code, message, {
    ...buildV2PaymentRequired(config.x402, requirements.input, code),
    ...(failure?.details ? { details: failure.details } : {}),
    price_usdc: microToDecimal(priceMicro),
    x402_enabled: services.payments.x402.enabled,
    alternatives: {
      api_key: {
        argument: 'api_key',
        header: 'X-API-KEY',
        create: 'intel_api_key_create (tx_hash of a USDC transfer, or no arguments for a free trial key)',
      },
      session: { argument: 'session', header: 'X-SESSION' },
    },
  });
}
