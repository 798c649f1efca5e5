// partnership: how well the company fits as a partner (its stated integrations and partners, its
// platform model, its traction), what it complements (the profile's substitutes and neighbouring
// markets, shared buyers), and what makes a partnership risky (concentration, overlap with the
// caller when the caller says what it sells, direct rivalry, regulation, early stage).
import { joinNames } from '../narrative.ts';
import { cuesOf } from '../cues.ts';
import { tractionOf } from '../stated.ts';
import { has, subjectName, type ModeContext, type ModeOutput } from './context.ts';
import {
  concentrationLines,
  figureLines,
  namedCompanies,
  notesFor,
  primaryProfile,
  profileGap,
  statedStage,
  targetOf,
} from './said.ts';

const PLATFORM_MODELS = ['b2b2c', 'marketplace', 'protocol', 'open_source'];
const REGULATED_SECTORS = ['fintech', 'healthcare', 'crypto', 'defense', 'energy'];

function strategicFit(ctx: ModeContext): { score: number; reasons: string[] } {
  const { facts, score } = ctx;
  const { integrations, partners } = facts.statements;
  let fit = 0.3;
  const reasons: string[] = [];
  if (integrations.length) {
    fit += 0.2;
    reasons.push(`Already integrates with ${joinNames(namedCompanies(integrations))} (stated).`);
  } else if (has(ctx, 'api')) {
    fit += 0.15;
    reasons.push('Offers APIs or integrations others can build on.');
  }
  if (partners.length) {
    fit += 0.15;
    reasons.push(`Works with ${joinNames(namedCompanies(partners))} (stated).`);
  } else if (has(ctx, 'partner')) {
    fit += 0.1;
    reasons.push('The input speaks of partners or resellers.');
  }
  const model = facts.entry?.business_model;
  if (model && PLATFORM_MODELS.includes(model)) {
    fit += 0.15;
    reasons.push(`A ${model} business model: value grows with third parties.`);
  }
  const traction = tractionOf(facts);
  if (traction.lines.length) {
    fit += 0.1;
    reasons.push(`A reach a partner can sell into: ${traction.lines.slice(0, 3).join('; ')}.`);
  }
  if (facts.entry?.maturity === 'mature') {
    fit += 0.1;
    reasons.push('A mature company: a dependable counterparty.');
  }
  if (score.threat_level === 'high') {
    fit -= 0.2;
    reasons.push('High threat level: a partner today may compete tomorrow.');
  }
  return { score: Math.round(Math.min(1, Math.max(0, fit)) * 100) / 100, reasons };
}

function complementarity(ctx: ModeContext): string[] {
  const { facts } = ctx;
  const points: string[] = [];
  const profile = primaryProfile(ctx);
  if (profile?.substitutes.length) {
    points.push(
      `${joinNames(profile.substitutes)} do the same job for ${profile.category} buyers another way: ` +
        'a partner there can bundle rather than compete.',
    );
  }
  const adjacent = [
    ...new Set(ctx.competitors.filter((c) => c.relation === 'indirect' && c.entry).flatMap((c) => c.entry!.categories)),
  ]
    .filter((c) => !facts.categories.includes(c))
    .slice(0, 4);
  if (adjacent.length)
    points.push(`Neighbouring markets it does not cover: ${joinNames(adjacent)}; players there are natural partners.`);
  if (profile?.buyers.length)
    points.push(`Sells to ${joinNames(profile.buyers.slice(0, 3))}: a partner serving them can refer or resell.`);
  const audiences = cuesOf(facts.cues, 'audience')
    .slice(0, 2)
    .map((h) => h.label);
  if (audiences.length) points.push(`The input names its buyers as ${joinNames(audiences)}.`);
  if (has(ctx, 'open_source'))
    points.push('An open-source core invites ecosystem contributions and hosted-service partners.');
  if (facts.entry?.moat.includes('distribution'))
    points.push("Recorded distribution strength: a channel for a partner's product.");
  return points;
}

function riskSignals(ctx: ModeContext): string[] {
  const { facts } = ctx;
  const risks = concentrationLines(ctx).map((l) => `Concentration: ${l}; a partner inherits that dependence.`);
  const caller = facts.statements.caller;
  if (caller.side === 'competitor')
    risks.push(
      `The caller says it competes with ${subjectName(ctx)}${caller.evidence ? ` (${caller.evidence.text})` : ''}: overlap makes a partnership a channel conflict.`,
    );
  const rivalPartners = facts.statements.partners.filter((p) => ctx.competitors.some((c) => c.name === p.name));
  if (rivalPartners.length)
    risks.push(`Partners with ${joinNames(rivalPartners.map((p) => p.name))}, which also compete in its market.`);
  const direct = ctx.competitors
    .filter((c) => c.relation === 'direct')
    .slice(0, 3)
    .map((c) => c.name);
  if (direct.length)
    risks.push(
      `Competes directly with ${joinNames(direct)}: partners of theirs meet a conflict in ${joinNames(facts.categories)}.`,
    );
  const heavy = facts.profiles
    .flatMap((p) => p.regulation)
    .filter((r) => r.level === 'high')
    .slice(0, 2);
  if (heavy.length)
    risks.push(`Regulated: ${heavy.map((r) => r.rule).join('; ')}; allocate compliance liability in the contract.`);
  else if (facts.sector && REGULATED_SECTORS.includes(facts.sector))
    risks.push(`Regulated sector (${facts.sector}): check licences and liability allocation.`);
  if (facts.statements.stage && ['idea', 'pre-seed', 'seed'].includes(facts.statements.stage.stage))
    risks.push(`Early stage (${facts.statements.stage.stage}, stated): counterparty and continuity risk.`);
  else if (facts.entry?.maturity === 'emerging') risks.push('An emerging company: counterparty and continuity risk.');
  if (has(ctx, 'third_party_ai')) risks.push('Depends on a third-party AI model provider.');
  return risks;
}

/** The market the input says the company will enter, with its words; null when it names none. */
function statedTarget(ctx: ModeContext): { name: string; evidence: string } | null {
  const target = targetOf(ctx);
  return target?.source === 'stated' ? { name: target.name, evidence: target.evidence } : null;
}

export function partnership(ctx: ModeContext): ModeOutput {
  const { statements } = ctx.facts;
  const fit = strategicFit(ctx);
  const complements = complementarity(ctx);
  const risks = riskSignals(ctx);
  return {
    insights: {
      strategic_fit: fit,
      complementarity: complements,
      stated_relationships: {
        integrations: namedCompanies(statements.integrations),
        partners: namedCompanies(statements.partners),
      },
      // The counterparty's size and where it is headed, as stated: what a partner weighs first.
      stated_scale: {
        traction: tractionOf(ctx.facts).lines,
        pricing: figureLines(ctx, 'price'),
        funding: figureLines(ctx, 'funding'),
        stage: statedStage(ctx)?.stage ?? null,
        headcount: figureLines(ctx, 'headcount'),
      },
      target_market: statedTarget(ctx),
      risk_signals: risks,
      notes: notesFor([
        [
          'strategic_fit.reasons',
          fit.reasons,
          'The input names no integration, partner or figure, and no platform model is recorded.',
        ],
        ['complementarity', complements, profileGap(ctx) ?? 'No complementary asset stated or recorded.'],
        [
          'risk_signals',
          risks,
          'No concentration, overlap, regulation or stage risk found in the input or the record.',
        ],
      ]),
    },
  };
}
