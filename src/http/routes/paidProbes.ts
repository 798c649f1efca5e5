// GET /intel and GET /batch answer the x402 challenge (discovery probes); HEAD /intel is a health check.
// The paid POST handlers themselves are mounted by the intelligence API.
import type { RouteSpec } from '../route.ts';
import type { AppServices } from '../../services.ts';
import { BATCH_PRICE_MICRO, STANDARD_PRICE_MICRO } from '../../billing/prices.ts';
import { sendPaymentChallenge } from '../paymentGate.ts';

/** The paid resources with the description their x402 challenge carries (the discovery documents list these). */
export const PAID_RESOURCES = [
  { method: 'POST', path: '/intel', priceMicro: STANDARD_PRICE_MICRO, description: 'Competitive intelligence analysis (standard mode, 0.05 USDC; elite modes 1.00 USDC)' },
  { method: 'POST', path: '/batch', priceMicro: BATCH_PRICE_MICRO, description: 'Batch competitive intelligence, up to 10 items (0.20 USDC)' },
] as const;
const [INTEL, BATCH] = PAID_RESOURCES;

export const challengeSchema = {
  type: 'object',
  required: ['x402Version', 'error', 'accepts'],
  properties: {
    x402Version: { const: 1 },
    error: { const: 'payment_required' },
    message: { type: 'string' },
    request_id: { type: 'string' },
    price_usdc: { type: 'string' },
    accepts: { type: 'array', items: { type: 'object', required: ['scheme', 'network', 'maxAmountRequired', 'resource', 'payTo', 'asset'] } },
    alternatives: { type: 'object' },
  },
};
const challengeResponse = { description: 'Payment challenge: accepts[] with the Base and Solana options (x402 v1 body); the v2 challenge is in the PAYMENT-REQUIRED header', schema: challengeSchema, headers: { 'PAYMENT-REQUIRED': 'x402 v2 challenge, base64 JSON' } };

export function paidProbeRoutes(services: AppServices): RouteSpec[] {
  const { config } = services;
  return [
    {
      method: 'GET', path: '/intel', operationId: 'intelChallenge', summary: 'Payment challenge for POST /intel (discovery probe)', tags: ['intel'],
      responses: { 402: challengeResponse },
      handler: (ctx) => sendPaymentChallenge(ctx, config, INTEL.priceMicro, INTEL.path, INTEL.description),
    },
    {
      method: 'HEAD', path: '/intel', operationId: 'intelHead', summary: 'Health check of the analysis endpoint', tags: ['intel'],
      responses: { 200: { description: 'Available' } },
      handler: (ctx) => { ctx.status = 200; },
    },
    {
      method: 'GET', path: '/batch', operationId: 'batchChallenge', summary: 'Payment challenge for POST /batch (discovery probe)', tags: ['intel'],
      responses: { 402: challengeResponse },
      handler: (ctx) => sendPaymentChallenge(ctx, config, BATCH.priceMicro, BATCH.path, BATCH.description),
    },
  ];
}
