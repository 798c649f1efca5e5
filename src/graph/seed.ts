// Seeds the graph once from the bundled knowledge base so market-share reports are useful on a fresh
// install. Marked by a (:Meta {key: 'seed'}) node; later starts leave the graph as it is.
import type { Driver } from 'neo4j-driver';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import type { ThreatLevel } from '../intel/types.ts';
import { normalizeName } from '../knowledge/normalize.ts';
import { cypher } from './queries.ts';
import { rebuildDerived } from './migrate.ts';

export interface SeedEstimate {
  moat_strength: number;
  threat_level: ThreatLevel;
}

export async function seedGraphOnce(
  driver: Driver,
  entries: readonly KnowledgeEntry[],
  estimate: (entry: KnowledgeEntry) => SeedEstimate,
  at: Date,
  database?: string,
): Promise<{ seeded: boolean; companies: number; edges: number }> {
  const status = await driver.executeQuery(cypher('seed-status'), {}, { database });
  if (status.records[0]?.get('seeded')) return { seeded: false, companies: 0, edges: 0 };

  const keyOf = new Map<string, string>();
  for (const e of entries) {
    keyOf.set(normalizeName(e.name), normalizeName(e.name));
    for (const alias of e.aliases) keyOf.set(normalizeName(alias), normalizeName(e.name));
  }
  const companies = entries.map((e) => ({
    key: normalizeName(e.name),
    name: e.name,
    aliases: e.aliases,
    aliases_text: e.aliases.join(' '),
    domain: e.domain,
    sector: e.sector,
    categories: e.categories,
    country: e.country,
    founded: e.founded,
    size: e.size,
    business_model: e.business_model,
    pricing_model: e.pricing_model,
    maturity: e.maturity,
    description: e.description,
    ...estimate(e),
  }));
  const seen = new Set<string>();
  const edges: { from: string; to: string }[] = [];
  for (const e of entries) {
    const from = normalizeName(e.name);
    for (const name of e.competitors) {
      const to = keyOf.get(normalizeName(name));
      if (!to || to === from) continue;
      const pair = [from, to].sort().join('\u0000');
      if (!seen.has(pair)) {
        seen.add(pair);
        edges.push({ from, to });
      }
    }
  }

  const iso = at.toISOString();
  const session = driver.session({ database });
  try {
    await session.executeWrite(async (tx) => {
      for (let i = 0; i < companies.length; i += 500)
        await tx.run(cypher('seed-companies'), { companies: companies.slice(i, i + 500), at: iso });
      for (let i = 0; i < edges.length; i += 2000)
        await tx.run(cypher('seed-edges'), { edges: edges.slice(i, i + 2000), at: iso });
      await tx.run(cypher('seed-mark'), { at: iso, companies: companies.length, edges: edges.length });
    });
  } finally {
    await session.close();
  }
  // Seeding writes companies and edges in bulk: their degrees and sector counters follow in one pass.
  await rebuildDerived(driver, database);
  return { seeded: true, companies: companies.length, edges: edges.length };
}
