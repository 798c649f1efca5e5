// The agent doors: MCP at /mcp, A2A (agent card, JSON-RPC, HTTP+JSON, POST /message/send) and the
// discovery documents. All of them are adapters over the same services as the REST API.
import type { RouteSpec } from '../http/route.ts';
import type { AppServices } from '../services.ts';
import { a2aRoutes } from './a2a/routes.ts';
import { discoveryRoutes } from './discovery/routes.ts';
import { mcpRoutes } from './mcp/routes.ts';
import { buildTools } from './mcp/server.ts';

/**
 * `allRoutes` is the app's whole route list (read when a document is served), which the discovery
 * documents describe; without it they describe the agent routes only.
 */
export function agentRoutes(services: AppServices, allRoutes?: () => RouteSpec[]): RouteSpec[] {
  const tools = buildTools(services);
  const own: RouteSpec[] = [...mcpRoutes(services, tools), ...a2aRoutes(services)];
  return [...own, ...discoveryRoutes(services, { tools, routes: allRoutes ?? (() => own) })];
}
