// GET / (overview), GET /health, GET /pricing.
import type { RouteSpec } from '../route.ts';
import type { AppServices } from '../../services.ts';
import { BATCH_MAX_ITEMS, BATCH_PRICE_MICRO, MODE_FOCUS, MODES, PLANS, TRIAL, isEliteMode, modePriceMicro } from '../../billing/prices.ts';
import { microToDecimal } from '../../lib/money.ts';
import { BUILD_VERSION, INTERFACE_VERSION, SERVICE } from '../serviceInfo.ts';

const health = {
  type: 'object',
  properties: {
    status: { enum: ['ok', 'degraded'] },
    version: { type: 'string' },
    build: { type: 'string' },
    uptime_s: { type: 'integer' },
    stores: { type: 'object', additionalProperties: { type: 'object', properties: { ok: { type: 'boolean' }, latency_ms: { type: 'number' } } } },
    cache: { type: 'object', properties: { hits: { type: 'integer' }, misses: { type: 'integer' }, hit_ratio: { type: 'number' }, entries: { type: 'integer' } } },
  },
};

export function pricingDocument() {
  return {
    currency: 'USDC',
    networks: SERVICE.networks,
    payment_methods: ['x402', 'api_key', 'session', 'trial_key'],
    modes: MODES.map((mode) => ({ mode, price_usdc: microToDecimal(modePriceMicro(mode)), tier: isEliteMode(mode) ? 'elite' : 'standard', focus: MODE_FOCUS[mode] })),
    endpoints: [
      { method: 'POST', path: '/intel', price_usdc: microToDecimal(modePriceMicro('competitive')), elite_price_usdc: microToDecimal(modePriceMicro('sales_enablement')) },
      { method: 'POST', path: '/batch', price_usdc: microToDecimal(BATCH_PRICE_MICRO), max_items: BATCH_MAX_ITEMS, elite_modes: 'refused' },
      { method: 'POST', path: '/demo', price_usdc: '0.00' },
      { method: 'GET', path: '/graph', price_usdc: '0.00' },
      { method: 'GET', path: '/graph/market-share/{sector}', price_usdc: '0.00' },
    ],
    plans: Object.values(PLANS).map((p) => ({ plan: p.name, price_usdc: microToDecimal(p.priceMicro), reports: p.reports, duration_days: p.durationDays })),
    trial: { price_usdc: '0.00', balance_usdc: microToDecimal(TRIAL.balanceMicro), calls: TRIAL.calls, duration_days: TRIAL.durationDays, modes: TRIAL.modes, get: 'GET /api-keys/trial' },
  };
}

export function serviceRoutes(services: AppServices, allRoutes: () => RouteSpec[]): RouteSpec[] {
  return [
    {
      method: 'GET', path: '/', operationId: 'overview', summary: 'Service overview and endpoint list', tags: ['service'],
      responses: { 200: { description: 'Overview', schema: { type: 'object' } } },
      handler: (ctx) => {
        ctx.body = {
          service: SERVICE.name,
          version: INTERFACE_VERSION,
          build: BUILD_VERSION,
          description: SERVICE.description,
          endpoints: allRoutes().filter((r) => !r.hidden && r.method !== 'HEAD').map((r) => ({ method: r.method, path: r.path, summary: r.summary })),
          payment_protocol: SERVICE.paymentProtocol,
          networks: SERVICE.networks,
          modes: MODES,
          docs: `${services.config.publicBaseUrl}/docs`,
          openapi: `${services.config.publicBaseUrl}/openapi.json`,
        };
      },
    },
    {
      method: 'GET', path: '/health', operationId: 'health', summary: 'Health of the service, its stores and the cache', tags: ['service'],
      responses: { 200: { description: 'Every store answers', schema: health }, 503: { description: 'A store is down', schema: health } },
      handler: async (ctx) => {
        const report = await services.health();
        ctx.status = report.status === 'ok' ? 200 : 503;
        ctx.body = report;
      },
    },
    {
      method: 'HEAD', path: '/health', operationId: 'healthHead', summary: 'Health check', tags: ['service'],
      responses: { 200: { description: 'Healthy' }, 503: { description: 'A store is down' } },
      handler: async (ctx) => {
        ctx.status = (await services.health()).status === 'ok' ? 200 : 503;
      },
    },
    {
      method: 'GET', path: '/pricing', operationId: 'pricing', summary: 'Prices of every mode, the batch, the plans and the trial', tags: ['service'],
      responses: { 200: { description: 'Price list', schema: { type: 'object' } } },
      handler: (ctx) => { ctx.body = pricingDocument(); },
    },
  ];
}
