// Identity: which inputs become Company nodes, and the trend computed against the right history.
import type { EagerResult } from 'neo4j-driver';
import { startTestApp, type TestApp } from '../helpers/testApp.ts';
import { analysisOf, wipeGraph, writeAll } from '../helpers/graph.ts';
import { identityOf, isPlausibleCompanyName } from '../../src/graph/identity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await wipeGraph(t.neo4j, t.redis);
});
afterAll(async () => {
  await t.close();
});

const companies = async (): Promise<string[]> => {
  const { records } = await t.neo4j.executeQuery<EagerResult<{ key: string }>>(
    'MATCH (c:Company) RETURN c.key AS key ORDER BY key',
  );
  return records.map((r) => r.get('key'));
};

describe('a stated name is a company name only when it reads as one in its script', () => {
  test.each([
    'Linear',
    'Acme Robotics',
    'The Trade Desk',
    'さくらロボティクス',
    '토스',
    '字节跳动',
    'monday.com',
    'X',
    'LINEヤフー',
  ])('%s is a name', (name) => {
    expect(isPlausibleCompanyName(name)).toBe(true);
  });
  test.each([
    'トヨタ系列の系列企業向けに',
    'Analyze Linear',
    'Compare Stripe and Adyen',
    '🚀',
    '🍕🍕',
    '2024',
    'AND OR NOT',
    'Unnamed company',
    'Predictive maintenance company described in the input',
    '我们的平台为中小企业提供',
    '고객을',
  ])('%s is not', (name) => {
    expect(isPlausibleCompanyName(name)).toBe(false);
  });
  test('knowledge-base id first, then the registrable domain, then the stated name', () => {
    expect(identityOf({ knowledgeBaseName: 'Stripe, Inc.', domain: 'stripe.com', statedName: 'Stripe' })).toEqual({
      kind: 'knowledge_base',
      key: 'stripe',
    });
    expect(identityOf({ knowledgeBaseName: null, domain: 'picklo.com', statedName: 'Picklo' })).toEqual({
      kind: 'domain',
      key: 'picklo.com',
    });
    expect(identityOf({ knowledgeBaseName: null, domain: null, statedName: 'Picklo GmbH' })).toEqual({
      kind: 'name',
      key: 'picklo',
    });
    expect(identityOf({ knowledgeBaseName: null, domain: null, statedName: 'Analyze Linear' })).toEqual({
      kind: 'none',
      key: null,
    });
  });
});

