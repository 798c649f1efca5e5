// Profiles the graph paths on the benchmark graph (100k companies, 1M edges, bench/graphData.ts):
// each Cypher query of GET /graph?company=, GET /graph/market-share/{sector} and an uncached
// POST /intel under PROFILE (db hits, rows), its single-client latency through the driver (p50 of
// 50 runs), GET /graph?company= from its Redis copy and from Cypher alone, then the stages of an
// uncached analysis (engine, graph reads, the write-behind append, the cache) and the flush rate of the
// write-behind. Single-client figures depend less on machine load than the HTTP bench does.
//   node bench/profileGraph.ts      (stores under .bench/, the ports of npm run bench)
import { join } from 'node:path';
import { pino } from 'pino';
import neo4j, { type Driver } from 'neo4j-driver';
import { loadConfig } from '../src/config.ts';
import { ROOT_DIR } from '../src/lib/paths.ts';
import { applySchema } from '../src/graph/schema.ts';
import { migrateGraph } from '../src/graph/migrate.ts';
import { cypher } from '../src/graph/queries.ts';
import { createGraphRepository, NEIGHBOUR_SCAN } from '../src/graph/repository.ts';
import { refreshSectorReports } from '../src/graph/sectorReport.ts';
import { buildEngine } from '../src/intel/buildEngine.ts';
import { createServices } from '../src/services.ts';
import { systemClock } from '../src/lib/clock.ts';
import { ensureStores } from '../src/stores/ensureStores.ts';
import { connectNeo4j } from '../src/stores/neo4j.ts';
import { openRedis } from '../src/stores/redis.ts';
import { ensureBenchGraph } from './graphData.ts';
import { analysisOf } from '../test/helpers/graph.ts';

const RUNS = 50;
const log = (msg: string) => process.stderr.write(`  [profile] ${msg}\n`);
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.DATA_DIR ?? join(ROOT_DIR, '.bench'),
  LOCAL_REDIS_PORT: process.env.LOCAL_REDIS_PORT ?? '6392',
  LOCAL_NEO4J_BOLT_PORT: process.env.LOCAL_NEO4J_BOLT_PORT ?? '7727',
  LOCAL_NEO4J_HTTP_PORT: process.env.LOCAL_NEO4J_HTTP_PORT ?? '7514',
});
const stores = await ensureStores(config, log);
const redis = await openRedis(stores.redisUrl);
const driver = connectNeo4j({ ...config.neo4j, uri: stores.neo4jUri });
await applySchema(driver);
await ensureBenchGraph(driver, log);
await migrateGraph(driver, new Date());

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
interface PlanNode {
  dbHits: number;
  children: PlanNode[];
}
const dbHits = (p: PlanNode): number => p.dbHits + p.children.reduce((s, c) => s + dbHits(c), 0);

async function profileQuery(driver: Driver, label: string, name: string, params: Record<string, unknown>) {
  const read = { routing: neo4j.routing.READ };
  for (let i = 0; i < 5; i++) await driver.executeQuery(cypher(name), params, read); // plan cached, pages warm
  const { summary, records } = await driver.executeQuery(`PROFILE ${cypher(name)}`, params, read);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await driver.executeQuery(cypher(name), params, read);
    times.push(performance.now() - t);
  }
  const hits = dbHits(summary.profile as unknown as PlanNode);
  console.log(
    `${label.padEnd(34)} ${name.padEnd(26)} ${String(hits).padStart(8)} ${String(records.length).padStart(5)} ${p50(times).toFixed(2).padStart(8)}`,
  );
}

const company = 'bench company 4242';
// The company with the most relationships (analyses of the bench name Stripe and its peers).
const hub =
  ((
    await driver.executeQuery('MATCH (c:Company) WHERE c.degree > 0 RETURN c.key AS key ORDER BY c.degree DESC LIMIT 1')
  ).records[0]?.get('key') as string | undefined) ?? company;
const int = (n: number) => neo4j.int(n);
console.log('\npath                               query                       db hits  rows   p50 ms');
await profileQuery(driver, 'GET /graph?company= (one query)', 'company-graph', {
  key: company,
  domain: null,
  limit: int(49),
  scan: int(NEIGHBOUR_SCAN),
  hubs: int(10),
});
await profileQuery(driver, 'GET /graph?company= hub', 'company-graph', {
  key: hub,
  domain: null,
  limit: int(49),
  scan: int(NEIGHBOUR_SCAN),
  hubs: int(10),
});
await profileQuery(driver, 'GET /graph hubs', 'hub-competitors', { limit: int(10) });
await profileQuery(driver, 'GET /graph (no company)', 'top-graph', { limit: int(50) });
await profileQuery(driver, 'GET market-share (one node)', 'sector-report', { sector: 'fintech' });
await profileQuery(driver, 'report refresh: counters', 'market-share', { sector: 'fintech' });
await profileQuery(driver, 'report refresh: top players', 'market-top-players', { sector: 'fintech', limit: int(10) });
await profileQuery(driver, 'report refresh: threats', 'market-emerging-threats', { sector: 'fintech', limit: int(10) });
await profileQuery(driver, 'POST /intel previous snapshot', 'previous-snapshot', { key: company });
await profileQuery(driver, 'POST /intel neighbours', 'company-neighbours', {
  key: 'stripe',
  name: 'Stripe',
  limit: int(10),
  scan: int(NEIGHBOUR_SCAN),
});
await profileQuery(driver, 'POST /intel neighbours (hub)', 'company-neighbours', {
  key: hub,
  name: '',
  limit: int(10),
  scan: int(NEIGHBOUR_SCAN),
});

