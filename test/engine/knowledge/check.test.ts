// The knowledge checker (`npm run knowledge:check`): schema errors, duplicates, unresolved
// competitors, the minimums, and its exit code.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT_DIR } from '../../../src/lib/paths.ts';
import { MIN_PER_REGION, MIN_PER_SECTOR, MIN_TOTAL_ENTRIES, REGIONS, checkKnowledge } from '../../../src/knowledge/check.ts';
import { loadKnowledgeBase } from '../../../src/knowledge/load.ts';
import { SECTORS, type KnowledgeEntry } from '../../../src/knowledge/types.ts';
import { FIXTURE, entry, writeKnowledgeDir } from './fixture.ts';

const CHECK = join(ROOT_DIR, 'src', 'knowledge', 'check.ts');
const runCheck = (dir: string) => spawnSync(process.execPath, [CHECK, dir], { encoding: 'utf8' });

/** A synthetic knowledge base that meets every minimum. */
function bigKnowledgeBase(): Record<string, KnowledgeEntry[]> {
  const countries = Object.values(REGIONS).flat();
  const perSector = Math.ceil(MIN_TOTAL_ENTRIES / SECTORS.length);
  return Object.fromEntries(SECTORS.map((sector) => [sector, Array.from({ length: perSector }, (_, i) => entry({
    name: `Synthetic ${sector} ${i}`, sector, country: countries[i % countries.length]!, categories: [`${sector} market`],
    competitors: i > 0 ? [`Synthetic ${sector} ${i - 1}`] : [], description: `Test entry ${i} of ${sector}.`,
  }))]));
}

test('a clean knowledge base that meets the minimums passes, exit code 0', () => {
  const kb = writeKnowledgeDir(bigKnowledgeBase());
  try {
    const report = checkKnowledge(kb.dir);
    expect(report.ok).toBe(true);
    expect(report.total).toBeGreaterThanOrEqual(MIN_TOTAL_ENTRIES);
    for (const sector of SECTORS) expect(report.perSector[sector]).toBeGreaterThanOrEqual(MIN_PER_SECTOR);
    for (const region of Object.keys(REGIONS)) expect(report.perRegion[region]).toBeGreaterThanOrEqual(MIN_PER_REGION);
    const run = runCheck(kb.dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('OK');
  } finally {
    kb.remove();
  }
});

test('schema errors, duplicates across files, unresolved competitors and shortfalls are all reported', () => {
  const kb = writeKnowledgeDir({
    ...FIXTURE,
    broken: [
      { ...entry({ name: 'Bad Sector Co', sector: 'fintech', categories: ['Payments'], description: 'x' }), sector: 'banking' },
      { ...entry({ name: 'Extra Field Co', sector: 'saas', categories: ['crm'], description: 'x' }), ceo: 'someone' },
    ],
    dupes: [entry({ name: 'Stripe Clone', aliases: ['STRIPE'], sector: 'fintech', categories: ['payments processing'], competitors: ['Nobody Inc'], description: 'x' })],
    notjson: '[{"name": ',
  });
  try {
    const report = checkKnowledge(kb.dir);
    expect(report.ok).toBe(false);
    const problems = report.schemaProblems.map((p) => `${p.file}:${p.name ?? ''}:${p.field}`);
    expect(problems).toEqual(expect.arrayContaining(['broken.json:Bad Sector Co:sector', 'broken.json:Bad Sector Co:categories/0', 'broken.json:Extra Field Co:ceo', 'notjson.json::']));
    expect(report.duplicates).toEqual([{ key: 'stripe', entries: [{ name: 'Stripe Clone', sector: 'fintech', as: 'alias' }, { name: 'Stripe', sector: 'fintech', as: 'name' }] }]);
    expect(report.unresolvedCompetitors).toEqual([{ entry: 'Stripe Clone', competitor: 'Nobody Inc' }]);
    expect(report.shortfalls).toContain(`sector crypto: 0, fewer than ${MIN_PER_SECTOR}`);
    const run = runCheck(kb.dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/schema errors: [1-9]/);
    expect(run.stdout).toContain('Stripe Clone → Nobody Inc');
    expect(() => loadKnowledgeBase(kb.dir)).toThrow(/schema problem/);
  } finally {
    kb.remove();
  }
});
