// risk_assessment: the concentration, regulatory, technical and market risks, each with its
// evidence (the input's words, the record or the market profile) and a level; and how stable the
// business model is, from the revenue model the input states (else the record) and its pricing.
import { tractionOf } from '../stated.ts';
import { maxLevel, type ModeContext, type ModeOutput } from './context.ts';
import { hipaaObligations, gdprObligations, aiActObligations } from './aiRules.ts';
import { jurisdictionsOf, regulationsFor } from '../regulation.ts';
import { figureLines, notesFor, primaryProfile, profileGap, quote } from './said.ts';
import { technicalRisks, type Risk } from './technicalRisks.ts';

type Stability = 'stable' | 'moderate' | 'fragile';

const MODEL_STABILITY: Record<string, [Stability, string]> = {
  subscription: ['stable', 'recurring subscription revenue'],
  license: ['stable', 'licence revenue, usually under multi-year contracts'],
  contract: ['stable', 'contracted revenue: long procurement cycles, sticky once won'],
  'government-contracts': ['moderate', 'government contracts: long, but tied to budgets and re-tenders'],
  'transaction-fee': ['moderate', "transaction fees: revenue moves with customers' volumes"],
  marketplace: ['moderate', 'a marketplace take rate: revenue moves with volume on both sides'],
  'usage-based': ['moderate', "usage-based revenue: moves with customers' consumption"],
  advertising: ['moderate', 'advertising revenue: cyclical, tied to ad budgets'],
  freemium: ['moderate', 'freemium: depends on converting free users'],
  'hardware+service': ['moderate', 'hardware with a service: lumpy hardware sales, recurring service'],
  services: ['fragile', 'services revenue: scales with headcount, not software margins'],
  'one-time': ['moderate', 'one-time sales: new sales needed every period'],
  'open-source': ['moderate', 'open source: monetisation through services or hosting is not guaranteed'],
  token: ['fragile', 'token-based economics: value moves with a volatile asset'],
};

function stability(ctx: ModeContext): Record<string, unknown> {
  const { facts } = ctx;
  const stated = facts.statements.revenue_model;
  const models = stated.length
    ? stated.map((s) => s.model)
    : facts.entry?.pricing_model
      ? [facts.entry.pricing_model]
      : [];
  const reasons: string[] = [];
  let score = 1; // 0 fragile, 1 moderate, 2 stable
  if (models.length) {
    const [level, why] = MODEL_STABILITY[models[0]] ?? ['moderate', `${models[0]} pricing`];
    score = level === 'stable' ? 2 : level === 'fragile' ? 0 : 1;
    reasons.push(stated.length ? `${why} (stated: ${quote(stated[0].evidence)})` : `${why} (recorded pricing model)`);
  }
  const conc = facts.statements.concentration.some((c) => (c.share_percent ?? 50) >= 30);
  if (conc) {
    score -= 0.5;
    reasons.push('Revenue depends on few customers (stated).');
  }
  const growth = tractionOf(facts).figures.find((f) => f.metric === 'growth' && f.value > 0);
  if (growth) {
    score += 0.5;
    reasons.push(`Growing (${tractionOf(facts).lines.find((l) => l.startsWith('growth')) ?? 'stated'}).`);
  }
  if (facts.entry?.maturity === 'mature') {
    score += 0.5;
    reasons.push('A mature company (recorded).');
  }
  if (facts.entry?.maturity === 'emerging') {
    score -= 0.5;
    reasons.push('An emerging company: the model is not yet proven (recorded).');
  }
  const profile = primaryProfile(ctx);
  if (profile?.switching_costs.level === 'high' || facts.entry?.moat.includes('switching costs')) {
    score += 0.5;
    reasons.push(`Switching costs keep customers${profile ? ` (${profile.switching_costs.why})` : ''}.`);
  }
  return {
    level: score >= 2 ? 'stable' : score >= 1 ? 'moderate' : 'fragile',
    revenue_models: models,
    stated_prices: figureLines(ctx, 'price'),
    usual_pricing_in_market: profile?.pricing_models ?? [],
    stated_scale: [...tractionOf(facts).lines, ...figureLines(ctx, 'headcount', 'funding')],
    reasons,
  };
}

