// The start-time migration repairs a graph written by the earlier model, and running it again
// changes nothing.
import type { EagerResult } from 'neo4j-driver';
import { startTestApp, type TestApp } from '../helpers/testApp.ts';
import { wipeGraph } from '../helpers/graph.ts';
import { migrateGraph } from '../../src/graph/migrate.ts';
import { SECTORS } from '../../src/knowledge/types.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await wipeGraph(t.neo4j, t.redis);
  // The shape the earlier writer left: one shared "Unnamed company", a fragment as a company,
  // companies in two sectors, analyses without subject keys, parallel edges for one pair.
  const twelve = Array.from({ length: 12 }, (_, i) => `Rival ${i}`);
  await t.neo4j.executeQuery(
    `
    CREATE (fin:Sector {name: 'fintech'}), (saas:Sector {name: 'saas'})
    CREATE (u:Company {key: 'unnamed company', name: 'Unnamed company', sector: 'saas', analysis_count: 2, seeded: false})
    CREATE (frag:Company {key: 'トヨタ系列の系列企業向けに', name: 'トヨタ系列の系列企業向けに', sector: 'saas', analysis_count: 1, seeded: false})
    CREATE (acme:Company {key: 'acme', name: 'Acme', sector: 'fintech', analysis_count: 1, seeded: false, moat_strength: 0.4, maturity: 'growing', threat_level: 'high'})
    CREATE (stripe:Company {key: 'stripe', name: 'Stripe', sector: 'fintech', analysis_count: 0, seeded: true, moat_strength: 0.9, maturity: 'mature', threat_level: 'high'})
    CREATE (adyen:Company {key: 'adyen', name: 'Adyen', sector: 'fintech', analysis_count: 0, seeded: true, moat_strength: 0.7, maturity: 'mature', threat_level: 'medium'})
    CREATE (u)-[:IN_SECTOR]->(fin), (u)-[:IN_SECTOR]->(saas), (acme)-[:IN_SECTOR]->(fin), (acme)-[:IN_SECTOR]->(saas),
           (acme)-[:IN_SECTOR]->(fin), (frag)-[:IN_SECTOR]->(saas)
    CREATE (u)-[:COMPETES_WITH {weight: 2, relation: 'direct', seeded: false, first_seen: '2025-01-01', last_seen: '2025-02-01'}]->(stripe)
    CREATE (stripe)-[:COMPETES_WITH {weight: 1, relation: 'direct', seeded: true, first_seen: '2025-01-03', last_seen: '2025-01-03'}]->(adyen)
    CREATE (adyen)-[:COMPETES_WITH {weight: 2, relation: 'direct', seeded: false, first_seen: '2025-01-02', last_seen: '2025-03-01'}]->(stripe)
    CREATE (acme)-[:COMPETES_WITH {weight: 1, relation: 'direct', seeded: false, first_seen: '2025-01-01', last_seen: '2025-01-01'}]->(stripe)
    CREATE (:Analysis {id: 'a1', input_hash: 'h1', analyzed_at: '2025-01-01T00:00:00Z', competitors: ['Stripe']})-[:ANALYZED]->(u)
    CREATE (:Analysis {id: 'a2', input_hash: 'h2', analyzed_at: '2025-02-01T00:00:00Z', competitors: ['Stripe']})-[:ANALYZED]->(u)
    CREATE (:Analysis {id: 'a3', input_hash: 'h3', analyzed_at: '2025-02-01T00:00:00Z', competitors: []})-[:ANALYZED]->(frag)
    CREATE (:Analysis {id: 'a4', input_hash: 'h4', analyzed_at: '2025-02-02T00:00:00Z', competitors: ['Stripe'] + $twelve})-[:ANALYZED]->(acme)
  `,
    { twelve },
  );
});
afterAll(async () => {
  await t.close();
});

