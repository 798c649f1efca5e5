// What /mcp checks before the SDK sees a request: the Host header (DNS-rebinding protection), a
// lenient Accept header, and, mounted ahead of the body parser, JSON that does not parse.
import type { IncomingMessage } from 'node:http';
import type { Context, Next } from 'koa';
import type { Config } from '../../config.ts';
import { ValidationFailed } from '../../http/errors.ts';

export const MCP_PATH = '/mcp';
const LOOPBACK = ['localhost', '127.0.0.1', '::1', '[::1]'];

export function jsonRpcError(code: number, message: string, id: string | number | null = null) {
  return { jsonrpc: '2.0', error: { code, message }, id };
}

/** Host names /mcp answers to: the public host, loopback, and MCP_ALLOWED_HOSTS ('*' allows any). */
export function allowedMcpHosts(config: Config): Set<string> | '*' {
  if (config.mcpAllowedHosts === '*') return '*';
  return new Set([new URL(config.publicBaseUrl).hostname.toLowerCase(), ...LOOPBACK, ...config.mcpAllowedHosts]);
}

/** A browser tricked into sending a page's requests to this server (DNS rebinding) sends the attacker's Host. */
export function hostAllowed(ctx: Context, allowed: Set<string> | '*'): boolean {
  return allowed === '*' || allowed.has(ctx.hostname.toLowerCase());
}

/**
 * The SDK answers 406 unless Accept names both application/json and text/event-stream. A client that
 * sends no Accept, or *\/*, accepts either; say so on its behalf rather than refuse it.
 */
export function normalizeAccept(req: IncomingMessage): void {
  const accept = (req.headers.accept ?? '').trim();
  if (accept === '' || accept === '*/*') req.headers.accept = 'application/json, text/event-stream';
}

/**
 * Mounted before koa-body (src/app.ts): a body on /mcp that is not JSON gets the JSON-RPC parse error
 * (-32700) a JSON-RPC client understands, instead of the REST API's 422.
 */
export async function mcpParseErrors(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (err) {
    const isParseError = err instanceof ValidationFailed && err.detail.some((d) => d.type === 'json_invalid');
    if (!isParseError || ctx.path !== MCP_PATH) throw err;
    ctx.status = 400;
    ctx.body = jsonRpcError(-32700, 'Parse error: the request body is not valid JSON.');
  }
}
