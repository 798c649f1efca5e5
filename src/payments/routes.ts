// On-chain funded API keys, plan activation, pending payments and webhooks are mounted here
// (being built: issue "Real money").
import type { RouteSpec } from '../http/route.ts';
import type { AppServices } from '../app.ts';

export function paymentRoutes(_services: AppServices): RouteSpec[] {
  return [];
}
