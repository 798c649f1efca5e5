// Request ids (response header, every error body, every log line) and one access-log line per request.
// Paths are logged without their query strings (the spec puts keys and sessions there), and a pending
// payment's id is left out of its path.
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { newId } from '../lib/ids.ts';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

const loggedPath = (path: string) => path.replace(/^\/access\/pending\/[^/]+/, '/access/pending/{payment_id}');

/**
 * Each request's `ctx.state`: the request id, and its child logger made when something logs through it (most
 * requests only write the access line, and a child per request is a measurable share of a cached paid call).
 * A class rather than an accessor defined on Koa's plain object: defining one turns that object into a slow
 * dictionary for every later read of ctx.state.
 */
class RequestState {
  #child: Logger | undefined;
  readonly #logger: Logger;
  requestId: string;
  constructor(logger: Logger, requestId: string) {
    this.#logger = logger;
    this.requestId = requestId;
  }
  get log(): Logger {
    return (this.#child ??= this.#logger.child({ request_id: this.requestId }));
  }
  set log(value: Logger) {
    this.#child = value;
  }
}

export function requestContext(logger: Logger) {
  return async function requestContextMiddleware(ctx: Context, next: Next): Promise<void> {
    const incoming = ctx.get('x-request-id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : newId('req');
    const started = process.hrtime.bigint();
    ctx.state = new RequestState(logger, requestId) as unknown as Context['state'];
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      if (logger.isLevelEnabled('info')) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.info(
          {
            request_id: requestId,
            method: ctx.method,
            path: loggedPath(ctx.path),
            status: ctx.status,
            ms: Math.round(ms * 10) / 10,
          },
          'request',
        );
      }
    }
  };
}
