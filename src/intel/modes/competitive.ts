// competitive (the default): where the company stands against its ranked rivals, what sets it apart
// (its claims and moats against the moats typical of its market), who it meets there by kind of
// rivalry, and what hurts the buyers it sells to (the market profile's pains).
import { prominence } from '../prominence.ts';
import { joinNames } from '../narrative.ts';
import { cuesOf } from '../cues.ts';
import { tractionOf } from '../stated.ts';
import { marketPlayers, subjectName, type ModeContext, type ModeOutput } from './context.ts';
import { figureLines, namedCompanies, notesFor, primaryProfile, profileGap, quote, targetOf } from './said.ts';

function standing(ctx: ModeContext): string {
  const players = marketPlayers(ctx);
  const market = joinNames(ctx.facts.categories) || 'an unidentified market';
  const entry = ctx.facts.entry;
  if (!entry) return `${players.length} known player(s) in ${market}; ${subjectName(ctx)} has no record of its own.`;
  const ranked = [...players, entry].sort((a, b) => prominence(ctx.facts.kb, b) - prominence(ctx.facts.kb, a));
  return (
    `${entry.name} ranks ${ranked.indexOf(entry) + 1} of ${ranked.length} known players in ${market} ` +
    'by references from other companies, size and maturity.'
  );
}

/** Against the first ranked rivals: each with why it is one, so the reader sees the basis. */
function versus(ctx: ModeContext): string[] {
  return ctx.competitors
    .filter((c) => c.relation !== 'substitute')
    .slice(0, 5)
    .map((c) => `${c.name}: ${c.reason}`);
}

function differentiation(ctx: ModeContext): Record<string, unknown> {
  const { entry, cues, statements } = ctx.facts;
  const profile = primaryProfile(ctx);
  const claims: string[] = [];
  const claim = cues.get('differentiation');
  if (claim)
    claims.push(
      ctx.facts.language === 'en'
        ? `Claimed: "${claim.sentence.slice(0, 160)}"`
        : `A claim of difference (${claim.label})`,
    );
  for (const cue of ['patents', 'proprietary_tech', 'proprietary_data', 'network_effects', 'open_source']) {
    const hit = cues.get(cue);
    if (hit) claims.push(`The input states ${hit.label}.`);
  }
  const values = cuesOf(cues, 'value')
    .slice(0, 2)
    .map((h) => h.label);
  if (values.length) claims.push(`Emphasises ${joinNames(values)}.`);
  if (statements.integrations.length)
    claims.push(`Integrates with ${joinNames(namedCompanies(statements.integrations))} (stated).`);
  const partners = statements.partners.filter((p) => !p.prospective);
  if (partners.length) claims.push(`Works with ${joinNames(namedCompanies(partners))} as partners (stated).`);
  const own = entry?.moat ?? [];
  const typical = profile?.typical_moats ?? [];
  const beyond = own.filter((m) => !typical.includes(m));
  const reading = !own.length
    ? `No moat factor is recorded for ${subjectName(ctx)}.`
    : !typical.length
      ? `Recorded moats: ${joinNames(own)}.`
      : beyond.length
        ? `Beyond the moats typical of ${profile!.category} (${joinNames(typical)}), it holds ${joinNames(beyond)}.`
        : `Its moats (${joinNames(own)}) are the ones typical of ${profile!.category}: defensible, not distinctive.`;
  return { input_claims: claims, recorded_moats: own, typical_moats: typical, beyond_typical: beyond, reading };
}

export function competitive(ctx: ModeContext): ModeOutput {
  const byRelation = (relation: string) => ctx.competitors.filter((c) => c.relation === relation).map((c) => c.name);
  const profile = primaryProfile(ctx);
  const stated = [...tractionOf(ctx.facts).lines, ...figureLines(ctx, 'price', 'funding', 'headcount')];
  const pains = [
    ...cuesOf(ctx.facts.cues, 'pain')
      .slice(0, 2)
      .map((h) => `${h.label} (named in the input)`),
    ...ctx.facts.profiles
      .slice(0, 2)
      .flatMap((p) => p.pain_points.slice(0, 4).map((pain) => `${pain} (${p.category} buyers)`)),
  ];
  const diff = differentiation(ctx);
  const rivals = versus(ctx);
  const named = ctx.facts.statements.competitors_named.map(
    (n) => `${n.name} (named in the input: ${quote(n.evidence)})`,
  );
  const gap = profileGap(ctx);
  return {
    insights: {
      positioning: {
        summary: ctx.fields.positioning_summary,
        sector: ctx.facts.sector,
        markets: ctx.facts.categories,
        standing: standing(ctx),
        versus: rivals,
        stated_figures: stated,
        // The market the input says it will enter: the rivals that matter are the ones there.
        target_market: (() => {
          const target = targetOf(ctx);
          return target?.source === 'stated' ? `${target.name} (stated: ${target.evidence})` : null;
        })(),
      },
      differentiation: diff,
      landscape: {
        direct: byRelation('direct'),
        indirect: byRelation('indirect'),
        substitutes: byRelation('substitute'),
        named_in_input: named,
        known_players: marketPlayers(ctx).length,
        market_maturity: ctx.score.market_maturity,
        switching_costs: profile ? `${profile.switching_costs.level}: ${profile.switching_costs.why}` : null,
        threat_level: ctx.score.threat_level,
        recommendation: ctx.score.agent_recommendation,
      },
      buyer_pains: [...new Set(pains)].slice(0, 6),
      notes: notesFor([
        [
          'positioning.versus',
          rivals,
          ctx.facts.demo ? 'Competitors are withheld in the demo.' : 'No ranked rival found.',
        ],
        [
          'positioning.stated_figures',
          stated,
          'No figure (customers, revenue, growth, price, funding) was read from the input.',
        ],
        ['differentiation.input_claims', diff.input_claims as string[], 'The input claims no difference.'],
        ['differentiation.typical_moats', diff.typical_moats as string[], gap],
        ['buyer_pains', pains, gap ?? 'The input names no pain and the profile lists none.'],
      ]),
    },
  };
}
