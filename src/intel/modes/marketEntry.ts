// market_entry: where the company means to go (the target the input states, else its regional
// context), how saturated the market is there and elsewhere, where it has room, what keeps
// newcomers out (the profile's barriers, incumbents' moats) and the rules of the target region.
import { joinNames } from '../narrative.ts';
import { cuesOf } from '../cues.ts';
import { inRegion } from '../peers.ts';
import { tractionOf } from '../stated.ts';
import { has, marketPlayers, moatFrequency, type ModeContext, type ModeOutput } from './context.ts';
import {
  figureLines,
  linkLines,
  notesFor,
  primaryProfile,
  profileGap,
  rulesInTarget,
  targetOf,
  type Target,
} from './said.ts';

const CAPITAL_INTENSIVE = ['robotics', 'energy', 'defense', 'logistics'];

export function saturationOf(ctx: ModeContext, target: Target | null = targetOf(ctx)) {
  const players = marketPlayers(ctx);
  const matureShare = players.length ? players.filter((p) => p.maturity === 'mature').length / players.length : 0;
  const score = Math.round((0.6 * Math.min(1, players.length / 15) + 0.4 * matureShare) * 100) / 100;
  // Leaders are competitors: withheld with them in the demo.
  const leaders = ctx.competitors
    .filter((c) => c.relation === 'direct')
    .slice(0, 3)
    .map((c) => c.name);
  const local =
    target && target.market_context !== 'global' ? players.filter((p) => inRegion(p, target.market_context)) : [];
  const verdict = score >= 0.7 ? 'saturated' : score >= 0.4 ? 'contested' : 'open';
  return {
    score,
    players: players.length,
    mature_share: Math.round(matureShare * 100) / 100,
    leaders,
    verdict,
    in_target_region: target && target.market_context !== 'global' ? local.length : null,
    elsewhere: target && target.market_context !== 'global' ? players.length - local.length : null,
    local_players: ctx.facts.demo ? [] : local.slice(0, 5).map((p) => p.name),
  };
}

function gaps(ctx: ModeContext, saturation: ReturnType<typeof saturationOf>, target: Target | null): string[] {
  const { facts } = ctx;
  const found: string[] = [];
  if (target && saturation.in_target_region === 0 && saturation.players > 0) {
    found.push(
      `No known ${joinNames(facts.categories)} player is based in ${target.name}; the ${saturation.players} known players are elsewhere.`,
    );
  } else if (target && saturation.in_target_region !== null) {
    found.push(`${saturation.in_target_region} of ${saturation.players} known players are based in ${target.name}.`);
  }
  const emerging = marketPlayers(ctx).filter((p) => p.maturity === 'emerging').length;
  if (emerging > 0)
    found.push(`${emerging} emerging player(s) in ${joinNames(facts.categories)}: the market is still forming.`);
  for (const pain of primaryProfile(ctx)?.pain_points.slice(0, 3) ?? []) found.push(`Buyers' pain to own: ${pain}.`);
  const pains = cuesOf(facts.cues, 'pain')
    .slice(0, 3)
    .map((h) => h.label);
  if (pains.length) found.push(`Pains the input names: ${joinNames(pains)}.`);
  return found;
}

function barriers(ctx: ModeContext): string[] {
  const { facts } = ctx;
  const players = marketPlayers(ctx);
  const profile = primaryProfile(ctx);
  const found = [...(profile?.barriers_to_entry ?? [])];
  if (profile) found.push(`Switching costs ${profile.switching_costs.level}: ${profile.switching_costs.why}.`);
  found.push(
    ...moatFrequency(players)
      .slice(0, 3)
      .filter((m) => m.count >= 2)
      .map((m) => `${m.factor}: held by ${m.count} of ${players.length} known players.`),
  );
  if ((facts.sector && CAPITAL_INTENSIVE.includes(facts.sector)) || has(ctx, 'hardware'))
    found.push('Capital intensity: hardware, infrastructure or fleet before revenue.');
  if (facts.region.regional_context) found.push(`Regional: ${facts.region.regional_context.meaning}.`);
  return found;
}

export function marketEntry(ctx: ModeContext): ModeOutput {
  const target = targetOf(ctx);
  const saturation = saturationOf(ctx, target);
  const rules = target ? rulesInTarget(ctx.facts, target) : [];
  const found = gaps(ctx, saturation, target);
  const walls = barriers(ctx);
  // What the company brings from home: traction, its price today, team and funding.
  // What it brings from home: its figures, and the integrations and partners it names.
  const traction = [
    ...tractionOf(ctx.facts).lines,
    ...figureLines(ctx, 'price', 'headcount', 'funding'),
    ...linkLines(ctx),
  ];
  const regulation = rules.map((r) => ({
    rule: r.rule,
    level: r.level,
    jurisdiction: r.region,
    why: r.why,
    market: r.market,
  }));
  return {
    insights: {
      target: target
        ? {
            region: target.name,
            market_context: target.market_context,
            source: target.source,
            evidence: target.evidence,
          }
        : null,
      saturation,
      gaps: found,
      barriers: walls,
      regulation,
      home_traction: traction,
      notes: notesFor([
        ['target', target ? [1] : [], 'The input names no target country or region; the analysis is global.'],
        ['gaps', found, 'No thin spot found in the records or the input.'],
        ['barriers', walls, profileGap(ctx) ?? 'No barrier recorded.'],
        [
          'regulation',
          regulation,
          !target
            ? 'No target region, so no regional rule is selected.'
            : (profileGap(ctx) ?? `The market profile records no rule for ${target.name}.`),
        ],
        ['home_traction', traction, 'No customer, user, revenue or price figure was read from the input.'],
      ]),
    },
  };
}
