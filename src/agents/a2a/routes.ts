// A2A: the agent card at its well-known paths, the JSON-RPC and HTTP+JSON bindings (1.0 and 0.3),
// and the specification's POST /message/send.
import type { Context } from 'koa';
import type { AppServices } from '../../services.ts';
import type { RouteSpec } from '../../http/route.ts';
import { agentCardJson, legacyAgentCardJson } from './card.ts';
import { a2aHandlers, isLegacy } from './handlers.ts';
import { a2aJsonRpcRoute } from './jsonRpcRoute.ts';
import { messageSendRoute } from './messageSend.ts';
import { a2aRestRoutes } from './restRoutes.ts';
import { operationIdFor } from '../operationId.ts';

export const AGENT_CARD_PATHS = ['/.well-known/agent-card.json', '/agent-card.json'];
export const LEGACY_AGENT_CARD_PATH = '/.well-known/agent.json';

export function a2aRoutes(services: AppServices): RouteSpec[] {
  const handlers = a2aHandlers(services);
  const v1 = agentCardJson(services.config);
  const v03 = legacyAgentCardJson(services.config);
  const cardSchema = { type: 'object', required: ['name', 'description', 'skills'] };
  // A 1.0 client asks with A2A-Version: 1.0; anything else gets the 0.3 card, which also lists the
  // 1.0 interfaces (the SDK's own card handler answers the same way).
  const negotiated = (ctx: Context) => {
    ctx.set('Vary', 'A2A-Version');
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = isLegacy(ctx.get('a2a-version') || '0.3') ? v03 : v1;
  };
  const cards: RouteSpec[] = AGENT_CARD_PATHS.map((path) => ({
    method: 'GET',
    path,
    operationId: operationIdFor('GET', path),
    summary: 'A2A agent card (1.0 with A2A-Version: 1.0, else 0.3 with the 1.0 interfaces)',
    tags: ['discovery'],
    responses: { 200: { description: 'Agent card', schema: cardSchema } },
    handler: negotiated,
  }));
  cards.push({
    method: 'GET',
    path: LEGACY_AGENT_CARD_PATH,
    operationId: operationIdFor('GET', LEGACY_AGENT_CARD_PATH),
    summary: 'A2A agent card at the pre-0.3 path (0.3 shape)',
    tags: ['discovery'],
    responses: { 200: { description: 'Agent card', schema: cardSchema } },
    handler: (ctx) => {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = v03;
    },
  });
  return [...cards, a2aJsonRpcRoute(handlers), ...a2aRestRoutes(handlers), messageSendRoute(services)];
}
