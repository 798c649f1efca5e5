// venture_screening: an investment thesis (pursue / watch / pass) and the deal-breakers behind it,
// each with its evidence. Mature, large companies are not venture-stage; a market nobody can
// identify, or a crowded mature one with nothing claimed to stand apart, are deal-breakers.
import { joinNames } from '../narrative.ts';
import { has, subjectName, type ModeContext, type ModeOutput } from './context.ts';
import { saturationOf } from './marketEntry.ts';

interface DealBreaker { issue: string; severity: 'high' | 'medium'; evidence: string }

function dealBreakers(ctx: ModeContext): DealBreaker[] {
  const { facts, score } = ctx;
  const found: DealBreaker[] = [];
  if (!facts.sector) found.push({ issue: 'Market not identifiable', severity: 'high', evidence: 'The input does not say clearly what market the company serves.' });
  if (facts.entry && (facts.entry.size === '5001+' || (facts.entry.maturity === 'mature' && facts.entry.size === '1001-5000'))) {
    found.push({ issue: 'Not a venture-stage company', severity: 'high', evidence: `${facts.entry.name} is ${facts.entry.maturity} with ${facts.entry.size} employees (knowledge base).` });
  }
  const saturation = saturationOf(ctx);
  const claims = ['differentiation', 'patents', 'proprietary_tech', 'proprietary_data'].some((c) => has(ctx, c)) || (facts.entry?.moat.length ?? 0) > 0;
  if (saturation.verdict === 'saturated' && !claims) {
    found.push({ issue: 'Crowded mature market, no stated edge', severity: 'high', evidence: `${saturation.players} known players, ${Math.round(saturation.mature_share * 100)} % mature; no differentiation stated.` });
  } else if (saturation.verdict === 'saturated') {
    found.push({ issue: 'Crowded market', severity: 'medium', evidence: `${saturation.players} known players, ${Math.round(saturation.mature_share * 100)} % mature.` });
  }
  if (!facts.entry && facts.figures.length === 0) found.push({ issue: 'No traction shown', severity: 'medium', evidence: 'No customers, revenue or growth figures stated in the input.' });
  if (has(ctx, 'third_party_ai')) found.push({ issue: 'Platform dependency', severity: 'medium', evidence: `Relies on a third-party AI model ("${facts.cues.get('third_party_ai')!.sentence.slice(0, 120)}").` });
  if (['social_scoring', 'emotion_recognition'].some((c) => has(ctx, c))) found.push({ issue: 'Possibly prohibited AI practice', severity: 'high', evidence: 'EU AI Act Article 5 cues in the input.' });
  if (score.threat_level === 'high' && facts.entry?.maturity === 'mature') found.push({ issue: 'Incumbent, not challenger', severity: 'medium', evidence: 'High threat level from size and overlap: the upside of a challenger is gone.' });
  return found;
}

function thesis(ctx: ModeContext, breakers: DealBreaker[]): Record<string, unknown> {
  const { facts, score } = ctx;
  const supporting: string[] = [];
  if (score.moat_strength >= 0.4) supporting.push(`Moat ${score.moat_strength}: ${score.signals.filter((s) => s.name.startsWith('moat.') && s.value > 0.3).map((s) => s.explanation).join('; ')}.`);
  if (facts.figures.length) supporting.push(`Stated traction: ${facts.figures.slice(0, 3).join('; ')}.`);
  if (has(ctx, 'growth')) supporting.push('Growth cues in the input.');
  if (score.market_maturity !== 'mature') supporting.push(`A ${score.market_maturity} market: room for a new leader.`);
  const highs = breakers.filter((b) => b.severity === 'high').length;
  const verdict = highs > 0 ? 'pass' : supporting.length >= 2 && breakers.length <= 1 ? 'pursue' : 'watch';
  const markets = joinNames(facts.categories) || 'an unidentified market';
  return {
    verdict,
    summary: verdict === 'pass'
      ? `Pass on ${subjectName(ctx)} for now: ${breakers.filter((b) => b.severity === 'high').map((b) => b.issue.toLowerCase()).join('; ')}.`
      : verdict === 'pursue'
        ? `Pursue: ${subjectName(ctx)} in ${markets} shows ${supporting.length} supporting signals and no high-severity deal-breaker.`
        : `Watch: ${subjectName(ctx)} in ${markets} needs more evidence (${supporting.length} supporting signal(s), ${breakers.length} concern(s)).`,
    supporting,
  };
}

export function ventureScreening(ctx: ModeContext): ModeOutput {
  const breakers = dealBreakers(ctx);
  return { insights: { thesis: thesis(ctx, breakers), deal_breakers: breakers } };
}
