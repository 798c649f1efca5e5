// What /mcp checks before the SDK sees a request: the Host header (DNS-rebinding protection) and a
// lenient Accept header.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import type { Config } from '../../config.ts';

export const MCP_PATH = '/mcp';
const LOOPBACK = ['localhost', '127.0.0.1', '::1', '[::1]'];

export function jsonRpcError(code: number, message: string, id: string | number | null = null, data?: unknown) {
  return { jsonrpc: '2.0', error: { code, message, ...(data === undefined ? {} : { data }) }, id };
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

/** An MCP-Protocol-Version header this server does not speak (absent is fine: the SDK assumes a default). */
export function unsupportedProtocolVersion(req: IncomingMessage, supported: readonly string[]): string | null {
  const version = req.headers['mcp-protocol-version'];
  if (version === undefined) return null;
  const value = Array.isArray(version) ? version.join(',') : version;
  return supported.includes(value) ? null : value;
}

/**
 * The request defaults of the interface: `jsonrpc` "2.0" and `method` "initialize" when a
 * request leaves them out; an initialize without params introduces an anonymous client at the newest
 * 2025 revision. Responses (result / error) and batches pass untouched.
 */
export function withRequestDefaults(body: unknown, legacyVersion: string): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const message = body as Record<string, unknown>;
  if ('result' in message || 'error' in message) return body;
  const out: Record<string, unknown> = {
    ...message,
    jsonrpc: message.jsonrpc ?? '2.0',
    method: message.method ?? 'initialize',
  };
  if (out.method === 'initialize' && (out.params === undefined || out.params === null)) {
    out.params = {
      protocolVersion: legacyVersion,
      capabilities: {},
      clientInfo: { name: 'unnamed-client', version: '0' },
    };
  }
  return out;
}
