// One error envelope for every surface of HTTP: {error, message, request_id} (design.md §6.8);
// validation errors use the spec's 422 {detail: [...]} shape. 5xx bodies never echo internals.
import type { Context, Next } from 'koa';
import { DomainError } from '../lib/errors.ts';

const codeToStatus: Record<string, number> = {
  payment_required: 402,
  access_expired: 402,
  access_exhausted: 402,
  insufficient_balance: 402,
  operator_budget_exceeded: 402,
  x402_not_enabled: 501,
  payments_not_configured: 501,
  payment_invalid: 402,
  malformed_payment: 402,
  settlement_failed: 402,
  payment_already_used: 409,
  payment_in_progress: 409,
  transaction_already_redeemed: 409,
  session_exists: 409,
  invalid_poll_secret: 401,
  too_many_pending_payments: 503,
  transaction_not_found: 404,
  transaction_failed: 422,
  payment_wrong_recipient: 422,
  payment_wrong_asset: 422,
  payment_too_small: 422,
  payment_too_old: 422,
  amount_mismatch: 422,
  invalid_transaction_hash: 422,
  invalid_webhook_payload: 400,
  settlement_pending: 503,
  facilitator_unavailable: 503,
  chain_unavailable: 503,
  invalid_api_key: 401,
  invalid_session: 401,
  invalid_credential: 401,
  unauthorized: 401,
  mode_not_available: 403,
  admin_disabled: 404,
  not_found: 404,
  method_not_allowed: 405,
  request_in_progress: 409,
  idempotency_key_reused: 422,
  already_credited: 409,
  refund_refused: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  missing_input: 422,
  not_enough_content: 422,
  url_unreachable: 422,
  url_not_allowed: 422,
  elite_mode_not_batchable: 422,
  batch_failed: 422,
  invalid_sector: 422,
  rate_limit_exceeded: 429,
  store_unavailable: 503,
  search_failed: 502,
  internal_error: 500,
};

/** Every error code and its HTTP status (the discovery documents list them). */
export function knownErrorCodes(): [code: string, status: number][] {
  return Object.entries(codeToStatus);
}

export function statusForCode(code: string): number {
  return codeToStatus[code] ?? 400;
}

export function sendError(ctx: Context, code: string, message: string, extra: Record<string, unknown> = {}): void {
  ctx.status = statusForCode(code);
  ctx.body = { error: code, message, request_id: ctx.state.requestId, ...extra };
}

export interface ValidationIssue { loc: (string | number)[]; msg: string; type: string }

export class ValidationFailed extends Error {
  readonly detail: ValidationIssue[];
  constructor(detail: ValidationIssue[]) {
    super('validation failed');
    this.detail = detail;
  }
}

/** Redis or Neo4j errors surface as 503 store_unavailable; nothing has been charged by then. */
export function isStoreFailure(err: unknown): boolean {
  const e = err as { name?: string; code?: string; message?: string };
  return (
    e?.name === 'Neo4jError' && ['ServiceUnavailable', 'SessionExpired'].includes(String(e.code)) ||
    /Connection is closed|Stream isn't writeable|enableOfflineQueue|ECONNREFUSED|MaxRetriesPerRequest/i.test(e?.message ?? '')
  );
}

export async function errorMiddleware(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) sendError(ctx, 'not_found', `No route for ${ctx.method} ${ctx.path}.`);
    if (ctx.status === 405 && ctx.body === undefined) sendError(ctx, 'method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}.`);
  } catch (err) {
    if (err instanceof ValidationFailed) {
      ctx.status = 422;
      ctx.body = { detail: err.detail, request_id: ctx.state.requestId };
      return;
    }
    if (err instanceof DomainError) {
      sendError(ctx, err.code, err.message, err.details ? { details: err.details } : {});
      return;
    }
    const e = err as { status?: number; type?: string; expose?: boolean; message?: string };
    if (e?.status === 413 || e?.type === 'entity.too.large') return sendError(ctx, 'payload_too_large', 'The request body is too large.');
    if (e?.status === 415) return sendError(ctx, 'unsupported_media_type', 'Send the body as application/json.');
    if (isStoreFailure(err)) {
      ctx.state.log?.warn({ err }, 'store unavailable');
      return sendError(ctx, 'store_unavailable', 'A data store is unavailable; nothing was charged. Retry shortly.');
    }
    ctx.state.log?.error({ err }, 'unhandled error');
    sendError(ctx, 'internal_error', 'Something went wrong on our side; nothing was charged.');
  }
}
