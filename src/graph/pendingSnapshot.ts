// The last snapshot of each subject, kept in Redis beside the write-behind stream: appended in the same
// MULTI as the stream entry, so the trend of a re-run sent before the first analysis is flushed compares
// with that analysis (`stable`), not with an older graph state (`new`). The graph stays the record; this
// only covers the moment between the append and the flush.
import type { AnalysisWrite, Snapshot } from './repository.ts';
import { unnamedSubjectKey } from './repository.ts';

/**
 * The hash tag is the stream's name, so a record and its stream entry live in one slot and the MULTI
 * that writes both works on a Redis Cluster too.
 */
export const pendingSnapshotKey = (subjectKey: string): string => `{graph:writes}:last:${subjectKey}`;

/** A record outlives any flush delay by far; it expires so subjects analysed once do not stay in Redis. */
export const PENDING_SNAPSHOT_TTL_S = 24 * 3600;

export interface PendingSnapshot {
  /** The count the analysis reported (snapshot_count: its own included). */
  count: number;
  last: Snapshot;
}

export const subjectKeyOf = (w: AnalysisWrite): string => (w.company ? w.company.key : unnamedSubjectKey(w.inputHash));

export function pendingSnapshotOf(w: AnalysisWrite, count: number): PendingSnapshot {
  return {
    count,
    last: {
      analyzed_at: w.at,
      mode: w.mode,
      moat_strength: w.score.moat_strength,
      threat_level: w.score.threat_level,
      market_maturity: w.score.market_maturity,
      agent_recommendation: w.score.agent_recommendation,
      confidence: w.confidence,
      detected_competitors: w.detectedCompetitors,
      competitors: w.competitors.map((c) => c.name),
    },
  };
}

/**
 * The newer of what the graph holds and what was appended: the record wins when it is at least as recent
 * as the graph's latest analysis (equal: the same analysis, already flushed); counts never go backwards.
 */
export function newestSnapshot(
  graph: { count: number; last: Snapshot | null },
  pending: PendingSnapshot | null,
): { count: number; last: Snapshot | null } {
  if (!pending) return graph;
  if (graph.last && graph.last.analyzed_at > pending.last.analyzed_at) return graph;
  return { count: Math.max(graph.count, pending.count), last: pending.last };
}
