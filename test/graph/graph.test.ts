import { json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { analysisOf, wipeGraph, writeAll } from '../helpers/graph.ts';
import { seedGraphOnce } from '../../src/graph/seed.ts';
import type { KnowledgeEntry } from '../../src/knowledge/types.ts';
import neo4j, { type EagerResult } from 'neo4j-driver';
import { cypher } from '../../src/graph/queries.ts';
import { NEIGHBOUR_SCAN } from '../../src/graph/repository.ts';
import type { GraphAnswer, MarketShareReport } from './answers.ts';
import type { ValidationErrorBody } from '../../src/operations/shapes/envelopes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await wipeGraph(t.neo4j, t.redis);
  await writeAll(t.services.graph, [
    analysisOf('Stripe', {
      competitors: ['Adyen', 'PayPal', 'Checkout.com'],
      sources: ['https://stripe.com'],
      score: { moat_strength: 0.85, threat_level: 'high', market_maturity: 'mature', agent_recommendation: 'avoid' },
    }),
    analysisOf('Stripe', {
      competitors: ['Adyen', 'Square'],
      score: { moat_strength: 0.8, threat_level: 'high', market_maturity: 'mature', agent_recommendation: 'avoid' },
    }),
    analysisOf('Adyen', {
      competitors: ['Stripe', 'Worldpay'],
      score: {
        moat_strength: 0.75,
        threat_level: 'medium',
        market_maturity: 'mature',
        agent_recommendation: 'monitor',
      },
    }),
    analysisOf('Tiny Pay', {
      competitors: ['Stripe'],
      score: { moat_strength: 0.2, threat_level: 'high', market_maturity: 'emerging', agent_recommendation: 'acquire' },
    }),
    analysisOf('Notion', {
      company: {
        key: 'notion',
        name: 'Notion',
        domain: 'notion.so',
        sector: 'saas',
        categories: ['note-taking'],
        country: 'US',
        founded: 2013,
      },
      competitors: ['Evernote', 'Coda'],
    }),
  ]);
  await t.services.graph.foldHubs();
});
afterAll(async () => {
  await t.close();
});

describe('graph writes', () => {
  test('COMPETES_WITH edges count how often a pair was seen, in either direction', async () => {
    const { records } = await t.neo4j.executeQuery<EagerResult<{ name: string; weight: number }>>(
      "MATCH (:Company {key: 'stripe'})-[r:COMPETES_WITH]-(o:Company) RETURN o.name AS name, r.weight AS weight ORDER BY weight DESC, name",
    );
    const weights = Object.fromEntries(records.map((r) => [r.get('name'), r.get('weight')]));
    expect(weights).toEqual({ Adyen: 3, 'Checkout.com': 1, PayPal: 1, Square: 1, 'Tiny Pay': 1 });
  });

  test('each analysis is an Analysis node citing its sources; the company counts its analyses', async () => {
    const prev = await t.services.graph.previousSnapshot('stripe');
    expect(prev.count).toBe(2);
    expect(prev.last?.moat_strength).toBe(0.8);
    expect(prev.last?.detected_competitors).toEqual(['Adyen', 'Square']);
    const { records } = await t.neo4j.executeQuery<EagerResult<{ url: string }>>(
      'MATCH (a:Analysis)-[:CITES]->(s:Source) RETURN s.url AS url',
    );
    expect(records.map((r) => r.get('url'))).toEqual(['https://stripe.com']);
  });
});

