// A company by its exact id (key), or else by its registrable domain: index seeks only.
OPTIONAL MATCH (k:Company {key: $key})
CALL () {
  OPTIONAL MATCH (d:Company) WHERE $domain IS NOT NULL AND d.domain = $domain
  RETURN d ORDER BY coalesce(d.analysis_count, 0) DESC, d.key LIMIT 1
}
RETURN coalesce(k.key, d.key) AS key
