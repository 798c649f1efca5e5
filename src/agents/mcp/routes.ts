// POST /mcp (the SDK's stateless handler for 2026-07-28 and 2025-era clients), GET /mcp (server info
// and tools as JSON; 405 for an event-stream request, which SDK clients read as "no stream") and
// HEAD /mcp. Koa hands the raw request, response and the already-parsed body to the SDK.
import { createMcpHandler } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import type { AppServices } from '../../services.ts';
import type { RouteSpec } from '../../http/route.ts';
import { callContextOf, runWithCallContext } from '../callContext.ts';
import { allowedMcpHosts, hostAllowed, jsonRpcError, MCP_PATH, normalizeAccept } from './guards.ts';
import { mcpInfo } from './info.ts';
import { mcpServerFactory } from './server.ts';
import type { ToolDef } from './toolDef.ts';

// The MCP request of spec 2.4. The defaults are documentation only: ajv fills no defaults inside
// anyOf, so a JSON-RPC response or notification reaches the SDK exactly as sent.
const jsonRpcMessage = {
  type: 'object', additionalProperties: true,
  properties: {
    jsonrpc: { type: 'string', default: '2.0' },
    id: { type: ['string', 'integer', 'null'] },
    method: { type: 'string', default: 'initialize', maxLength: 200 },
    params: { type: ['object', 'null'] },
  },
};
const mcpRequestSchema = {
  description: 'A JSON-RPC 2.0 message (spec 2.4), or a batch of them (2025-03-26 clients)',
  anyOf: [jsonRpcMessage, { type: 'array', minItems: 1, maxItems: 100, items: jsonRpcMessage }],
};

export function mcpRoutes(services: AppServices, tools: ToolDef[]): RouteSpec[] {
  const { config } = services;
  const nodeHandler = toNodeHandler(createMcpHandler(mcpServerFactory(services, tools), { legacy: 'stateless' }));
  const allowedHosts = allowedMcpHosts(config);
  return [
    {
      method: 'POST', path: MCP_PATH, operationId: 'mcp', summary: 'MCP endpoint (JSON-RPC 2.0, streamable HTTP, stateless)', tags: ['agents'],
      description: 'Serves 2026-07-28 clients (server/discover, per-request _meta) and 2025-era clients (initialize). Tools: intel_analyze, intel_batch (paid with api_key or session arguments, X-API-KEY / X-SESSION headers, or x402 in _meta["x402/payment"]), intel_demo, intel_graph, intel_market_share, intel_api_key_create, intel_api_key_status.',
      body: mcpRequestSchema,
      responses: {
        200: { description: 'JSON-RPC response (application/json, or text/event-stream for 2025-era clients)', schema: { type: 'object' } },
        202: { description: 'Notification or response accepted' },
        400: { description: 'JSON-RPC error: parse error (-32700), invalid request, unsupported protocol version or header mismatch' },
        403: { description: 'Host header not allowed (DNS-rebinding protection; MCP_ALLOWED_HOSTS)' },
        406: { description: 'Accept names neither application/json nor text/event-stream' },
      },
      handler: async (ctx) => {
        if (!hostAllowed(ctx, allowedHosts)) {
          ctx.status = 403;
          ctx.body = jsonRpcError(-32000, `Host ${ctx.hostname} is not allowed; set MCP_ALLOWED_HOSTS to serve it.`);
          return;
        }
        normalizeAccept(ctx.req);
        ctx.respond = false;
        await runWithCallContext(callContextOf(ctx), () => nodeHandler(ctx.req, ctx.res, (ctx.request as { body?: unknown }).body));
      },
    },
    {
      method: 'GET', path: MCP_PATH, operationId: 'mcpInfo', summary: 'MCP server info and tools (JSON)', tags: ['agents'],
      responses: { 200: { description: 'Server info, protocol versions, tools with prices and schemas', schema: { type: 'object', required: ['name', 'version', 'endpoint', 'tools'] } }, 405: { description: 'Accept: text/event-stream: this stateless server opens no stream' } },
      handler: (ctx) => {
        if ((ctx.get('accept') ?? '').includes('text/event-stream')) {
          ctx.status = 405;
          ctx.set('Allow', 'GET, HEAD, POST');
          ctx.body = jsonRpcError(-32000, 'Method not allowed: this stateless MCP server opens no event stream; POST JSON-RPC requests instead.');
          return;
        }
        ctx.body = mcpInfo(config, tools, services.payments.x402.enabled);
      },
    },
    {
      method: 'HEAD', path: MCP_PATH, operationId: 'mcpHead', summary: 'MCP endpoint health check', tags: ['agents'],
      responses: { 200: { description: 'Available' } },
      handler: (ctx) => { ctx.status = 200; },
    },
  ];
}
