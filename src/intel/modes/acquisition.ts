// acquisition: what the moat is made of, the technical risks a buyer inherits, and the thesis the
// score supports.
import { joinNames } from '../narrative.ts';
import { has, subjectName, type ModeContext, type ModeOutput } from './context.ts';

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
  return {
    strength: score.moat_strength,
    knowledge_base_factors: facts.entry?.moat ?? [],
    stated_in_input: ['patents', 'network_effects', 'regulated_licence', 'proprietary_data', 'proprietary_tech'].filter((c) => has(ctx, c)).map((c) => facts.cues.get(c)!.label),
    how_computed: score.signals.filter((s) => s.name.startsWith('moat.')).map((s) => `${s.name} ${s.value} × ${s.weight}: ${s.explanation}`),
  };
}

function technicalRisks(ctx: ModeContext): string[] {
  const risks = TECH_RISKS.filter(([cue]) => has(ctx, cue)).map(([, risk]) => risk);
  if (!ctx.facts.entry) risks.push('No independent record in the knowledge base: technology claims are unverified.');
  if (ctx.facts.entry?.moat.some((f) => f === 'network effects' || f === 'ecosystem')) {
    risks.push('Value sits partly in its network or ecosystem: integration must not drive participants away.');
  }
  return risks.length ? risks : ['No specific technical risk stated; verify architecture, IP ownership and key-person dependence in diligence.'];
}

function thesis(ctx: ModeContext): string {
  const { facts, score } = ctx;
  const name = subjectName(ctx);
  const size = facts.entry?.size ?? facts.statedSize;
  const markets = joinNames(facts.categories) || 'its market';
  switch (score.agent_recommendation) {
    case 'acquire':
      return `Acquire: ${name} is small (${size ?? 'size unknown'}) with strong technology and a low threat today; buying it adds ${markets} before a rival does.`;
    case 'avoid':
      return `Not a practical target: a moat of ${score.moat_strength} in a mature market means a high price and little room to add value.`;
    case 'counter':
      return `A high threat in ${markets}; an acquisition would remove a rival but at a strategic premium. Compare with competing head-on.`;
    case 'partner':
      return `A partnership is the cheaper first step: weak moat (${score.moat_strength}) in an emerging market; revisit acquisition once the market settles.`;
    default:
      return `Monitor: ${name} in ${markets} (moat ${score.moat_strength}, threat ${score.threat_level}, ${score.market_maturity} market) gives no strong case to buy now.`;
  }
}

export function acquisition(ctx: ModeContext): ModeOutput {
  return { insights: { moat: moat(ctx), technical_risks: technicalRisks(ctx), thesis: thesis(ctx) } };
}
