// The held-out analyst set (test/eval/analyst-holdout.json) is well formed and apart from the first
// analyst set: written after that set had been used while building, before any of its cases was run,
// so its figures tell whether a change is general. Same format and rules as analyst-gold.json.
import { join } from 'node:path';
import { moduleDir } from '../../src/lib/paths.ts';
import { LANGUAGES, MODES } from '../../src/intel/types.ts';
import { loadAnalystGold } from './analystEval.ts';
import { expectWellFormed } from './analystShape.ts';

const holdout = loadAnalystGold(join(moduleDir(import.meta.url), 'analyst-holdout.json'));
const gold = loadAnalystGold();

test('the held-out set covers every mode and the nine languages, about half unknown companies', () => {
  expect(holdout.length).toBeGreaterThanOrEqual(45);
  expect(new Set(holdout.map((c) => c.id)).size).toBe(holdout.length);
  for (const mode of MODES) expect(holdout.filter((c) => c.mode === mode).length).toBeGreaterThanOrEqual(4);
  for (const language of LANGUAGES) {
    expect(holdout.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(5);
  }
  const unknown = holdout.filter((c) => c.kind === 'unknown').length;
  expect(unknown / holdout.length).toBeGreaterThanOrEqual(0.4);
  expect(unknown / holdout.length).toBeLessThanOrEqual(0.6);
  // Known companies from many sectors.
  expect(new Set(holdout.filter((c) => c.kind === 'known').map((c) => c.expected.sector)).size).toBeGreaterThanOrEqual(
    8,
  );
});

test('no held-out case repeats a case of the first analyst set', () => {
  const ids = new Set(gold.map((c) => c.id));
  const texts = new Set(gold.map((c) => c.text));
  expect(holdout.filter((c) => ids.has(c.id) || texts.has(c.text)).map((c) => c.id)).toEqual([]);
});

test('every held-out case is well formed, and a known company has no market label', () => {
  for (const c of holdout) {
    expectWellFormed(c);
    if (c.kind === 'known') expect(c.expected.market).toBeUndefined();
  }
});