// The stages of an uncached analysis, single client, through the real services.
const services = createServices({
  config,
  redis,
  neo4j: driver,
  clock: systemClock,
  logger: pino({ level: 'silent' }),
  engine: buildEngine(config),
});
const text = (i: number) =>
  `Profileco ${i} is a startup building payments processing APIs and fraud prevention for online merchants.`;
const stage: Record<string, number[]> = { engine: [], 'previous snapshot': [], append: [], 'cache set': [], total: [] };
for (let i = 0; i < RUNS + 10; i++) {
  const t0 = performance.now();
  const result = await services.engine.analyze({
    text: text(i),
    mode: 'competitive',
    neighboursOf: (n) => services.graph.neighbours(n, 10),
  });
  const t1 = performance.now();
  await services.graphWrites.previousSnapshot(result.analysis.entity.identity.key ?? 'none');
  const t2 = performance.now();
  await services.graphWrites.append(
    analysisOf(`Profileco ${i}`, { competitors: result.analysis.detected_competitors }),
  );
  const t3 = performance.now();
  await services.cache.set(`profile:${i}`, result);
  const t4 = performance.now();
  if (i < 10) continue;
  stage.engine.push(t1 - t0);
  stage['previous snapshot'].push(t2 - t1);
  stage.append.push(t3 - t2);
  stage['cache set'].push(t4 - t3);
  const t5 = performance.now();
  await services.intel.analyze({ text: text(i), mode: 'competitive', force_refresh: true });
  stage.total.push(performance.now() - t5);
}
console.log('\nuncached analysis, single client        p50 ms');
for (const [name, xs] of Object.entries(stage)) console.log(`${name.padEnd(38)} ${p50(xs).toFixed(2).padStart(7)}`);

// What refreshing one sector's report adds to a flush transaction (lock, three queries, one write).
const refresh: number[] = [];
for (let i = 0; i < 25; i++) {
  const session = driver.session();
  const t = performance.now();
  await session.executeWrite((tx) => refreshSectorReports(tx, ['fintech']));
  refresh.push(performance.now() - t);
  await session.close();
}
console.log(`report refresh of one sector, own transaction  ${p50(refresh.slice(5)).toFixed(2).padStart(7)}`);

// GET /graph?company= as the service reads it: from its Redis copy (src/graph/companyViewCopies.ts), beside the
// same answer from the Cypher query alone (a repository without copies), single client.
const plain = createGraphRepository(driver);
const copied: number[] = [];
const cypherOnly: number[] = [];
for (let i = 0; i < RUNS + 5; i++) {
  let t = performance.now();
  await services.graph.companyGraph(company, 49);
  if (i >= 5) copied.push(performance.now() - t);
  t = performance.now();
  await plain.companyGraph(company, 49);
  if (i >= 5) cypherOnly.push(performance.now() - t);
}
console.log(`
GET /graph?company= single client           p50 ms`);
console.log(`${'from the Redis copy'.padEnd(38)} ${p50(copied).toFixed(2).padStart(7)}`);
console.log(`${'from the Cypher query'.padEnd(38)} ${p50(cypherOnly).toFixed(2).padStart(7)}`);

// Flush rate: 2,000 analyses naming the same fintech hubs, appended at once, then flushed.
await services.graphWrites.flushed();
const hubs = ['Stripe', 'Adyen', 'PayPal', 'Square', 'Checkout.com', 'Braintree', 'Worldpay', 'Klarna'];
const started = performance.now();
await Promise.all(
  Array.from({ length: 2000 }, (_, i) =>
    services.graphWrites.append(analysisOf(`Flushco ${i}`, { competitors: hubs })),
  ),
);
const appended = performance.now();
await services.graphWrites.flushed(120_000);
const done = performance.now();
console.log(
  `\nwrite-behind: 2000 appends in ${(appended - started).toFixed(0)} ms, graph caught up after ${(done - started).toFixed(0)} ms ` +
    `(${((2000 / (done - started)) * 1000).toFixed(0)} analyses/s flushed)`,
);

await driver.close();
redis.disconnect();
await stores.stop();
