// Without a company: the most-analyzed companies and the edges among them.
MATCH (c:Company) WHERE c.analysis_count > 0
WITH c ORDER BY c.analysis_count DESC, c.last_analyzed DESC LIMIT $limit
WITH collect(c) AS nodes
UNWIND nodes AS n
OPTIONAL MATCH (n)-[e:COMPETES_WITH]->(m:Company) WHERE m IN nodes
WITH nodes, collect(DISTINCT e) AS edges
RETURN [n IN nodes | n {.key, .name, .domain, .sector, .categories, .country, .moat_strength, .threat_level, .maturity, .analysis_count, .seeded, .last_analyzed, degree: COUNT { (n)-[:COMPETES_WITH]-() }}] AS nodes,
       [e IN edges | {source: startNode(e).key, target: endNode(e).key, weight: e.weight, relation: e.relation, seeded: e.seeded, first_seen: e.first_seen, last_seen: e.last_seen}] AS edges
