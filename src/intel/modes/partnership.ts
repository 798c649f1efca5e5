// partnership: how well the company fits as a partner, what it brings that complements others, and
// the signals that make a partnership risky.
import { joinNames } from '../narrative.ts';
import { cuesOf } from '../cues.ts';
import { has, subjectName, type ModeContext, type ModeOutput } from './context.ts';

const PLATFORM_MODELS = ['b2b2c', 'marketplace', 'protocol', 'open_source'];
const REGULATED_SECTORS = ['fintech', 'healthcare', 'crypto', 'defense', 'energy'];

function strategicFit(ctx: ModeContext): { score: number; reasons: string[] } {
  const { facts, score } = ctx;
  let fit = 0.3;
  const reasons: string[] = [];
  if (has(ctx, 'api')) { fit += 0.2; reasons.push('Offers APIs or integrations others can build on.'); }
  if (has(ctx, 'partner')) { fit += 0.15; reasons.push('The input speaks of partners or resellers.'); }
  const model = facts.entry?.business_model;
  if (model && PLATFORM_MODELS.includes(model)) { fit += 0.15; reasons.push(`A ${model} business model: value grows with third parties.`); }
  if (facts.entry?.maturity === 'mature') { fit += 0.1; reasons.push('A mature company: a dependable counterparty.'); }
  if (score.threat_level === 'high') { fit -= 0.2; reasons.push('High threat level: a partner today may compete tomorrow.'); }
  if (reasons.length === 0) reasons.push('No partnership cue in the input and no platform model recorded.');
  return { score: Math.round(Math.min(1, Math.max(0, fit)) * 100) / 100, reasons };
}

function complementarity(ctx: ModeContext): string[] {
  const points: string[] = [];
  const adjacent = [...new Set(ctx.competitors.filter((c) => c.relation === 'indirect' && c.entry).flatMap((c) => c.entry!.categories))]
    .filter((c) => !ctx.facts.categories.includes(c)).slice(0, 4);
  if (adjacent.length) points.push(`Adjacent markets in the same sector it does not cover: ${joinNames(adjacent)}; players there are natural partners.`);
  const audiences = cuesOf(ctx.facts.cues, 'audience').slice(0, 2).map((h) => h.label);
  if (audiences.length) points.push(`Sells to ${joinNames(audiences)}: a partner serving the same buyers can bundle or refer.`);
  if (has(ctx, 'api')) points.push('Integration surface (APIs, SDKs or connectors) makes joint offerings cheap to build.');
  if (has(ctx, 'open_source')) points.push('An open-source core invites ecosystem contributions and hosted-service partners.');
  if (ctx.facts.entry?.moat.includes('distribution')) points.push('Recorded distribution strength: a channel for a partner\'s product.');
  return points.length ? points : ['No complementary asset stated in the input or recorded in the knowledge base.'];
}

function riskSignals(ctx: ModeContext): string[] {
  const { facts } = ctx;
  const risks: string[] = [];
  const direct = ctx.competitors.filter((c) => c.relation === 'direct').length;
  if (direct > 0) risks.push(`Competes directly with ${direct} known compan${direct === 1 ? 'y' : 'ies'}: channel conflict with partners in ${joinNames(facts.categories)}.`);
  if (facts.sector && REGULATED_SECTORS.includes(facts.sector)) risks.push(`Regulated sector (${facts.sector}): check licences and liability allocation before integrating.`);
  if (!facts.entry) risks.push(`${subjectName(ctx)} has no independent record in the knowledge base: verify claims before committing.`);
  if (has(ctx, 'early_stage') || facts.entry?.maturity === 'emerging') risks.push('Early stage: counterparty and continuity risk.');
  if (facts.entry?.moat.includes('switching costs')) risks.push('High switching costs: a partnership can become a dependency.');
  if (has(ctx, 'third_party_ai')) risks.push('Depends on a third-party AI model provider.');
  return risks.length ? risks : ['No specific risk signal in the input.'];
}

export function partnership(ctx: ModeContext): ModeOutput {
  return { insights: { strategic_fit: strategicFit(ctx), complementarity: complementarity(ctx), risk_signals: riskSignals(ctx) } };
}
