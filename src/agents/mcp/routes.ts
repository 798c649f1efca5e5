// POST /mcp (the SDK's stateless handler for 2026-07-28 and 2025-era clients), GET /mcp (server info
// and tools as JSON; 405 for an event-stream request, which SDK clients read as "no stream") and
// HEAD /mcp. Koa hands the raw request, response and the already-parsed body to the SDK.
import { createMcpHandler, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import type { AppServices } from '../../services.ts';
import type { RouteSpec } from '../../http/route.ts';
import { callContextOf, runWithCallContext } from '../callContext.ts';
import {
  allowedMcpHosts,
  hostAllowed,
  jsonRpcError,
  MCP_PATH,
  normalizeAccept,
  unsupportedProtocolVersion,
  withRequestDefaults,
} from './guards.ts';
import { MCP_PROTOCOL_VERSIONS, mcpInfo, STATELESS_VERSION } from './info.ts';
import { mcpServerFactory } from './server.ts';
import type { ToolDef } from './toolDef.ts';

// The MCP request of the interface. ajv fills no defaults inside anyOf: withRequestDefaults applies them to a
// request (a JSON-RPC response or a batch reaches the SDK exactly as sent).
const jsonRpcMessage = {
  type: 'object',
  additionalProperties: true,
  properties: {
    jsonrpc: { type: 'string', default: '2.0' },
    id: { type: ['string', 'integer', 'null'] },
    method: { type: 'string', default: 'initialize', maxLength: 200 },
    params: { type: ['object', 'null'] },
  },
};
const mcpRequestSchema = {
  description: 'A JSON-RPC 2.0 message, or a batch of them (2025-03-26 clients)',
  anyOf: [jsonRpcMessage, { type: 'array', minItems: 1, maxItems: 100, items: jsonRpcMessage }],
};

/** The revision an initialize without params is answered in: the newest one that initializes. */
const LEGACY_VERSION = MCP_PROTOCOL_VERSIONS.find((v) => v !== '2026-07-28')!;
/** Every MCP-Protocol-Version the handler accepts, newest first. */
const ACCEPTED_VERSIONS = [...new Set([...MCP_PROTOCOL_VERSIONS, ...SUPPORTED_PROTOCOL_VERSIONS])];

export function mcpRoutes(services: AppServices, tools: ToolDef[]): RouteSpec[] {
  const { config } = services;
  const nodeHandler = toNodeHandler(createMcpHandler(mcpServerFactory(services, tools), { legacy: 'stateless' }));
  const allowedHosts = allowedMcpHosts(config);
  return [
    {
      method: 'POST',
      path: MCP_PATH,
      operationId: 'mcp',
      summary: 'MCP endpoint (JSON-RPC 2.0, streamable HTTP, stateless)',
      tags: ['agents'],
      description:
        'Serves 2026-07-28 clients (server/discover, per-request _meta) and 2025-era clients (initialize). Tools: intel_analyze, intel_batch (paid with api_key or session arguments, X-API-KEY / X-SESSION headers, or x402 in _meta["x402/payment"]), intel_demo, intel_graph, intel_market_share, intel_api_key_create, intel_api_key_status.',
      body: mcpRequestSchema,
      responses: {
        200: {
          description: 'JSON-RPC response (application/json, or one server-sent event for 2025-era clients)',
          schema: { type: 'object' },
          alsoAs: ['text/event-stream'],
        },
        202: { description: 'Notification or response accepted' },
        400: {
          description:
            'JSON-RPC error: parse error (-32700), unsupported MCP-Protocol-Version (the message lists those supported) or header mismatch',
        },
        422: {
          description:
            'JSON-RPC error -32600 (invalid request): the body is not a JSON-RPC 2.0 message; `error.data.detail` is the validation record',
        },
        403: { description: 'Host header not allowed (DNS-rebinding protection; MCP_ALLOWED_HOSTS)' },
        406: { description: 'Accept names neither application/json nor text/event-stream' },
        415: { description: 'The body is not application/json' },
      },
      handler: async (ctx) => {
        if (!hostAllowed(ctx, allowedHosts)) {
          ctx.status = 403;
          ctx.body = jsonRpcError(-32000, `Host ${ctx.hostname} is not allowed; set MCP_ALLOWED_HOSTS to serve it.`);
          return;
        }
        const requested = unsupportedProtocolVersion(ctx.req, ACCEPTED_VERSIONS);
        if (requested !== null) {
          // The SDK's UnsupportedProtocolVersionError (-32022), with every revision named in the message:
          // `data.supported` keeps to what server/discover reports, the 2025 ones are listed apart.
          const sent = (ctx.request as { body?: { id?: string | number } }).body;
          ctx.status = 400;
          ctx.body = jsonRpcError(
            -32022,
            `Unsupported protocol version: ${requested.slice(0, 40)}; supported versions: ${ACCEPTED_VERSIONS.join(', ')} (2025 revisions and earlier through initialize).`,
            Array.isArray(sent) ? null : (sent?.id ?? null),
            {
              supported: [STATELESS_VERSION],
              requested: requested.slice(0, 40),
              initialize_versions: ACCEPTED_VERSIONS.filter((v) => v !== STATELESS_VERSION),
            },
          );
          return;
        }
        normalizeAccept(ctx.req);
        ctx.respond = false;
        const body = withRequestDefaults((ctx.request as { body?: unknown }).body, LEGACY_VERSION);
        await runWithCallContext(callContextOf(ctx), () => nodeHandler(ctx.req, ctx.res, body));
      },
    },
    {
      method: 'GET',
      path: MCP_PATH,
      operationId: 'mcpInfo',
      summary: 'MCP server info and tools (JSON)',
      tags: ['agents'],
      responses: {
        200: {
          description: 'Server info, protocol versions, tools with prices and schemas',
          schema: { type: 'object', required: ['name', 'version', 'endpoint', 'tools'] },
        },
        405: { description: 'Accept: text/event-stream: this stateless server opens no stream' },
      },
      handler: (ctx) => {
        if ((ctx.get('accept') ?? '').includes('text/event-stream')) {
          ctx.status = 405;
          ctx.set('Allow', 'GET, HEAD, POST');
          ctx.body = jsonRpcError(
            -32000,
            'Method not allowed: this stateless MCP server opens no event stream; POST JSON-RPC requests instead.',
          );
          return;
        }
        ctx.body = mcpInfo(config, tools);
      },
    },
    {
      method: 'HEAD',
      path: MCP_PATH,
      operationId: 'mcpHead',
      summary: 'MCP endpoint health check',
      tags: ['agents'],
      responses: { 200: { description: 'Available' } },
      handler: (ctx) => {
        ctx.status = 200;
      },
    },
  ];
}
