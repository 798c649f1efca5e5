// The neighbourhood of one company: the company itself (always), its strongest COMPETES_WITH
// neighbours, and the edges among them. Edges among the nodes are found from their start node only:
// a hub is named by thousands of analyses (incoming edges) but names few companies itself, so the
// outgoing lists are short (on the bench graph 1.2k db hits, where testing every pair took 7k).
MATCH (c:Company {key: $key})
CALL (c) {
  OPTIONAL MATCH (c)-[r:COMPETES_WITH]-(o:Company)
  WITH o, r ORDER BY r.weight DESC, coalesce(o.analysis_count, 0) DESC, o.key LIMIT $limit
  RETURN collect(DISTINCT o) AS others
}
WITH [c] + others AS nodes
CALL (nodes) {
  UNWIND nodes AS a
  MATCH (a)-[e:COMPETES_WITH]->(b)
  WHERE b IN nodes
  RETURN collect(e) AS edges
}
RETURN [n IN nodes | n {.key, .name, .domain, .sector, .categories, .country, .moat_strength, .threat_level, .maturity,
        .analysis_count, .seeded, .last_analyzed, degree: COUNT { (n)-[:COMPETES_WITH]-() }}] AS nodes,
       [e IN edges | {source: startNode(e).key, target: endNode(e).key, weight: e.weight, relation: e.relation,
        seeded: e.seeded, first_seen: e.first_seen, last_seen: e.last_seen}] AS edges
