// The rules every analyst case follows, in every analyst set (analyst-gold.json and the held-out sets).
import { LANGUAGES, MARKET_CONTEXTS, MODES } from '../../src/intel/types.ts';
import { SECTORS } from '../../src/knowledge/types.ts';
import { FACT_KINDS, type AnalystCase } from './analystEval.ts';

const visible = (s: string): number => [...s.replace(/\s/g, '')].length;

/** Asserts that one case is well formed: its fields, its expectations and its quoted evidence. */
export function expectWellFormed(c: AnalystCase): void {
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
  // An absurd name can never be one the analyst names first.
  expect(ex.absurd.filter((n) => ex.first_rivals.includes(n))).toEqual([]);
  if (c.kind === 'unknown') {
    expect(ex.market?.length).toBeGreaterThan(0);
    for (const m of ex.market ?? []) expect(m).toBe(m.toLowerCase().trim());
  }
  for (const f of ex.stated_facts) {
    expect(FACT_KINDS).toContain(f.kind);
    // The evidence span is quoted from the input.
    expect(`${c.id}: ${c.text.toLowerCase().includes(f.text.toLowerCase())}`).toBe(`${c.id}: true`);
    const numeric = !['funding_stage', 'integration', 'partner', 'target_region'].includes(f.kind);
    if (numeric && f.kind !== 'concentration') expect(typeof f.value).toBe('number');
    if (!numeric) expect(typeof f.value).toBe('string');
  }
}
