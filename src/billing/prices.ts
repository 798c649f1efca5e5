// The one price table. /pricing, the payment gate, the x402 challenge, the discovery documents and the
// OpenAPI document all read from here.
import { ELITE_MODES, MODES, STANDARD_MODES, type Mode } from '../intel/types.ts';

export const STANDARD_PRICE_MICRO = 50_000; // 0.05 USDC
export const ELITE_PRICE_MICRO = 1_000_000; // 1.00 USDC
export const BATCH_PRICE_MICRO = 200_000; // 0.20 USDC
export const BATCH_MAX_ITEMS = 10;
/** Pulse: each alert delivered to a subscription's webhook (nothing for a failed delivery). */
export const PULSE_ALERT_PRICE_MICRO = 10_000; // 0.01 USDC

const ELITE = new Set<string>(ELITE_MODES);

export function isEliteMode(mode: Mode): boolean {
  return ELITE.has(mode);
}

export function modePriceMicro(mode: Mode): number {
  return isEliteMode(mode) ? ELITE_PRICE_MICRO : STANDARD_PRICE_MICRO;
}

export const MODE_FOCUS: Record<Mode, string> = {
  competitive: 'positioning, pain points, competitors, unique angle',
  fundraising: 'investor narrative, TAM, traction signals',
  partnership: 'strategic fit, complementarity, risk signals',
  acquisition: 'moat strength, technical risks, acquisition thesis',
  market_entry: 'market gaps, saturation, barriers to entry',
  crypto_protocol: 'DeFi moat, tokenomics, regulatory risk',
  regulatory_compliance: 'EU AI Act, GDPR, HIPAA exposure',
  venture_screening: 'investment thesis, deal-breakers',
  risk_assessment: 'business model stability, operational risk',
  sales_enablement: 'battlecard and objection handler',
  market_entry_execution: 'phased go-to-market execution plan',
};

export interface Plan {
  name: 'starter' | 'pro';
  priceMicro: number;
  reports: number;
  durationDays: number;
}
export const PLANS: Record<Plan['name'], Plan> = {
  starter: { name: 'starter', priceMicro: 15_000_000, reports: 30, durationDays: 10 },
  pro: { name: 'pro', priceMicro: 30_000_000, reports: 100, durationDays: 30 },
};
export const PLAN_NAMES = Object.keys(PLANS) as Plan['name'][];

export const TRIAL = {
  balanceMicro: 250_000,
  calls: 5,
  durationDays: 7,
  modes: [...STANDARD_MODES].filter((m) => m !== 'crypto_protocol') as Mode[],
};

export { ELITE_MODES, MODES, STANDARD_MODES };
