// The fifth held-out analyst set (test/eval/analyst-holdout5.json) is well formed and apart from the five
// earlier analyst sets: written by a fifth hand from knowledge of the markets only, before any of its cases
// was run through the engine and before the engine and knowledge changes made alongside it were merged, so
// their effect can be judged on cases nobody tuned to. Same format and rules as analyst-gold.json
// (docs/quality.md).
import { LANGUAGES, MODES } from '../../src/intel/types.ts';
import { SECTORS } from '../../src/knowledge/types.ts';
import {
  ANALYST_HOLDOUT2_PATH,
  ANALYST_HOLDOUT3_PATH,
  ANALYST_HOLDOUT4_PATH,
  ANALYST_HOLDOUT5_PATH,
  ANALYST_HOLDOUT_PATH,
  FACT_KINDS,
  loadAnalystGold,
} from './analystEval.ts';
import { expectApart, expectSubjectsNamed, expectWellFormed, known } from './analystShape.ts';

const holdout5 = loadAnalystGold(ANALYST_HOLDOUT5_PATH);
const earlier = [
  ...loadAnalystGold(),
  ...loadAnalystGold(ANALYST_HOLDOUT_PATH),
  ...loadAnalystGold(ANALYST_HOLDOUT2_PATH),
  ...loadAnalystGold(ANALYST_HOLDOUT3_PATH),
  ...loadAnalystGold(ANALYST_HOLDOUT4_PATH),
];

test('the fifth held-out set has 6 cases of each mode, the nine languages, the 12 sectors, about half unknown', () => {
  expect(holdout5.length).toBeGreaterThanOrEqual(66);
  expect(new Set(holdout5.map((c) => c.id)).size).toBe(holdout5.length);
  for (const mode of MODES) expect(holdout5.filter((c) => c.mode === mode).length).toBeGreaterThanOrEqual(6);
  expect(holdout5.filter((c) => c.language === 'en').length).toBeGreaterThanOrEqual(8);
  for (const language of LANGUAGES) {
    expect(holdout5.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(6);
  }
  const unknown = holdout5.filter((c) => c.kind === 'unknown').length;
  expect(unknown / holdout5.length).toBeGreaterThanOrEqual(0.4);
  expect(unknown / holdout5.length).toBeLessThanOrEqual(0.6);
  // Known companies from every sector, and unknown ones from most of them.
  expect(new Set(known(holdout5).map((c) => c.expected.sector))).toEqual(new Set(SECTORS));
  const unknownSectors = new Set(holdout5.filter((c) => c.kind === 'unknown').map((c) => c.expected.sector));
  expect(unknownSectors.size).toBeGreaterThanOrEqual(10);
});

test('its stated facts cover all 17 kinds; some callers give context, some name a target region', () => {
  const kinds = new Set(holdout5.flatMap((c) => c.expected.stated_facts.map((f) => f.kind)));
  expect([...FACT_KINDS].filter((k) => !kinds.has(k))).toEqual([]);
  expect(holdout5.filter((c) => c.context !== undefined).length).toBeGreaterThanOrEqual(8);
  const targets = holdout5.filter((c) => c.expected.stated_facts.some((f) => f.kind === 'target_region'));
  expect(targets.length).toBeGreaterThanOrEqual(8);
});

test('no case id, text or known company repeats the five earlier analyst sets, nor one inside the set', () => {
  expectApart(holdout5, earlier);
});

test('a known case names its subject (in Latin-script texts, where the id spells it as written)', () => {
  expectSubjectsNamed(holdout5);
});

test('every case of the fifth held-out set is well formed, and a known company has no market label', () => {
  for (const c of holdout5) {
    expectWellFormed(c);
    if (c.kind === 'known') expect(c.expected.market).toBeUndefined();
  }
});
