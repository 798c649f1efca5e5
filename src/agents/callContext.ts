// What an MCP tool or A2A executor needs to know about the HTTP request that carried it (request id,
// client address, credential headers). The SDKs call our handlers deep inside their own machinery, so
// the Koa route puts these in an AsyncLocalStorage around the SDK call instead of threading them through.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'koa';

export interface CallContext {
  requestId: string;
  /** Client address as Koa sees it (X-Forwarded-For only when TRUST_PROXY is on). */
  ip: string;
  /** Credentials sent as HTTP headers on the MCP request (client configuration), used when a tool gets none in its arguments. */
  apiKeyHeader?: string;
  sessionHeader?: string;
  log: Context['state']['log'];
}

const storage = new AsyncLocalStorage<CallContext>();

export function callContextOf(ctx: Context): CallContext {
  return {
    requestId: ctx.state.requestId,
    ip: ctx.ip,
    apiKeyHeader: ctx.get('x-api-key') || undefined,
    sessionHeader: ctx.get('x-session') || undefined,
    log: ctx.state.log,
  };
}

export function runWithCallContext<T>(call: CallContext, fn: () => Promise<T>): Promise<T> {
  return storage.run(call, fn);
}

/** The context of the HTTP request being served; throws if called outside one (a wiring bug). */
export function currentCall(): CallContext {
  const call = storage.getStore();
  if (!call) throw new Error('no call context: MCP and A2A handlers run inside runWithCallContext');
  return call;
}
