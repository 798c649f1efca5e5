// sales_enablement: a battlecard for selling the analysed company ("we") against its top
// competitors ("them"), every line drawn from the two knowledge-base records and the input.
import type { KnowledgeEntry } from '../../knowledge/types.ts';
import type { Battlecard } from '../types.ts';
import { countryName, joinNames } from '../narrative.ts';
import { cuesOf } from '../cues.ts';
import { SIZE_SCORES } from '../prominence.ts';
import { subjectName, type ModeContext, type ModeOutput } from './context.ts';

const TARGETS = 2;
const bigger = (a: KnowledgeEntry | null, b: KnowledgeEntry) => (SIZE_SCORES[b.size ?? ''] ?? 0) > (SIZE_SCORES[a?.size ?? ''] ?? 0);

function strengths(ctx: ModeContext, we: string): string[] {
  const { entry, cues, figures } = ctx.facts;
  const list = (entry?.moat ?? []).map((f) => `${f} (knowledge base)`);
  if (entry?.maturity === 'mature') list.push(`An established ${entry.sector} company${entry.founded ? ` since ${entry.founded}` : ''}`);
  if (entry?.size === '5001+' || entry?.size === '1001-5000') list.push(`Scale: ${entry.size} employees`);
  list.push(...cuesOf(cues, 'value').slice(0, 3).map((h) => `${h.label} (stated in the input)`));
  list.push(...figures.slice(0, 2).map((f) => `Traction: ${f}`));
  return list.length ? list : [`No strength of ${we} recorded or stated; gather proof before using this card.`];
}

function weaknesses(ctx: ModeContext, rivals: KnowledgeEntry[]): string[] {
  const { entry } = ctx.facts;
  const list: string[] = [];
  if (!entry) list.push('Not an established name: no independent record in the knowledge base');
  if (entry?.maturity === 'emerging') list.push('Emerging company: buyers may see delivery risk');
  const ours = new Set(entry?.moat ?? []);
  const theirs = [...new Set(rivals.flatMap((r) => r.moat))].filter((f) => !ours.has(f));
  if (theirs.length) list.push(`Rivals hold moat factors we do not: ${joinNames(theirs)}`);
  const big = rivals.filter((r) => bigger(entry, r));
  if (big.length) list.push(`Smaller than ${joinNames(big.map((r) => r.name))}`);
  return list.length ? list : ['No weakness recorded against these rivals.'];
}

// Questions a seller plants so that the buyer discovers a rival's gap: one per kind of advantage.
const LANDMINE_BY_FACTOR: Record<string, (rival: string) => string> = {
  'network effects': (r) => `Ask how many of the buyer's own customers and partners already use each network, not only ${r}'s.`,
  ecosystem: (r) => `Ask which of the buyer's tools integrate natively with ${r} today, and which need custom work.`,
  'proprietary data': (r) => `Ask ${r} what data its results are built on and whether it is its own.`,
  'proprietary technology': (r) => `Ask ${r} which parts of its product it builds itself and which it licenses.`,
  'regulatory licenses': (r) => `Ask whether ${r} holds the licences the buyer needs in each of its markets.`,
  'scale economies': (r) => `Ask ${r} for its price at the buyer's real volume, fees included.`,
  distribution: (r) => `Ask where ${r} has local support and partners in the buyer's regions.`,
  patents: (r) => `Ask ${r} how it avoids the patented approaches it does not own.`,
};

const withoutPrefix = (line: string) => line.replace(/^vs [^:]+: /, '');

