// Request ids (response header, every error body, every log line) and one access-log line per request.
// Paths are logged without their query strings (the spec puts keys and sessions there), and a pending
// payment's id is left out of its path.
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { newId } from '../lib/ids.ts';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

const loggedPath = (path: string) => path.replace(/^\/access\/pending\/[^/]+/, '/access/pending/{payment_id}');

export function requestContext(logger: Logger) {
  return async function requestContextMiddleware(ctx: Context, next: Next): Promise<void> {
    const incoming = ctx.get('x-request-id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : newId('req');
    const started = process.hrtime.bigint();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ request_id: requestId });
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      ctx.state.log.info(
        { method: ctx.method, path: loggedPath(ctx.path), status: ctx.status, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    }
  };
}
