// The MCP server: twelve tools and two resources over the same services as the REST API. One factory
// builds a fresh McpServer per HTTP request (stateless), for 2026-07-28 and 2025-era clients alike.
// Tool arguments are checked by the HTTP API's own ajv instance against the HTTP routes' JSON Schemas
// (wrapped as Standard Schema by the SDK's fromJsonSchema), so both doors accept the same inputs.
import { fromJsonSchema, McpServer, type jsonSchemaValidator } from '@modelcontextprotocol/server';
import type { AppServices } from '../../services.ts';
import { BATCH_PRICE_MICRO, PULSE_ALERT_PRICE_MICRO, modePriceMicro } from '../../billing/prices.ts';
import { microToDecimal } from '../../lib/money.ts';
import { ajv, toIssues, type JsonSchema } from '../../http/validation.ts';
import { BUILD_VERSION, SERVICE } from '../../http/serviceInfo.ts';
import { currentCall } from '../callContext.ts';
import { freeTools } from './freeTools.ts';
import { keyTools } from './keyTools.ts';
import { paidTools } from './paidTools.ts';
import { pulseTools } from './pulseTools.ts';
import { registerResources } from './resources.ts';
import { errorResult } from './results.ts';
import { orError, toolSchemas } from './schemas.ts';
import type { ToolDef } from './toolDef.ts';

export const MCP_INSTRUCTIONS =
  'Competitive intelligence on companies, products and markets. Free: intel_demo (short text), intel_graph, intel_market_share. ' +
  `Paid: intel_analyze (${microToDecimal(modePriceMicro('competitive'))} USDC, elite modes ${microToDecimal(modePriceMicro('sales_enablement'))}) ` +
  `and intel_batch (${microToDecimal(BATCH_PRICE_MICRO)} USDC) with api_key or session; ` +
  'intel_api_key_create issues a key (funded by a USDC transfer, or a free trial key) to start with. ' +
  `pulse_subscribe watches a company and sends signed change alerts to a webhook (${microToDecimal(PULSE_ALERT_PRICE_MICRO)} USDC per delivered alert).`;

const httpValidator: jsonSchemaValidator = {
  getValidator(schema) {
    const check = ajv.compile(schema as JsonSchema);
    return (input: unknown) =>
      check(input)
        ? { valid: true as const, data: input as never, errorMessage: undefined }
        : {
            valid: false as const,
            data: undefined,
            errorMessage: toIssues('body', check.errors ?? [])
              .map((i) => `${['arguments', ...i.loc.slice(1)].join('.')}: ${i.msg}`)
              .join('; '),
          };
  },
};

/** Every tool; each output schema is its answer or an error result, so error results validate too. */
export function buildTools(services: AppServices): ToolDef[] {
  const schemas = toolSchemas(services);
  const tools = [
    ...paidTools(services, schemas),
    ...freeTools(services, schemas),
    ...keyTools(services, schemas),
    ...pulseTools(services),
  ];
  return tools.map((tool) => ({ ...tool, output: orError(tool.output) }));
}

/** Compiles the schemas once; the returned factory is called for every MCP request. */
export function mcpServerFactory(services: AppServices, tools: ToolDef[]): () => McpServer {
  const compiled = tools.map((tool) => ({
    tool,
    input: fromJsonSchema(tool.input, httpValidator),
    output: fromJsonSchema(tool.output, httpValidator),
  }));
  return () => {
    const server = new McpServer(
      { name: SERVICE.name, title: SERVICE.title, version: BUILD_VERSION, websiteUrl: services.config.publicBaseUrl },
      {
        capabilities: { tools: { listChanged: false }, resources: { listChanged: false }, logging: {} },
        instructions: MCP_INSTRUCTIONS,
      },
    );
    for (const { tool, input, output } of compiled) {
      const meta = tool.price
        ? {
            'intel-graph/price_usdc': tool.price.usdc,
            ...(tool.price.eliteUsdc ? { 'intel-graph/elite_price_usdc': tool.price.eliteUsdc } : {}),
          }
        : undefined;
      server.registerTool(
        tool.name,
        {
          title: tool.title,
          description: tool.description,
          inputSchema: input,
          outputSchema: output,
          annotations: tool.annotations,
          ...(meta ? { _meta: meta } : {}),
        },
        async (args: unknown, ctx) => {
          try {
            return await tool.run(args as never, ctx.mcpReq._meta); // validated against tool.input above
          } catch (err) {
            return errorResult(err, currentCall());
          }
        },
      );
    }
    registerResources(server, services);
    return server;
  };
}
