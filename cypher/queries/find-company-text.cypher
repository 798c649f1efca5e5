// Candidates for a name or alias from the full-text index (any script, any case); the caller keeps
// an exact name or alias first and falls back to the best-scored candidate.
CALL db.index.fulltext.queryNodes('company_names', $query) YIELD node, score
RETURN node.key AS key, node.name AS name, node.aliases AS aliases, score
ORDER BY score DESC, coalesce(node.analysis_count, 0) DESC
LIMIT 20