function comparison(ctx: ModeContext, rival: KnowledgeEntry, we: string) {
  const { entry, region } = ctx.facts;
  const win: string[] = [];
  const lose: string[] = [];
  const mine = entry?.categories ?? ctx.facts.categories;
  const ourMoat = entry?.moat ?? [];
  const coverageWins = mine.filter((c) => !rival.categories.includes(c));
  const moatWins = ourMoat.filter((f) => !rival.moat.includes(f));
  for (const c of coverageWins) win.push(`vs ${rival.name}: we cover ${c}, they do not`);
  for (const c of rival.categories.filter((c) => !mine.includes(c))) lose.push(`vs ${rival.name}: they also cover ${c}`);
  for (const f of moatWins) win.push(`vs ${rival.name}: our ${f}`);
  for (const f of rival.moat.filter((f) => !ourMoat.includes(f))) lose.push(`vs ${rival.name}: their ${f}`);
  if (bigger(entry, rival)) lose.push(`vs ${rival.name}: they are larger (${rival.size})`);
  if (entry && bigger(rival, entry)) win.push(`vs ${rival.name}: we are larger (${entry.size})`);
  const home = entry?.country;
  const local = home && rival.country && home !== rival.country && region.market_context !== 'global';
  if (local) win.push(`vs ${rival.name}: local presence in ${countryName(home) ?? home}`);

  const landmines = [
    ...coverageWins.map((c) => `Ask how ${rival.name} handles ${c} without a native product.`),
    ...moatWins.filter((f) => LANDMINE_BY_FACTOR[f]).map((f) => LANDMINE_BY_FACTOR[f]!(rival.name)),
    ...(entry?.pricing_model && rival.pricing_model && entry.pricing_model !== rival.pricing_model
      ? [`Ask for the total cost at the buyer's volume under ${rival.name}'s ${rival.pricing_model} pricing.`] : []),
    ...(local ? [`Ask where ${rival.name}'s support team and data are located.`] : []),
  ];
  const edge = win.length ? `Against ${rival.name}: ${win.slice(0, 2).map(withoutPrefix).join('; ')}.` : `Compare on the requirements that matter to this buyer.`;
  const objections = [
    ...(bigger(entry, rival) || rival.maturity === 'mature'
      ? [{ objection: `${rival.name} is the safer, established choice.`, response: `${ourMoat.length ? `${we} brings ${joinNames(ourMoat)}.` : `${we} focuses on the buyer's specific need.`} ${edge}` }] : []),
    ...(rival.moat.includes('ecosystem') || rival.moat.includes('switching costs')
      ? [{ objection: `We are already integrated with ${rival.name}; switching costs too much.`, response: ctx.facts.cues.has('api') ? `${we} offers APIs and integrations to reduce migration effort; start with one workflow alongside ${rival.name}.` : `Start with a scoped pilot alongside ${rival.name} to measure the gain before migrating.` }] : []),
    ...(rival.pricing_model && entry?.pricing_model && rival.pricing_model !== entry.pricing_model
      ? [{ objection: `${rival.name} is cheaper.`, response: `${we} prices on a ${entry.pricing_model} basis and ${rival.name} on a ${rival.pricing_model} basis: compare the total cost at the buyer's volume, not list prices.` }] : []),
  ];
  return { win, lose, landmines, objections };
}

function talkTrack(ctx: ModeContext, rivals: KnowledgeEntry[], parts: ReturnType<typeof comparison>[]): string {
  const lead = ctx.facts.entry?.description ?? cuesOf(ctx.facts.cues, 'value')[0]?.label ?? 'the buyer\'s problem';
  const edge = parts.flatMap((p) => p.win)[0];
  const objection = parts.flatMap((p) => p.objections)[0]?.objection;
  return [
    `Open with what we do: ${lead.replace(/\.$/, '')}.`,
    `Against ${joinNames(rivals.map((r) => r.name))}, steer to ${edge ? withoutPrefix(edge) : 'the buyer\'s specific requirements'}.`,
    objection ? `Pre-empt the objection "${objection}"` : 'Expect a price comparison; answer with total cost.',
  ].join(' ');
}

export function salesEnablement(ctx: ModeContext): ModeOutput {
  const we = subjectName(ctx);
  const rivals = ctx.competitors.filter((c) => c.entry && c.relation !== 'substitute').slice(0, TARGETS).map((c) => c.entry!);
  const parts = rivals.map((r) => comparison(ctx, r, we));
  const proof = [
    ...(ctx.facts.entry?.founded ? [`Founded in ${ctx.facts.entry.founded} (knowledge base)`] : []),
    ...(ctx.facts.entry?.size ? [`${ctx.facts.entry.size} employees (knowledge base)`] : []),
    ...ctx.facts.figures.map((f) => `${f} (stated in the input)`),
    ...(ctx.facts.entry?.description ? [ctx.facts.entry.description] : []),
  ];
  const battlecard: Battlecard = {
    strengths: strengths(ctx, we),
    weaknesses: weaknesses(ctx, rivals),
    where_we_win: parts.flatMap((p) => p.win),
    where_we_lose: parts.flatMap((p) => p.lose),
    objection_handlers: parts.flatMap((p) => p.objections),
    landmines: parts.flatMap((p) => p.landmines),
    proof_points: proof.length ? proof : ['No proof point recorded or stated; collect customer references.'],
    talk_track: rivals.length ? talkTrack(ctx, rivals, parts) : ctx.facts.demo
      ? 'Competitors are withheld in the demo; the full analysis names them and compares against each.'
      : 'No known competitor identified: position against the status quo (manual work or in-house tools).',
  };
  return { insights: { against: rivals.map((r) => r.name), basis: 'knowledge-base records of both sides and the input' }, battlecard };
}
