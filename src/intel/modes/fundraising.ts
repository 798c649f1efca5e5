// fundraising: the story an investor hears (stated traction first), the round the input states,
// how to frame the addressable market without inventing a number (a stated size, else a bottom-up
// formula from the profile's buyers and pricing models), and the questions investors will ask
// (the market's barriers and key success factors, and what the input itself exposes).
import { joinNames, mainAudience, sectorLabel } from '../narrative.ts';
import { describeFigure, tractionOf } from '../stated.ts';
import { marketPlayers, subjectName, type ModeContext, type ModeOutput } from './context.ts';
import {
  concentrationLines,
  figureLines,
  namedCompanies,
  notesFor,
  primaryProfile,
  profileGap,
  statedStage,
} from './said.ts';

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function otherSignals(ctx: ModeContext): string[] {
  const { facts } = ctx;
  const signals: string[] = [];
  for (const cue of ['growth', 'hiring']) {
    const hit = facts.cues.get(cue);
    if (hit)
      signals.push(
        facts.language === 'en'
          ? `${hit.label}: "${hit.sentence.slice(0, 160)}"`
          : `${hit.label} (mentioned in the input)`,
      );
  }
  if (facts.page?.careers.openRoles) signals.push(`${facts.page.careers.openRoles} open roles listed on the page`);
  if (facts.entry?.size) signals.push(`Headcount band ${facts.entry.size} (recorded)`);
  if (facts.entry?.founded) signals.push(`Operating since ${facts.entry.founded} (recorded)`);
  return signals;
}

function tamFraming(ctx: ModeContext): Record<string, unknown> {
  const profile = primaryProfile(ctx);
  const stated = figureLines(ctx, 'market_size');
  const prices = figureLines(ctx, 'price');
  const buyers = profile?.buyers ?? [];
  const who = buyers[0] ?? mainAudience(ctx.facts) ?? 'target customers';
  const per = prices[0]
    ? `the stated ${prices[0]}`
    : profile?.pricing_models[0]
      ? `annual revenue per customer (${profile.pricing_models[0]})`
      : 'annual contract value';
  const players = marketPlayers(ctx);
  const large = players.filter((p) => p.size === '5001+' || p.size === '1001-5000').length;
  return {
    method: stated.length ? 'stated' : 'bottom-up',
    stated_market_size: stated,
    formula: `number of ${who} in reach × ${per} × expected share`,
    buyers,
    pricing_models: profile?.pricing_models ?? [],
    stated_prices: prices,
    peer_evidence: players.length
      ? `${players.length} known player(s) in ${joinNames(ctx.facts.categories)}, ${large} with 1,000+ employees: ` +
        (large > 0 ? 'proof of a large, proven spend.' : 'no large incumbents yet.')
      : 'No known players: the market may be new, or the input does not name it clearly.',
  };
}

function investorQuestions(ctx: ModeContext): string[] {
  const name = subjectName(ctx);
  const profile = primaryProfile(ctx);
  const traction = tractionOf(ctx.facts);
  const questions = [
    ...concentrationLines(ctx).map((l) => `${l}: how fast does this share come down?`),
    ...(profile?.barriers_to_entry
      .slice(0, 3)
      .map((b) => `Barrier in ${profile.category}: ${b}. How does ${name} get past it?`) ?? []),
    ...(profile?.key_success_factors
      .slice(0, 3)
      .map((k) => `Winners in ${profile.category} need ${k}: what shows ${name} has it?`) ?? []),
  ];
  if (traction.strength !== 'none' && !traction.figures.some((f) => f.metric === 'growth')) {
    questions.push(`Given ${traction.lines[0]}, what is the month-on-month growth behind it?`);
  }
  const price = figureLines(ctx, 'price')[0];
  if (price)
    questions.push(`At the stated ${price}, how long does it take to earn back the cost of winning a customer?`);
  const raise = ctx.facts.statements.figures.find((f) => f.metric === 'funding' && f.status === 'target');
  if (raise)
    questions.push(
      `Which milestones does the ${describeFigure(raise).replace(/ \(a target\)$/, '')} round buy, and by when?`,
    );
  if (profile?.switching_costs.level === 'high')
    questions.push(
      `Switching costs are high in ${profile.category} (${profile.switching_costs.why}): how are customers won from incumbents?`,
    );
  return questions;
}

export function fundraising(ctx: ModeContext): ModeOutput {
  const { facts, score } = ctx;
  const traction = tractionOf(facts);
  const stage = statedStage(ctx);
  const funding = figureLines(ctx, 'funding');
  const market = facts.categories.length
    ? `${joinNames(facts.categories)} (${sectorLabel(facts.sector)})`
    : 'a market the input does not make clear';
  const audience = primaryProfile(ctx)?.buyers[0] ?? mainAudience(facts);
  const moat = facts.entry?.moat.length
    ? `defensibility from ${joinNames(facts.entry.moat)}`
    : `a moat score of ${score.moat_strength}`;
  const shown = traction.lines.length
    ? `traction of ${traction.lines.slice(0, 4).join('; ')}`
    : 'its traction still to be shown';
  const raising = funding.length ? ` Funding: ${funding.join('; ')}.` : stage ? ` Stage: ${stage.stage}.` : '';
  const narrative =
    `${capitalise(subjectName(ctx))} competes in ${market}${audience ? `, selling to ${audience}` : ''}, ` +
    `a ${score.market_maturity} market, with ${moat} and ${shown}.${raising}`;
  const questions = investorQuestions(ctx);
  const tam = tamFraming(ctx);
  const signals = otherSignals(ctx);
  return {
    insights: {
      investor_narrative: narrative,
      traction: {
        strength: traction.strength,
        stated: traction.lines,
        team: figureLines(ctx, 'headcount'),
        other_signals: signals,
        integrations: namedCompanies(facts.statements.integrations),
        partners: namedCompanies(facts.statements.partners),
      },
      round: { stage: stage?.stage ?? null, stage_evidence: stage?.evidence ?? null, amounts: funding },
      tam_framing: tam,
      investor_questions: questions,
      notes: notesFor([
        ['traction.stated', traction.lines, 'No customer, user, revenue or growth figure was read from the input.'],
        ['round.amounts', funding, 'The input names no round amount.'],
        [
          'tam_framing.stated_market_size',
          tam.stated_market_size as string[],
          'The input gives no market size; none is invented here.',
        ],
        ['tam_framing.buyers', tam.buyers as string[], profileGap(ctx)],
        ['investor_questions', questions, profileGap(ctx) ?? 'The profile lists no barrier or success factor.'],
      ]),
    },
  };
}
