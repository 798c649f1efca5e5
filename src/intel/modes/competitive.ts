// competitive (the default): where the company stands in its market, what sets it apart, and who
// it meets there, by kind of rivalry.
import { prominence } from '../prominence.ts';
import { joinNames } from '../narrative.ts';
import { cuesOf } from '../cues.ts';
import { marketPlayers, subjectName, type ModeContext, type ModeOutput } from './context.ts';

function standing(ctx: ModeContext): string {
  const players = marketPlayers(ctx);
  const market = joinNames(ctx.facts.categories) || 'an unidentified market';
  const entry = ctx.facts.entry;
  if (!entry) return `${players.length} known player(s) in ${market}; ${subjectName(ctx)} is not among the knowledge base's records.`;
  const ranked = [...players, entry].sort((a, b) => prominence(ctx.facts.kb, b) - prominence(ctx.facts.kb, a));
  return `${entry.name} ranks ${ranked.indexOf(entry) + 1} of ${ranked.length} known players in ${market} by references from other companies, size and maturity.`;
}

function differentiation(ctx: ModeContext): string[] {
  const { entry, cues } = ctx.facts;
  const points: string[] = [];
  const direct = ctx.competitors.filter((c) => c.relation === 'direct' && c.entry);
  if (entry) {
    for (const category of entry.categories) {
      const alsoThere = direct.filter((c) => c.entry!.categories.includes(category)).length;
      if (direct.length > 0 && alsoThere === 0) points.push(`Covers ${category}, which none of its direct rivals listed here covers.`);
    }
    const rivalMoats = new Set(direct.flatMap((c) => c.entry!.moat));
    const own = entry.moat.filter((f) => !rivalMoats.has(f));
    if (own.length) points.push(`Moat factors its direct rivals here do not record: ${joinNames(own)}.`);
  }
  for (const cue of ['patents', 'proprietary_tech', 'proprietary_data', 'network_effects', 'open_source']) {
    const hit = cues.get(cue);
    if (hit) points.push(`The input states ${hit.label}.`);
  }
  const values = cuesOf(cues, 'value').slice(0, 2).map((h) => h.label);
  if (values.length) points.push(`Emphasises ${joinNames(values)}.`);
  return points.length ? points : ['No differentiation stated in the input or recorded in the knowledge base.'];
}

export function competitive(ctx: ModeContext): ModeOutput {
  const byRelation = (relation: string) => ctx.competitors.filter((c) => c.relation === relation).map((c) => c.name);
  return {
    insights: {
      positioning: {
        summary: ctx.fields.positioning_summary,
        sector: ctx.facts.sector,
        markets: ctx.facts.categories,
        standing: standing(ctx),
      },
      differentiation: differentiation(ctx),
      landscape: {
        direct: byRelation('direct'),
        indirect: byRelation('indirect'),
        substitutes: byRelation('substitute'),
        threat_level: ctx.score.threat_level,
        recommendation: ctx.score.agent_recommendation,
      },
    },
  };
}