describe('GET /graph', () => {
  test('centred on a company by name, case-insensitively', async () => {
    const res = await fetch(`${t.url}/graph?company=STRIPE&limit=4`);
    expect(res.status).toBe(200);
    const body = await json<GraphAnswer>(res);
    expect(body.center).toBe('stripe');
    expect(body.nodes).toHaveLength(4);
    expect(body.nodes[0]).toEqual(
      expect.objectContaining({ id: 'stripe', name: 'Stripe', sector: 'fintech', analysis_count: 2, degree: 5 }),
    );
    expect(body.nodes.map((n) => n.name)).toContain('Adyen');
    expect(body.edges).toEqual(expect.arrayContaining([expect.objectContaining({ weight: 3, relation: 'direct' })]));
    for (const e of body.edges) {
      const ids = body.nodes.map((n) => n.id);
      expect(ids).toContain(e.source);
      expect(ids).toContain(e.target);
    }
    expect(body.hub_competitors[0]).toEqual({ name: 'Adyen', id: 'adyen', mentions: 2 });
  });

  test('without a company: the most connected and the most analysed companies, in turn', async () => {
    const body = await json<GraphAnswer>(await fetch(`${t.url}/graph?limit=3`));
    expect(body.center).toBeNull();
    // Stripe: 5 edges, 2 analyses; Adyen and Notion: 2 edges, 1 analysis (ties by id); Tiny Pay: 1 edge.
    expect(body.nodes.map((n) => n.name)).toEqual(['Stripe', 'Adyen', 'Notion']);
  });

  test('the centre node is always there, also with limit=1', async () => {
    const body = await json<GraphAnswer>(await fetch(`${t.url}/graph?company=Stripe&limit=1`));
    expect(body.nodes.map((n) => n.id)).toEqual(['stripe']);
    expect(body.edges).toEqual([]);
    const alone = await json<GraphAnswer>(await fetch(`${t.url}/graph?company=Evernote&limit=50`));
    expect(alone.nodes[0].id).toBe('evernote');
  });

  test('lookup: exact id, then domain, then exact name or alias, never a stop word', async () => {
    expect((await json<GraphAnswer>(await fetch(`${t.url}/graph?company=notion.so`))).center).toBe('notion');
    expect(
      (
        await json<GraphAnswer>(
          await fetch(`${t.url}/graph?company=${encodeURIComponent('https://notion.so/pricing')}`),
        )
      ).center,
    ).toBe('notion');
    expect((await json<GraphAnswer>(await fetch(`${t.url}/graph?company=tiny%20pay`))).center).toBe('tiny pay');
    for (const word of ['AND', 'NOT', 'the', 'OR', 'and or not']) {
      expect((await fetch(`${t.url}/graph?company=${encodeURIComponent(word)}`)).status).toBe(404);
    }
  });

  test('an unknown company → 404; bad limits → 422; hostile names are data', async () => {
    expect((await fetch(`${t.url}/graph?company=Nonexistent%20Corp%20XYZ`)).status).toBe(404);
    for (const q of ['limit=0', 'limit=501', 'limit=abc', `company=${'x'.repeat(201)}`]) {
      expect((await fetch(`${t.url}/graph?${q}`)).status).toBe(422);
    }
    for (const hostile of ['") MATCH (n) DETACH DELETE n //', 'name:*', '*', '\\', 'AND OR NOT']) {
      const res = await fetch(`${t.url}/graph?company=${encodeURIComponent(hostile)}`);
      expect([200, 404]).toContain(res.status);
    }
    const { records } = await t.neo4j.executeQuery<EagerResult<{ n: number }>>(
      'MATCH (c:Company) RETURN count(c) AS n',
    );
    expect(records[0].get('n')).toBeGreaterThan(5);
  });

  test('a hub with more relationships than NEIGHBOUR_SCAN answers in one bounded query, centre first', async () => {
    // 600 companies name the hub; the newest one names it seven times (weight 7), the others once.
    const n = NEIGHBOUR_SCAN + 100;
    await t.neo4j.executeQuery(
      `MERGE (h:Company {key: 'hubbly'}) SET h.name = 'Hubbly', h.analysis_count = 1
       WITH h UNWIND range(1, $n) AS i
       CREATE (o:Company {key: 'hubbly peer ' + i, name: 'Hubbly Peer ' + i, analysis_count: 0})
       CREATE (o)-[:COMPETES_WITH {weight: CASE WHEN i = $n THEN 7 ELSE 1 END, relation: 'direct', seeded: false}]->(h)`,
      { n: neo4j.int(n) },
    );
    const body = await json<GraphAnswer>(await fetch(`${t.url}/graph?company=Hubbly&limit=5`));
    expect(body.center).toBe('hubbly');
    expect(body.nodes.map((x) => x.id)).toHaveLength(5);
    expect(body.nodes[0]).toEqual(expect.objectContaining({ id: 'hubbly', degree: n }));
    expect(body.nodes[1].name).toBe(`Hubbly Peer ${n}`);
    expect(body.edges).toEqual(
      expect.arrayContaining([expect.objectContaining({ source: `hubbly peer ${n}`, target: 'hubbly', weight: 7 })]),
    );
    const profile = await t.neo4j.executeQuery(`PROFILE ${cypher('company-graph')}`, {
      key: 'hubbly',
      domain: null,
      limit: neo4j.int(4),
      scan: neo4j.int(NEIGHBOUR_SCAN),
      hubs: neo4j.int(10),
    });
    interface Plan {
      dbHits: number;
      children: Plan[];
    }
    const hits = (p: Plan): number => p.dbHits + p.children.reduce((sum, c) => sum + hits(c), 0);
    // The fixture has no sector, so no counter saw it; it goes before the next tests read the graph.
    await t.neo4j.executeQuery("MATCH (o:Company) WHERE o.key STARTS WITH 'hubbly' DETACH DELETE o");
    // Bounded by the scan, not by the hub's relationships.
    expect(hits(profile.summary.profile as unknown as Plan)).toBeLessThan(6 * NEIGHBOUR_SCAN);
  });
});

