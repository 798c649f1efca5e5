// The one description every discovery document is rendered from: the service (serviceInfo.ts), the
// price table (prices.ts via the /pricing document), the live route list, the MCP tools, and the x402
// requirements the payment challenge itself issues. Documents never restate a price, path or address.
import type { AppServices } from '../../services.ts';
import type { RouteSpec } from '../../http/route.ts';
import { PAID_RESOURCES } from '../../http/routes/paidProbes.ts';
import { pricingDocument } from '../../http/routes/service.ts';
import { BUILD_VERSION, INTERFACE_VERSION, SERVICE } from '../../http/serviceInfo.ts';
import { microToDecimal, usdcToMicro } from '../../lib/money.ts';
import { MCP_PATH } from '../mcp/guards.ts';
import { buildV1Accepts, buildV2PaymentRequired, challengeInput, x402Payable } from '../../payments/challenge.ts';
import { A2A_JSONRPC_PATH, A2A_REST_PATH } from '../a2a/card.ts';
import { MCP_PROTOCOL_VERSIONS } from '../mcp/info.ts';
import type { ToolDef } from '../mcp/toolDef.ts';

/** At most 100 characters (the MCP server card's limit). */
export const TAGLINE =
  'Competitive intelligence for AI agents: analyses, competitive graph, market share; USDC per call.';
/** At most 20 characters (the plugin manifest's limit). */
export const SHORT_NAME = 'Competitive Intel';

export interface DiscoveryInputs {
  tools: ToolDef[];
  routes: () => RouteSpec[];
}

/**
 * The paid resources and what their x402 challenge asks: the same builder and descriptions as the live 402.
 * `http` resources are the paid routes; `mcp` resources are the paid MCP tools (x402 MCP convention).
 */
export async function paidResources(services: AppServices, tools: ToolDef[]) {
  const { config } = services;
  const requirements = async (r: { priceMicro: number; path: string; description: string }) => {
    const input = await challengeInput(config, r.priceMicro, r.path, r.description);
    return {
      url: input.resourceUrl,
      priceUsdc: microToDecimal(r.priceMicro),
      v1: buildV1Accepts(config.x402, input),
      v2: buildV2PaymentRequired(config.x402, input, 'payment_required').accepts,
    };
  };
  const http = PAID_RESOURCES.map(async (r) => ({ ...r, type: 'http' as const, ...(await requirements(r)) }));
  const mcp = tools
    .filter((t) => t.price)
    .map(async (t) => {
      const r = {
        method: 'POST',
        path: MCP_PATH,
        priceMicro: usdcToMicro(t.price!.usdc),
        description: `MCP tool ${t.name}`,
        tool: t.name,
      };
      return { ...r, type: 'mcp' as const, ...(await requirements(r)) };
    });
  return Promise.all([...http, ...mcp]);
}

export function describe(services: AppServices, inputs: DiscoveryInputs) {
  const base = services.config.publicBaseUrl;
  return {
    name: SERVICE.name,
    title: SERVICE.title,
    shortName: SHORT_NAME,
    tagline: TAGLINE,
    description: SERVICE.description,
    version: INTERFACE_VERSION,
    build: BUILD_VERSION,
    base,
    host: new URL(base).hostname,
    networks: SERVICE.networks,
    pricing: pricingDocument(services.config.x402),
    /** x402 can be paid here (a facilitator and a payee): only then do the documents offer it. */
    x402: x402Payable(services.config.x402),
    tools: inputs.tools,
    mcpVersions: MCP_PROTOCOL_VERSIONS,
    /** Public endpoints, as the OpenAPI document lists them (no HEAD twins, no asset or admin routes). */
    endpoints: () => inputs.routes().filter((r) => !r.hidden && !r.admin && r.method !== 'HEAD'),
    contact: { security: services.config.securityContact, email: services.config.maintainerEmail },
    url: {
      docs: `${base}/docs`,
      openapi: `${base}/openapi.json`,
      openapiYaml: `${base}/openapi.yaml`,
      pricing: `${base}/pricing`,
      llms: `${base}/llms.txt`,
      llmsFull: `${base}/llms-full.txt`,
      mcp: `${base}/mcp`,
      mcpServerCard: `${base}/mcp/server-card`,
      agentCard: `${base}/.well-known/agent-card.json`,
      a2aJsonRpc: `${base}${A2A_JSONRPC_PATH}`,
      a2aRest: `${base}${A2A_REST_PATH}`,
      messageSend: `${base}/message/send`,
      x402: `${base}/.well-known/x402`,
      resources: `${base}/discovery/resources`,
      terms: `${base}/terms`,
      privacy: `${base}/privacy`,
      securityTxt: `${base}/.well-known/security.txt`,
      logo: `${base}/logo.svg`,
      sitemap: `${base}/sitemap.xml`,
      trial: `${base}/api-keys/trial`,
    },
  };
}

export type ServiceDescription = ReturnType<typeof describe>;
