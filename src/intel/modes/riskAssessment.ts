// risk_assessment: how stable the business model is (how it earns, how mature and large it is) and
// the operational risks of running it (regulation, hardware, data, dependencies, regional reach).
import { has, maxLevel, type Level, type ModeContext, type ModeOutput } from './context.ts';

type Stability = 'stable' | 'moderate' | 'fragile';
const PRICING_STABILITY: Record<string, [Stability, string]> = {
  subscription: ['stable', 'Recurring subscription revenue.'],
  license: ['stable', 'Licence revenue, usually under multi-year contracts.'],
  contract: ['stable', 'Contracted revenue (long procurement cycles, sticky once won).'],
  'transaction-fee': ['moderate', 'Transaction fees: revenue moves with customers\' volumes.'],
  'usage-based': ['moderate', 'Usage-based revenue: moves with customers\' consumption.'],
  advertising: ['moderate', 'Advertising revenue: cyclical, tied to ad budgets.'],
  freemium: ['moderate', 'Freemium: depends on converting free users.'],
  'one-time': ['moderate', 'One-time sales: lumpy revenue, new sales needed every period.'],
  'open-source': ['moderate', 'Open-source: monetisation through services or hosting is not guaranteed.'],
  token: ['fragile', 'Token-based economics: value moves with a volatile asset.'],
};
const REGULATED: Record<string, string> = {
  fintech: 'Financial regulation: licences, capital and conduct supervision.',
  healthcare: 'Health regulation: patient safety, data and reimbursement rules.',
  crypto: 'Crypto regulation is still changing across jurisdictions.',
  defense: 'Export controls, security clearances and dependence on government budgets.',
  energy: 'Energy-market regulation, permits and commodity prices.',
};

function businessModelStability(ctx: ModeContext): { level: Stability; reasons: string[] } {
  const { facts } = ctx;
  const reasons: string[] = [];
  const pricing = facts.entry?.pricing_model ?? (has(ctx, 'subscription') ? 'subscription' : has(ctx, 'free_offer') ? 'freemium' : null);
  let score = 1; // 0 fragile, 1 moderate, 2 stable
  if (pricing) {
    const [stability, reason] = PRICING_STABILITY[pricing] ?? ['moderate', `${pricing} pricing.`];
    score = stability === 'stable' ? 2 : stability === 'fragile' ? 0 : 1;
    reasons.push(`${reason.replace(/\.$/, '')} (${facts.entry?.pricing_model ? 'knowledge base' : 'from the input'}).`);
  } else reasons.push('Revenue model not stated in the input.');
  if (facts.entry?.maturity === 'mature') { score += 0.5; reasons.push('A mature company.'); }
  if (facts.entry?.maturity === 'emerging' || has(ctx, 'early_stage')) { score -= 0.5; reasons.push('Early stage: the model is not yet proven.'); }
  if (facts.entry?.size === '5001+' || facts.entry?.size === '1001-5000') reasons.push(`Large organisation (${facts.entry.size} employees).`);
  if (facts.entry?.moat.includes('switching costs')) { score += 0.5; reasons.push('Switching costs keep customers.'); }
  return { level: score >= 2 ? 'stable' : score >= 1 ? 'moderate' : 'fragile', reasons };
}

function operationalRisk(ctx: ModeContext): { level: Level; reasons: string[] } {
  const { facts } = ctx;
  const reasons: string[] = [];
  let level: Level = 'low';
  if (facts.sector && REGULATED[facts.sector]) { level = maxLevel(level, 'medium'); reasons.push(REGULATED[facts.sector]!); }
  if (has(ctx, 'hardware') || ['robotics', 'energy', 'logistics', 'defense'].includes(facts.sector ?? '')) { level = maxLevel(level, 'medium'); reasons.push('Physical operations: supply chain, manufacturing or fleet.'); }
  if (has(ctx, 'health_data') || has(ctx, 'biometrics')) { level = maxLevel(level, 'high'); reasons.push('Sensitive data: a breach would be severe.'); }
  else if (has(ctx, 'personal_data')) { level = maxLevel(level, 'medium'); reasons.push('Personal data: breach and compliance exposure.'); }
  if (has(ctx, 'custody')) { level = maxLevel(level, 'high'); reasons.push('Holds client assets in custody.'); }
  if (has(ctx, 'third_party_ai')) { level = maxLevel(level, 'medium'); reasons.push('Depends on a third-party AI model provider.'); }
  if (!facts.entry && !facts.page) reasons.push('No independent record: operations cannot be verified from the input alone.');
  if (facts.region.regional_context) reasons.push(`Regional operations: ${facts.region.regional_context.meaning}.`);
  if (reasons.length === 0) reasons.push('No specific operational risk stated; software-only and unregulated as far as the input says.');
  return { level, reasons };
}

export function riskAssessment(ctx: ModeContext): ModeOutput {
  return { insights: { business_model_stability: businessModelStability(ctx), operational_risk: operationalRisk(ctx) } };
}
