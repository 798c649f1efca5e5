// MCP, A2A and the discovery documents are mounted here (being built: issue "Agents find and use it").
import type { RouteSpec } from '../http/route.ts';
import type { AppServices } from '../app.ts';

export function agentRoutes(_services: AppServices): RouteSpec[] {
  return [];
}
