// Without a company: the most connected companies (degree, kept by the hub fold) and the most
// analysed ones, taken in turn, seeded companies included; then the edges among them, found from
// their start node only (hubs have long incoming lists, short outgoing ones: on the bench graph 6.8k
// db hits, where testing every pair of hubs took 165k).
CALL () {
  MATCH (c:Company) WHERE c.degree > 0
  WITH c ORDER BY c.degree DESC, c.analysis_count DESC, c.key LIMIT $limit
  RETURN collect(c) AS connected
}
CALL () {
  MATCH (c:Company) WHERE c.analysis_count > 0
  WITH c ORDER BY c.analysis_count DESC, c.degree DESC, c.key LIMIT $limit
  RETURN collect(c) AS analysed
}
WITH reduce(acc = [], i IN range(0, $limit - 1) |
       reduce(seen = acc, x IN [connected[i], analysed[i]] | CASE WHEN x IS NULL OR x IN seen THEN seen ELSE seen + x END)) AS ranked
WITH ranked[0..$limit] AS nodes
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
