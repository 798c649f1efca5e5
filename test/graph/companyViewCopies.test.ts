// The Redis copies of GET /graph?company= answers (src/graph/companyViewCopies.ts) on the real Neo4j and
// Redis: a copy equals the answer the Cypher query gives; a flush that adds an edge to the company or changes
// one of its neighbours shows in the next read; a start drops every copy; a write left half done (committed,
// not settled) holds copies back until it is settled; a read that raced a commit is not kept; memory is bounded.
import { json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { analysisOf, wipeGraph, writeAll } from '../helpers/graph.ts';
import { createGraphRepository, FOLD_DELAY_MS } from '../../src/graph/repository.ts';
import { graphView } from '../../src/graph/views.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { createCompanyViewCopies, resetCompanyViewCopies } from '../../src/graph/companyViewCopies.ts';
import { compareStreamIds } from '../../src/graph/writeBehind.ts';
import type { GraphAnswer } from './answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await wipeGraph(t.neo4j, t.redis);
  await writeAll(t.services.graph, [
    analysisOf('Alpha', { competitors: ['Beta', 'Gamma'] }),
    analysisOf('Beta', { competitors: ['Gamma', 'Delta'] }),
    analysisOf('Zeta', { competitors: ['Omega'] }),
  ]);
  await foldsDone();
});
afterAll(async () => {
  await wipeGraph(t.neo4j, t.redis);
  await t?.close();
});

const COPIES = '{graph:view}:copies';
const get = async (company: string, limit = 50) =>
  json<GraphAnswer>(await fetch(`${t.url}/graph?company=${encodeURIComponent(company)}&limit=${limit}`));
/** The same answer computed by the Cypher query alone (a repository without copies), as the route shapes it. */
const fromCypher = async (company: string, limit = 50) => {
  const graph = createGraphRepository(t.neo4j);
  const view = await graphView({ graph, redis: t.redis, clock: systemClock }, { company, limit });
  return JSON.parse(JSON.stringify(view)) as GraphAnswer;
};
const sorted = (a: GraphAnswer) => ({
  ...a,
  edges: [...a.edges].sort((x, y) => `${x.source}>${x.target}`.localeCompare(`${y.source}>${y.target}`)),
});
const hasCopy = async (key: string, limit = 50) => (await t.redis.hexists(COPIES, `${limit - 1}|${key}`)) === 1;
/**
 * Waits for the hub-counter folds a write schedules (FOLD_DELAY_MS later) to be over: a fold that changes the
 * counters moves the version, so an answer read while it runs is served but not copied, which the tests that
 * look for a copy must not meet.
 */
async function foldsDone() {
  await t.services.graph.foldHubs();
  await sleep(FOLD_DELAY_MS * 2); // a fold scheduled by the last write finds nothing left and moves nothing
  await t.services.graph.foldHubs();
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Writes analyses the way the service does: appended to the stream, then flushed by the write-behind. */
async function flush(...writes: ReturnType<typeof analysisOf>[]) {
  for (const w of writes) await t.services.graphWrites.append(w);
  await t.services.graphWrites.flushed();
  await foldsDone();
}

test('a second read is served from the copy, and equals the Cypher answer', async () => {
  const first = await get('Alpha');
  expect(await hasCopy('alpha')).toBe(true);
  const second = await get('Alpha');
  expect(second).toEqual(first);
  expect(sorted(second)).toEqual(sorted(await fromCypher('Alpha')));
  expect(second.nodes.map((n) => n.id).sort()).toEqual(['alpha', 'beta', 'gamma']);
  expect(second.hub_competitors.length).toBeGreaterThan(0);

  // It really is the copy that answers: a copy altered by hand is what the route serves.
  const field = '49|alpha';
  const copy = JSON.parse((await t.redis.hget(COPIES, field))!) as { nodes: { name: string }[] };
  copy.nodes[0].name = 'Alpha (from the copy)';
  await t.redis.hset(COPIES, field, JSON.stringify(copy));
  expect((await get('Alpha')).nodes[0].name).toBe('Alpha (from the copy)');
  await t.redis.hdel(COPIES, field);
  expect((await get('Alpha')).nodes[0].name).toBe('Alpha');
});

test('a flush that adds an edge to the company shows in the next read', async () => {
  await get('Alpha');
  expect(await hasCopy('alpha')).toBe(true);
  await flush(analysisOf('Alpha', { competitors: ['Epsilon'] }));
  const after = await get('Alpha');
  expect(after.nodes.map((n) => n.id)).toContain('epsilon');
  expect(after.edges).toEqual(
    expect.arrayContaining([expect.objectContaining({ source: 'alpha', target: 'epsilon' })]),
  );
  expect(sorted(after)).toEqual(sorted(await fromCypher('Alpha')));
});

test("a flush that changes a neighbour (its edges, its analysis) shows in the next read; others' copies stay", async () => {
  await Promise.all([get('Alpha'), get('Zeta')]);
  const before = await get('Alpha');
  const weight = before.edges.find((e) => e.source === 'beta' && e.target === 'gamma')!.weight;
  // Gamma's analysis names Beta: the Beta–Gamma edge between two of Alpha's neighbours gains weight, and Gamma
  // itself changes (analysis_count, moat), without Alpha being written.
  await flush(
    analysisOf('Gamma', {
      competitors: ['Beta'],
      score: { moat_strength: 0.9, threat_level: 'high', market_maturity: 'mature', agent_recommendation: 'avoid' },
    }),
  );
  expect(await hasCopy('zeta')).toBe(true); // nothing Zeta's answer depends on was written
  const after = await get('Alpha');
  expect(after.edges.find((e) => e.source === 'beta' && e.target === 'gamma')!.weight).toBe(weight + 1);
  const gamma = after.nodes.find((n) => n.id === 'gamma') as unknown as { moat_strength: number };
  expect(gamma.moat_strength).toBe(0.9);
  expect(sorted(after)).toEqual(sorted(await fromCypher('Alpha')));
  expect(sorted(await get('Zeta'))).toEqual(sorted(await fromCypher('Zeta')));
});

test('the hub list beside an answer follows the hub counters after each fold', async () => {
  await get('Alpha');
  await flush(...['One', 'Two', 'Three'].map((n) => analysisOf(`Namer ${n}`, { competitors: ['Omega'] })));
  const after = await get('Alpha');
  expect(after.hub_competitors).toEqual((await fromCypher('Alpha')).hub_competitors);
  expect(after.hub_competitors).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: 'omega', mentions: 4 })]),
  );
});

