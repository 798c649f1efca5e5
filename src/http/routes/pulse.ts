// Pulse subscriptions over REST: adapters over the verbs of src/pulse/service.ts, for the caller's own
// API key or session (X-API-KEY / X-SESSION).
import { restRoute, type RouteSpec } from '../route.ts';
import type { AppServices } from '../../services.ts';
import {
  pulseDeliveries,
  pulseList,
  pulseResume,
  pulseStatus,
  pulseSubscribe,
  pulseUnsubscribe,
} from '../../operations/pulse.ts';
import { callerCredential } from './access.ts';

export function pulseRoutes(services: AppServices): RouteSpec[] {
  const { pulse } = services;
  return [
    restRoute(pulseSubscribe, async (ctx, { body }) => {
      const credential = await callerCredential(ctx, services);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = await pulse.subscribe(credential, body);
    }),
    restRoute(pulseList, async (ctx) => {
      ctx.body = await pulse.list(await callerCredential(ctx, services));
    }),
    restRoute(pulseStatus, async (ctx, { params }) => {
      ctx.body = await pulse.status(await callerCredential(ctx, services), params.subscription_id);
    }),
    restRoute(pulseUnsubscribe, async (ctx, { params }) => {
      ctx.body = await pulse.unsubscribe(await callerCredential(ctx, services), params.subscription_id);
    }),
    restRoute(pulseResume, async (ctx, { params }) => {
      ctx.body = await pulse.resume(await callerCredential(ctx, services), params.subscription_id);
    }),
    restRoute(pulseDeliveries, async (ctx, { params }) => {
      ctx.body = await pulse.deliveries(await callerCredential(ctx, services), params.subscription_id);
    }),
  ];
}
