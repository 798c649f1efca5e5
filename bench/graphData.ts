// Generates the benchmark graph: 100,000 companies over the eleven report sectors and 1,000,000
// COMPETES_WITH edges (80 % inside a sector), deterministic (seeded PRNG), written once and marked
// with (:Meta {key: 'bench-graph'}). Lives in the bench's own Neo4j (DATA_DIR=.bench), never the app's.
import neo4j, { type Driver } from 'neo4j-driver';
import { REPORT_SECTORS } from '../src/knowledge/types.ts';

export const BENCH_COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
export const BENCH_EDGES = Number(process.env.BENCH_EDGES ?? 1_000_000);
const MATURITY = ['emerging', 'growing', 'mature'];
const THREAT = ['low', 'medium', 'high'];

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sectorOf = (i: number) => REPORT_SECTORS[i % REPORT_SECTORS.length];
export const benchName = (i: number) => `Bench Company ${i}`;

export async function ensureBenchGraph(driver: Driver, log: (msg: string) => void): Promise<void> {
  const marked = await driver.executeQuery("MATCH (m:Meta {key: 'bench-graph'}) RETURN m.companies AS c, m.edges AS e");
  if (
    marked.records.length &&
    marked.records[0].get('c') === BENCH_COMPANIES &&
    marked.records[0].get('e') === BENCH_EDGES
  ) {
    log(`bench graph present: ${BENCH_COMPANIES} companies, ${BENCH_EDGES} edges`);
    return;
  }
  const rand = prng(42);
  const started = Date.now();
  for (let from = 0; from < BENCH_COMPANIES; from += 10_000) {
    const rows = [];
    for (let i = from; i < Math.min(from + 10_000, BENCH_COMPANIES); i++) {
      rows.push({
        key: `bench company ${i}`,
        name: benchName(i),
        sector: sectorOf(i),
        moat: Math.round(rand() * 100) / 100,
        maturity: MATURITY[Math.floor(rand() * 3)],
        threat: THREAT[Math.floor(rand() * 3)],
        analyses: neo4j.int(rand() < 0.3 ? 1 + Math.floor(rand() * 20) : 0),
      });
    }
    await driver.executeQuery(
      `UNWIND $rows AS r
      MERGE (c:Company {key: r.key})
      SET c.name = r.name, c.sector = r.sector, c.moat_strength = r.moat, c.maturity = r.maturity, c.threat_level = r.threat,
          c.analysis_count = r.analyses, c.seeded = false, c.categories = [], c.aliases = [], c.aliases_text = ''
      MERGE (s:Sector {name: r.sector}) MERGE (c)-[:IN_SECTOR]->(s)`,
      { rows },
    );
  }
  log(`bench graph: ${BENCH_COMPANIES} companies in ${Date.now() - started} ms`);
  const perSector = Math.ceil(BENCH_COMPANIES / REPORT_SECTORS.length);
  for (let done = 0; done < BENCH_EDGES; done += 20_000) {
    const rows = [];
    for (let k = 0; k < Math.min(20_000, BENCH_EDGES - done); k++) {
      const a = Math.floor(rand() * BENCH_COMPANIES);
      // 80 % of edges stay in the sector: same residue modulo the sector count.
      const b =
        rand() < 0.8
          ? (Math.floor(rand() * perSector) * REPORT_SECTORS.length + (a % REPORT_SECTORS.length)) % BENCH_COMPANIES
          : Math.floor(rand() * BENCH_COMPANIES);
      if (a !== b)
        rows.push({ a: `bench company ${a}`, b: `bench company ${b}`, w: neo4j.int(1 + Math.floor(rand() * 5)) });
    }
    await driver.executeQuery(
      `UNWIND $rows AS r
      MATCH (a:Company {key: r.a}), (b:Company {key: r.b})
      CREATE (a)-[:COMPETES_WITH {weight: r.w, relation: 'direct', seeded: false}]->(b)`,
      { rows },
    );
    if ((done / 20_000) % 10 === 0) log(`bench graph: ${done + rows.length} edges after ${Date.now() - started} ms`);
  }
  await driver.executeQuery("MERGE (m:Meta {key: 'bench-graph'}) SET m.companies = $c, m.edges = $e", {
    c: neo4j.int(BENCH_COMPANIES),
    e: neo4j.int(BENCH_EDGES),
  });
  log(`bench graph ready in ${Date.now() - started} ms`);
}
