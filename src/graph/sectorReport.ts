// The market-share report of each sector, materialised on one SectorReport node. A write that touches
// a sector (its counters moved) refreshes that sector's report in its own transaction, after its
// analyses, by running the report's queries (market-share, market-top-players, market-emerging-threats)
// on the graph as the transaction leaves it. GET /graph/market-share/{sector} then reads one node,
// and the report is always the committed graph's, never a cache with an age.
import neo4j, { type ManagedTransaction } from 'neo4j-driver';
import { cypher } from './queries.ts';
import { ZERO_COUNTS, type SectorCounts } from './sectorStats.ts';
import type { ReportCopy } from './reportMirror.ts';

/** Companies per ranking (top players, emerging threats). */
export const REPORT_RANKING = 10;

type Row = Record<string, unknown>;
export interface SectorReport {
  counts: SectorCounts;
  topPlayers: Row[];
  emergingThreats: Row[];
}

const plain = (v: unknown): unknown => (neo4j.isInt(v) ? (v as { toNumber(): number }).toNumber() : v);
const plainRow = (r: Row): Row => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, plain(v)]));
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A report node's properties as plain JSON values (its Redis copy, src/graph/reportMirror.ts). */
export const plainReport = (node: Row): ReportCopy => {
  const report = plainRow(node);
  return { sector: String(report.sector), version: Number(report.version ?? 0), report };
};

/**
 * Refreshes the reports of `sectors` on the transaction (which has written what changed them); returns the
 * refreshed reports, to be copied to Redis once the transaction has committed.
 */
export async function refreshSectorReports(tx: ManagedTransaction, sectors: Iterable<string>): Promise<ReportCopy[]> {
  const sorted = [...new Set(sectors)].sort(byName);
  if (!sorted.length) return [];
  await tx.run(cypher('sector-report-lock'), { sectors: sorted });
  const limit = neo4j.int(REPORT_RANKING);
  // Sent together: the transaction runs them in order, without a round trip between them.
  const results = await Promise.all(
    sorted.map((sector) =>
      Promise.all([
        tx.run(cypher('market-share'), { sector }),
        tx.run(cypher('market-top-players'), { sector, limit }),
        tx.run(cypher('market-emerging-threats'), { sector, limit }),
      ]),
    ),
  );
  const reports = sorted.map((sector, i) => {
    const [counts, top, threats] = results[i];
    return {
      sector,
      props: {
        ...counts.records[0].toObject(),
        top_players: JSON.stringify(top.records.map((r) => plainRow(r.toObject()))),
        emerging_threats: JSON.stringify(threats.records.map((r) => plainRow(r.toObject()))),
      },
    };
  });
  const written = await tx.run(cypher('sector-report-write'), { reports, now: neo4j.int(Date.now()) });
  return written.records.map((r) => plainReport(r.get('report') as Row));
}

/** A report node as the view reads it; a sector no write has touched yet is empty. */
export function toSectorReport(node: Row | null): SectorReport {
  const counts = { ...ZERO_COUNTS };
  for (const k of Object.keys(counts) as (keyof SectorCounts)[]) counts[k] = Number(plain(node?.[k] ?? 0));
  const list = (v: unknown): Row[] => (typeof v === 'string' ? (JSON.parse(v) as Row[]) : []);
  return { counts, topPlayers: list(node?.top_players), emergingThreats: list(node?.emerging_threats) };
}
