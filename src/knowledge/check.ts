// `npm run knowledge:check [knowledgeDir] [marketsDir]`: validates data/knowledge/*.json and
// data/markets/*.json and reports counts per sector and region, schema errors, duplicate names,
// competitors that resolve to nothing, unprofiled markets, and the minimums. Exit code 1 when
// anything is wrong. `--json` prints the report as JSON.
import { DEFAULT_KNOWLEDGE_DIR, createKnowledgeBase, readKnowledgeFiles } from './load.ts';
import { normalizeName } from './normalize.ts';
import { SECTORS, type KnowledgeEntry, type Sector } from './types.ts';
import { describeProblem, type SchemaProblem } from './validate.ts';
import { DEFAULT_MARKETS_DIR, crossCheckMarkets, readMarketFiles } from './markets.ts';
import { DEFAULT_KINDS_FILE, readEntityKinds, resolveEntityKinds } from './kinds.ts';

export const MIN_TOTAL_ENTRIES = 4000;
export const MIN_PER_SECTOR = 60;
export const MIN_PER_REGION = 25;
export const MIN_MARKET_PROFILES = 250;
export const REGIONS: Record<string, readonly string[]> = {
  JP: ['JP'],
  KR: ['KR'],
  CN: ['CN'],
  BR: ['BR'],
  MX: ['MX'],
  AR: ['AR'],
  DACH: ['DE', 'AT', 'CH'],
  FR: ['FR'],
  IT: ['IT'],
  ES: ['ES'],
};

export interface Duplicate {
  key: string;
  entries: { name: string; sector: Sector; as: 'name' | 'alias' }[];
}
export interface CheckReport {
  total: number;
  files: { file: string; count: number }[];
  perSector: Record<Sector, number>;
  perRegion: Record<string, number>;
  schemaProblems: SchemaProblem[];
  duplicates: Duplicate[];
  unresolvedCompetitors: { entry: string; competitor: string }[];
  marketProfiles: number;
  marketProblems: string[]; // profile schema errors, duplicates, unprofiled categories, unknown substitutes
  kindProblems: string[]; // data/kinds/entity-kinds.json: shape, unknown kinds, names that are no entry
  shortfalls: string[]; // minimums not met
  ok: boolean;
}

/** The same name or alias (folded) on two different entries, across all files. */
export function findDuplicates(entries: readonly KnowledgeEntry[]): Duplicate[] {
  const byKey = new Map<string, Duplicate['entries']>();
  entries.forEach((entry) => {
    const keys = new Map<string, 'name' | 'alias'>([[normalizeName(entry.name), 'name']]);
    for (const alias of entry.aliases) if (!keys.has(normalizeName(alias))) keys.set(normalizeName(alias), 'alias');
    for (const [key, as] of keys)
      byKey.set(key, [...(byKey.get(key) ?? []), { name: entry.name, sector: entry.sector, as }]);
  });
  return [...byKey].filter(([, list]) => list.length > 1).map(([key, list]) => ({ key, entries: list }));
}

