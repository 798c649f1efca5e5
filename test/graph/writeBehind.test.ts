// The write-behind (src/graph/writeBehind.ts) on the real stores: two instances appending and flushing
// the one stream at once write every analysis exactly once, in order, with sector counters equal to
// a full recomputation; entries replayed after a crash (already in the graph) are skipped; an entry
// Neo4j refuses goes to the dead letters after MAX_ATTEMPTS tries and the entries behind it are written;
// a re-run sent before the first analysis is flushed is already `stable`.
import { pino } from 'pino';
import { startTestApp, type TestApp } from '../helpers/testApp.ts';
import { analysisOf, wipeGraph } from '../helpers/graph.ts';
import {
  createGraphWriteBehind,
  GRAPH_WRITES_DEAD,
  GRAPH_WRITES_STREAM,
  MAX_ATTEMPTS,
} from '../../src/graph/writeBehind.ts';
import type { AnalysisWrite } from '../../src/graph/repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.services.graphWrites.flushed();
  await t.redis.del(GRAPH_WRITES_STREAM);
  await wipeGraph(t.neo4j, t.redis);
});
afterAll(async () => {
  await t.close();
});

const SECTORS = ['fintech', 'saas'] as const;
const analysesOf = async (key: string) =>
  (
    await t.neo4j.executeQuery('MATCH (a:Analysis {subject_key: $key}) RETURN a.id AS id ORDER BY a.analyzed_at', {
      key,
    })
  ).records.map((r) => r.get('id') as string);

test('two instances flushing one stream write each analysis once, in order; counters = recomputation', async () => {
  const silent = pino({ level: 'silent' });
  const a = createGraphWriteBehind({ redis: t.redis, graph: t.services.graph, logger: silent });
  const b = createGraphWriteBehind({ redis: t.redis, graph: t.services.graph, logger: silent });
  const start = Date.now();
  const writes: AnalysisWrite[] = Array.from({ length: 120 }, (_, i) => {
    // Ten companies analysed twelve times each, re-classified between two sectors, naming each other.
    const name = `Streamco ${i % 10}`;
    const sector = SECTORS[Math.floor(i / 10) % 2];
    return analysisOf(name, {
      at: new Date(start + i).toISOString(),
      company: { key: name.toLowerCase(), name, domain: null, sector, categories: [], country: null, founded: null },
      sector,
      competitors: [`Streamco ${(i + 1) % 10}`, `Streamco ${(i + 3) % 10}`, 'Stripe'],
      score: {
        moat_strength: (i % 7) / 7,
        threat_level: i % 2 ? 'high' : 'low',
        market_maturity: 'growing',
        agent_recommendation: 'monitor',
      },
    });
  });
  // Appended one after another (stream order = analysis order), each instance kicking its own flush.
  for (const [i, w] of writes.entries()) await (i % 2 ? a : b).append(w);
  await Promise.all([a.flushed(), b.flushed()]);
  await Promise.all([a.close(), b.close()]);

  expect(await t.redis.xlen(GRAPH_WRITES_STREAM)).toBe(0);
  for (let c = 0; c < 10; c++) {
    const expected = writes.filter((_, i) => i % 10 === c).map((w) => w.id);
    expect(await analysesOf(`streamco ${c}`)).toEqual(expected);
  }
  const { records } = await t.neo4j.executeQuery(
    "MATCH (c:Company) WHERE c.key STARTS WITH 'streamco' RETURN c.key AS key, c.analysis_count AS n, c.sector AS sector",
  );
  expect(records).toHaveLength(10);
  // The last analysis of each company decides its sector: index 110..119 → sector of floor(i/10) % 2 = 1.
  for (const r of records) expect([Number(r.get('n')), r.get('sector')]).toEqual([12, 'saas']);
  await t.services.graph.foldHubs();
  for (const sector of SECTORS) {
    const { counts } = await t.services.graph.marketShare(sector);
    expect(counts).toEqual(await t.services.graph.recomputeSectorCounts(sector));
  }
});

test('entries replayed after a crash between commit and trim are skipped; the cursor moves on', async () => {
  const w = analysisOf('Replayco', { competitors: ['Stripe'] });
  await t.services.graphWrites.append(w);
  await t.services.graphWrites.flushed();
  // A crash after the commit and before XTRIM leaves the entry; an older cursor sees it again.
  await t.redis.xadd(GRAPH_WRITES_STREAM, '*', 'w', JSON.stringify(w));
  await t.neo4j.executeQuery("MATCH (m:Meta {key: 'graph-writes'}) REMOVE m.last_id");
  const fresh = createGraphWriteBehind({ redis: t.redis, graph: t.services.graph });
  fresh.start();
  await fresh.close();
  expect(await t.redis.xlen(GRAPH_WRITES_STREAM)).toBe(0);
  expect(await analysesOf('replayco')).toEqual([w.id]);
  const { records } = await t.neo4j.executeQuery("MATCH (c:Company {key: 'replayco'}) RETURN c.analysis_count AS n");
  expect(Number(records[0].get('n'))).toBe(1);
});

