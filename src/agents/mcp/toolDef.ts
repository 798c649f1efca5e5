// One MCP tool, described once: the MCP server registers it, and GET /mcp, llms.txt and the other
// discovery documents list it from the same record.
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/server';
import type { JsonSchema } from '../../http/validation.ts';

export interface ToolDef {
  name: string;
  title: string;
  description: string;
  input: JsonSchema;
  output: JsonSchema;
  annotations: ToolAnnotations;
  /** Decimal USDC; absent for free tools. */
  price?: { usdc: string; eliteUsdc?: string };
  /**
   * Throws DomainError for mistakes a model can fix; the server turns it into an isError result. Each tool
   * names the type of its arguments, which the server has validated against `input` before the call.
   */
  run(args: never, meta: Record<string, unknown> | undefined): Promise<CallToolResult>;
}
