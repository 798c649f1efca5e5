// readStatements: what an input states, with the exact span of each statement. The text and the
// context are read apart (each statement says which it came from); the caller's side is read from
// the context first, since that is where callers describe themselves.
import { readRevenueModels, readSegments, readStage } from './business.ts';
import { readCaller } from './caller.ts';
import { readConcentration } from './concentration.ts';
import { readFigures } from './figures.ts';
import { readNames } from './names.ts';
import { readPlaces } from './places.ts';
import { makeDoc, type Doc } from './text.ts';
import { readToken } from './token.ts';
import type { CompanyStage, Figure, StageStatement, Statements, StatementsInput } from './types.ts';

export type * from './types.ts';
export { contextOf, marketRegion, namedRegion, targetPlaces, targetRegion } from './places.ts';

/** Beyond this, a page's boilerplate outweighs what the input states, and reading time grows. */
const MAX_CHARS = 20_000;

/** "a $4M seed": a closed round says the stage when no stage word does. */
function stageOfRound(figures: Figure[]): StageStatement | null {
  const round = figures.find((f) => f.metric === 'funding' && f.status === 'actual' && f.stage && f.stage !== 'bridge');
  if (!round?.stage) return null;
  return { stage: round.stage === 'ipo' ? 'public' : (round.stage as CompanyStage), evidence: round.evidence };
}

export function readStatements(input: StatementsInput): Statements {
  const docs: Doc[] = [];
  const context = input.context?.slice(0, MAX_CHARS) ?? '';
  if (context.trim()) docs.push(makeDoc('context', context, input.language, input.knownNames));
  docs.push(makeDoc('text', input.text.slice(0, MAX_CHARS), input.language, input.knownNames));
  const byDoc = docs.map((doc) => {
    const figures = readFigures(doc);
    return { doc, figures, names: readNames(doc), places: readPlaces(doc) };
  });
  // The text is the subject's description; the context is the caller's. Text first in every list.
  byDoc.reverse();
  const all = <T>(read: (doc: Doc) => T[]): T[] => byDoc.flatMap(({ doc }) => read(doc));
  const figures = byDoc.flatMap((d) => d.figures);
  const tokens = byDoc.map(({ doc }) => readToken(doc));
  return {
    figures,
    token: { allocation: tokens.flatMap((t) => t.allocation), vesting: tokens.find((t) => t.vesting)?.vesting ?? null },
    places: byDoc.flatMap((d) => d.places),
    revenue_model: all((doc) => readRevenueModels(doc, figures)),
    concentration: byDoc.flatMap((d) => readConcentration(d.doc, d.places)),
    integrations: byDoc.flatMap((d) => d.names.integrations),
    partners: byDoc.flatMap((d) => d.names.partners),
    competitors_named: byDoc.flatMap((d) => d.names.competitors_named),
    segment: all(readSegments),
    stage: byDoc.map(({ doc }) => readStage(doc)).find((s) => s !== null) ?? stageOfRound(figures),
    caller: readCaller(docs, (doc) => byDoc.find((d) => d.doc === doc)?.names.competitors_named ?? []),
  };
}