describe('GET /graph/market-share/{sector}', () => {
  test('every field of the market-share report, computed from the graph', async () => {
    const res = await fetch(`${t.url}/graph/market-share/fintech`);
    expect(res.status).toBe(200);
    const body = await json<MarketShareReport>(res);
    expect(body.graph_stats).toEqual({
      total_companies_analyzed: 3,
      total_companies_known: 3,
      total_analyses: 4,
      competitive_links: 8,
    });
    expect(body.market_intelligence.avg_moat_strength).toBe(0.58);
    expect(body.market_intelligence.market_maturity_distribution).toEqual({ mature: 2, growing: 0, emerging: 1 });
    expect(body.market_intelligence.saturation_score).toBeGreaterThanOrEqual(0);
    expect(body.market_intelligence.saturation_score).toBeLessThanOrEqual(1);
    expect(body.top_players.map((p) => p.name)).toEqual(['Stripe', 'Adyen', 'Tiny Pay']);
    expect(body.emerging_threats.map((p) => p.name)).toEqual(['Tiny Pay']);
    expect(body.agent_action).toBe('enter_with_caution');
    expect(body.recommendation).toMatch(/too little evidence/);
  });

  test('the report is current right after a write (counters kept in the analysis transaction)', async () => {
    const first = await json<MarketShareReport>(await fetch(`${t.url}/graph/market-share/fintech`));
    await t.services.graph.writeAnalysis(
      analysisOf('Late Pay', {
        score: {
          moat_strength: 0.1,
          threat_level: 'low',
          market_maturity: 'emerging',
          agent_recommendation: 'monitor',
        },
      }),
    );
    const fresh = await json<MarketShareReport>(await fetch(`${t.url}/graph/market-share/fintech`));
    expect(fresh.graph_stats.total_companies_known).toBe(first.graph_stats.total_companies_known + 1);
    expect(fresh.market_intelligence.market_maturity_distribution.emerging).toBe(
      first.market_intelligence.market_maturity_distribution.emerging + 1,
    );
    expect(Date.parse(fresh.generated_at)).toBeGreaterThanOrEqual(Date.parse(first.generated_at));
  });

  test('an empty sector answers with zeros', async () => {
    const body = await json<MarketShareReport>(await fetch(`${t.url}/graph/market-share/robotics`));
    expect(body.graph_stats.total_companies_known).toBe(0);
    expect(body.market_intelligence.saturation_score).toBe(0);
    expect(body.top_players).toEqual([]);
  });

  test('all 12 sectors of the knowledge base are accepted, crypto included', async () => {
    expect((await fetch(`${t.url}/graph/market-share/crypto`)).status).toBe(200);
  });

  test('a sector outside the list → 422 naming the allowed ones', async () => {
    for (const s of ['gambling', '..%2F..', 'AI']) {
      const res = await fetch(`${t.url}/graph/market-share/${s}`);
      expect(res.status).toBe(422);
      const body = await json<ValidationErrorBody>(res);
      expect(body.detail[0].msg).toContain(
        'ai, fintech, healthcare, saas, defense, logistics, legaltech, edtech, robotics, energy, ecommerce, crypto',
      );
    }
  });
});

describe('seeding', () => {
  const entry = (name: string, competitors: string[], moat: KnowledgeEntry['moat'] = []): KnowledgeEntry => ({
    name,
    aliases: [`${name} Inc.`],
    domain: null,
    sector: 'robotics',
    categories: ['cobots'],
    country: 'DK',
    founded: null,
    size: null,
    business_model: 'b2b',
    pricing_model: null,
    competitors,
    moat,
    maturity: 'growing',
    description: 'Seed fixture.',
  });

  test('seeds once, marked as seeded, with edges between known entries only', async () => {
    const entries = [
      entry('Seed Robot A', ['Seed Robot B', 'Nobody Known']),
      entry('Seed Robot B', ['Seed Robot A']),
      entry('Seed Robot C', ['Seed Robot A'], ['patents']),
    ];
    const first = await seedGraphOnce(
      t.neo4j,
      entries,
      (e) => ({ moat_strength: e.moat.length ? 0.6 : 0.3, threat_level: 'low' }),
      new Date(),
    );
    expect(first).toEqual({ seeded: true, companies: 3, edges: 2 });
    const second = await seedGraphOnce(
      t.neo4j,
      entries,
      () => ({ moat_strength: 0.9, threat_level: 'high' }),
      new Date(),
    );
    expect(second.seeded).toBe(false);
    const body = await json<MarketShareReport>(await fetch(`${t.url}/graph/market-share/robotics`));
    expect(body.graph_stats).toEqual({
      total_companies_analyzed: 0,
      total_companies_known: 3,
      total_analyses: 0,
      competitive_links: 4,
    });
    expect(body.top_players[0]).toEqual(expect.objectContaining({ name: 'Seed Robot C', moat_strength: 0.6 }));
    const { records } = await t.neo4j.executeQuery<
      EagerResult<{ seeded: boolean; edges: boolean[]; aliases: string[] }>
    >(
      "MATCH (c:Company {key: 'seed robot a'})-[r:COMPETES_WITH]-() RETURN c.seeded AS seeded, collect(r.seeded) AS edges, c.aliases AS aliases",
    );
    expect(records[0].get('seeded')).toBe(true);
    expect(records[0].get('edges')).toEqual([true, true]);
    expect(
      (await json<GraphAnswer>(await fetch(`${t.url}/graph?company=${encodeURIComponent('Seed Robot A Inc.')}`)))
        .center,
    ).toBe('seed robot a');
  });
});
