// The third held-out analyst set (test/eval/analyst-holdout3.json) is well formed and apart from the three
// earlier analyst sets: written by a third hand from knowledge of the markets only, before any of its cases
// was run through the engine and before the engine changes made alongside it were merged, so their effect
// can be judged on cases nobody tuned to. Same format and rules as analyst-gold.json (docs/quality.md).
import { ANALYST_HOLDOUT2_PATH, ANALYST_HOLDOUT3_PATH, ANALYST_HOLDOUT_PATH, loadAnalystGold } from './analystEval.ts';
import {
  expectApart,
  expectFactsAndCallers,
  expectHeldOutComposition,
  expectSubjectsNamed,
  expectWellFormed,
} from './analystShape.ts';

const holdout3 = loadAnalystGold(ANALYST_HOLDOUT3_PATH);
const earlier = [
  ...loadAnalystGold(),
  ...loadAnalystGold(ANALYST_HOLDOUT_PATH),
  ...loadAnalystGold(ANALYST_HOLDOUT2_PATH),
];

test('the third held-out set has 6 cases of each mode, the nine languages, the 12 sectors, about half unknown', () => {
  expectHeldOutComposition(holdout3);
});

test('its stated facts cover all 17 kinds; some callers give context, some name a target region', () => {
  expectFactsAndCallers(holdout3);
});

test('no case id, text or known company repeats the three earlier analyst sets, nor one inside the set', () => {
  expectApart(holdout3, earlier);
});

test('a known case names its subject (in Latin-script texts, where the id spells it as written)', () => {
  expectSubjectsNamed(holdout3);
});

test('every case of the third held-out set is well formed, and a known company has no market label', () => {
  for (const c of holdout3) {
    expectWellFormed(c);
    if (c.kind === 'known') expect(c.expected.market).toBeUndefined();
  }
});
