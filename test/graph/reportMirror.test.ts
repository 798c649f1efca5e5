// The Redis copy of the market-share reports (src/graph/reportMirror.ts): written after the commit that
// refreshed a report, replaced only by a newer version, read again from Neo4j when missing, and the
// report served from it equals the SectorReport node.
import { json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { analysisOf, wipeGraph } from '../helpers/graph.ts';
import { createReportMirror } from '../../src/graph/reportMirror.ts';
import type { MarketShareReport } from './answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await wipeGraph(t.neo4j, t.redis);
});
afterAll(async () => {
  await t?.close();
});

const COPY = 'graph:report:fintech';

async function reportNode(): Promise<Record<string, unknown>> {
  const { records } = await t.neo4j.executeQuery('MATCH (r:SectorReport {sector: $s}) RETURN r {.*} AS r', {
    s: 'fintech',
  });
  return records[0].get('r') as Record<string, unknown>;
}

const marketShare = async () => json<MarketShareReport>(await fetch(`${t.url}/graph/market-share/fintech`));
const withoutTime = ({ generated_at: _, ...rest }: MarketShareReport) => rest;

test('a write copies the report it refreshed, with the node version, and the route serves the copy', async () => {
  await t.services.graph.writeAnalysis(analysisOf('Copyco', { competitors: ['Stripe'] }));
  const node = await reportNode();
  const copy = await t.redis.hgetall(COPY);
  expect(Number(copy.version)).toBe(Number(node.version));
  expect(JSON.parse(copy.report)).toMatchObject({ analyzed: Number(node.analyzed), sector: 'fintech' });

  const fromCopy = await marketShare();
  expect(fromCopy.graph_stats.total_companies_analyzed).toBe(Number(node.analyzed));
  // The same report read from Neo4j (the copy dropped) is the same answer.
  await t.redis.del(COPY);
  const fromNeo4j = await marketShare();
  expect(withoutTime(fromNeo4j)).toEqual(withoutTime(fromCopy));
  expect(Number(await t.redis.hget(COPY, 'version'))).toBe(Number(node.version)); // copied again on that read
});

test('an older version never replaces a newer copy; the next write replaces an old copy', async () => {
  const mirror = createReportMirror(t.redis);
  const version = Number(await t.redis.hget(COPY, 'version'));
  await mirror.write([{ sector: 'fintech', version: version - 1, report: { sector: 'fintech', analyzed: 999 } }]);
  expect(Number(await t.redis.hget(COPY, 'version'))).toBe(version);
  expect((await marketShare()).graph_stats.total_companies_analyzed).not.toBe(999);

  // A copy left by a graph since emptied (its version from an earlier clock) gives way to the next write.
  await mirror.write([{ sector: 'fintech', version: version + 1, report: { sector: 'fintech', analyzed: 999 } }]);
  expect((await marketShare()).graph_stats.total_companies_analyzed).toBe(999);
  await t.services.graph.writeAnalysis(analysisOf('Copyco Two', { competitors: ['Adyen'] }));
  const node = await reportNode();
  expect(Number(node.version)).toBeGreaterThan(version + 1);
  expect((await marketShare()).graph_stats.total_companies_analyzed).toBe(Number(node.analyzed));
});
