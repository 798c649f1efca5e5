// computeTrend: new, stable, changed — field by field — against the newest previous snapshot.
import { computeTrend, type PreviousAnalysis } from '../../../src/intel/trend.ts';
import { createEngine } from '../../../src/intel/engine.ts';
import type { Analysis, MarketScore } from '../../../src/intel/types.ts';
import { fixtureKb } from './fixture.ts';

const engine = createEngine({ knowledge: fixtureKb() });
let current: Analysis;
beforeAll(async () => {
  current = (
    await engine.analyze({
      mode: 'competitive',
      text: 'Stripe is a payments platform for internet businesses: APIs for online payments, billing and payouts used by developers in dozens of countries around the world, with fraud prevention built in.',
    })
  ).analysis;
});

const snapshot = (
  at: string,
  score: Partial<MarketScore>,
  competitors: string[],
  confidence?: Analysis['confidence'],
): PreviousAnalysis => ({
  analyzed_at: at,
  market_score: { ...current.market_score, ...score },
  detected_competitors: competitors,
  ...(confidence ? { confidence } : {}),
});

test('the first analysis of a company is new', () => {
  expect(computeTrend([], current)).toEqual({ status: 'new', changes: [], previous_snapshot: null, snapshot_count: 1 });
});

test('nothing tracked moved: stable, with the previous snapshot', () => {
  const same = snapshot('2026-10-01T00:00:00Z', {}, [...current.detected_competitors], current.confidence);
  const trend = computeTrend([same], current);
  expect(trend.status).toBe('stable');
  expect(trend.changes).toEqual([]);
  expect(trend.previous_snapshot).toEqual({
    analyzed_at: same.analyzed_at,
    market_score: same.market_score,
    detected_competitors: same.detected_competitors,
  });
  expect(trend.snapshot_count).toBe(2);
});

test('each moved field is one change; competitors as added and removed; the newest snapshot is the baseline', () => {
  const newest = snapshot(
    '2026-10-01T00:00:00Z',
    {
      moat_strength: current.market_score.moat_strength - 0.15,
      threat_level: 'medium',
      agent_recommendation: 'monitor',
    },
    ['Adyen', 'Square'],
    'low',
  );
  const older = snapshot('2026-06-01T00:00:00Z', { moat_strength: 0.1 }, []);
  const trend = computeTrend([newest, older], current);
  expect(trend.status).toBe('changed');
  expect(trend.snapshot_count).toBe(3);
  expect(trend.previous_snapshot?.analyzed_at).toBe('2026-10-01T00:00:00Z');
  const byField = Object.fromEntries(trend.changes.map((c) => [c.field, c]));
  expect(byField.moat_strength).toEqual({
    field: 'moat_strength',
    from: newest.market_score.moat_strength,
    to: current.market_score.moat_strength,
    delta: 0.15,
  });
  expect(byField.threat_level).toEqual({
    field: 'threat_level',
    from: 'medium',
    to: current.market_score.threat_level,
  });
  expect(byField.agent_recommendation).toEqual({
    field: 'agent_recommendation',
    from: 'monitor',
    to: current.market_score.agent_recommendation,
  });
  expect(byField.confidence).toEqual({ field: 'confidence', from: 'low', to: current.confidence });
  expect(byField.market_maturity).toBeUndefined();
  expect(byField.competitors).toEqual({
    field: 'competitors',
    added: current.detected_competitors.filter((n) => n !== 'Adyen'),
    removed: ['Square'],
  });
});

test('a moat move below rounding is not a change; competitor names compare case-insensitively', () => {
  const near = snapshot(
    '2026-10-01T00:00:00Z',
    { moat_strength: current.market_score.moat_strength + 0.001 },
    current.detected_competitors.map((n) => n.toUpperCase()),
  );
  expect(computeTrend([near], current).status).toBe('stable');
});
