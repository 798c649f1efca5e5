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

/**
 * The company a known case is about, from its id: `<language>-known-<subject>-<question>`
 * ("de-known-trade-republic-weak" → "trade-republic"). Two subjects are the same when one is the other
 * or starts it at a hyphen, so "mercado" (from "mercado-bitcoin") also keeps out "mercado-libre": a
 * stricter rule than needed, never a looser one.
 */
const subject = (c: AnalystCase): string => c.id.slice(`${c.language}-known-`.length).split('-').slice(0, -1).join('-');
const sameSubject = (a: string, b: string): boolean => a === b || a.startsWith(`${b}-`) || b.startsWith(`${a}-`);
export const known = (cases: AnalystCase[]): AnalystCase[] => cases.filter((c) => c.kind === 'known');
const letters = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** No case id, text or known company of `cases` repeats one of `earlier`, nor one inside `cases`. */
export function expectApart(cases: AnalystCase[], earlier: AnalystCase[]): void {
  const ids = new Set(earlier.map((c) => c.id));
  const texts = new Set(earlier.map((c) => c.text));
  expect(cases.filter((c) => ids.has(c.id) || texts.has(c.text)).map((c) => c.id)).toEqual([]);
  const earlierSubjects = known(earlier).map(subject);
  const repeated = known(cases).filter((c) => earlierSubjects.some((s) => sameSubject(s, subject(c))));
  expect(repeated.map((c) => c.id)).toEqual([]);
  const mine = known(cases).map(subject);
  expect(mine.filter((s, i) => mine.some((t, j) => j !== i && sameSubject(s, t)))).toEqual([]);
}

/** A known case names its subject (in Latin-script texts, where the id spells it as written). */
export function expectSubjectsNamed(cases: AnalystCase[]): void {
  const latin = known(cases).filter((c) => !['ja', 'ko', 'zh'].includes(c.language));
  expect(latin.filter((c) => !letters(c.text).includes(letters(subject(c)))).map((c) => c.id)).toEqual([]);
}

/**
 * A held-out set's composition: at least 66 cases with distinct ids, 6 of each mode, the nine languages (8 in
 * English), 40–60 % unknown companies, known ones from all 12 sectors and, when asked, unknown ones from
 * `unknownSectors` sectors or more.
 */
export function expectHeldOutComposition(cases: AnalystCase[], unknownSectors = 0): void {
  expect(cases.length).toBeGreaterThanOrEqual(66);
  expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  for (const mode of MODES) expect(cases.filter((c) => c.mode === mode).length).toBeGreaterThanOrEqual(6);
  expect(cases.filter((c) => c.language === 'en').length).toBeGreaterThanOrEqual(8);
  for (const language of LANGUAGES) {
    expect(cases.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(6);
  }
  const unknown = cases.filter((c) => c.kind === 'unknown');
  expect(unknown.length / cases.length).toBeGreaterThanOrEqual(0.4);
  expect(unknown.length / cases.length).toBeLessThanOrEqual(0.6);
  expect(new Set(known(cases).map((c) => c.expected.sector))).toEqual(new Set(SECTORS));
  if (unknownSectors)
    expect(new Set(unknown.map((c) => c.expected.sector)).size).toBeGreaterThanOrEqual(unknownSectors);
}

/** A held-out set's stated facts cover every kind; 8 or more callers give context, 8 or more name a target region. */
export function expectFactsAndCallers(cases: AnalystCase[]): void {
  const kinds = new Set(cases.flatMap((c) => c.expected.stated_facts.map((f) => f.kind)));
  expect([...FACT_KINDS].filter((k) => !kinds.has(k))).toEqual([]);
  expect(cases.filter((c) => c.context !== undefined).length).toBeGreaterThanOrEqual(8);
  const targets = cases.filter((c) => c.expected.stated_facts.some((f) => f.kind === 'target_region'));
  expect(targets.length).toBeGreaterThanOrEqual(8);
}
