// sales_enablement: a battlecard written for the caller. By default the caller sells against the
// subject (a competitor, or one who asks where the subject is weak): the card says where the subject
// is exposed and what to expect from it. When the caller sells for the subject (or is building it),
// the card is for the subject's sellers against its top rivals. Every line rests on a record field,
// the input, or the market profile; a claim that cannot be supported is left out.
import { subjectName, type ModeContext, type ModeOutput } from './context.ts';
import { cardAgainstSubject } from './cardAgainst.ts';
import { cardForSubject } from './cardFor.ts';
import { notesFor, profileGap, quote } from './said.ts';

const TARGETS = 2;

/** Whether the caller sells for the subject: said so, or building it, and not asking where it is weak. */
export function sellsForSubject(ctx: ModeContext): boolean {
  const caller = ctx.facts.statements.caller;
  return (caller.side === 'subject_seller' || caller.side === 'builder') && !caller.asks_weakness;
}

export function salesEnablement(ctx: ModeContext): ModeOutput {
  const caller = ctx.facts.statements.caller;
  const forSubject = sellsForSubject(ctx);
  const rivals = ctx.competitors
    .filter((c) => c.entry && c.relation !== 'substitute')
    .slice(0, TARGETS)
    .map((c) => c.entry!);
  const card = forSubject ? cardForSubject(ctx, rivals) : cardAgainstSubject(ctx);
  const evidence = caller.weakness_evidence ?? caller.evidence;
  const why = forSubject
    ? `The caller sells for ${subjectName(ctx)}${evidence ? ` (${quote(evidence)})` : ''}.`
    : caller.side === 'unknown' && !caller.asks_weakness
      ? `The caller does not say whose side it is on; by default the card is for selling against ${subjectName(ctx)}.`
      : caller.own && caller.against
        ? `The caller sells ${caller.own.name} against ${subjectName(ctx)} (${quote(caller.own.evidence)}; ` +
          `${quote(caller.against.evidence)}).`
        : `The caller sells against ${subjectName(ctx)}${evidence ? ` (${quote(evidence)})` : ''}.`;
  const empty = 'Nothing in the records, the input or the market profile supports a line here; none is invented.';
  return {
    insights: {
      card_for: card.for,
      against: card.against,
      side: { caller: caller.side, asks_weakness: caller.asks_weakness, why },
      basis: forSubject
        ? 'The records of the subject and its top rivals, the input, and the market profile.'
        : "The subject's record, what the input states about it, and its market profile; nothing is claimed for the caller's product.",
      notes: notesFor([
        ['strengths', card.strengths, profileGap(ctx) ?? empty],
        ['weaknesses', card.weaknesses, empty],
        ['where_we_win', card.where_we_win, empty],
        ['where_we_lose', card.where_we_lose, empty],
        ['objection_handlers', card.objection_handlers, profileGap(ctx) ?? empty],
        ['landmines', card.landmines, profileGap(ctx) ?? empty],
        ['proof_points', card.proof_points, 'No founding year, size or stated figure to cite.'],
      ]),
    },
    battlecard: card,
  };
}
