// Without a company: the most connected companies (degree, kept by the hub fold) and the most
// analysed ones, taken in turn, seeded companies included; then the edges among them.
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
  UNWIND range(0, size(nodes) - 2) AS i
  UNWIND range(i + 1, size(nodes) - 1) AS j
  WITH nodes[i] AS a, nodes[j] AS b
  MATCH (a)-[e:COMPETES_WITH]-(b)
  RETURN collect(DISTINCT e) AS edges
}
RETURN [n IN nodes | n {.key, .name, .domain, .sector, .categories, .country, .moat_strength, .threat_level, .maturity,
        .analysis_count, .seeded, .last_analyzed, degree: COUNT { (n)-[:COMPETES_WITH]-() }}] AS nodes,
       [e IN edges | {source: startNode(e).key, target: endNode(e).key, weight: e.weight, relation: e.relation,
        seeded: e.seeded, first_seen: e.first_seen, last_seen: e.last_seen}] AS edges
