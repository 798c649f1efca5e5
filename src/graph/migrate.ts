// Brings an existing graph to the current model, at every start; each step is idempotent and the
// whole runs only when the graph's model version is older (Meta {key: 'graph-model'}):
//   1. companies whose name names no company (a placeholder such as "Unnamed company", a sentence
//      fragment, an emoji) are dissolved: their analyses become unnamed ones;
//   2. one IN_SECTOR per company; 3. analyses get subject keys and their shown competitor list;
//   4. parallel COMPETES_WITH edges are merged; 5. degrees and sector counters are recomputed;
//   6. (version 3) every sector's market-share report is materialised (src/graph/sectorReport.ts).
import type { Driver } from 'neo4j-driver';
import neo4j from 'neo4j-driver';
import { SECTORS } from '../knowledge/types.ts';
import { isPlausibleCompanyName } from './identity.ts';
import { cypher } from './queries.ts';
import { SECTOR_SHARDS } from './sectorStats.ts';
import { refreshSectorReports } from './sectorReport.ts';

export const GRAPH_MODEL_VERSION = 3;

async function run(driver: Driver, name: string, params: Record<string, unknown>, database?: string) {
  // Auto-commit: the migration queries batch themselves with CALL … IN TRANSACTIONS.
  const session = driver.session({ database });
  try {
    return await session.run(cypher(name), params);
  } finally {
    await session.close();
  }
}

/** Keys of analysed companies whose name is no company's name (domain keys are kept). */
async function namelessCompanies(driver: Driver, database?: string): Promise<string[]> {
  const found: string[] = [];
  let after = '';
  for (;;) {
    const { records } = await driver.executeQuery(
      cypher('migrate-candidates'),
      { after, limit: neo4j.int(2000) },
      { database },
    );
    if (!records.length) return found;
    for (const r of records) {
      const key = r.get('key') as string;
      const keyedByDomain = r.get('domain') !== null && key === r.get('domain');
      if (!keyedByDomain && !isPlausibleCompanyName((r.get('name') as string | null) ?? '')) found.push(key);
    }
    after = records[records.length - 1].get('key') as string;
  }
}

/** Every sector's market-share report computed again from the graph, in one transaction. */
export async function rebuildSectorReports(driver: Driver, database?: string): Promise<void> {
  const session = driver.session({ database });
  try {
    await session.executeWrite((tx) => refreshSectorReports(tx, SECTORS));
  } finally {
    await session.close();
  }
}

/**
 * Degrees, sector counters and market-share reports recomputed from the graph (after seeding or
 * repairs, never under load).
 */
export async function rebuildDerived(driver: Driver, database?: string): Promise<void> {
  await run(driver, 'migrate-degrees', {}, database);
  for (const sector of SECTORS) {
    const { records } = await driver.executeQuery(cypher('market-share-recompute'), { sector }, { database });
    const counts = records[0].toObject();
    await driver.executeQuery(
      cypher('sector-stats-reset'),
      { sector, shards: neo4j.int(SECTOR_SHARDS), counts },
      { database },
    );
  }
  await rebuildSectorReports(driver, database);
}

export async function migrateGraph(driver: Driver, at: Date, opts: { database?: string; force?: boolean } = {}) {
  const { database } = opts;
  const { records } = await driver.executeQuery(cypher('meta-version'), {}, { database });
  const version = records[0]?.get('version') as number | null;
  if (!opts.force && version !== null && version >= GRAPH_MODEL_VERSION) return { migrated: false, dissolved: 0 };
  const setVersion = () =>
    driver.executeQuery(
      cypher('meta-version-set'),
      { version: neo4j.int(GRAPH_MODEL_VERSION), at: at.toISOString() },
      { database },
    );
  if (!opts.force && version === 2) {
    // Version 2 graphs have every repair of steps 1–5: only the reports are new.
    await rebuildSectorReports(driver, database);
    await setVersion();
    return { migrated: true, dissolved: 0 };
  }
  const nameless = await namelessCompanies(driver, database);
  let dissolved = 0;
  for (let i = 0; i < nameless.length; i += 500) {
    const result = await driver.executeQuery(
      cypher('migrate-dissolve'),
      { keys: nameless.slice(i, i + 500) },
      { database },
    );
    dissolved += Number(result.records[0]?.get('dissolved') ?? 0);
  }
  await run(driver, 'migrate-sectors', {}, database);
  await run(driver, 'migrate-analyses', {}, database);
  await run(driver, 'migrate-duplicate-edges', {}, database);
  await rebuildDerived(driver, database);
  await setVersion();
  return { migrated: true, dissolved };
}
