// venture_screening: a screening verdict with its thesis and deal-breakers, from the stage and
// traction the input states ("3 pilot buildings, USD 4,000,000 seed" is traction at seed), the
// market's maturity and crowding, the team and concentration. The verdict is the decision's
// action (invest / diligence / pass), computed by the same function, so the two never disagree.
import { confidenceOf } from '../confidence.ts';
import { decide } from '../decision.ts';
import { joinNames } from '../narrative.ts';
import { tractionOf } from '../stated.ts';
import { has, subjectName, type ModeContext, type ModeOutput } from './context.ts';
import { saturationOf } from './marketEntry.ts';
import { concentrationLines, figureLines, linkLines, notesFor, statedStage } from './said.ts';

interface DealBreaker {
  issue: string;
  severity: 'high' | 'medium';
  evidence: string;
}

function dealBreakers(ctx: ModeContext): DealBreaker[] {
  const { facts, score } = ctx;
  const found: DealBreaker[] = [];
  const traction = tractionOf(facts);
  if (!facts.sector)
    found.push({
      issue: 'Market not identifiable',
      severity: 'high',
      evidence: 'The input does not say clearly what market the company serves.',
    });
  if (
    facts.entry &&
    (facts.entry.size === '5001+' || (facts.entry.maturity === 'mature' && facts.entry.size === '1001-5000'))
  ) {
    found.push({
      issue: 'Not a venture-stage company',
      severity: 'high',
      evidence: `${facts.entry.name} is ${facts.entry.maturity} with ${facts.entry.size} employees (recorded).`,
    });
  }
  for (const line of concentrationLines(ctx))
    found.push({ issue: 'Customer concentration', severity: 'medium', evidence: line });
  const saturation = saturationOf(ctx);
  const claims =
    ['differentiation', 'patents', 'proprietary_tech', 'proprietary_data'].some((c) => has(ctx, c)) ||
    (facts.entry?.moat.length ?? 0) > 0;
  const crowd = `${saturation.players} known players, ${Math.round(saturation.mature_share * 100)} % of them mature`;
  if (saturation.verdict === 'saturated') {
    found.push(
      claims
        ? { issue: 'Crowded market', severity: 'medium', evidence: `${crowd}.` }
        : {
            issue: 'Crowded mature market, no stated edge',
            severity: 'high',
            evidence: `${crowd}; no difference claimed.`,
          },
    );
  }
  if (!facts.entry && traction.strength === 'none' && !facts.statements.stage) {
    found.push({
      issue: 'Traction still to be shown',
      severity: 'medium',
      evidence: 'The input gives neither a stage nor a customer, user, revenue or growth figure.',
    });
  }
  if (has(ctx, 'third_party_ai'))
    found.push({
      issue: 'Platform dependency',
      severity: 'medium',
      evidence: `Relies on a third-party AI model ("${facts.cues.get('third_party_ai')!.sentence.slice(0, 120)}").`,
    });
  if (['social_scoring', 'emotion_recognition'].some((c) => has(ctx, c)))
    found.push({
      issue: 'Possibly prohibited AI practice',
      severity: 'high',
      evidence: 'EU AI Act Article 5 uses named in the input.',
    });
  if (score.threat_level === 'high' && facts.entry?.maturity === 'mature')
    found.push({
      issue: 'Incumbent, not challenger',
      severity: 'medium',
      evidence: 'High threat level from size and overlap: the upside of a challenger is gone.',
    });
  return found;
}

/** Traction read against the stage: a seed company with pilots is on track, not "without traction". */
function tractionAtStage(ctx: ModeContext): string {
  const traction = tractionOf(ctx.facts);
  const stage = statedStage(ctx)?.stage ?? (ctx.facts.entry ? `${ctx.facts.entry.maturity} (recorded)` : null);
  if (traction.strength === 'none')
    return stage
      ? `At ${stage}, the input states no traction figure yet.`
      : 'The input gives neither stage nor traction figures.';
  const read = traction.strength === 'strong' ? 'revenue with growth' : 'early proof';
  return `${stage ? `At ${stage}: ` : ''}${traction.lines.slice(0, 4).join('; ')} — ${read}.`;
}

export function ventureScreening(ctx: ModeContext): ModeOutput {
  const { facts, score } = ctx;
  const decision = decide({ facts, score, competitors: ctx.competitors, confidence: confidenceOf(facts) });
  const breakers = dealBreakers(ctx);
  const traction = tractionOf(facts);
  const stage = statedStage(ctx);
  const saturation = saturationOf(ctx);
  const supporting: string[] = [];
  if (traction.lines.length) supporting.push(tractionAtStage(ctx));
  const funding = figureLines(ctx, 'funding');
  if (funding.length) supporting.push(`Funding stated: ${funding.join('; ')}.`);
  if (score.moat_strength >= 0.4)
    supporting.push(
      `Moat ${score.moat_strength}: ${score.signals
        .filter((s) => s.name.startsWith('moat.') && s.value > 0.3)
        .map((s) => s.explanation)
        .join('; ')}.`,
    );
  if (score.market_maturity !== 'mature')
    supporting.push(
      `${score.market_maturity === 'emerging' ? 'An' : 'A'} ${score.market_maturity} market: room for a new leader.`,
    );
  const markets = joinNames(facts.categories) || 'an unidentified market';
  const highs = breakers.filter((b) => b.severity === 'high').map((b) => b.issue.toLowerCase());
  const verdict = decision.action;
  const summary =
    verdict === 'pass'
      ? `Pass on ${subjectName(ctx)}: ${highs.length ? highs.join('; ') : decision.rationale.slice(2, 4).join('; ')}.`
      : verdict === 'invest'
        ? `Invest: ${subjectName(ctx)} in ${markets} shows ${traction.lines.slice(0, 2).join(' and ')} at ${decision.risk_level} risk.`
        : `Diligence: ${subjectName(ctx)} in ${markets}; resolve ${breakers.length ? joinNames(breakers.map((b) => b.issue.toLowerCase())) : 'the open questions'} first.`;
  const headcount = figureLines(ctx, 'headcount');
  return {
    insights: {
      thesis: { verdict, summary, supporting, risk_level: decision.risk_level },
      deal_breakers: breakers,
      traction: {
        stage: stage?.stage ?? null,
        stage_evidence: stage?.evidence ?? null,
        strength: traction.strength,
        stated: traction.lines,
        funding,
        // What customers pay sets the unit economics a screen reads traction against.
        pricing: figureLines(ctx, 'price'),
        // Integrations and partners named: distribution and lock-in a screen weighs with traction.
        links: linkLines(ctx),
        reading: tractionAtStage(ctx),
      },
      market: {
        markets: facts.categories,
        maturity: score.market_maturity,
        crowding: saturation.verdict,
        known_players: saturation.players,
        mature_share: saturation.mature_share,
      },
      team: { headcount, size_band: facts.entry?.size ?? facts.statedSize ?? null },
      notes: notesFor([
        ['traction.stated', traction.lines, 'No customer, user, revenue or growth figure was read from the input.'],
        ['team.headcount', headcount, 'The input gives no team size.'],
        ['deal_breakers', breakers, null],
      ]),
    },
  };
}
