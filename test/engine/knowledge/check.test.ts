// The knowledge checker (`npm run knowledge:check`): schema errors, duplicates, unresolved
// competitors, the minimums, and its exit code.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT_DIR } from '../../../src/lib/paths.ts';
import {
  MIN_MARKET_PROFILES,
  MIN_PER_REGION,
  MIN_PER_SECTOR,
  MIN_TOTAL_ENTRIES,
  REGIONS,
  checkKnowledge,
} from '../../../src/knowledge/check.ts';
import { loadKnowledgeBase } from '../../../src/knowledge/load.ts';
import { SECTORS, type KnowledgeEntry, type MarketProfile } from '../../../src/knowledge/types.ts';
import { profile } from '../intel/fixture.ts';
import { FIXTURE, entry, writeKnowledgeDir } from './fixture.ts';

const CHECK = join(ROOT_DIR, 'src', 'knowledge', 'check.ts');
const runCheck = (dir: string, marketsDir?: string) =>
  spawnSync(process.execPath, [CHECK, dir, ...(marketsDir ? [marketsDir] : [])], { encoding: 'utf8' });

/** Market profiles for the synthetic markets, and more synthetic ones up to the minimum. */
function syntheticProfiles(): Record<string, MarketProfile[]> {
  const profiles = SECTORS.map((sector) => profile({ category: `${sector} market`, sector }));
  for (let i = profiles.length; i < MIN_MARKET_PROFILES; i++)
    profiles.push(profile({ category: `extra market ${i}`, sector: 'saas' }));
  return { markets: profiles };
}

/** A synthetic knowledge base that meets every minimum. */
function bigKnowledgeBase(): Record<string, KnowledgeEntry[]> {
  const countries = Object.values(REGIONS).flat();
  const perSector = Math.ceil(MIN_TOTAL_ENTRIES / SECTORS.length);
  return Object.fromEntries(
    SECTORS.map((sector) => [
      sector,
      Array.from({ length: perSector }, (_, i) =>
        entry({
          name: `Synthetic ${sector} ${i}`,
          sector,
          country: countries[i % countries.length],
          categories: [`${sector} market`],
          competitors: i > 0 ? [`Synthetic ${sector} ${i - 1}`] : [],
          description: `Test entry ${i} of ${sector}.`,
        }),
      ),
    ]),
  );
}

test('a clean knowledge base that meets the minimums passes, exit code 0', () => {
  const kb = writeKnowledgeDir(bigKnowledgeBase());
  const markets = writeKnowledgeDir(syntheticProfiles());
  try {
    const report = checkKnowledge(kb.dir, markets.dir);
    expect(report.marketProblems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.total).toBeGreaterThanOrEqual(MIN_TOTAL_ENTRIES);
    for (const sector of SECTORS) expect(report.perSector[sector]).toBeGreaterThanOrEqual(MIN_PER_SECTOR);
    for (const region of Object.keys(REGIONS)) expect(report.perRegion[region]).toBeGreaterThanOrEqual(MIN_PER_REGION);
    const run = runCheck(kb.dir, markets.dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('OK');
  } finally {
    kb.remove();
    markets.remove();
  }
});

test('schema errors, duplicates across files, unresolved competitors and shortfalls are all reported', () => {
  const kb = writeKnowledgeDir({
    ...FIXTURE,
    broken: [
      {
        ...entry({ name: 'Bad Sector Co', sector: 'fintech', categories: ['Payments'], description: 'x' }),
        sector: 'banking',
      },
      { ...entry({ name: 'Extra Field Co', sector: 'saas', categories: ['crm'], description: 'x' }), ceo: 'someone' },
    ],
    dupes: [
      entry({
        name: 'Stripe Clone',
        aliases: ['STRIPE'],
        sector: 'fintech',
        categories: ['payments processing'],
        competitors: ['Nobody Inc'],
        description: 'x',
      }),
    ],
    notjson: '[{"name": ',
  });
  try {
    const report = checkKnowledge(kb.dir);
    expect(report.ok).toBe(false);
    const problems = report.schemaProblems.map((p) => `${p.file}:${p.name ?? ''}:${p.field}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        'broken.json:Bad Sector Co:sector',
        'broken.json:Bad Sector Co:categories/0',
        'broken.json:Extra Field Co:ceo',
        'notjson.json::',
      ]),
    );
    expect(report.duplicates).toEqual([
      {
        key: 'stripe',
        entries: [
          { name: 'Stripe Clone', sector: 'fintech', as: 'alias' },
          { name: 'Stripe', sector: 'fintech', as: 'name' },
        ],
      },
    ]);
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

test('market profiles: a category without one, a duplicate, an unknown substitute and a schema error are reported', () => {
  const kb = writeKnowledgeDir(FIXTURE);
  const categories = [
    ...new Set(
      Object.values(FIXTURE)
        .flat()
        .flatMap((e) => e.categories),
    ),
  ];
  const markets = writeKnowledgeDir({
    a: [
      ...categories.slice(1).map((category) => profile({ category, sector: 'fintech' })),
      profile({ category: categories[1], sector: 'fintech' }),
      profile({ category: 'lonely market', sector: 'saas', substitutes: ['nowhere market'] }),
      { ...profile({ category: 'bad market', sector: 'saas' }), regional: 'sometimes' },
    ],
  });
  try {
    const report = checkKnowledge(kb.dir, markets.dir);
    expect(report.ok).toBe(false);
    expect(report.marketProblems).toEqual(
      expect.arrayContaining([
        `category "${categories[0]}" has no market profile`,
        `duplicate profile "${categories[1]}"`,
        '"lonely market": substitute "nowhere market" has no profile',
        expect.stringMatching(/^a\.json\[\d+\] bad market regional: must be boolean$/),
      ]),
    );
    expect(runCheck(kb.dir, markets.dir).stdout).toMatch(/market profiles: \d+; problems: [1-9]/);
  } finally {
    kb.remove();
    markets.remove();
  }
});