test('an analysis through the service is answered before its flush and in the graph after it', async () => {
  const text =
    'Ledgerlark is a startup building invoice financing software for small wholesalers in Portugal and Spain.';
  const res = await t.services.intel.analyze({ text, mode: 'competitive', force_refresh: true });
  await t.services.graphWrites.flushed();
  const { records } = await t.neo4j.executeQuery('MATCH (a:Analysis {id: $id}) RETURN a.subject_key AS key', {
    id: res.analysis_id,
  });
  expect(records).toHaveLength(1);
  expect(await t.services.graphWrites.pending()).toBe(0);
});

test('an entry Neo4j refuses goes to the dead letters after MAX_ATTEMPTS tries; the stream flows on', async () => {
  await t.redis.del(GRAPH_WRITES_DEAD);
  const logged: unknown[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(JSON.parse(line)) });
  const writer = createGraphWriteBehind({ redis: t.redis, graph: t.services.graph, logger });
  const before = analysisOf('Poisonco Before');
  const refused = analysisOf('Poisonco Refused');
  // A map is no property value Neo4j can store: the statement fails with Neo.ClientError.Statement.TypeError.
  const poison = { ...refused, company: { ...refused.company!, sector: { nested: 'map' } } };
  const after = analysisOf('Poisonco After');
  await writer.append(before);
  const poisonId = (await t.redis.xadd(GRAPH_WRITES_STREAM, '*', 'w', JSON.stringify(poison)))!;
  const garbageId = (await t.redis.xadd(GRAPH_WRITES_STREAM, '*', 'w', '{"not": "a write"'))!;
  await writer.append(after);
  await writer.flushed();
  await writer.close();

  expect(await t.redis.xlen(GRAPH_WRITES_STREAM)).toBe(0);
  expect(await analysesOf('poisonco before')).toEqual([before.id]);
  expect(await analysesOf('poisonco after')).toEqual([after.id]);
  expect(await analysesOf('poisonco refused')).toEqual([]);
  const dead = await t.redis.xrange(GRAPH_WRITES_DEAD, '-', '+');
  expect(dead.map(([id]) => id)).toEqual([poisonId, garbageId]);
  const fields = (i: number) => Object.fromEntries(dead[i][1].flatMap((v, j, all) => (j % 2 ? [] : [[v, all[j + 1]]])));
  expect(fields(0)).toMatchObject({ w: JSON.stringify(poison), attempts: String(MAX_ATTEMPTS) });
  expect(fields(0).error).toMatch(/^Neo\.ClientError\.Statement\./);
  expect(fields(1)).toMatchObject({ w: '{"not": "a write"', attempts: '0' });
  expect(logged).toEqual([
    expect.objectContaining({ entry: poisonId, msg: expect.stringMatching(/dead letters/) as unknown }),
    expect.objectContaining({ entry: garbageId }),
  ]);
  // Nothing of the refused entry reached the graph: the sector counters still equal a recomputation.
  await t.services.graph.foldHubs();
  const { counts } = await t.services.graph.marketShare('fintech');
  expect(counts).toEqual(await t.services.graph.recomputeSectorCounts('fintech'));
});

test('a re-run sent before the first analysis is flushed is stable, and counts it', async () => {
  // A name of its own per run: the test database keeps earlier runs' analyses.
  const name = `Quarry${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const text = `${name} is a startup building procurement software for stone quarries and gravel pits in Norway.`;
  // An open transaction holding the stream cursor's lock keeps every flush waiting: nothing reaches the graph.
  const session = t.neo4j.session();
  const tx = await session.beginTransaction();
  try {
    await tx.run("MERGE (m:Meta {key: 'graph-writes'}) SET m.locked = true");
    const first = await t.services.intel.analyze({ text, mode: 'competitive', force_refresh: true });
    const again = await t.services.intel.analyze({ text, mode: 'competitive', force_refresh: true });
    const { records } = await t.neo4j.executeQuery('MATCH (a:Analysis) WHERE a.id IN $ids RETURN count(a) AS n', {
      ids: [first.analysis_id, again.analysis_id],
    });
    expect(Number(records[0].get('n'))).toBe(0);
    expect(first.trend).toMatchObject({ status: 'new', snapshot_count: 1 });
    expect(again.trend).toMatchObject({ status: 'stable', changes: [], snapshot_count: 2 });
    expect(again.trend.previous_snapshot?.analyzed_at).toBeDefined();
  } finally {
    await tx.rollback();
    await session.close();
  }
  await t.services.graphWrites.flushed();
  const third = await t.services.intel.analyze({ text, mode: 'competitive', force_refresh: true });
  expect(third.trend).toMatchObject({ status: 'stable', snapshot_count: 3 });
});
