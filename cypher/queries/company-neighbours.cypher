// The companies the graph links to one company, strongest link first: what earlier analyses and the
// seeded knowledge base say competes with it. Passed to the engine's competitor ranking. The engine
// knows the subject by name: $key is that name normalised (a knowledge-base or stated-name key);
// a company keyed by its domain is found by its exact name instead.
CALL () {
  OPTIONAL MATCH (k:Company {key: $key}) RETURN k AS c
  UNION
  OPTIONAL MATCH (n:Company {name: $name}) RETURN n AS c
}
WITH c WHERE c IS NOT NULL
WITH c ORDER BY CASE WHEN c.key = $key THEN 0 ELSE 1 END LIMIT 1
// A hub has thousands of relationships: at most $scan of each direction are ranked (all of them for
// any company below that), so naming a hub costs what naming an ordinary company costs.
CALL (c) {
  MATCH (c)-[r:COMPETES_WITH]->(o:Company) WITH r, o LIMIT $scan RETURN r, o
  UNION ALL
  MATCH (c)<-[r:COMPETES_WITH]-(o:Company) WITH r, o LIMIT $scan RETURN r, o
}
RETURN o.name AS name
ORDER BY r.weight DESC, coalesce(o.competitor_mentions, 0) DESC, o.name
LIMIT $limit
