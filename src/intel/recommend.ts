// agent_recommendation: a small decision table, read top to bottom, first match wins.
//
// | # | condition                                                              | recommendation |
// |---|------------------------------------------------------------------------|----------------|
// | 1 | moat ≥ 0.7 and a mature market                                         | avoid          |
// | 2 | threat high                                                            | counter        |
// | 3 | moat < 0.4, an emerging market, and complementary (APIs, partners,     | partner        |
// |   | open source, or a platform / protocol / marketplace business model)    |                |
// | 4 | threat low, small (≤ 200 people or size unknown) and strong technology | acquire        |
// |   | (patents, proprietary technology or data, in the KB or the input)      |                |
// | 5 | otherwise                                                              | monitor        |
//
// "avoid" reads as the spec defines it: the market is saturated or the moat too strong to attack.
import type { Maturity } from '../knowledge/types.ts';
import type { Recommendation, ThreatLevel } from './types.ts';
import type { ScoreInput } from './score.ts';
import { sizeBandOf } from './prominence.ts';

export interface Decision {
  recommendation: Recommendation;
  rule: number;
  explanation: string;
}

const STRONG_TECH_FACTORS = ['patents', 'proprietary technology', 'proprietary data'];
const STRONG_TECH_CUES = ['patents', 'proprietary_tech', 'proprietary_data'];
const COMPLEMENTARY_CUES = ['api', 'partner', 'open_source'];
const COMPLEMENTARY_MODELS = ['b2b2c', 'protocol', 'marketplace', 'open_source'];
const SMALL_BANDS = ['1-50', '51-200'];

export function recommend(args: {
  input: ScoreInput;
  moatStrength: number;
  threatLevel: ThreatLevel;
  maturity: Maturity;
}): Decision {
  const { input, moatStrength: moat, threatLevel: threat, maturity } = args;
  if (moat >= 0.7 && maturity === 'mature') {
    return {
      recommendation: 'avoid',
      rule: 1,
      explanation: `rule 1 of 5: strong moat (${moat} ≥ 0.7) in a mature market → avoid`,
    };
  }
  if (threat === 'high') {
    return {
      recommendation: 'counter',
      rule: 2,
      explanation: 'rule 2 of 5: high threat (large overlap, size or growth) → counter',
    };
  }
  const complementary = [
    ...COMPLEMENTARY_CUES.filter((c) => input.cues.has(c)).map((c) => input.cues.get(c)!.label),
    ...(input.entry?.business_model && COMPLEMENTARY_MODELS.includes(input.entry.business_model)
      ? [`${input.entry.business_model} model`]
      : []),
  ];
  if (moat < 0.4 && maturity === 'emerging' && complementary.length > 0) {
    return {
      recommendation: 'partner',
      rule: 3,
      explanation: `rule 3 of 5: weak moat (${moat} < 0.4), emerging market, complementary (${complementary.join(', ')}) → partner`,
    };
  }
  const band = sizeBandOf(input);
  const small = band === null || SMALL_BANDS.includes(band);
  const tech = [
    ...(input.entry?.moat ?? []).filter((f) => STRONG_TECH_FACTORS.includes(f)),
    ...STRONG_TECH_CUES.filter((c) => input.cues.has(c)).map((c) => input.cues.get(c)!.label),
  ];
  if (threat === 'low' && small && tech.length > 0) {
    return {
      recommendation: 'acquire',
      rule: 4,
      explanation: `rule 4 of 5: low threat, small (${band ?? 'size unknown'}), strong technology (${[...new Set(tech)].join(', ')}) → acquire`,
    };
  }
  return {
    recommendation: 'monitor',
    rule: 5,
    explanation: `rule 5 of 5: no stronger rule applies (moat ${moat}, threat ${threat}, ${maturity} market) → monitor`,
  };
}