function concentrationRisks(ctx: ModeContext): Risk[] {
  return ctx.facts.statements.concentration.map((c) => ({
    kind: 'concentration',
    level: c.share_percent !== undefined && c.share_percent < 30 ? 'medium' : 'high',
    issue: `${c.share_percent !== undefined ? `${c.share_percent} % of revenue` : 'Most revenue'} from ${c.customer ?? 'few customers'}`,
    evidence: quote(c.evidence),
  }));
}

function regulatoryRisks(ctx: ModeContext): Risk[] {
  const places = jurisdictionsOf(ctx.facts);
  const engine = [...aiActObligations(ctx, places), ...gdprObligations(ctx, places), ...hipaaObligations(ctx, places)]
    .filter((o) => o.level === 'high' || o.level === 'medium')
    .slice(0, 4)
    .map((o): Risk => ({
      kind: 'regulatory',
      level: o.level,
      issue: `${o.rule}: ${o.why.split(';')[0]}`,
      evidence: o.evidence,
    }));
  const profile = regulationsFor(ctx.facts)
    .filter((r) => r.level !== 'low')
    .slice(0, 4)
    .map((r): Risk => ({
      kind: 'regulatory',
      level: r.level,
      issue: `${r.rule}: ${r.why}`,
      evidence: `${r.because} (${r.market} market profile)`,
    }));
  return [...engine, ...profile];
}

function marketRisks(ctx: ModeContext): Risk[] {
  const { score, facts } = ctx;
  const risks: Risk[] = [];
  const direct = ctx.competitors.filter((c) => c.relation === 'direct');
  if (direct.length >= 6)
    risks.push({
      kind: 'market',
      level: 'medium',
      issue: `Crowded: ${direct.length} direct competitors`,
      evidence: `ranked rivals, first ${direct
        .slice(0, 3)
        .map((c) => c.name)
        .join(', ')}`,
    });
  if (score.market_maturity === 'mature' && !facts.entry)
    risks.push({
      kind: 'market',
      level: 'medium',
      issue: 'A mature market where a newcomer meets established players',
      evidence: 'maturity of the known players (records)',
    });
  const subs = ctx.competitors.filter((c) => c.relation === 'substitute').map((c) => c.name);
  if (subs.length)
    risks.push({
      kind: 'market',
      level: 'low',
      issue: `Substitutes do the same job another way: ${subs.join(', ')}`,
      evidence: "the market profile's substitutes",
    });
  const profile = primaryProfile(ctx);
  if (profile?.switching_costs.level === 'high' && !facts.entry) {
    risks.push({
      kind: 'market',
      level: 'medium',
      issue: `Buyers are locked in to incumbents: ${profile.switching_costs.why}`,
      evidence: `${profile.category} market profile`,
    });
  }
  return risks;
}

export function riskAssessment(ctx: ModeContext): ModeOutput {
  const risks = [...concentrationRisks(ctx), ...regulatoryRisks(ctx), ...technicalRisks(ctx), ...marketRisks(ctx)];
  const level = maxLevel(...risks.map((r) => r.level));
  const count = (kind: Risk['kind']) => risks.filter((r) => r.kind === kind).length;
  return {
    insights: {
      risks,
      overall: {
        level,
        by_kind: {
          concentration: count('concentration'),
          regulatory: count('regulatory'),
          technical: count('technical'),
          market: count('market'),
        },
      },
      business_model_stability: stability(ctx),
      notes: notesFor([
        ['risks', risks, 'No concentration, regulatory, technical or market risk found in the input or the records.'],
        [
          'business_model_stability.usual_pricing_in_market',
          primaryProfile(ctx)?.pricing_models ?? [],
          profileGap(ctx),
        ],
        ['concentration', concentrationRisks(ctx), 'The input states no customer concentration.'],
      ]),
    },
  };
}
