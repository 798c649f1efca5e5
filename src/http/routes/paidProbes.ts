// GET /intel and GET /batch answer the x402 challenge (discovery probes); HEAD /intel is a health check.
// The paid POST handlers themselves are mounted by the intelligence API.
import { restRoute, type RouteSpec } from '../route.ts';
import { analyze, batch, batchChallenge, intelChallenge, intelHead } from '../../operations/intel.ts';
import type { AppServices } from '../../services.ts';
import type { Operation } from '../../operations/operation.ts';
import { BATCH_PRICE_MICRO, STANDARD_PRICE_MICRO } from '../../billing/prices.ts';
import { sendPaymentChallenge } from '../paymentGate.ts';
import { discoveryOf } from './intel.ts';

/** The paid resources with the description their x402 challenge carries (the discovery documents list these). */
export const PAID_RESOURCES = [
  {
    method: 'POST',
    path: '/intel',
    priceMicro: STANDARD_PRICE_MICRO,
    description: 'Competitive intelligence analysis (standard mode, 0.05 USDC; elite modes 1.00 USDC)',
  },
  {
    method: 'POST',
    path: '/batch',
    priceMicro: BATCH_PRICE_MICRO,
    description: 'Batch competitive intelligence, up to 10 items (0.20 USDC)',
  },
] as const;
const [INTEL, BATCH] = PAID_RESOURCES;

/** What a paid resource's challenge names, with how to call it (the bazaar declaration of its operation). */
const challengeOf = (r: (typeof PAID_RESOURCES)[number], op: Operation) => ({
  priceMicro: r.priceMicro,
  resourcePath: r.path,
  description: r.description,
  discovery: discoveryOf(op),
});

export function paidProbeRoutes(services: AppServices): RouteSpec[] {
  const { config } = services;
  // Built once: a challenge's resource and its bazaar declaration do not change between requests.
  const intelResource = challengeOf(INTEL, analyze);
  const batchResource = challengeOf(BATCH, batch);
  return [
    restRoute(intelChallenge, (ctx) => sendPaymentChallenge(ctx, config, intelResource)),
    restRoute(intelHead, (ctx) => {
      ctx.status = 200;
    }),
    restRoute(batchChallenge, (ctx) => sendPaymentChallenge(ctx, config, batchResource)),
  ];
}
