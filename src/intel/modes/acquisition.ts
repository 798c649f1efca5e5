// acquisition: what the moat is made of (recorded moat factors against the moats typical of its
// market, and how costly it is for customers to leave), the technical risks a buyer inherits, the
// traction and concentration the input states, and the thesis the score supports.
import { joinNames } from '../narrative.ts';
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

const TECH_RISKS: [cue: string, risk: string][] = [
  ['third_party_ai', 'Depends on third-party AI models: pricing, terms and quality are outside its control.'],
  ['open_source', 'Open-source core: check licences and whether a fork could replicate the product.'],
  ['hardware', 'Hardware and manufacturing: supply chain, inventory and capital intensity.'],
  ['health_data', 'Holds health data: security, consent and retention need diligence.'],
  ['biometrics', 'Processes biometric data: high regulatory and breach exposure.'],
  ['personal_data', 'Processes personal data: data-protection diligence (consent, transfers, retention).'],
  ['early_stage', 'Early-stage product: the technology is not proven at scale.'],
];

function moat(ctx: ModeContext): Record<string, unknown> {
  const { facts, score } = ctx;
  const profile = primaryProfile(ctx);
  const recorded = facts.entry?.moat ?? [];
  const typical = profile?.typical_moats ?? [];
  return {
    strength: score.moat_strength,
    recorded_factors: recorded,
    typical_in_market: typical,
    beyond_typical: recorded.filter((f) => !typical.includes(f)),
    typical_not_held: typical.filter((f) => !recorded.includes(f)),
    switching_costs: profile ? { level: profile.switching_costs.level, why: profile.switching_costs.why } : null,
    stated_in_input: ['patents', 'network_effects', 'regulated_licence', 'proprietary_data', 'proprietary_tech']
      .filter((c) => has(ctx, c))
      .map((c) => facts.cues.get(c)!.label),
    how_computed: score.signals
      .filter((s) => s.name.startsWith('moat.'))
      .map((s) => `${s.name} ${s.value} × ${s.weight}: ${s.explanation}`),
  };
}

function technicalRisks(ctx: ModeContext): string[] {
  const risks = TECH_RISKS.filter(([cue]) => has(ctx, cue)).map(([, risk]) => risk);
  const integrations = namedCompanies(ctx.facts.statements.integrations);
  if (integrations.length)
    risks.push(`Integrations to keep working after the deal: ${joinNames(integrations)} (stated).`);
  if (!ctx.facts.entry) risks.push('No independent record: technology claims rest on the input alone.');
  if (ctx.facts.entry?.moat.some((f) => f === 'network effects' || f === 'ecosystem')) {
    risks.push('Value sits partly in its network or ecosystem: integration must not drive participants away.');
  }
  return risks;
}

function thesis(ctx: ModeContext, traction: string[]): string {
  const { facts, score } = ctx;
  const name = subjectName(ctx);
  const size = facts.entry?.size ?? facts.statedSize;
  const markets = joinNames(facts.categories) || 'its market';
  const shown = traction.length ? ` It states ${traction.slice(0, 3).join('; ')}.` : '';
  const conc = facts.statements.concentration.length
    ? ' Stated customer concentration lowers the price a buyer should pay.'
    : '';
  const lead = (() => {
    switch (score.agent_recommendation) {
      case 'acquire':
        return `Acquire: ${name} is small (${size ? `${size} employees` : 'size unrecorded'}) with strong technology and a low threat today; buying it adds ${markets} before a rival does.`;
      case 'avoid':
        return `Not a practical target: a moat of ${score.moat_strength} in a mature market means a high price and little room to add value.`;
      case 'counter':
        return `A high threat in ${markets}; an acquisition would remove a rival but at a strategic premium. Compare with competing head-on.`;
      case 'partner':
        return `A partnership is the cheaper first step: moat ${score.moat_strength} in an emerging market; revisit acquisition once the market settles.`;
      default:
        return `Monitor: ${name} in ${markets} (moat ${score.moat_strength}, threat ${score.threat_level}, ${score.market_maturity} market) makes a weak case for buying now.`;
    }
  })();
  return `${lead}${shown}${conc}`;
}

export function acquisition(ctx: ModeContext): ModeOutput {
  const traction = tractionOf(ctx.facts).lines;
  const stage = statedStage(ctx);
  const stated = {
    traction,
    funding: figureLines(ctx, 'funding'),
    // What customers pay is part of what a buyer values: the unit economics behind the revenue.
    pricing: figureLines(ctx, 'price'),
    stage: stage?.stage ?? null,
    headcount: figureLines(ctx, 'headcount'),
    concentration: concentrationLines(ctx),
    // Integrations and partners carry over to a buyer, and a stated next market is part of the price.
    integrations: namedCompanies(ctx.facts.statements.integrations),
    partners: namedCompanies(ctx.facts.statements.partners),
    target_market: (() => {
      const target = targetOf(ctx);
      return target?.source === 'stated' ? `${target.name} (stated: ${target.evidence})` : null;
    })(),
  };
  const m = moat(ctx);
  const risks = technicalRisks(ctx);
  return {
    insights: {
      moat: m,
      technical_risks: risks,
      stated_business: stated,
      thesis: thesis(ctx, [...traction, ...stated.funding]),
      notes: notesFor([
        ['moat.typical_in_market', m.typical_in_market as string[], profileGap(ctx)],
        [
          'moat.recorded_factors',
          m.recorded_factors as string[],
          `No moat factor is recorded for ${subjectName(ctx)}.`,
        ],
        [
          'technical_risks',
          risks,
          'The input names no technical dependency; verify architecture, IP ownership and key people.',
        ],
        ['stated_business.traction', traction, 'No customer, revenue or growth figure was read from the input.'],
      ]),
    },
  };
}
