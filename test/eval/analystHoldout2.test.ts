// The second held-out analyst set (test/eval/analyst-holdout2.json) is well formed and apart from the two
// earlier analyst sets: written by another hand, from knowledge of the markets only, before any of its
// cases was run through the engine. Same format and rules as analyst-gold.json (docs/quality.md).
import { LANGUAGES, MODES } from '../../src/intel/types.ts';
import { SECTORS } from '../../src/knowledge/types.ts';
import { ANALYST_HOLDOUT2_PATH, ANALYST_HOLDOUT_PATH, loadAnalystGold } from './analystEval.ts';
import { expectApart, expectSubjectsNamed, expectWellFormed, known } from './analystShape.ts';

const holdout2 = loadAnalystGold(ANALYST_HOLDOUT2_PATH);
const earlier = [...loadAnalystGold(), ...loadAnalystGold(ANALYST_HOLDOUT_PATH)];

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
  expectApart(holdout2, earlier);
});

test('a known case names its subject (in Latin-script texts, where the id spells it as written)', () => {
  expectSubjectsNamed(holdout2);
});

test('every case of the second held-out set is well formed, and a known company has no market label', () => {
  for (const c of holdout2) {
    expectWellFormed(c);
    if (c.kind === 'known') expect(c.expected.market).toBeUndefined();
  }
});
