// Payment discovery: /.well-known/x402 (the x402scan manifest), /.well-known/pay.json (how to pay, every
// way) and the x402 discovery resources (the Bazaar shape). Every requirement comes from the same
// builder as the live 402 challenge, so what they advertise is what GET /intel asks for.
import type { AppServices } from '../../services.ts';
import { BASE_MAINNET_CAIP2, SOLANA_MAINNET_CAIP2 } from '../../payments/challenge.ts';
import type { paidResources, ServiceDescription } from './description.ts';

type Paid = Awaited<ReturnType<typeof paidResources>>;

const httpOnly = (paid: Paid) => paid.filter((r) => r.type === 'http');

export function x402Manifest(d: ServiceDescription, all: Paid) {
  const paid = httpOnly(all);
  return {
    version: 1,
    x402Version: 1,
    name: d.title,
    description: d.tagline,
    resources: paid.map((r) => `${r.method} ${r.path}`),
    items: paid.map((r) => ({
      method: r.method,
      resource: r.url,
      price_usdc: r.priceUsdc,
      description: r.description,
      accepts: r.v1,
      accepts_v2: r.v2,
    })),
    networks: d.networks,
    instructions: `Call ${paid.map((r) => `${r.method} ${r.path}`).join(' or ')} without a credential to receive the 402 challenge; sign one of its accepts[] (USDC, 6 decimals) and retry with X-PAYMENT (x402 v1) or PAYMENT-SIGNATURE (v2). Elite modes of /intel cost ${d.pricing.endpoints[0].elite_price_usdc} USDC. Prepaid alternatives: X-API-KEY (POST /access/api-key, or a free trial key at GET /api-keys/trial) and X-SESSION (POST /access/activate). Full reference: ${d.url.llmsFull}`,
    docs: d.url.llmsFull,
    openapi: d.url.openapi,
  };
}

export function payJson(d: ServiceDescription, services: AppServices, all: Paid) {
  const { x402 } = services.config;
  const paid = httpOnly(all);
  return {
    version: '1.0',
    service: d.name,
    name: d.title,
    currency: 'USDC',
    decimals: 6,
    networks: [
      ...(x402.payeeBase
        ? [
            {
              network: 'base-mainnet',
              x402_v1: 'base',
              caip2: BASE_MAINNET_CAIP2,
              asset: x402.baseUsdc,
              pay_to: x402.payeeBase,
            },
          ]
        : []),
      ...(x402.payeeSolana
        ? [
            {
              network: 'solana-mainnet',
              x402_v1: 'solana',
              caip2: SOLANA_MAINNET_CAIP2,
              asset: x402.solanaUsdcMint,
              pay_to: x402.payeeSolana,
            },
          ]
        : []),
    ],
    methods: {
      ...(d.x402
        ? {
            x402: {
              versions: [1, 2],
              request_headers: ['X-PAYMENT', 'PAYMENT-SIGNATURE'],
              response_headers: ['X-PAYMENT-RESPONSE', 'PAYMENT-RESPONSE'],
              facilitator: x402.facilitatorUrl ?? null,
              resources: paid.map((r) => ({ method: r.method, resource: r.url, price_usdc: r.priceUsdc })),
            },
          }
        : {}),
      api_key: {
        header: 'X-API-KEY',
        create: 'POST /access/api-key',
        status: 'GET /access/api-key/status',
        trial: 'GET /api-keys/trial',
        mcp_tool: 'intel_api_key_create',
      },
      session: {
        header: 'X-SESSION',
        activate: 'POST /access/activate',
        pending: 'POST /access/pending',
        status: 'GET /access/status',
        plans: d.pricing.plans,
      },
    },
    prices: { modes: d.pricing.modes, endpoints: d.pricing.endpoints, trial: d.pricing.trial },
    pricing: d.url.pricing,
  };
}

/** The Bazaar list: x402Version, items with accepts, pagination. v2 at /v2/…, v1 elsewhere; `type` filters. */
export function discoveryResources(
  d: ServiceDescription,
  paid: Paid,
  x402Version: 1 | 2,
  page: { limit: number; offset: number; type?: 'http' | 'mcp' },
  lastUpdated: string,
) {
  const items = paid
    .filter((r) => !page.type || r.type === page.type)
    .map((r) => ({
      resource: r.url,
      type: r.type,
      x402Version,
      accepts: x402Version === 1 ? r.v1 : r.v2,
      lastUpdated,
      metadata: {
        method: r.method,
        description: r.description,
        price_usdc: r.priceUsdc,
        provider: d.title,
        docs: d.url.llmsFull,
        openapi: d.url.openapi,
        ...('tool' in r ? { tool: r.tool } : {}),
      },
    }));
  return {
    x402Version,
    items: items.slice(page.offset, page.offset + page.limit),
    pagination: { limit: page.limit, offset: page.offset, total: items.length },
  };
}
