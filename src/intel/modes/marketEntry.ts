// market_entry: where the market has room (thinly served niches, pains nobody claims), how saturated
// it is, and what keeps newcomers out (the moat factors incumbents hold, regulation, capital).
import { joinNames } from '../narrative.ts';
import { cuesOf } from '../cues.ts';
import { has, marketPlayers, moatFrequency, type ModeContext, type ModeOutput } from './context.ts';

const CAPITAL_INTENSIVE = ['robotics', 'energy', 'defense', 'logistics'];
const LICENSED_SECTORS: Record<string, string> = {
  fintech: 'financial licences (payment institution, e-money or banking) or a licensed partner',
  healthcare: 'health-data rules and, for devices, medical-device approval (CE under MDR, FDA clearance)',
  crypto: 'crypto-asset service provider registration (MiCA in the EU, state and federal rules in the US)',
  defense: 'security clearances, export controls and government procurement rules',
  energy: 'grid connection, generation permits and energy-market licences',
};

export function saturationOf(ctx: ModeContext): { score: number; players: number; mature_share: number; leaders: string[]; verdict: string } {
  const players = marketPlayers(ctx);
  const matureShare = players.length ? players.filter((p) => p.maturity === 'mature').length / players.length : 0;
  const score = Math.round((0.6 * Math.min(1, players.length / 15) + 0.4 * matureShare) * 100) / 100;
  // Leaders are competitors: withheld with them in the demo.
  const leaders = ctx.competitors.filter((c) => c.relation === 'direct').slice(0, 3).map((c) => c.name);
  const verdict = score >= 0.7 ? 'saturated' : score >= 0.4 ? 'contested' : 'open';
  return { score, players: players.length, mature_share: Math.round(matureShare * 100) / 100, leaders, verdict };
}

function gaps(ctx: ModeContext): string[] {
  const { facts } = ctx;
  const found: string[] = [];
  if (facts.sector) {
    const counts = new Map<string, number>();
    for (const e of facts.kb.bySector(facts.sector)) for (const c of e.categories) counts.set(c, (counts.get(c) ?? 0) + 1);
    const thin = [...counts].filter(([c, n]) => n <= 2 && !facts.categories.includes(c)).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).slice(0, 3);
    for (const [category, n] of thin) found.push(`${category}: only ${n} player(s) among the knowledge base's ${facts.sector} companies.`);
  }
  const emerging = marketPlayers(ctx).filter((p) => p.maturity === 'emerging').length;
  if (emerging > 0) found.push(`${emerging} emerging player(s) in ${joinNames(facts.categories)}: the market is still forming.`);
  const pains = cuesOf(facts.cues, 'pain').slice(0, 3).map((h) => h.label);
  if (pains.length) found.push(`Pains the input names that an entrant can own: ${joinNames(pains)}.`);
  return found.length ? found : ['No gap identified from the knowledge base or the input.'];
}

function barriers(ctx: ModeContext): string[] {
  const { facts } = ctx;
  const players = marketPlayers(ctx);
  const found = moatFrequency(players).slice(0, 3).filter((m) => m.count >= 2)
    .map((m) => `${m.factor}: held by ${m.count} of ${players.length} known players.`);
  if (facts.sector && LICENSED_SECTORS[facts.sector]) found.push(`Regulation: ${LICENSED_SECTORS[facts.sector]}.`);
  if ((facts.sector && CAPITAL_INTENSIVE.includes(facts.sector)) || has(ctx, 'hardware')) found.push('Capital intensity: hardware, infrastructure or fleet before revenue.');
  if (facts.region.regional_context) found.push(`Regional: ${facts.region.regional_context.meaning}.`);
  return found.length ? found : ['No strong barrier recorded: incumbents hold few moat factors in the knowledge base.'];
}

export function marketEntry(ctx: ModeContext): ModeOutput {
  return { insights: { gaps: gaps(ctx), saturation: saturationOf(ctx), barriers: barriers(ctx) } };
}
