// GET /graph?company= in one round trip: the company by exact id (key) or else registrable domain
// (index seeks; the caller falls back to the full-text lookup only when neither matches), its
// neighbourhood, and the hub competitors. The neighbourhood: the company itself (always), its
// strongest COMPETES_WITH neighbours and the edges among them. A hub has thousands of relationships:
// at most $scan of each direction are read (all of them for any company below that), then ranked, so
// a hub's answer costs the same as an ordinary company's. Edges among the nodes are found from their
// start node only (a hub's outgoing list is short; its incoming one is long). Degrees are counted live
// (Neo4j reads a node's relationship count without walking it: the folded counter saved nothing).
// `ranked`: the keys of every neighbour the ranking read, what a Redis copy of the answer depends on
// (src/graph/companyViewCopies.ts).
OPTIONAL MATCH (k:Company {key: $key})
CALL () {
  OPTIONAL MATCH (d:Company) WHERE $domain IS NOT NULL AND d.domain = $domain
  RETURN d ORDER BY coalesce(d.analysis_count, 0) DESC, d.key LIMIT 1
}
WITH coalesce(k, d) AS c
CALL () {
  MATCH (h:Company) WHERE h.competitor_mentions > 0
  WITH h ORDER BY h.competitor_mentions DESC, h.key LIMIT $hubs
  RETURN collect({name: h.name, key: h.key, mentions: h.competitor_mentions}) AS hubs
}
OPTIONAL CALL (c) {
  WITH c WHERE c IS NOT NULL
  CALL (c) {
    CALL (c) {
      MATCH (c)-[r:COMPETES_WITH]->(o:Company) WITH r, o LIMIT $scan RETURN r, o
      UNION ALL
      MATCH (c)<-[r:COMPETES_WITH]-(o:Company) WITH r, o LIMIT $scan RETURN r, o
    }
    // Each property the ranking reads is read once, the key kept for `ranked`.
    WITH collect({o: o, key: o.key, weight: r.weight, analyses: coalesce(o.analysis_count, 0)}) AS scanned
    CALL (scanned) {
      UNWIND scanned AS s
      WITH s ORDER BY s.weight DESC, s.analyses DESC, s.key LIMIT $limit
      RETURN collect(DISTINCT s.o) AS others
    }
    RETURN others, [s IN scanned | s.key] AS ranked
  }
  WITH [c] + others AS nodes, ranked
  CALL (nodes) {
    UNWIND nodes AS a
    MATCH (a)-[e:COMPETES_WITH]->(b)
    WHERE b IN nodes
    RETURN collect(e) AS edges
  }
  RETURN nodes, edges, ranked
}
RETURN c.key AS center, hubs, coalesce(ranked, []) AS ranked,
       [n IN coalesce(nodes, []) | n {.key, .name, .domain, .sector, .categories, .country, .moat_strength,
        .threat_level, .maturity, .analysis_count, .seeded, .last_analyzed,
        degree: COUNT { (n)-[:COMPETES_WITH]-() }}] AS nodes,
       [e IN coalesce(edges, []) | {source: startNode(e).key, target: endNode(e).key, weight: e.weight,
        relation: e.relation, seeded: e.seeded, first_seen: e.first_seen, last_seen: e.last_seen}] AS edges
