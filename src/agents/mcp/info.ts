// The JSON a plain GET /mcp returns: who the server is, how to connect, and every tool with its price
// and schemas (the same ToolDef records the MCP server registers).
import type { Config } from '../../config.ts';
import { BUILD_VERSION, INTERFACE_VERSION, SERVICE } from '../../http/serviceInfo.ts';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { x402Payable } from '../../payments/challenge.ts';
import { MARKET_SHARE_TEMPLATE, PRICING_URI } from './resources.ts';
import { MCP_INSTRUCTIONS } from './server.ts';
import type { ToolDef } from './toolDef.ts';

/** The revision served statelessly (server/discover, per-request _meta). */
export const STATELESS_VERSION = '2026-07-28';
/** 2026-07-28 first, then the 2025-era revisions served through initialize. */
export const MCP_PROTOCOL_VERSIONS = [
  STATELESS_VERSION,
  ...SUPPORTED_PROTOCOL_VERSIONS.filter((v) => v >= '2024-11-05'),
];

export function toolSummary(tool: ToolDef) {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    price_usdc: tool.price?.usdc ?? '0.00',
    ...(tool.price?.eliteUsdc ? { elite_price_usdc: tool.price.eliteUsdc } : {}),
  };
}

export function mcpInfo(config: Config, tools: ToolDef[]) {
  const x402 = x402Payable(config.x402);
  return {
    name: SERVICE.name,
    title: SERVICE.title,
    version: BUILD_VERSION,
    interface_version: INTERFACE_VERSION,
    description: SERVICE.description,
    instructions: MCP_INSTRUCTIONS,
    endpoint: `${config.publicBaseUrl}/mcp`,
    transport: 'streamable-http',
    stateless: true,
    protocol_versions: MCP_PROTOCOL_VERSIONS,
    usage:
      'POST JSON-RPC 2.0 to this URL with Accept: application/json, text/event-stream. 2026-07-28 clients call server/discover; 2025-era clients call initialize.',
    authentication: {
      required: false,
      x402_enabled: x402,
      paid_tools:
        'Pass api_key or session as tool arguments, or send X-API-KEY / X-SESSION headers on the MCP requests.',
      ...(x402
        ? {
            x402: 'x402 MCP convention: without a credential a paid tool answers with the payment requirements (isError, x402 v2 PaymentRequired in structuredContent); sign one and send it as _meta["x402/payment"] of the tools/call; the settlement comes back in the result\'s _meta["x402/payment-response"].',
          }
        : {}),
    },
    tools: tools.map((t) => ({
      ...toolSummary(t),
      annotations: t.annotations,
      inputSchema: t.input,
      outputSchema: t.output,
    })),
    resources: [
      { uri: PRICING_URI, mimeType: 'application/json', description: 'Prices (as GET /pricing)' },
      { uriTemplate: MARKET_SHARE_TEMPLATE, mimeType: 'application/json', description: 'Sector market-share report' },
    ],
    server_card: `${config.publicBaseUrl}/mcp/server-card`,
  };
}
