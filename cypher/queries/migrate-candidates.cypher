// Migration: companies analysed and not from the knowledge base, a page at a time by key,
// for src/graph/migrate.ts to judge whether their name names a company.
MATCH (c:Company) WHERE c.key > $after AND coalesce(c.seeded, false) = false AND c.analysis_count > 0
RETURN c.key AS key, c.name AS name, c.domain AS domain
ORDER BY c.key LIMIT $limit
