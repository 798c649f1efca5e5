// The held-out analyst set (test/eval/analyst-holdout.json) is well formed and apart from the first
// analyst set: written after that set had been used while building, before any of its cases was run,
// so its figures tell whether a change is general. Same format and rules as analyst-gold.json.
import { join } from 'node:path';
import { moduleDir } from '../../src/lib/paths.ts';
import { LANGUAGES, MARKET_CONTEXTS, MODES } from '../../src/intel/types.ts';
import { SECTORS } from '../../src/knowledge/types.ts';
import { FACT_KINDS, loadAnalystGold } from './analystEval.ts';

const holdout = loadAnalystGold(join(moduleDir(import.meta.url), 'analyst-holdout.json'));
const gold = loadAnalystGold();
const visible = (s: string): number => [...s.replace(/\s/g, '')].length;

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

test('every held-out case is well formed', () => {
  for (const c of holdout) {
    const ex = c.expected;
    const where = `${c.id}: `;
    expect(where + (c.id.startsWith(`${c.language}-${c.kind}-`) ? 'ok' : 'id')).toBe(`${where}ok`);
    expect(LANGUAGES).toContain(c.language);
    expect(MODES).toContain(c.mode);
    expect(['known', 'unknown']).toContain(c.kind);
    expect(visible(c.text)).toBeGreaterThanOrEqual(50);
    if (c.context !== undefined) expect(c.context.trim().length).toBeGreaterThan(0);
    expect(SECTORS).toContain(ex.sector);
    expect(MARKET_CONTEXTS).toContain(ex.region);
    expect(ex.first_rivals.length).toBeGreaterThanOrEqual(2);
    expect(ex.first_rivals.length).toBeLessThanOrEqual(6);
    expect(ex.allowed_rival_sectors).toContain(ex.sector);
    for (const s of ex.allowed_rival_sectors) expect(SECTORS).toContain(s);
    expect(ex.absurd.length).toBeGreaterThan(0);
    expect(ex.absurd.filter((n) => ex.first_rivals.includes(n))).toEqual([]);
    if (c.kind === 'unknown') {
      expect(ex.market?.length).toBeGreaterThan(0);
      for (const m of ex.market ?? []) expect(m).toBe(m.toLowerCase().trim());
    } else {
      expect(ex.market).toBeUndefined();
    }
    for (const f of ex.stated_facts) {
      expect(FACT_KINDS).toContain(f.kind);
      expect(`${c.id}: ${c.text.toLowerCase().includes(f.text.toLowerCase())}`).toBe(`${c.id}: true`);
      const numeric = !['funding_stage', 'integration', 'partner', 'target_region'].includes(f.kind);
      if (numeric && f.kind !== 'concentration') expect(typeof f.value).toBe('number');
      if (!numeric) expect(typeof f.value).toBe('string');
    }
  }
});