export function checkKnowledge(
  dir: string = DEFAULT_KNOWLEDGE_DIR,
  marketsDir = DEFAULT_MARKETS_DIR,
  kindsFile: string | null = dir === DEFAULT_KNOWLEDGE_DIR ? DEFAULT_KINDS_FILE : null,
): CheckReport {
  const { entries, files, problems } = readKnowledgeFiles(dir);
  const markets = readMarketFiles(marketsDir);
  const kb = createKnowledgeBase(entries);
  const kinds = kindsFile ? readEntityKinds(kindsFile) : { lines: [], problems: [] };
  const kindProblems = [...kinds.problems, ...resolveEntityKinds(kinds.lines, (name) => kb.get(name)).problems].map(
    describeProblem,
  );
  const perSector = Object.fromEntries(SECTORS.map((s) => [s, kb.bySector(s).length])) as Record<Sector, number>;
  const perRegion = Object.fromEntries(
    Object.entries(REGIONS).map(([region, countries]) => [
      region,
      entries.filter((e) => e.country !== null && countries.includes(e.country)).length,
    ]),
  );
  const unresolvedCompetitors = entries.flatMap((e) =>
    e.competitors.filter((c) => !kb.get(c)).map((competitor) => ({ entry: e.name, competitor })),
  );
  const shortfalls = [
    ...(entries.length < MIN_TOTAL_ENTRIES ? [`${entries.length} entries, fewer than ${MIN_TOTAL_ENTRIES}`] : []),
    ...SECTORS.filter((s) => perSector[s] < MIN_PER_SECTOR).map(
      (s) => `sector ${s}: ${perSector[s]}, fewer than ${MIN_PER_SECTOR}`,
    ),
    ...Object.entries(perRegion)
      .filter(([, n]) => n < MIN_PER_REGION)
      .map(([r, n]) => `region ${r}: ${n}, fewer than ${MIN_PER_REGION}`),
  ];
  if (markets.profiles.length < MIN_MARKET_PROFILES) {
    shortfalls.push(`${markets.profiles.length} market profiles, fewer than ${MIN_MARKET_PROFILES}`);
  }
  const marketProblems = [
    ...markets.problems.map(describeProblem),
    ...crossCheckMarkets(markets.profiles, kb.categories),
  ];
  const duplicates = findDuplicates(entries);
  const ok =
    problems.length === 0 &&
    duplicates.length === 0 &&
    unresolvedCompetitors.length === 0 &&
    marketProblems.length === 0 &&
    kindProblems.length === 0 &&
    shortfalls.length === 0;
  return {
    total: entries.length,
    files,
    perSector,
    perRegion,
    schemaProblems: problems,
    duplicates,
    unresolvedCompetitors,
    marketProfiles: markets.profiles.length,
    marketProblems,
    kindProblems,
    shortfalls,
    ok,
  };
}

function printReport(r: CheckReport): void {
  const line = (s = ''): void => {
    process.stdout.write(`${s}\n`);
  };
  line(
    `knowledge base: ${r.total} valid entries in ${r.files.length} files (${r.files.map((f) => `${f.file} ${f.count}`).join(', ')})`,
  );
  line(`per sector: ${SECTORS.map((s) => `${s} ${r.perSector[s]}`).join(', ')}`);
  line(
    `per region: ${Object.entries(r.perRegion)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  line(`schema errors: ${r.schemaProblems.length}`);
  for (const p of r.schemaProblems) line(`  ${describeProblem(p)}`);
  line(`duplicates: ${r.duplicates.length}`);
  for (const d of r.duplicates)
    line(`  "${d.key}": ${d.entries.map((e) => `${e.name} (${e.sector}, ${e.as})`).join(' / ')}`);
  line(`unresolved competitors: ${r.unresolvedCompetitors.length}`);
  for (const u of r.unresolvedCompetitors) line(`  ${u.entry} → ${u.competitor}`);
  line(`market profiles: ${r.marketProfiles}; problems: ${r.marketProblems.length}`);
  for (const p of r.marketProblems) line(`  ${p}`);
  line(`entity kinds: problems ${r.kindProblems.length}`);
  for (const p of r.kindProblems) line(`  ${p}`);
  line(
    `minimums (${MIN_TOTAL_ENTRIES} entries, ${MIN_PER_SECTOR} per sector, ${MIN_PER_REGION} per region): ${r.shortfalls.length === 0 ? 'met' : 'not met'}`,
  );
  for (const s of r.shortfalls) line(`  ${s}`);
  line(r.ok ? 'OK' : 'FAILED');
}

if (import.meta.main) {
  const [dir, marketsDir] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const report = checkKnowledge(dir ?? DEFAULT_KNOWLEDGE_DIR, marketsDir ?? DEFAULT_MARKETS_DIR);
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else printReport(report);
  process.exitCode = report.ok ? 0 : 1;
}
