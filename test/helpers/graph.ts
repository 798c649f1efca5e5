// Test fixtures for the graph: analyses written through the real repository.
import { randomUUID } from 'node:crypto';
import type { Driver } from 'neo4j-driver';
import type { AnalysisWrite, GraphRepository } from '../../src/graph/repository.ts';
import { companyKey } from '../../src/graph/repository.ts';
import { forgetReportCopies } from '../../src/graph/reportMirror.ts';
import { resetCompanyViewCopies } from '../../src/graph/companyViewCopies.ts';
import { pendingSnapshotKey } from '../../src/graph/pendingSnapshot.ts';
import { GRAPH_WRITES_DEAD, GRAPH_WRITES_STREAM } from '../../src/graph/writeBehind.ts';
import type { RedisClient } from '../../src/stores/redis.ts';

/**
 * Test databases are disposable: the suites that need an exact graph start from an empty one. Empties the
 * graph, and when `redis` is given the Redis records of the graph it had (report and answer copies, last
 * snapshots).
 */
export async function wipeGraph(driver: Driver, redis?: RedisClient): Promise<void> {
  // Writes an earlier app queued and never flushed would otherwise be flushed into the emptied graph by the
  // next app (the flush cursor goes with the graph), bringing back another test file's companies.
  if (redis) await redis.del(GRAPH_WRITES_STREAM, GRAPH_WRITES_DEAD);
  const session = driver.session();
  try {
    await session.run('MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 5000 ROWS');
  } finally {
    await session.close();
  }
  if (redis) {
    await forgetReportCopies(redis);
    await resetCompanyViewCopies(redis);
    // The last snapshot appended per subject (src/graph/pendingSnapshot.ts) would give trend a history the
    // emptied graph no longer has.
    const pending = await redis.keys(pendingSnapshotKey('*'));
    if (pending.length) await Promise.all(pending.map((k) => redis.del(k)));
  }
}

export function analysisOf(
  name: string,
  over: Omit<Partial<AnalysisWrite>, 'competitors'> & { competitors?: string[] } = {},
): AnalysisWrite {
  const { competitors = [], ...rest } = over;
  const company =
    rest.company === undefined
      ? {
          key: companyKey(name),
          name,
          domain: null,
          sector: 'fintech',
          categories: ['payments processing'],
          country: 'US',
          founded: 2010,
        }
      : rest.company;
  return {
    id: `ana_${randomUUID()}`,
    mode: 'competitive',
    at: new Date().toISOString(),
    confidence: 'medium',
    detectedLanguage: 'en',
    marketContext: 'global',
    inputHash: randomUUID(),
    subjectName: company?.name ?? name,
    sector: company?.sector ?? 'fintech',
    identityKind: company ? 'name' : 'none',
    score: { moat_strength: 0.5, threat_level: 'medium', market_maturity: 'growing', agent_recommendation: 'monitor' },
    competitors: competitors.map((c) => ({ name: c, relation: 'direct' })),
    detectedCompetitors: competitors.slice(0, 10),
    sources: [],
    ...rest,
    company,
  };
}

/** Writes in order, each a millisecond after the previous one, so "latest" is well defined. */
export async function writeAll(graph: GraphRepository, writes: AnalysisWrite[]): Promise<void> {
  const start = Date.now() - writes.length;
  for (const [i, w] of writes.entries()) await graph.writeAnalysis({ ...w, at: new Date(start + i).toISOString() });
}
