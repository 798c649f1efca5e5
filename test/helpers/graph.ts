// Test fixtures for the graph: analyses written through the real repository.
import { randomUUID } from 'node:crypto';
import type { Driver } from 'neo4j-driver';
import type { AnalysisWrite, GraphRepository } from '../../src/graph/repository.ts';
import { companyKey } from '../../src/graph/repository.ts';

/** Test databases are disposable: the suites that need an exact graph start from an empty one. */
export async function wipeGraph(driver: Driver): Promise<void> {
  const session = driver.session();
  try {
    await session.run('MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 5000 ROWS');
  } finally {
    await session.close();
  }
}

export function analysisOf(name: string, over: Omit<Partial<AnalysisWrite>, 'competitors'> & { competitors?: string[] } = {}): AnalysisWrite {
  const { competitors = [], ...rest } = over;
  return {
    id: `ana_${randomUUID()}`, mode: 'competitive', at: new Date().toISOString(), confidence: 'medium',
    detectedLanguage: 'en', marketContext: 'global', inputHash: randomUUID(),
    company: { key: companyKey(name), name, domain: null, sector: 'fintech', categories: ['payments processing'], country: 'US', founded: 2010 },
    score: { moat_strength: 0.5, threat_level: 'medium', market_maturity: 'growing', agent_recommendation: 'monitor' },
    competitors: competitors.map((c) => ({ name: c, relation: 'direct' })),
    sources: [],
    ...rest,
  };
}

export async function writeAll(graph: GraphRepository, writes: AnalysisWrite[]): Promise<void> {
  for (const w of writes) await graph.writeAnalysis(w);
}
