// What the middleware chain keeps in `ctx.state`, typed once for every route. Koa's own `DefaultState`
// is open (`any`); naming its fields here makes a typo or a wrong type a compile error.
import type { Logger } from 'pino';
import type { Credential } from '../billing/credentials.ts';
import type { PreparedBatch } from '../intel/batch.ts';

declare module 'koa' {
  interface DefaultState {
    /** Set by the first middleware (src/http/requestContext.ts) for every request. */
    requestId: string;
    log: Logger;
    /**
     * The validated path parameters (src/http/route.ts). The validated `query` and `body` stay Koa's open
     * type: an operation's handler receives them typed (`restRoute`), and a route without an operation reads
     * them as the shape of its own JSON Schema.
     */
    params: Record<string, string>;
    /** Set by the payment gate once a key or a session is resolved (none for x402). */
    credential?: Credential;
    priceMicro: number;
    /** POST /batch: the items that passed their input checks, and how many answered (a plan pays for those). */
    batch?: PreparedBatch;
    analysesDone?: number;
    /** A read sent with the reservation (src/http/paymentGate.ts `prefetch`), e.g. the analysis cache entry. */
    prefetched?: unknown;
  }
}
