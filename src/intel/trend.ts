// How an analysis moved since the previous snapshot of the same company: new on the first
// analysis, stable when nothing tracked changed, changed with one entry per field that did.
import type { Analysis, Confidence, MarketScore, Trend, TrendChange } from './types.ts';

export interface PreviousAnalysis {
  analyzed_at: string;
  market_score: MarketScore;
  detected_competitors: string[];
  confidence?: Confidence;
}

/** Moat moves smaller than this are rounding noise, not change. */
const MOAT_EPSILON = 0.005;
const SCORE_FIELDS = ['threat_level', 'market_maturity', 'agent_recommendation'] as const;

/** What the trend reads of the current analysis (Pulse compares its own snapshots with it too). */
export type TrendSubject = Pick<Analysis, 'market_score' | 'detected_competitors' | 'confidence'>;

export function computeTrend(previous: readonly PreviousAnalysis[], current: TrendSubject): Trend {
  const last = previous[0];
  if (!last) return { status: 'new', changes: [], previous_snapshot: null, snapshot_count: 1 };
  const changes: TrendChange[] = [];
  const before = last.market_score;
  const after = current.market_score;

  const delta = Math.round((after.moat_strength - before.moat_strength) * 100) / 100;
  if (Math.abs(after.moat_strength - before.moat_strength) >= MOAT_EPSILON) {
    changes.push({ field: 'moat_strength', from: before.moat_strength, to: after.moat_strength, delta });
  }
  for (const field of SCORE_FIELDS) {
    if (before[field] !== after[field]) changes.push({ field, from: before[field], to: after[field] });
  }
  if (last.confidence && last.confidence !== current.confidence)
    changes.push({ field: 'confidence', from: last.confidence, to: current.confidence });

  const had = new Set(last.detected_competitors.map((n) => n.toLowerCase()));
  const has = new Set(current.detected_competitors.map((n) => n.toLowerCase()));
  const added = current.detected_competitors.filter((n) => !had.has(n.toLowerCase()));
  const removed = last.detected_competitors.filter((n) => !has.has(n.toLowerCase()));
  if (added.length || removed.length) changes.push({ field: 'competitors', added, removed });

  return {
    status: changes.length ? 'changed' : 'stable',
    changes,
    previous_snapshot: {
      analyzed_at: last.analyzed_at,
      market_score: last.market_score,
      detected_competitors: last.detected_competitors,
    },
    snapshot_count: previous.length + 1,
  };
}
