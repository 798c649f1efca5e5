// Hub competitors: the companies named as competitors most often across analyses
// (competitor_mentions is folded by fold-hub-stats.cypher and indexed).
MATCH (c:Company) WHERE c.competitor_mentions > 0
RETURN c.name AS name, c.key AS key, c.competitor_mentions AS mentions
ORDER BY mentions DESC, key LIMIT $limit
