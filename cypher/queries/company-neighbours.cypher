// The companies the graph links to one company, strongest link first: what earlier analyses and the
// seeded knowledge base say competes with it. Passed to the engine's competitor ranking.
MATCH (:Company {key: $key})-[r:COMPETES_WITH]-(o:Company)
RETURN o.name AS name
ORDER BY r.weight DESC, coalesce(o.competitor_mentions, 0) DESC, o.name
LIMIT $limit
