// Mounted before the body parser (src/app.ts): a body on a JSON-RPC endpoint (/mcp, /a2a) that is not
// JSON gets the JSON-RPC parse error (-32700) its clients understand, instead of the REST API's 422.
import type { Context, Next } from 'koa';
import { ValidationFailed } from '../http/errors.ts';
import { A2A_JSONRPC_PATH } from './a2a/card.ts';
import { jsonRpcError, MCP_PATH } from './mcp/guards.ts';

const JSON_RPC_PATHS = new Set([MCP_PATH, A2A_JSONRPC_PATH]);

export async function jsonRpcParseErrors(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (err) {
    const parseError = err instanceof ValidationFailed && err.detail.some((d) => d.type === 'json_invalid');
    if (!parseError || !JSON_RPC_PATHS.has(ctx.path)) throw err;
    // MCP answers a parse error with HTTP 400; A2A JSON-RPC always answers 200.
    ctx.status = ctx.path === MCP_PATH ? 400 : 200;
    ctx.body = jsonRpcError(-32700, 'Parse error: the request body is not valid JSON.');
  }
}
