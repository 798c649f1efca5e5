// The battlecard for a caller who sells against the subject ("where is X weak", "we sell a
// competing tool"). The caller's own product is not described, so the card claims nothing for it:
// every line is a fact about the subject (its record, what the input states) or its market (the
// profile's switching costs, pains, rules, pricing), turned into where to press and what to expect.
import type { Battlecard } from '../types.ts';
import { countryName, joinNames } from '../narrative.ts';
import { SIZE_SCORES } from '../prominence.ts';
import { regulationsFor } from '../regulation.ts';
import { describeFigure, tractionOf } from '../stated.ts';
import { subjectName, type ModeContext } from './context.ts';
import { inCallerVoice, namedCompanies, primaryProfile } from './said.ts';

const small = (size: string | null | undefined) => (SIZE_SCORES[size ?? ''] ?? 1) <= 0.3;
const large = (size: string | null | undefined) => (SIZE_SCORES[size ?? ''] ?? 0) >= 0.75;

export function cardAgainstSubject(ctx: ModeContext): Battlecard {
  const { facts } = ctx;
  const s = subjectName(ctx);
  const entry = facts.entry;
  const profile = primaryProfile(ctx);
  const market = profile?.category ?? facts.categories[0] ?? null;
  // Figures the caller states about itself are its own proof; the rest describe the subject.
  const own = facts.statements.figures.filter((f) => inCallerVoice(ctx, f.evidence));
  const traction = tractionOf(facts)
    .figures.filter((f) => !own.includes(f))
    .map(describeFigure);
  const prices = facts.statements.figures.filter((f) => f.metric === 'price' && !own.includes(f)).map(describeFigure);
  const ownLines = own.map(describeFigure);
  const integrations = namedCompanies(facts.statements.integrations);
  const partners = namedCompanies(
    facts.statements.partners.filter((p) => !p.prospective && p.name !== facts.statements.caller.own?.name),
  );
  const ownProduct = facts.statements.caller.own?.name ?? null;
  const switching = profile?.switching_costs;
  const rules = regulationsFor(facts)
    .filter((r) => r.level !== 'low')
    .slice(0, 2);
  const target = facts.statements.places.find((p) => p.role === 'target' && !p.negated);
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  const win: string[] = [];
  const lose: string[] = [];

  for (const line of ownLines) strengths.push(`Your own stated figure: ${line}.`);
  if (switching && switching.level !== 'high') {
    strengths.push(
      `Switching costs in ${market} are ${switching.level} (${switching.why}): ${s}'s customers can be won over.`,
    );
    win.push(`Accounts unhappy with ${s}: moving is a ${switching.level}-cost project in ${market}.`);
  }
  if (switching?.level === 'high') {
    weaknesses.push(`Accounts already on ${s} are hard to move: ${switching.why} (${market} market).`);
    lose.push(`Installed ${s} accounts: switching costs in ${market} are high.`);
  }
  if (entry && (entry.maturity === 'emerging' || small(entry.size))) {
    strengths.push(
      `${s} is ${entry.maturity === 'emerging' ? 'an emerging company' : 'a small company'}${entry.size ? ` (${entry.size} employees)` : ''}: buyers carry delivery risk.`,
    );
    win.push(
      `Risk-averse buyers weighing vendor continuity: ${s} is ${entry.maturity}${entry.size ? `, ${entry.size} employees` : ''}.`,
    );
  }
  if (entry && (large(entry.size) || entry.maturity === 'mature')) {
    weaknesses.push(
      `${s} is ${entry.maturity}${entry.size ? ` with ${entry.size} employees` : ''}${entry.founded ? `, since ${entry.founded}` : ''}: the safe choice for cautious buyers.`,
    );
    lose.push(`Buyers who shortlist only established vendors: ${s} is ${entry.maturity}.`);
  }
  for (const c of facts.statements.concentration) {
    const share = c.share_percent !== undefined ? `${c.share_percent} % of its revenue` : 'most of its revenue';
    strengths.push(
      `${s} earns ${share} from ${c.customer ?? 'few customers'} (stated): its roadmap follows that customer.`,
    );
    if (c.customer) win.push(`Buyers unlike ${c.customer}: ${s} builds for the customer that brings ${share}.`);
  }
  for (const f of entry?.moat ?? []) weaknesses.push(`${s} holds ${f} (recorded).`);
  for (const f of (entry?.moat ?? []).filter((m) => m !== 'switching costs').slice(0, 2))
    lose.push(`Deals decided on ${f}: ${s} holds it.`);
  if (integrations.length) {
    weaknesses.push(`${s} integrates with ${joinNames(integrations)} (stated in the input).`);
    lose.push(`Buyers who need ${joinNames(integrations)} out of the box.`);
  }
  // A partner is a channel the subject sells through: deals that come that way start on its side.
  if (partners.length) {
    weaknesses.push(`${s} works with ${joinNames(partners)} (stated in the input).`);
    lose.push(`Deals that come through ${joinNames(partners)}.`);
  }
  if (traction.length) weaknesses.push(`${s}'s stated traction: ${traction.slice(0, 3).join('; ')}.`);
  if (entry?.country && target?.iso && target.iso !== entry.country) {
    win.push(
      `Buyers in ${target.name} who want a local vendor: ${s} is headquartered in ${countryName(entry.country) ?? entry.country}.`,
    );
  }

  const landmines = [
    ...(profile?.pain_points.slice(0, 3).map((p) => `Ask how ${s} solves this ${market} buyers' pain: ${p}.`) ?? []),
    ...rules.map((r) => `Ask how ${s} meets ${r.rule} (${r.region}).`),
    ...(entry?.pricing_model
      ? [`Ask for ${s}'s total cost at the buyer's volume under its ${entry.pricing_model} pricing.`]
      : []),
    ...prices.slice(0, 1).map((p) => `Ask what the stated ${p} covers, and what is billed on top.`),
    ...(profile?.key_success_factors.slice(0, 2).map((k) => `Ask ${s} for proof of ${k}.`) ?? []),
  ];
  const objections: Battlecard['objection_handlers'] = [];
  if (entry && (large(entry.size) || entry.maturity === 'mature')) {
    objections.push({
      objection: `${s} is the safe, established choice.`,
      response: `Ask for references at the buyer's size and a three-year total cost${profile?.value_drivers[0] ? `; buyers in ${market} pay for ${profile.value_drivers[0]}: measure that in a pilot` : ''}.`,
    });
  }
  if (switching) {
    objections.push({
      objection: `We already run ${s}; switching costs too much.`,
      response: `Switching costs in ${market} are ${switching.level} (${switching.why}): propose a scoped pilot alongside ${s} and a migration plan for exactly that.`,
    });
  }
  const ownPrice = own.find((f) => f.metric === 'price');
  if (ownPrice && !prices.length) {
    objections.push({
      objection: `${s} is the standard; why pay for another tool?`,
      response: `At your stated ${describeFigure(ownPrice)}, put the total cost for the buyer's team next to ${s}'s${profile?.pricing_models[0] ? ` (the market usually charges ${profile.pricing_models[0]})` : ''}.`,
    });
  }
  if (prices.length) {
    objections.push({
      objection: `${s} is cheaper.`,
      response: `${s}'s price as stated: ${prices[0]}. Compare the total cost at the buyer's volume${profile?.pricing_models[0] ? `; the market usually charges ${profile.pricing_models[0]}` : ''}.`,
    });
  }
  if (integrations.length) {
    objections.push({
      objection: `${s} already connects to ${joinNames(integrations)}.`,
      response: `Show your own ${joinNames(integrations)} connection live before the decision; promise only what exists.`,
    });
  }
  const proof = [
    ...(entry?.founded ? [`${s} founded in ${entry.founded} (recorded)`] : []),
    ...(entry?.size ? [`${s}: ${entry.size} employees (recorded)`] : []),
    ...(entry?.country ? [`${s} headquartered in ${countryName(entry.country) ?? entry.country} (recorded)`] : []),
    ...traction.map((t) => `${s}: ${t} (stated)`),
    ...prices.map((p) => `${s}: ${p} (stated)`),
    ...facts.statements.figures
      .filter((f) => f.metric === 'headcount' && !own.includes(f))
      .map((f) => `${s}: ${describeFigure(f)} (stated)`),
    ...ownLines.map((l) => `Yours: ${l} (stated by you)`),
  ];
  const pain = profile?.pain_points[0];
  const talk =
    `This card is for selling against ${s}. ` +
    `${pain ? `Open on the buyer's pain (${pain}) and make ${s} answer it. ` : `Open on the buyer's own requirements, not on ${s}'s feature list. `}` +
    `${strengths[0] ? `Press where it is exposed: ${strengths[0]} ` : ''}` +
    `${objections[0] ? `Expect "${objections[0].objection}"` : `Expect a price comparison; answer with total cost.`}`;
  return {
    // "We sell Coda and compete with Notion": the card is for the caller's own product, against the subject.
    for: ownProduct ? `the caller, selling ${ownProduct} against ${s}` : `the caller, selling against ${s}`,
    against: [s],
    strengths,
    weaknesses,
    where_we_win: win,
    where_we_lose: lose,
    objection_handlers: objections,
    landmines,
    proof_points: proof,
    talk_track: talk.trim(),
  };
}
