// The decision an analysis leads to, for the reader the mode serves (a rival, an investor, an
// acquirer, a partner, an entrant, a risk owner): an action from that reader's closed list, how sure
// the evidence lets us be, the signals it rests on, and the risk level. Read top to bottom.
//
// | mode family                                  | actions                                         |
// |----------------------------------------------|-------------------------------------------------|
// | competitive, sales_enablement                | the market score's agent_recommendation         |
// | fundraising, venture_screening, crypto       | invest, diligence, pass                         |
// | acquisition                                  | acquire, diligence, pass                        |
// | partnership                                  | partner, monitor, avoid                         |
// | market_entry, market_entry_execution         | enter_now, enter_with_caution, avoid            |
// | risk_assessment, regulatory_compliance       | proceed, proceed_with_mitigation, avoid         |
import type { Level } from '../knowledge/types.ts';
import type { Facts } from './facts.ts';
import type { MarketScore, Mode } from './types.ts';
import type { RankedCompetitor } from './competitors.ts';
import type { ConfidenceReading } from './confidence.ts';
import { tractionOf, type Traction } from './stated.ts';
import { regulationsFor } from './regulation.ts';

export const DECISION_ACTIONS = [
  'counter',
  'monitor',
  'partner',
  'avoid',
  'acquire',
  'invest',
  'diligence',
  'pass',
  'enter_now',
  'enter_with_caution',
  'proceed',
  'proceed_with_mitigation',
] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export interface DecisionRecommendation {
  action: DecisionAction;
  confidence_score: number;
  rationale: string[];
  risk_level: Level;
}

interface DecisionInput {
  facts: Facts;
  score: MarketScore;
  competitors: RankedCompetitor[];
  confidence: ConfidenceReading;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Risks the evidence shows, each a line of the rationale, and the level they add up to. */
export function riskOf(input: DecisionInput): { level: Level; reasons: string[] } {
  const { facts, score } = input;
  const reasons: string[] = [];
  let points = 0;
  for (const c of facts.statements.concentration) {
    const share = c.share_percent;
    points += share !== undefined && share < 30 ? 1 : 2;
    reasons.push(`Customer concentration stated: "${c.evidence.text}"`);
  }
  const heavy = regulationsFor(facts).filter((r) => r.level === 'high');
  if (heavy.length) {
    points += 1;
    reasons.push(
      `Heavily regulated: ${heavy
        .slice(0, 2)
        .map((r) => r.rule)
        .join('; ')}`,
    );
  }
  if (score.market_maturity === 'mature' && score.threat_level !== 'high' && !facts.entry) {
    points += 1;
    reasons.push('A mature market where a newcomer meets established players');
  }
  const direct = input.competitors.filter((c) => c.relation === 'direct').length;
  if (direct >= 6) {
    points += 1;
    reasons.push(`Crowded: ${direct} direct competitors known`);
  }
  if (input.confidence.score < 0.45) {
    points += 1;
    reasons.push('Thin evidence: little is known beyond the input');
  }
  return { level: points >= 3 ? 'high' : points >= 1 ? 'medium' : 'low', reasons };
}

function tractionLine(t: Traction): string | null {
  return t.lines.length ? `Stated traction: ${t.lines.slice(0, 3).join('; ')}` : null;
}

function scoreLines(score: MarketScore): string[] {
  const moat = score.signals.find((s) => s.name === 'moat.knowledge_base_factors');
  return [
    `Moat ${score.moat_strength}${moat ? ` (${moat.explanation})` : ''}`,
    `Threat ${score.threat_level}, ${score.market_maturity} market`,
  ];
}

function actionFor(mode: Mode, input: DecisionInput, risk: Level, traction: Traction): DecisionAction {
  const { score } = input;
  switch (mode) {
    case 'fundraising':
    case 'venture_screening':
    case 'crypto_protocol':
      if (risk === 'high' || (traction.strength === 'none' && score.moat_strength < 0.3)) return 'pass';
      return traction.strength === 'strong' && risk === 'low' ? 'invest' : 'diligence';
    case 'acquisition':
      if (score.agent_recommendation === 'acquire' && risk !== 'high') return 'acquire';
      return risk === 'high' || score.moat_strength >= 0.7 ? 'pass' : 'diligence';
    case 'partnership':
      if (risk === 'high') return 'avoid';
      return score.agent_recommendation === 'partner' || score.threat_level === 'low' ? 'partner' : 'monitor';
    case 'market_entry':
    case 'market_entry_execution':
      if (score.agent_recommendation === 'avoid' || (risk === 'high' && score.market_maturity === 'mature'))
        return 'avoid';
      return risk === 'low' && score.market_maturity !== 'mature' ? 'enter_now' : 'enter_with_caution';
    case 'risk_assessment':
    case 'regulatory_compliance':
      return risk === 'high' ? 'avoid' : risk === 'medium' ? 'proceed_with_mitigation' : 'proceed';
    default:
      return score.agent_recommendation;
  }
}

export function decide(input: DecisionInput): DecisionRecommendation {
  const traction = tractionOf(input.facts);
  const risk = riskOf(input);
  const action = actionFor(input.facts.mode, input, risk.level, traction);
  const rationale = [
    ...scoreLines(input.score),
    ...[tractionLine(traction)].filter((l): l is string => l !== null),
    ...risk.reasons,
    `Evidence: ${input.confidence.reason}`,
  ];
  return { action, confidence_score: round2(input.confidence.score), rationale, risk_level: risk.level };
}
