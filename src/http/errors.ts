// One error envelope for every surface of HTTP: {error, message, request_id} (docs/decisions.md);
// validation errors use the spec's 422 {detail: [...]} shape. 5xx bodies never echo internals.
import type { Context, Next } from 'koa';
import { DomainError, ERROR_CATALOGUE, ERROR_CODES, type ErrorCode } from '../lib/errors.ts';

/** Every error code and its HTTP status (the discovery documents list them). */
export function knownErrorCodes(): [code: ErrorCode, status: number][] {
  return ERROR_CODES.map((code) => [code, ERROR_CATALOGUE[code].status]);
}

export function statusForCode(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

export function sendError(ctx: Context, code: ErrorCode, message: string, extra: Record<string, unknown> = {}): void {
  ctx.status = statusForCode(code);
  ctx.body = { error: code, message, request_id: ctx.state.requestId, ...extra };
}

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export const MAX_ISSUES = 20;
const MAX_TEXT = 200;
const MAX_LOC = 8;

const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s);

/** At most MAX_ISSUES records, each short, then one that counts the rest: a 422 stays small whatever was sent. */
export function boundIssues(issues: ValidationIssue[]): ValidationIssue[] {
  const shown = issues.slice(0, MAX_ISSUES).map((i) => ({
    loc: i.loc.slice(0, MAX_LOC).map((p) => (typeof p === 'string' ? clip(p) : p)),
    msg: clip(i.msg),
    type: clip(i.type),
  }));
  const rest = issues.length - shown.length;
  if (rest > 0)
    shown.push({
      loc: [String(issues[MAX_ISSUES].loc[0] ?? 'body')],
      msg: `${rest} more problems not listed`,
      type: 'too_many_errors',
    });
  return shown;
}

export class ValidationFailed extends Error {
  readonly detail: ValidationIssue[];
  constructor(detail: ValidationIssue[]) {
    super('validation failed');
    this.detail = boundIssues(detail);
  }
}

/** Redis or Neo4j errors surface as 503 store_unavailable; nothing has been charged by then. */
export function isStoreFailure(err: unknown): boolean {
  const e = err as { name?: string; code?: string; message?: string };
  return (
    (e?.name === 'Neo4jError' && ['ServiceUnavailable', 'SessionExpired'].includes(String(e.code))) ||
    /Connection is closed|Stream isn't writeable|enableOfflineQueue|ECONNREFUSED|MaxRetriesPerRequest/i.test(
      e?.message ?? '',
    )
  );
}

export async function errorMiddleware(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined)
      sendError(ctx, 'not_found', `No route for ${ctx.method} ${ctx.path}.`);
    if (ctx.status === 405 && ctx.body === undefined)
      sendError(ctx, 'method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}.`);
    // A method no route implements (TRACE, PATCH …): the router answers 501; the body is the envelope too.
    if (ctx.status === 501 && ctx.body === undefined)
      sendError(ctx, 'method_not_implemented', `${ctx.method} is not implemented by this server.`);
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
    if (e?.status === 413 || e?.type === 'entity.too.large')
      return sendError(ctx, 'payload_too_large', 'The request body is too large.');
    if (e?.status === 415) return sendError(ctx, 'unsupported_media_type', 'Send the body as application/json.');
    if (isStoreFailure(err)) {
      ctx.state.log?.warn({ err }, 'store unavailable');
      return sendError(ctx, 'store_unavailable', 'A data store is unavailable; nothing was charged. Retry shortly.');
    }
    ctx.state.log?.error({ err }, 'unhandled error');
    sendError(ctx, 'internal_error', 'Something went wrong on our side; nothing was charged.');
  }
}
