// GET /intel and GET /batch answer the x402 challenge (discovery probes); HEAD /intel is a health check.
// The paid POST handlers themselves are mounted by the intelligence API.
import { restRoute, type RouteSpec } from '../route.ts';
import { batchChallenge, intelChallenge, intelHead } from '../../operations/intel.ts';
import type { AppServices } from '../../services.ts';
import { BATCH_PRICE_MICRO, STANDARD_PRICE_MICRO } from '../../billing/prices.ts';
import { sendPaymentChallenge } from '../paymentGate.ts';

/** The paid resources with the description their x402 challenge carries (the discovery documents list these). */
export const PAID_RESOURCES = [
  { method: 'POST', path: '/intel', priceMicro: STANDARD_PRICE_MICRO, description: 'Competitive intelligence analysis (standard mode, 0.05 USDC; elite modes 1.00 USDC)' },
  { method: 'POST', path: '/batch', priceMicro: BATCH_PRICE_MICRO, description: 'Batch competitive intelligence, up to 10 items (0.20 USDC)' },
] as const;
const [INTEL, BATCH] = PAID_RESOURCES;

export function paidProbeRoutes(services: AppServices): RouteSpec[] {
  const { config } = services;
  return [
    restRoute(intelChallenge, (ctx) => sendPaymentChallenge(ctx, config, INTEL.priceMicro, INTEL.path, INTEL.description)),
    restRoute(intelHead, (ctx) => { ctx.status = 200; }),
    restRoute(batchChallenge, (ctx) => sendPaymentChallenge(ctx, config, BATCH.priceMicro, BATCH.path, BATCH.description)),
  ];
}
