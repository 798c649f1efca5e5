// The neighbourhood of one company: its competitors (strongest edges first) and the edges among them.
MATCH (c:Company {key: $key})
OPTIONAL MATCH (c)-[r:COMPETES_WITH]-(o:Company)
WITH c, o, r ORDER BY r.weight DESC, o.analysis_count DESC LIMIT $limit
WITH c, collect(o) AS others
WITH c, others, [c] + others AS nodes
UNWIND nodes AS n
OPTIONAL MATCH (n)-[e:COMPETES_WITH]->(m:Company) WHERE m IN nodes
WITH nodes, collect(DISTINCT e) AS edges
RETURN [n IN nodes | n {.key, .name, .domain, .sector, .categories, .country, .moat_strength, .threat_level, .maturity, .analysis_count, .seeded, .last_analyzed, degree: COUNT { (n)-[:COMPETES_WITH]-() }}] AS nodes,
       [e IN edges | {source: startNode(e).key, target: endNode(e).key, weight: e.weight, relation: e.relation, seeded: e.seeded, first_seen: e.first_seen, last_seen: e.last_seen}] AS edges
