// A company by key, name or alias (the full-text index handles case and any script).
OPTIONAL MATCH (exact:Company {key: $key})
WITH exact
CALL (exact) {
  WITH exact WHERE exact IS NULL
  CALL db.index.fulltext.queryNodes('company_names', $query) YIELD node, score
  RETURN node ORDER BY score DESC LIMIT 1
  UNION
  WITH exact WHERE exact IS NOT NULL
  RETURN exact AS node
}
RETURN node.key AS key LIMIT 1