test('a start drops every copy: a graph changed while no instance ran is never answered from an old copy', async () => {
  await get('Alpha');
  expect(await hasCopy('alpha')).toBe(true);
  // Changed behind the service's back, as a restore or a migration between two runs would.
  await t.neo4j.executeQuery(
    `MATCH (a:Company {key: 'alpha'}) MERGE (n:Company {key: 'restored'}) SET n.name = 'Restored', n.analysis_count = 0
     CREATE (a)-[:COMPETES_WITH {weight: 9, relation: 'direct', seeded: false}]->(n)`,
  );
  expect((await get('Alpha')).nodes.map((n) => n.id)).not.toContain('restored'); // the copy, as the start must not
  await resetCompanyViewCopies(t.redis); // what src/main.ts runs at every start
  expect(await t.redis.exists(COPIES)).toBe(0);
  expect(await t.redis.keys('{graph:view}:dep:*')).toEqual([]);
  const after = await get('Alpha');
  expect(after.nodes[1]).toEqual(expect.objectContaining({ id: 'restored' }));
  expect(sorted(after)).toEqual(sorted(await fromCypher('Alpha')));
});

test('a batch committed by a writer that stopped before settling holds its companies back until settled', async () => {
  const copies = createCompanyViewCopies(t.redis);
  await get('Alpha');
  // A writer registered a batch touching Beta (one of Alpha's neighbours) and stopped: Alpha's copy is gone, and
  // reads of Alpha come from Neo4j without being copied while the batch may still commit.
  await copies.register(['beta'], '1-0');
  expect(await hasCopy('alpha')).toBe(false);
  expect(sorted(await get('Alpha'))).toEqual(sorted(await fromCypher('Alpha')));
  expect(await hasCopy('alpha')).toBe(false);
  expect(await hasCopy('zeta')).toBe(false); // dropped by the start above, not stored yet
  await get('Zeta');
  expect(await hasCopy('zeta')).toBe(true); // an answer that does not depend on Beta is copied meanwhile
  // The graph's cursor is past the batch (its entries are in the graph): any flusher settles it.
  expect(await t.services.graph.settleCopies(compareStreamIds)).toBe(1);
  await get('Alpha');
  expect(await hasCopy('alpha')).toBe(true);
});

test('an answer read before a commit is not stored after it', async () => {
  const copies = createCompanyViewCopies(t.redis);
  const missed = await copies.read('nobody', 49);
  const id = await copies.register(['alpha'], null);
  await copies.settle(id); // a write committed between the miss and the store
  const view = { center: 'nobody', nodes: [{ key: 'nobody' }], edges: [] };
  expect(await copies.store(missed.version, { limit: 49, view, dependsOn: [] }, null)).toBe(false);
  expect(await hasCopy('nobody')).toBe(false);
  const fresh = await copies.read('nobody', 49);
  expect(await copies.store(fresh.version, { limit: 49, view, dependsOn: [] }, null)).toBe(true);
  await resetCompanyViewCopies(t.redis);
});

test('memory is bounded: above the budget the least recently read copies go, with their dependency entries', async () => {
  await resetCompanyViewCopies(t.redis);
  const view = (key: string) => ({ center: key, nodes: [{ key, pad: 'x'.repeat(400) }], edges: [] });
  const size = JSON.stringify(view('c0')).length;
  const copies = createCompanyViewCopies(t.redis, size * 3);
  for (const key of ['c0', 'c1', 'c2', 'c3']) {
    const { version } = await copies.read(key, 49);
    expect(await copies.store(version, { limit: 49, view: view(key), dependsOn: [`${key} peer`] }, null)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5)); // reads a few ms apart: the LRU orders by time
    if (key === 'c1') await copies.read('c0', 49); // c0 read again: c1 is now the least recently read
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect((await copies.read('c1', 49)).view).toBeNull();
  for (const key of ['c0', 'c2', 'c3']) expect((await copies.read(key, 49)).view).toEqual(view(key));
  expect(await t.redis.exists('{graph:view}:dep:c1 peer')).toBe(0);
  expect(await t.redis.smembers('{graph:view}:dep:c2 peer')).toEqual(['49|c2']);
  expect(Number(await t.redis.get('{graph:view}:bytes'))).toBe(size * 3);
  await resetCompanyViewCopies(t.redis);
});
