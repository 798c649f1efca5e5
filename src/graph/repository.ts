// The graph repository: every read and write of the competitive graph, each a Cypher file with
// parameters (cypher/queries/). Writes that belong together are one transaction.
import neo4j, { type Driver } from 'neo4j-driver';
import { normalizeName } from '../knowledge/normalize.ts';
import type { MarketScore } from '../intel/types.ts';
import { cypher } from './queries.ts';

export interface GraphCompany {
  key: string; name: string; domain: string | null; sector: string | null; categories: string[];
  country: string | null; founded: number | null;
}
export interface AnalysisWrite {
  id: string; mode: string; at: string; confidence: string; detectedLanguage: string; marketContext: string; inputHash: string;
  company: GraphCompany;
  score: Pick<MarketScore, 'moat_strength' | 'threat_level' | 'market_maturity' | 'agent_recommendation'>;
  competitors: { name: string; relation: string }[];
  sources: string[];
}
export interface Snapshot {
  analyzed_at: string; mode: string; moat_strength: number; threat_level: string; market_maturity: string;
  agent_recommendation: string; confidence: string; competitors: string[];
}

const int = (n: number) => neo4j.int(Math.trunc(n));
const LUCENE_SPECIAL = /[+\-&|!(){}[\]^"~*?:\\/]/g;

export function companyKey(name: string): string {
  return normalizeName(name);
}

export function createGraphRepository(driver: Driver, database?: string) {
  const read = (query: string, params: Record<string, unknown>) =>
    driver.executeQuery(query, params, { database, routing: neo4j.routing.READ });

  return {
    async writeAnalysis(w: AnalysisWrite): Promise<number> {
      const params = {
        at: w.at,
        company: { ...w.company, founded: w.company.founded === null ? null : int(w.company.founded) },
        score: w.score,
        competitors: w.competitors.map((c) => ({ key: companyKey(c.name), name: c.name, relation: c.relation })),
        analysis: { id: w.id, mode: w.mode, confidence: w.confidence, detected_language: w.detectedLanguage, market_context: w.marketContext, input_hash: w.inputHash },
        sources: [...new Set(w.sources)],
      };
      const session = driver.session({ database });
      try {
        const count = await session.executeWrite(async (tx) => {
          const result = await tx.run(cypher('write-analysis'), params);
          return result.records[0]?.get('analysis_count') as number;
        });
        return count;
      } finally {
        await session.close();
      }
    },

    /** Newest first; snapshot_count counts every analysis of the company. */
    async previousAnalyses(key: string, limit = 5): Promise<{ count: number; snapshots: Snapshot[] }> {
      const { records } = await read(cypher('previous-analyses'), { key, limit: int(limit) });
      return { count: records[0]?.get('snapshot_count') ?? 0, snapshots: records[0]?.get('snapshots') ?? [] };
    },

    /** Names of the companies the graph links to this one, strongest link first. */
    async neighbours(key: string, limit = 10): Promise<string[]> {
      const { records } = await read(cypher('company-neighbours'), { key, limit: int(limit) });
      return records.map((r) => r.get('name') as string);
    },

    /** A company's key from its name, alias or key (full-text index for aliases in any script). */
    async findCompanyKey(nameOrAlias: string): Promise<string | null> {
      const escaped = nameOrAlias.replace(LUCENE_SPECIAL, '\\$&');
      const { records } = await read(cypher('find-company'), { key: companyKey(nameOrAlias), query: `"${escaped}"` });
      return records[0]?.get('key') ?? null;
    },

    async subgraph(key: string, limit: number) {
      const { records } = await read(cypher('subgraph'), { key, limit: int(limit) });
      return { nodes: records[0]?.get('nodes') ?? [], edges: records[0]?.get('edges') ?? [] };
    },

    async topGraph(limit: number) {
      const { records } = await read(cypher('top-graph'), { limit: int(limit) });
      return { nodes: records[0]?.get('nodes') ?? [], edges: records[0]?.get('edges') ?? [] };
    },

    async hubCompetitors(limit: number): Promise<{ name: string; key: string; mentions: number }[]> {
      const { records } = await read(cypher('hub-competitors'), { limit: int(limit) });
      return records.map((r) => ({ name: r.get('name'), key: r.get('key'), mentions: r.get('mentions') }));
    },

    async marketShare(sector: string, limit = 10) {
      const [stats, top, threats] = await Promise.all([
        read(cypher('market-share'), { sector }),
        read(cypher('market-top-players'), { sector, limit: int(limit) }),
        read(cypher('market-emerging-threats'), { sector, limit: int(limit) }),
      ]);
      return {
        stats: stats.records[0].toObject(),
        topPlayers: top.records.map((r) => r.toObject()),
        emergingThreats: threats.records.map((r) => r.toObject()),
      };
    },
  };
}

export type GraphRepository = ReturnType<typeof createGraphRepository>;