// A report's version counts its refreshes (it orders the report's Redis copies), so a second run raises it;
// what the report says is compared in full.
async function dump(): Promise<unknown> {
  const { records } = await t.neo4j.executeQuery<EagerResult<{ node: string; props: unknown; out: string[] }>>(`
    MATCH (n) OPTIONAL MATCH (n)-[r]->(m)
    WITH n, collect(type(r) + '>' + coalesce(m.key, m.name, m.id, '') + ':' + toString(coalesce(r.weight, ''))) AS out
    RETURN labels(n)[0] + ':' + coalesce(n.key, n.name, n.id, n.url, '') AS node,
           n {.*, migrated_at: null, version: CASE WHEN n:SectorReport THEN null ELSE n.version END} AS props,
           out ORDER BY node`);
  return records.map((r) => ({ node: r.get('node'), props: r.get('props'), out: [...r.get('out')].sort() }));
}

test('repairs identities, sectors, analyses, parallel edges and counters, idempotently', async () => {
  const first = await migrateGraph(t.neo4j, new Date(), { force: true });
  expect(first).toEqual({ migrated: true, dissolved: 2 });
  const { records: keys } = await t.neo4j.executeQuery<EagerResult<{ keys: string[] }>>(
    'MATCH (c:Company) RETURN collect(c.key) AS keys',
  );
  expect([...keys[0].get('keys')].sort()).toEqual(['acme', 'adyen', 'stripe']);

  const { records: unnamed } = await t.neo4j.executeQuery<
    EagerResult<{ id: string; subject: string; kind: string; found: string[] }>
  >(`
    MATCH (a:Analysis) WHERE a.id IN ['a1', 'a2'] OPTIONAL MATCH (a)-[:FOUND]->(o)
    RETURN a.id AS id, a.subject_key AS subject, a.identity_kind AS kind, collect(o.key) AS found ORDER BY id`);
  expect(unnamed.map((r) => [r.get('id'), r.get('subject'), r.get('kind'), r.get('found')])).toEqual([
    ['a1', 'input:h1', 'none', ['stripe']],
    ['a2', 'input:h2', 'none', ['stripe']],
  ]);

  const { records: acme } = await t.neo4j.executeQuery(`
    MATCH (c:Company {key: 'acme'})-[:IN_SECTOR]->(s) WITH c, collect(s.name) AS sectors
    MATCH (a:Analysis {id: 'a4'}) RETURN sectors, a.subject_key AS subject, a.detected_competitors AS shown`);
  expect(acme[0].get('sectors')).toEqual(['fintech']);
  expect(acme[0].get('subject')).toBe('acme');
  expect(acme[0].get('shown')).toHaveLength(10);

  const { records: pair } = await t.neo4j.executeQuery(`
    MATCH (:Company {key: 'stripe'})-[r:COMPETES_WITH]-(:Company {key: 'adyen'})
    RETURN count(r) AS n, r.weight AS weight, r.first_seen AS first, r.last_seen AS last, r.seeded AS seeded`);
  expect(pair[0].toObject()).toEqual({ n: 1, weight: 3, first: '2025-01-02', last: '2025-03-01', seeded: false });

  for (const sector of SECTORS) {
    const { counts } = await t.services.graph.marketShare(sector);
    expect(counts).toEqual(await t.services.graph.recomputeSectorCounts(sector));
  }
  const { counts } = await t.services.graph.marketShare('saas');
  expect(counts.known).toBe(0);

  const { records: degrees } = await t.neo4j.executeQuery("MATCH (c:Company {key: 'stripe'}) RETURN c.degree AS d");
  expect(degrees[0].get('d')).toBe(2);

  const state = await dump();
  expect(await migrateGraph(t.neo4j, new Date())).toEqual({ migrated: false, dissolved: 0 });
  expect(await migrateGraph(t.neo4j, new Date(), { force: true })).toEqual({ migrated: true, dissolved: 0 });
  expect(await dump()).toEqual(state);
});
