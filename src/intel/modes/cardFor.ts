// The battlecard for the subject's own sellers against its top rivals (the caller sells for the
// subject, or is building it). Every line compares record fields of both sides (moat factors, size,
// maturity, pricing model, headquarters) or quotes what the input states. A market missing from a
// rival's record is never read as a capability it lacks: records list markets, not features.
import type { KnowledgeEntry } from '../../knowledge/types.ts';
import type { Battlecard } from '../types.ts';
import { countryName, joinNames } from '../narrative.ts';
import { SIZE_SCORES } from '../prominence.ts';
import { tractionOf } from '../stated.ts';
import { subjectName, type ModeContext } from './context.ts';
import { figureLines, linkLines, primaryProfile } from './said.ts';

const bigger = (a: KnowledgeEntry | null, b: KnowledgeEntry) =>
  (SIZE_SCORES[b.size ?? ''] ?? 0) > (SIZE_SCORES[a?.size ?? ''] ?? 0);

// Questions a seller plants so that the buyer checks a rival on a factor the subject holds.
const LANDMINE_BY_FACTOR: Record<string, (rival: string) => string> = {
  'network effects': (r) =>
    `Ask how many of the buyer's own customers and partners already use each network, not only ${r}'s.`,
  ecosystem: (r) => `Ask which of the buyer's tools integrate natively with ${r} today, and which need custom work.`,
  'proprietary data': (r) => `Ask ${r} what data its results are built on and whether it is its own.`,
  'proprietary technology': (r) => `Ask ${r} which parts of its product it builds itself and which it licenses.`,
  'regulatory licenses': (r) => `Ask whether ${r} holds the licences the buyer needs in each of its markets.`,
  'scale economies': (r) => `Ask ${r} for its price at the buyer's real volume, fees included.`,
  distribution: (r) => `Ask where ${r} has local support and partners in the buyer's regions.`,
  patents: (r) => `Ask ${r} how it avoids the patented approaches it does not own.`,
};

function versus(ctx: ModeContext, rival: KnowledgeEntry, we: string) {
  const entry = ctx.facts.entry;
  const ours = entry?.moat ?? [];
  const win: string[] = [];
  const lose: string[] = [];
  // Switching costs hold customers in; they are no reason for a buyer to choose.
  const held = ours.filter((f) => !rival.moat.includes(f) && f !== 'switching costs');
  for (const f of held) win.push(`vs ${rival.name}: ${we} holds ${f}; ${rival.name}'s record does not list it`);
  for (const f of rival.moat.filter((f) => !ours.includes(f))) lose.push(`vs ${rival.name}: ${rival.name} holds ${f}`);
  if (bigger(entry, rival)) lose.push(`vs ${rival.name}: ${rival.name} is larger (${rival.size} employees)`);
  if (entry && bigger(rival, entry)) win.push(`vs ${rival.name}: ${we} is larger (${entry.size} employees)`);
  const local =
    entry?.country && rival.country && entry.country !== rival.country && ctx.facts.region.market_context !== 'global';
  if (local)
    win.push(
      `vs ${rival.name}: headquartered in ${countryName(entry.country) ?? entry.country}, ${rival.name} in ${countryName(rival.country) ?? rival.country}`,
    );
  const landmines = [
    ...held.filter((f) => LANDMINE_BY_FACTOR[f]).map((f) => LANDMINE_BY_FACTOR[f](rival.name)),
    ...(entry?.pricing_model && rival.pricing_model && entry.pricing_model !== rival.pricing_model
      ? [`Ask for the total cost at the buyer's volume under ${rival.name}'s ${rival.pricing_model} pricing.`]
      : []),
  ];
  const objections: Battlecard['objection_handlers'] = [];
  if (bigger(entry, rival) || rival.maturity === 'mature') {
    objections.push({
      objection: `${rival.name} is the safer, established choice.`,
      response: held.length
        ? `${we} brings ${joinNames(held)}, which ${rival.name}'s record does not list; ask for references at the buyer's size.`
        : `Ask for references at the buyer's size and compare on the buyer's own requirements.`,
    });
  }
  if (rival.pricing_model && entry?.pricing_model && rival.pricing_model !== entry.pricing_model) {
    objections.push({
      objection: `${rival.name} is cheaper.`,
      response: `${we} prices ${entry.pricing_model}, ${rival.name} ${rival.pricing_model}: compare the total cost at the buyer's volume.`,
    });
  }
  return { win, lose, landmines, objections };
}

export function cardForSubject(ctx: ModeContext, rivals: KnowledgeEntry[]): Battlecard {
  const we = subjectName(ctx);
  const { entry } = ctx.facts;
  const profile = primaryProfile(ctx);
  const traction = tractionOf(ctx.facts).lines;
  const parts = rivals.map((r) => versus(ctx, r, we));
  const switching = profile?.switching_costs;
  const objections = parts.flatMap((p) => p.objections);
  if (switching) {
    objections.push({
      objection: `We already run ${rivals[0]?.name ?? 'another tool'}; switching costs too much.`,
      response: `Switching costs in ${profile.category} are ${switching.level} (${switching.why}): start with a scoped pilot and a migration plan for exactly that.`,
    });
  }
  const strengths = [
    ...(entry?.moat ?? []).map((f) => `${we} holds ${f} (recorded)`),
    ...(entry?.maturity === 'mature'
      ? [`An established ${entry.sector} company${entry.founded ? ` since ${entry.founded}` : ''}`]
      : []),
    ...traction.map((t) => `Traction: ${t} (stated)`),
    ...linkLines(ctx),
  ];
  const weaknesses = [
    ...(!entry ? ['No independent record: buyers will ask for references'] : []),
    ...(entry?.maturity === 'emerging' ? ['An emerging company: buyers may see delivery risk'] : []),
    ...rivals.filter((r) => bigger(entry, r)).map((r) => `Smaller than ${r.name} (${r.size} employees)`),
  ];
  const pain = profile?.pain_points[0];
  const edge = parts.flatMap((p) => p.win)[0];
  const talk = rivals.length
    ? `Open on ${pain ? `the buyer's pain (${pain})` : "the buyer's problem"}. Against ${joinNames(rivals.map((r) => r.name))}, ` +
      `${edge ? `steer to ${edge.replace(/^vs [^:]+: /, '')}` : "steer to the buyer's own requirements"}.` +
      `${objections[0] ? ` Pre-empt "${objections[0].objection}"` : ''}`
    : ctx.facts.demo
      ? 'Competitors are withheld in the demo; the full analysis names them and compares against each.'
      : 'No ranked rival to compare with: position against the status quo (manual work or in-house tools).';
  return {
    for: `${we}'s sellers`,
    against: rivals.map((r) => r.name),
    strengths,
    weaknesses,
    where_we_win: parts.flatMap((p) => p.win),
    where_we_lose: parts.flatMap((p) => p.lose),
    objection_handlers: objections,
    landmines: [
      ...parts.flatMap((p) => p.landmines),
      ...(profile?.pain_points.slice(0, 2).map((p) => `Ask each rival how it solves: ${p}.`) ?? []),
    ],
    proof_points: [
      ...(entry?.founded ? [`Founded in ${entry.founded} (recorded)`] : []),
      ...(entry?.size ? [`${entry.size} employees (recorded)`] : []),
      ...traction.map((t) => `${t} (stated)`),
      ...figureLines(ctx, 'funding').map((f) => `${f} (stated)`),
    ],
    talk_track: talk,
  };
}
