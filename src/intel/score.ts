// The market score, from named signals a reader can check (each in market_score.signals with its
// value 0..1, its weight and why). moat_strength and the threat score are weighted sums of their
// signals; market_maturity comes from the knowledge base or from how crowded the market is; the
// recommendation from the decision table in recommend.ts.
import type { KnowledgeBase } from '../knowledge/load.ts';
import type { KnowledgeEntry, Maturity } from '../knowledge/types.ts';
import type { MarketScore, ScoreSignal, ThreatLevel } from './types.ts';
import type { CueHits } from './cues.ts';
import type { RankedCompetitor } from './competitors.ts';
import { MATURITY_SCORES, SIZE_SCORES, sizeBandOf } from './prominence.ts';
import { recommend } from './recommend.ts';

export interface ScoreInput {
  kb: KnowledgeBase;
  entry: KnowledgeEntry | null;
  categories: string[];
  cues: CueHits;
  figures: string[];
  competitors: RankedCompetitor[];
  /** Headcount band stated by the page (JSON-LD numberOfEmployees) or the input, when the KB has none. */
  statedSize: string | null;
  /** Moat factors typical of the company's first market (its profile): what a newcomer there can build. */
  typicalMoats?: readonly string[];
  /** Traction figures the input states, in English ("140 clinics (customers)", "growth 9 % per month"). */
  traction?: { lines: string[]; growth: boolean };
}

// How much defensibility each knowledge-base moat factor gives on its own (their sum is capped at 1).
const MOAT_FACTOR_WEIGHTS: Record<string, number> = {
  'network effects': 0.45,
  'regulatory licenses': 0.4,
  'proprietary data': 0.35,
  patents: 0.35,
  liquidity: 0.3,
  'proprietary technology': 0.3,
  'switching costs': 0.3,
  'scale economies': 0.3,
  ecosystem: 0.3,
  brand: 0.25,
  distribution: 0.2,
  'open-source community': 0.2,
};
const MOAT_CUES: Record<string, string> = {
  patents: 'patents',
  network_effects: 'network effects',
  regulated_licence: 'regulatory licenses',
  proprietary_data: 'proprietary data',
  proprietary_tech: 'proprietary technology',
};
// Size weighs most in the threat: a seed-stage entrant in a crowded market overlaps a lot and threatens little.
const W = {
  moatFactors: 0.55,
  moatSize: 0.15,
  moatMaturity: 0.1,
  moatCues: 0.2,
  threatOverlap: 0.35,
  threatSize: 0.4,
  threatGrowth: 0.25,
} as const;
const UNKNOWN_SIZE_SCORE = 0.2; // an unknown company is most likely small
const round2 = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;
const signal = (name: string, value: number, weight: number, explanation: string): ScoreSignal => ({
  name,
  value: round2(value),
  weight,
  explanation,
});

function moatSignals(input: ScoreInput): ScoreSignal[] {
  const factors = input.entry?.moat ?? [];
  // An unknown company is credited half of what its market's typical moats give: it may have built them.
  const typical = input.entry ? [] : [...(input.typicalMoats ?? [])];
  const factorValue = Math.min(
    1,
    factors.reduce((a, f) => a + (MOAT_FACTOR_WEIGHTS[f] ?? 0.2), 0) +
      0.5 * typical.reduce((a, f) => a + (MOAT_FACTOR_WEIGHTS[f] ?? 0.2), 0),
  );
  const stated = Object.entries(MOAT_CUES)
    .filter(([cue, factor]) => input.cues.has(cue) && !factors.includes(factor as never))
    .map(([, f]) => f);
  const band = sizeBandOf(input);
  const maturity = input.entry?.maturity;
  return [
    signal(
      'moat.knowledge_base_factors',
      factorValue,
      W.moatFactors,
      input.entry
        ? factors.length
          ? `knowledge-base moat factors: ${factors.join(', ')}`
          : 'the knowledge base records no moat factor'
        : typical.length
          ? `not in the knowledge base: half the moats typical of its market (${typical.join(', ')})`
          : 'not in the knowledge base: no recorded moat factors',
    ),
    signal(
      'moat.size',
      band ? SIZE_SCORES[band] : UNKNOWN_SIZE_SCORE,
      W.moatSize,
      band ? `headcount band ${band}` : 'headcount not known (treated as small)',
    ),
    signal(
      'moat.maturity',
      maturity ? MATURITY_SCORES[maturity] : input.cues.has('early_stage') ? 0.1 : 0.3,
      W.moatMaturity,
      maturity
        ? `recorded as a ${maturity} company`
        : input.cues.has('early_stage')
          ? 'the input describes an early-stage product'
          : 'company maturity not known',
    ),
    signal(
      'moat.stated_cues',
      Math.min(1, 0.35 * stated.length),
      W.moatCues,
      stated.length ? `the input states: ${stated.join(', ')}` : 'no moat claim in the input beyond the knowledge base',
    ),
  ];
}

