// The sector counters kept at write time equal a full recomputation on a random graph written
// concurrently (seeded companies, named and unnamed analyses, re-classifications), and so do the
// report, the top players, the hub counters and the degrees.
import neo4j, { type EagerResult } from 'neo4j-driver';
import { json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { analysisOf, wipeGraph } from '../helpers/graph.ts';
import { seedGraphOnce } from '../../src/graph/seed.ts';
import { deriveMarket, type MarketCounts } from '../../src/graph/marketShare.ts';
import type { AnalysisWrite } from '../../src/graph/repository.ts';
import type { KnowledgeEntry } from '../../src/knowledge/types.ts';
import type { MarketShareReport } from './answers.ts';

const SECTORS = ['fintech', 'saas', 'ai', 'crypto'] as const;
const MATURITY = ['emerging', 'growing', 'mature'] as const;
const THREAT = ['low', 'medium', 'high'] as const;

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), s | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A company of a sector as the ranking check reads it from the graph. */
interface SectorCompany {
  name: string;
  moat: number | null;
  maturity: string | null;
  threat: string | null;
  analyses: number | null;
  degree: number;
}

let t: TestApp;
const rand = prng(7);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];

beforeAll(async () => {
  t = await startTestApp();
  await wipeGraph(t.neo4j, t.redis);
  const seeded: KnowledgeEntry[] = Array.from({ length: 20 }, (_, i) => ({
    name: `Known ${i}`,
    aliases: [],
    domain: null,
    sector: SECTORS[i % SECTORS.length],
    categories: [],
    country: null,
    founded: null,
    size: null,
    business_model: 'b2b',
    pricing_model: null,
    competitors: [`Known ${(i + 4) % 20}`],
    moat: [],
    maturity: pick(MATURITY),
    description: 'Random fixture.',
  }));
  await seedGraphOnce(
    t.neo4j,
    seeded,
    () => ({ moat_strength: Math.round(rand() * 100) / 100, threat_level: pick(THREAT) }),
    new Date(),
  );
  const names = [...Array.from({ length: 40 }, (_, i) => `Firm ${i}`), ...seeded.map((e) => e.name)];
  const writes: AnalysisWrite[] = [];
  for (let i = 0; i < 160; i++) {
    const name = pick(names);
    const competitors = Array.from({ length: Math.floor(rand() * 6) }, () => pick(names)).filter((n) => n !== name);
    const score = {
      moat_strength: Math.round(rand() * 1000) / 1000,
      threat_level: pick(THREAT),
      market_maturity: pick(MATURITY),
      agent_recommendation: 'monitor' as const,
    };
    const sector = pick(SECTORS);
    const company =
      rand() < 0.1
        ? null
        : { key: name.toLowerCase(), name, domain: null, sector, categories: [], country: null, founded: null };
    writes.push(analysisOf(name, { company, sector, score, competitors }));
  }
  // Eight writers at a time: the counters must add up under concurrency, not only in sequence.
  for (let i = 0; i < writes.length; i += 8)
    await Promise.all(writes.slice(i, i + 8).map((w) => t.services.graph.writeAnalysis(w)));
  await t.services.graph.foldHubs();
  // Eight direct writers naming each other deadlock now and then and retry with back-off (the service
  // itself writes through one flusher at a time): on a loaded machine this takes over a minute.
}, 300_000);
afterAll(async () => {
  await t.close();
});

test('every sector: write-time counters = full recomputation, and the report derives from them', async () => {
  for (const sector of SECTORS) {
    const { counts } = await t.services.graph.marketShare(sector);
    const recomputed = await t.services.graph.recomputeSectorCounts(sector);
    expect(counts).toEqual(recomputed);
    expect(counts.known).toBeGreaterThan(0);
    const report = await json<MarketShareReport>(await fetch(`${t.url}/graph/market-share/${sector}`));
    const derived = deriveMarket(recomputed as unknown as MarketCounts);
    expect(report.market_intelligence.saturation_score).toBe(derived.saturation);
    expect(report.market_intelligence.avg_moat_strength).toBe(derived.avgMoat);
    expect(report.agent_action).toBe(derived.action);
    expect(report.graph_stats.total_companies_known).toBe(recomputed.known);
  }
});

test('top players and emerging threats equal a ranking of every company of the sector', async () => {
  for (const sector of SECTORS) {
    const { records } = await t.neo4j.executeQuery<EagerResult<SectorCompany>>(
      `
      MATCH (c:Company {sector: $sector})
      RETURN c.name AS name, c.moat_strength AS moat, c.maturity AS maturity, c.threat_level AS threat,
             c.analysis_count AS analyses, COUNT { (c)-[:COMPETES_WITH]-() } AS degree`,
      { sector },
    );
    const all = records.map((r) => r.toObject());
    const byName = (a: SectorCompany, b: SectorCompany) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const top = all
      .filter((c) => c.moat !== null)
      .sort((a, b) => (b.moat ?? 0) - (a.moat ?? 0) || b.degree - a.degree || byName(a, b))
      .slice(0, 10)
      .map((c) => c.name);
    const threats = all
      .filter((c) => c.maturity === 'emerging' && c.threat === 'high')
      .sort(
        (a, b) =>
          (b.analyses ?? 0) - (a.analyses ?? 0) || b.degree - a.degree || (b.moat ?? 0) - (a.moat ?? 0) || byName(a, b),
      )
      .slice(0, 10)
      .map((c) => c.name);
    const report = await json<MarketShareReport>(await fetch(`${t.url}/graph/market-share/${sector}`));
    expect(report.top_players.map((p) => p.name)).toEqual(top);
    expect(report.emerging_threats.map((p) => p.name)).toEqual(threats);
  }
});

test('hub counters: degree and competitor mentions equal the graph after the fold', async () => {
  const { records } = await t.neo4j.executeQuery<
    EagerResult<{ key: string; degree: number; actual: number; mentions: number; named: number }>
  >(`
    MATCH (c:Company)
    RETURN c.key AS key, c.degree AS degree, COUNT { (c)-[:COMPETES_WITH]-() } AS actual,
           coalesce(c.competitor_mentions, 0) AS mentions,
           COUNT { MATCH (a:Analysis) WHERE c.key IN a.competitor_keys } AS named`);
  for (const r of records) {
    expect([r.get('key'), r.get('degree')]).toEqual([r.get('key'), r.get('actual')]);
    expect([r.get('key'), r.get('mentions')]).toEqual([r.get('key'), r.get('named')]);
  }
  const { records: pairs } = await t.neo4j.executeQuery<EagerResult<{ parallel: number }>>(`
    MATCH (a:Company)-[r:COMPETES_WITH]-(b:Company) WHERE elementId(a) < elementId(b)
    WITH a, b, count(r) AS n WHERE n > 1 RETURN count(*) AS parallel`);
  expect(pairs[0].get('parallel')).toBe(0);
  expect(neo4j.isInt(records[0].get('degree'))).toBe(false);
});
