// The second held-out analyst set (test/eval/analyst-holdout2.json) is well formed and apart from the two
// earlier analyst sets: written by another hand, from knowledge of the markets only, before any of its
// cases was run through the engine. Same format and rules as analyst-gold.json (docs/quality.md).
import { LANGUAGES, MODES } from '../../src/intel/types.ts';
import { SECTORS } from '../../src/knowledge/types.ts';
import { ANALYST_HOLDOUT2_PATH, ANALYST_HOLDOUT_PATH, loadAnalystGold, type AnalystCase } from './analystEval.ts';
import { expectWellFormed } from './analystShape.ts';

const holdout2 = loadAnalystGold(ANALYST_HOLDOUT2_PATH);
const earlier = [...loadAnalystGold(), ...loadAnalystGold(ANALYST_HOLDOUT_PATH)];

/**
 * The company a known case is about, from its id: `<language>-known-<subject>-<question>`
 * ("de-known-trade-republic-weak" → "trade-republic"). Two subjects are the same when one is the other
 * or starts it at a hyphen, so "mercado" (from "mercado-bitcoin") also keeps out "mercado-libre": a
 * stricter rule than needed, never a looser one.
 */
const subject = (c: AnalystCase): string => c.id.slice(`${c.language}-known-`.length).split('-').slice(0, -1).join('-');
const sameSubject = (a: string, b: string): boolean => a === b || a.startsWith(`${b}-`) || b.startsWith(`${a}-`);
const known = (cases: AnalystCase[]): AnalystCase[] => cases.filter((c) => c.kind === 'known');
const letters = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

test('the second held-out set covers every mode, the nine languages and the 12 sectors, about half unknown', () => {
  expect(holdout2.length).toBeGreaterThanOrEqual(60);
  expect(new Set(holdout2.map((c) => c.id)).size).toBe(holdout2.length);
  for (const mode of MODES) expect(holdout2.filter((c) => c.mode === mode).length).toBeGreaterThanOrEqual(4);
  for (const language of LANGUAGES) {
    expect(holdout2.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(5);
  }
  const unknown = holdout2.filter((c) => c.kind === 'unknown').length;
  expect(unknown / holdout2.length).toBeGreaterThanOrEqual(0.4);
  expect(unknown / holdout2.length).toBeLessThanOrEqual(0.6);
  // Known companies from every sector.
  expect(new Set(known(holdout2).map((c) => c.expected.sector))).toEqual(new Set(SECTORS));
});

test('no case id, text or known company repeats the two earlier analyst sets, nor one inside the set', () => {
  const ids = new Set(earlier.map((c) => c.id));
  const texts = new Set(earlier.map((c) => c.text));
  expect(holdout2.filter((c) => ids.has(c.id) || texts.has(c.text)).map((c) => c.id)).toEqual([]);
  const earlierSubjects = known(earlier).map(subject);
  const repeated = known(holdout2).filter((c) => earlierSubjects.some((s) => sameSubject(s, subject(c))));
  expect(repeated.map((c) => c.id)).toEqual([]);
  const mine = known(holdout2).map(subject);
  expect(mine.filter((s, i) => mine.some((t, j) => j !== i && sameSubject(s, t)))).toEqual([]);
});

test('a known case names its subject (in Latin-script texts, where the id spells it as written)', () => {
  const latin = known(holdout2).filter((c) => !['ja', 'ko', 'zh'].includes(c.language));
  expect(latin.filter((c) => !letters(c.text).includes(letters(subject(c)))).map((c) => c.id)).toEqual([]);
});

test('every case of the second held-out set is well formed, and a known company has no market label', () => {
  for (const c of holdout2) {
    expectWellFormed(c);
    if (c.kind === 'known') expect(c.expected.market).toBeUndefined();
  }
});