describe('analyses through the service', () => {
  const UNNAMED =
    'We build predictive maintenance software for factories: vibration sensors listen to machines and warn before they break.';
  const BAKERY =
    'A small family bakery in Lisbon selling pastel de nata and sourdough bread to neighbourhood cafés and hotels.';

  test('an input that names no company creates no Company node; its Analysis holds the result', async () => {
    const before = await companies();
    const res = await t.services.intel.analyze({ text: UNNAMED, mode: 'competitive', force_refresh: true });
    expect(res.analysis.entity.identity).toEqual({ kind: 'none', key: null });
    expect(res.trend.status).toBe('new');
    await t.services.graphWrites.flushed();
    const after = await companies();
    const added = after.filter((k) => !before.includes(k));
    // Only competitor nodes may appear, never a node for the unnamed subject.
    expect(added).not.toContain(res.analysis.company_or_product.toLowerCase());
    expect(added.some((k) => k.includes('described in the input') || k === 'unnamed company')).toBe(false);
    const { records } = await t.neo4j.executeQuery(
      `MATCH (a:Analysis {id: $id}) OPTIONAL MATCH (a)-[:FOUND]->(o:Company)
       RETURN a.identity_kind AS kind, a.subject_name AS name, a.subject_key AS subject, count(o) AS found,
              EXISTS { (a)-[:ANALYZED]->() } AS analyzed`,
      { id: res.analysis_id },
    );
    expect(records[0].get('kind')).toBe('none');
    expect(records[0].get('name')).toBe(res.analysis.company_or_product);
    expect(records[0].get('subject')).toMatch(/^input:/);
    expect(records[0].get('analyzed')).toBe(false);
    expect(records[0].get('found')).toBe(
      new Set(res.analysis.competitor_details.map((c) => c.name.toLowerCase())).size,
    );
  });

  test('an identical re-run is stable; another unnamed input never sees its history', async () => {
    // The trend reads what the graph holds: wait for the write-behind of the first analysis.
    await t.services.graphWrites.flushed();
    const rerun = await t.services.intel.analyze({ text: UNNAMED, mode: 'competitive', force_refresh: true });
    expect(rerun.trend).toMatchObject({ status: 'stable', changes: [], snapshot_count: 2 });
    const bakery = await t.services.intel.analyze({ text: BAKERY, mode: 'competitive', force_refresh: true });
    expect(bakery.trend).toMatchObject({ status: 'new', snapshot_count: 1 });
  });

  test('a known company re-run is stable: detected competitors compared with detected competitors', async () => {
    const text =
      'Notion is an all-in-one connected workspace where teams write docs, take notes, manage projects and build wikis.';
    const first = await t.services.intel.analyze({ text, mode: 'competitive', force_refresh: true });
    expect(first.analysis.entity.identity).toEqual({ kind: 'knowledge_base', key: 'notion' });
    expect(first.analysis.competitor_details.length).toBeGreaterThan(first.analysis.detected_competitors.length - 1);
    await t.services.graphWrites.flushed();
    const again = await t.services.intel.analyze({ text, mode: 'competitive', force_refresh: true });
    expect(again.trend.status).toBe('stable');
    expect(again.trend.changes).toEqual([]);
    expect(again.trend.snapshot_count).toBe(first.trend.snapshot_count + 1);
  });

  test('fragments, instructions and emoji are analysed but create no Company node', async () => {
    const inputs = [
      {
        text: 'トヨタ系列の系列企業向けに、部品在庫の需要予測と発注自動化のクラウドサービスを提供しています。製造業向けです。',
        mode: 'competitive' as const,
      },
      {
        text: 'Analyze Linear, the issue tracker for software teams, and tell me who it competes with in project tools.',
        mode: 'competitive' as const,
      },
      { text: '🚀🚀', mode: 'competitive' as const, nameOnly: true },
    ];
    for (const input of inputs) {
      const res = await t.services.intel.analyze({ ...input, force_refresh: true });
      expect(res.analysis).toBeDefined();
      expect(['none', 'knowledge_base']).toContain(res.analysis.entity.identity.kind);
    }
    await t.services.graphWrites.flushed();
    const keys = await companies();
    expect(keys.filter((k) => k.includes('系列企業') || k.startsWith('analyze') || k.includes('🚀'))).toEqual([]);
  });
});

describe('one sector per company', () => {
  test('re-classification moves the single IN_SECTOR edge and the sector counters with it', async () => {
    await writeAll(t.services.graph, [
      analysisOf('Shifty', { competitors: ['Stripe'] }),
      analysisOf('Shifty', {
        company: {
          key: 'shifty',
          name: 'Shifty',
          domain: null,
          sector: 'saas',
          categories: [],
          country: null,
          founded: null,
        },
      }),
    ]);
    const { records } = await t.neo4j.executeQuery(
      "MATCH (c:Company {key: 'shifty'})-[:IN_SECTOR]->(s:Sector) RETURN c.sector AS sector, collect(s.name) AS sectors",
    );
    expect(records[0].get('sector')).toBe('saas');
    expect(records[0].get('sectors')).toEqual(['saas']);
    for (const sector of ['fintech', 'saas']) {
      const { counts } = await t.services.graph.marketShare(sector);
      expect(counts).toEqual(await t.services.graph.recomputeSectorCounts(sector));
    }
  });
});
