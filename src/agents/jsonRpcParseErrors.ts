// Mounted before the body parser (src/app.ts): a body on a JSON-RPC endpoint (/mcp, /a2a) that is not
// JSON, or not a JSON-RPC message, gets the JSON-RPC error its clients understand instead of the REST
// API's validation record alone. Bad JSON → -32700 (parse error); JSON that is not a JSON-RPC message
// (`{"jsonrpc": 2}`, `[]`, a string) → -32600 (invalid request), with the validation record as `data`.
// MCP answers with an HTTP error status (400 for a parse error, 422 for a validation failure, as for any
// other route); A2A's JSON-RPC binding always answers 200, as its SDK does.
import type { Context, Next } from 'koa';
import { ValidationFailed } from '../http/errors.ts';
import { A2A_JSONRPC_PATH } from './a2a/card.ts';
import { jsonRpcError, MCP_PATH } from './mcp/guards.ts';

const JSON_RPC_PATHS = new Set([MCP_PATH, A2A_JSONRPC_PATH]);

export async function jsonRpcParseErrors(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (err) {
    if (!(err instanceof ValidationFailed) || !JSON_RPC_PATHS.has(ctx.path)) throw err;
    const mcp = ctx.path === MCP_PATH;
    if (err.detail.some((d) => d.type === 'json_invalid')) {
      ctx.status = mcp ? 400 : 200;
      ctx.body = jsonRpcError(-32700, 'Parse error: the request body is not valid JSON.');
      return;
    }
    const first = err.detail[0];
    const where = first ? `${first.loc.slice(1).join('.') || 'body'}: ${first.msg}` : 'not a JSON-RPC 2.0 message';
    ctx.status = mcp ? 422 : 200;
    ctx.body = jsonRpcError(-32600, `Invalid Request: not a JSON-RPC 2.0 message (${where}).`, null, {
      detail: err.detail,
    });
  }
}