function threatSignals(input: ScoreInput): ScoreSignal[] {
  const direct = input.competitors.filter((c) => c.relation === 'direct').length;
  const band = sizeBandOf(input);
  const growthCues = ['growth', 'hiring'].filter((c) => input.cues.has(c));
  const growthFigures = [
    ...input.figures.filter((f) => /%|raised|series|arr/i.test(f)),
    ...(input.traction?.lines ?? []),
  ];
  if (input.traction?.growth && !growthCues.includes('growth')) growthCues.push('growth');
  const growth = Math.min(
    1,
    (growthCues.includes('growth') || growthFigures.length ? 0.7 : 0) +
      (growthCues.includes('hiring') ? 0.3 : 0) +
      (input.entry?.maturity === 'growing' ? 0.4 : 0),
  );
  return [
    signal(
      'threat.category_overlap',
      Math.min(1, direct / 4),
      W.threatOverlap,
      `shares a specific market with ${direct} known compan${direct === 1 ? 'y' : 'ies'}`,
    ),
    signal(
      'threat.size',
      band ? SIZE_SCORES[band] : UNKNOWN_SIZE_SCORE,
      W.threatSize,
      band ? `headcount band ${band}` : 'headcount not known (treated as small)',
    ),
    signal(
      'threat.growth',
      growth,
      W.threatGrowth,
      growth > 0
        ? [
            growthCues.length ? `growth cues in the input: ${growthCues.join(', ')}` : '',
            growthFigures.length ? `figures: ${growthFigures.join('; ')}` : '',
            input.entry?.maturity === 'growing' ? 'recorded as a growing company' : '',
          ]
            .filter(Boolean)
            .join('; ')
        : 'no growth cue',
    ),
  ];
}

function maturitySignal(input: ScoreInput): { maturity: Maturity; signal: ScoreSignal } {
  if (input.entry) {
    return {
      maturity: input.entry.maturity,
      signal: signal(
        'maturity.knowledge_base',
        MATURITY_SCORES[input.entry.maturity],
        0,
        `${input.entry.name} is recorded as ${input.entry.maturity}`,
      ),
    };
  }
  const players = [...new Set(input.categories.flatMap((c) => input.kb.byCategory(c)))];
  const matureShare = players.length ? players.filter((p) => p.maturity === 'mature').length / players.length : 0;
  const maturity: Maturity =
    players.length >= 8 && matureShare >= 0.5 ? 'mature' : players.length >= 3 ? 'growing' : 'emerging';
  return {
    maturity,
    signal: signal(
      'maturity.category_crowding',
      Math.min(1, players.length / 10),
      0,
      `${players.length} known player(s) in ${input.categories.join(', ') || 'no identified market'}, ${Math.round(matureShare * 100)} % of them mature`,
    ),
  };
}

const weighted = (signals: ScoreSignal[]) => signals.reduce((a, s) => a + s.value * s.weight, 0);
export const threatLevelOf = (score: number): ThreatLevel =>
  score >= 0.65 ? 'high' : score >= 0.35 ? 'medium' : 'low';

export function marketScore(input: ScoreInput): MarketScore {
  const moat = moatSignals(input);
  const threat = threatSignals(input);
  const { maturity, signal: maturityEvidence } = maturitySignal(input);
  const moatStrength = round2(weighted(moat));
  const threatLevel = threatLevelOf(weighted(threat));
  const decision = recommend({ input, moatStrength, threatLevel, maturity });
  return {
    threat_level: threatLevel,
    moat_strength: moatStrength,
    market_maturity: maturity,
    agent_recommendation: decision.recommendation,
    signals: [...moat, ...threat, maturityEvidence, signal('recommendation.rule', 1, 0, decision.explanation)],
  };
}
