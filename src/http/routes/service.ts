// GET / (overview), GET /health, GET /pricing: adapters over src/operations/service.ts.
import { restRoute, type RouteSpec } from '../route.ts';
import { healthCheck, healthHead, overview, pricing } from '../../operations/service.ts';
import type { AppServices } from '../../services.ts';
import {
  BATCH_MAX_ITEMS,
  BATCH_PRICE_MICRO,
  MODE_FOCUS,
  MODES,
  PLANS,
  PULSE_ALERT_PRICE_MICRO,
  TRIAL,
  isEliteMode,
  modePriceMicro,
} from '../../billing/prices.ts';
import { microToDecimal } from '../../lib/money.ts';
import { BUILD_VERSION, INTERFACE_VERSION, SERVICE } from '../serviceInfo.ts';
import type { Config } from '../../config.ts';
import { x402Payable } from '../../payments/challenge.ts';

/** The price table; x402 is listed among the payment methods only where it can be paid. */
export function pricingDocument(x402: Config['x402']) {
  return {
    currency: 'USDC',
    networks: SERVICE.networks,
    payment_methods: [...(x402Payable(x402) ? ['x402'] : []), 'api_key', 'session', 'trial_key'],
    modes: MODES.map((mode) => ({
      mode,
      price_usdc: microToDecimal(modePriceMicro(mode)),
      tier: isEliteMode(mode) ? 'elite' : 'standard',
      focus: MODE_FOCUS[mode],
    })),
    endpoints: [
      {
        method: 'POST',
        path: '/intel',
        price_usdc: microToDecimal(modePriceMicro('competitive')),
        elite_price_usdc: microToDecimal(modePriceMicro('sales_enablement')),
      },
      {
        method: 'POST',
        path: '/batch',
        price_usdc: microToDecimal(BATCH_PRICE_MICRO),
        max_items: BATCH_MAX_ITEMS,
        elite_modes: 'refused',
      },
      { method: 'POST', path: '/demo', price_usdc: '0.00' },
      { method: 'GET', path: '/graph', price_usdc: '0.00' },
      { method: 'GET', path: '/graph/market-share/{sector}', price_usdc: '0.00' },
      {
        method: 'POST',
        path: '/pulse/subscriptions',
        price_usdc: '0.00',
        per_alert_usdc: microToDecimal(PULSE_ALERT_PRICE_MICRO),
      },
    ],
    pulse: {
      alert_price_usdc: microToDecimal(PULSE_ALERT_PRICE_MICRO),
      plan_reports_per_alert: 1,
      charged: 'per alert delivered (a 2xx from the webhook); nothing for a failed delivery',
      subscribe: 'POST /pulse/subscriptions with X-API-KEY or X-SESSION',
    },
    plans: Object.values(PLANS).map((p) => ({
      plan: p.name,
      price_usdc: microToDecimal(p.priceMicro),
      reports: p.reports,
      duration_days: p.durationDays,
    })),
    trial: {
      price_usdc: '0.00',
      balance_usdc: microToDecimal(TRIAL.balanceMicro),
      calls: TRIAL.calls,
      duration_days: TRIAL.durationDays,
      modes: TRIAL.modes,
      get: 'GET /api-keys/trial',
    },
  };
}

export function serviceRoutes(services: AppServices, allRoutes: () => RouteSpec[]): RouteSpec[] {
  return [
    restRoute(overview, (ctx) => {
      ctx.body = {
        service: SERVICE.name,
        version: INTERFACE_VERSION,
        build: BUILD_VERSION,
        description: SERVICE.description,
        endpoints: allRoutes()
          .filter((r) => !r.hidden && !r.admin && r.method !== 'HEAD')
          .map((r) => ({ method: r.method, path: r.path, summary: r.summary })),
        payment_protocol: x402Payable(services.config.x402) ? SERVICE.paymentProtocol : 'api_key, session',
        networks: SERVICE.networks,
        modes: MODES,
        docs: `${services.config.publicBaseUrl}/docs`,
        openapi: `${services.config.publicBaseUrl}/openapi.json`,
      };
    }),
    restRoute(healthCheck, async (ctx) => {
      const report = await services.health();
      ctx.status = report.status === 'ok' ? 200 : 503;
      ctx.body = report;
    }),
    restRoute(healthHead, async (ctx) => {
      ctx.status = (await services.health()).status === 'ok' ? 200 : 503;
    }),
    restRoute(pricing, (ctx) => {
      ctx.body = pricingDocument(services.config.x402);
    }),
  ];
}
