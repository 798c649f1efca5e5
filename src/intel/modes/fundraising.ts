// fundraising: the story an investor hears, how to frame the addressable market without inventing
// a number, and the traction the input and the knowledge base actually show.
import { joinNames, mainAudience, sectorLabel } from '../narrative.ts';
import { marketPlayers, subjectName, type ModeContext, type ModeOutput } from './context.ts';

function tractionSignals(ctx: ModeContext): string[] {
  const { facts } = ctx;
  const signals = facts.figures.map((f) => `Stated in the input: ${f}`);
  for (const cue of ['growth', 'hiring']) {
    const hit = facts.cues.get(cue);
    if (hit) signals.push(facts.language === 'en' ? `${hit.label}: "${hit.sentence.slice(0, 160)}"` : `${hit.label} mentioned in the input`);
  }
  if (facts.page?.careers.openRoles) signals.push(`${facts.page.careers.openRoles} open roles listed on the page`);
  if (facts.entry?.size) signals.push(`Headcount band ${facts.entry.size} (knowledge base)`);
  if (facts.entry?.founded) signals.push(`Operating since ${facts.entry.founded} (knowledge base)`);
  if (facts.search.status === 'found') signals.push(`${facts.search.results.length} web result(s) found by search`);
  return signals.length ? signals : ['No traction figures stated in the input.'];
}

function tamFraming(ctx: ModeContext): Record<string, unknown> {
  const players = marketPlayers(ctx);
  const large = players.filter((p) => p.size === '5001+' || p.size === '1001-5000').length;
  const mature = players.filter((p) => p.maturity === 'mature').length;
  const audience = mainAudience(ctx.facts) ?? 'target customers';
  const market = joinNames(ctx.facts.categories) || 'its market';
  return {
    markets: ctx.facts.categories,
    method: 'bottom-up',
    formula: `number of ${audience} in reach × annual contract value × expected share`,
    stated_market_size: null,
    peer_evidence: {
      known_players: players.length,
      large_players: large,
      mature_players: mature,
      reading: players.length === 0
        ? 'No known players: the market may be new, or the input does not name it clearly.'
        : `${players.length} known player(s) in ${market}, ${large} with 1,000+ employees: ${large > 0 ? 'proof of a large, proven spend' : 'no large incumbents yet'}.`,
    },
    note: 'The input states no market size; none is invented here.',
  };
}

function narrative(ctx: ModeContext): string {
  const { facts, score } = ctx;
  const market = facts.categories.length ? `${joinNames(facts.categories)} (${sectorLabel(facts.sector)})` : 'a market the input does not make clear';
  const audience = mainAudience(facts);
  const moat = facts.entry?.moat.length ? `defensibility from ${joinNames(facts.entry.moat)}` : `a moat score of ${score.moat_strength}`;
  const traction = facts.figures.length ? `stated traction: ${facts.figures.slice(0, 3).join('; ')}` : 'no traction figures stated yet';
  return `${subjectName(ctx)} competes in ${market}${audience ? `, selling to ${audience}` : ''}. `
    + `It operates in a ${score.market_maturity} market with ${moat}, and ${traction}.`;
}

export function fundraising(ctx: ModeContext): ModeOutput {
  return { insights: { investor_narrative: narrative(ctx), tam_framing: tamFraming(ctx), traction_signals: tractionSignals(ctx) } };
}
