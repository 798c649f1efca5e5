// The SDK's framework-free A2A pieces, assembled once: one request handler (card, in-memory task store,
// our executor) behind the 1.0 JSON-RPC transport and the 0.3 JSON-RPC and REST compatibility
// transports; plus what every binding does per request: pick the version, build the call context,
// and write a stream as server-sent events.
import { Extensions, formatSSEErrorEvent, formatSSEEvent, SSE_HEADERS, HTTP_EXTENSION_HEADER } from '@a2a-js/sdk';
import { isV1JsonRpcMethod } from '@a2a-js/sdk/compat/v0_3';
import { LegacyJsonRpcTransportHandler, LegacyRestTransportHandler } from '@a2a-js/sdk/compat/v0_3/server';
import {
  DefaultRequestHandler,
  InMemoryTaskStore,
  JsonRpcTransportHandler,
  UnauthenticatedUser,
  defaultServerCallContextBuilder,
  validateVersion,
  type ServerCallContext,
} from '@a2a-js/sdk/server';
import type { Context } from 'koa';
import type { AppServices } from '../../services.ts';
import { agentCard } from './card.ts';
import { intelAgentExecutor } from './executor.ts';

export const LEGACY_VERSION = '0.3';
export type Binding = 'JSONRPC' | 'HTTP+JSON';

export function a2aHandlers(services: AppServices) {
  const card = agentCard(services.config);
  const requestHandler = new DefaultRequestHandler(card, new InMemoryTaskStore(), intelAgentExecutor(services));
  return {
    card,
    requestHandler,
    jsonRpc: new JsonRpcTransportHandler(requestHandler),
    legacyJsonRpc: new LegacyJsonRpcTransportHandler(requestHandler),
    legacyRest: new LegacyRestTransportHandler(requestHandler),
  };
}
export type A2AHandlers = ReturnType<typeof a2aHandlers>;

/**
 * The protocol version of a request: the A2A-Version header; without one the SDK's rule (0.3), except
 * that a JSON-RPC call naming a 1.0 method (SendMessage …) is plainly a 1.0 call.
 */
export function requestedVersion(ctx: Context, jsonRpcMethod?: unknown): string {
  const header = ctx.get('a2a-version');
  if (header) return header;
  return typeof jsonRpcMethod === 'string' && isV1JsonRpcMethod(jsonRpcMethod) ? '1.0' : LEGACY_VERSION;
}

export const isLegacy = (version: string) => version.startsWith('0.');

/** Throws the SDK's VersionNotSupportedError when the card lists no interface for this version and binding. */
export function callContext(ctx: Context, handlers: A2AHandlers, version: string, binding: Binding): ServerCallContext {
  validateVersion(version, handlers.card, binding);
  return defaultServerCallContextBuilder({
    extensions: Extensions.parseServiceParameter(ctx.get(HTTP_EXTENSION_HEADER) || undefined),
    user: new UnauthenticatedUser(),
    headers: ctx.req.headers,
    requestedVersion: version,
  });
}

export function isStream<T>(value: unknown): value is AsyncIterable<T> {
  return typeof (value as AsyncIterable<T> | null)?.[Symbol.asyncIterator] === 'function';
}

/** Writes each event as an SSE frame; Koa steps aside (ctx.respond = false) once the stream starts. */
export async function writeSse<T>(
  ctx: Context,
  events: AsyncIterable<T>,
  encode: (event: T) => unknown,
  onError: (err: unknown) => unknown,
): Promise<void> {
  ctx.respond = false;
  ctx.res.writeHead(200, SSE_HEADERS);
  try {
    for await (const event of events) ctx.res.write(formatSSEEvent(encode(event)));
  } catch (err) {
    ctx.res.write(formatSSEErrorEvent(onError(err)));
  } finally {
    ctx.res.end();
  }
}
