// What /mcp checks before the SDK sees a request: the Host header (DNS-rebinding protection) and a
// lenient Accept header.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import type { Config } from '../../config.ts';

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
