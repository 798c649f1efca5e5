// market_entry_execution: a phased plan (beachhead, launch, scale) for the target region: its
// channels, the licences and certifications its rules require and the regulators behind them, the
// buyers and decision makers to reach first (the market profile), the market's usual pricing, and
// milestones set against the figures the input states.
import { joinNames, mainAudience } from '../narrative.ts';
import { tractionOf } from '../stated.ts';
import { has, subjectName, type ModeContext, type ModeOutput } from './context.ts';
import { saturationOf } from './marketEntry.ts';
import { regulatorsFor } from './regulators.ts';
import {
  figureLines,
  namedCompanies,
  notesFor,
  primaryProfile,
  profileGap,
  rulesInTarget,
  targetJurisdictions,
  targetOf,
} from './said.ts';

interface Phase {
  name: string;
  horizon: string;
  goals: string[];
  channels: string[];
  milestones: string[];
}

const REGION_CHANNELS: Record<string, string[]> = {
  japan: ['system integrators and trading-house (keiretsu) partners', 'Japanese-language sales material and support'],
  korea: ['chaebol affiliates as anchor customers', 'Korean-language support and local cloud hosting'],
  china: ['a local entity or joint venture', 'distribution through the Baidu, Alibaba and Tencent ecosystems'],
  brazil: ['Pix and boleto support', 'local resellers; Portuguese-language sales'],
  mexico: ['CFDI e-invoicing compliance', 'SPEI payments; Spanish-language sales'],
  argentina: ['AFIP-compliant invoicing', 'local partners for currency controls'],
  latam: ['regional resellers', 'Spanish and Portuguese localisation'],
  dach: ['Mittelstand channel partners and system houses', 'German-language sales, EU data residency'],
  france: ['French-language sales and large-account partners', 'public procurement (UGAP) where relevant'],
  italy: ['regional system integrators', 'Italian-language support'],
  spain: ['Spanish-language sales', 'regional partners and public programmes'],
};

export function marketEntryExecution(ctx: ModeContext): ModeOutput {
  const { facts } = ctx;
  const target = targetOf(ctx);
  const where = target?.name ?? 'the home market';
  const profile = primaryProfile(ctx);
  const beachheadMarket =
    [...facts.categories].sort((a, b) => facts.kb.byCategory(a).length - facts.kb.byCategory(b).length)[0] ?? null;
  const segment = facts.statements.segment[0];
  const buyers = profile?.buyers.slice(0, 3) ?? [];
  const deciders = profile?.decision_makers.slice(0, 3) ?? [];
  const audience = segment
    ? (segment.vertical ?? segment.segment)
    : (buyers[0] ?? mainAudience(facts) ?? 'the buyers the input describes');
  const jurisdictions = target ? targetJurisdictions(facts, target) : [];
  const rules = target
    ? rulesInTarget(facts, target).filter((r) => r.region !== 'global' || jurisdictions.length === 0)
    : [];
  const regulators = [...new Set(jurisdictions.flatMap((j) => regulatorsFor(j, facts.sector)))];
  const partners = namedCompanies(facts.statements.partners.filter((p) => !p.prospective));
  const regional = target ? (REGION_CHANNELS[target.market_context] ?? []) : [];
  const direct =
    has(ctx, 'api') || has(ctx, 'developers')
      ? ['developer documentation, a free tier and integrations']
      : ['founder-led sales to named accounts'];
  const traction = tractionOf(facts);
  const base = traction.figures.find((f) => ['customers', 'users', 'pilots'].includes(f.metric));
  const baseLine = base ? traction.lines[traction.figures.indexOf(base)] : null;
  const local = saturationOf(ctx, target).local_players;
  const prices = figureLines(ctx, 'price');
  const pricing = [...prices.map((p) => `${p} (stated today)`), ...(profile?.pricing_models ?? [])];
  const heavy = rules.filter((r) => r.level === 'high').map((r) => r.rule);

  const phases: Phase[] = [
    {
      name: 'Beachhead',
      horizon: '0–6 months',
      goals: [
        `Win the first ${audience} in ${where}${beachheadMarket ? ` for ${beachheadMarket}` : ''}${deciders.length ? `, selling to ${joinNames(deciders)}` : ''}`,
        ...(heavy.length ? [`Before the first sale: ${joinNames(heavy)}`] : []),
      ],
      channels: [direct[0], ...regional.slice(0, 1), ...partners.slice(0, 2).map((p) => `the stated partner ${p}`)],
      milestones: [
        baseLine
          ? `First 5 reference customers in ${where}, against ${baseLine} at home`
          : `First 5 reference customers in ${where}`,
        ...(rules.length ? [`${rules[0].rule} met`] : []),
      ],
    },
    {
      name: 'Launch',
      horizon: '6–12 months',
      goals: [
        `Repeatable sales to ${joinNames(buyers.length ? buyers : [audience])} in ${where}`,
        local.length
          ? `Take deals from local players: ${joinNames(local.slice(0, 3))}`
          : 'Displace the status quo: manual work and in-house tools',
      ],
      channels: [
        ...regional,
        ...(facts.statements.integrations.length
          ? [`integration marketplaces of ${joinNames(namedCompanies(facts.statements.integrations))}`]
          : []),
      ],
      milestones: [
        `Local pricing set (${profile?.pricing_models[0] ?? prices[0] ?? 'in local currency'})`,
        'A second and third customer won the same way',
      ],
    },
    {
      name: 'Scale',
      horizon: '12–24 months',
      goals: [`Extend beyond the beachhead across ${where}`, 'Partner-sourced pipeline'],
      channels: ['channel and integration partners', 'customer referrals', ...partners.slice(2)],
      milestones: [
        base
          ? `${where} reaches a tenth of today's base: ${Math.max(1, Math.round(base.value / 10)).toLocaleString('en-US')} (10 % of ${baseLine})`
          : 'Net revenue retention above 100 %',
      ],
    },
  ];
  const requirements = rules.map((r) => ({ rule: r.rule, jurisdiction: r.region, level: r.level, why: r.why }));
  return {
    insights: {
      target: target
        ? {
            region: target.name,
            market_context: target.market_context,
            source: target.source,
            evidence: target.evidence,
            jurisdictions,
          }
        : null,
      beachhead: {
        plan_for: subjectName(ctx),
        market: beachheadMarket,
        segment: audience,
        buyers,
        decision_makers: deciders,
        starting_from: [...traction.lines, ...figureLines(ctx, 'headcount', 'funding')],
      },
      phases,
      requirements: { rules: requirements, regulators },
      pricing,
      notes: notesFor([
        ['target', target ? [1] : [], 'The input names no target region; the plan is for the home market.'],
        [
          'requirements.rules',
          requirements,
          !target
            ? 'No target region, so no regional rule is selected.'
            : (profileGap(ctx) ?? `The market profile records no rule for ${where}.`),
        ],
        ['requirements.regulators', regulators, 'No regulator is recorded for this jurisdiction and sector.'],
        ['beachhead.buyers', buyers, profileGap(ctx)],
        ['pricing', pricing, profileGap(ctx) ?? 'The input states no price and the profile lists no pricing model.'],
      ]),
    },
  };
}
