// The competitors of one analysed company: a COMPETES_WITH edge per pair, its weight counting how
// often analyses saw the pair. Competitors are often hubs (named by thousands of analyses): nothing
// here writes a hub's properties or MERGEs a relationship (which would lock the hub); the edge is
// looked up from the locked subject and CREATEd when missing. Hub counters are folded later
// (fold-hub-stats.cypher). $key: the subject; $competitors [{key, name, relation}], keys distinct.
MATCH (c:Company {key: $key})
UNWIND $competitors AS comp
WITH c, comp WHERE comp.key <> c.key
MERGE (o:Company {key: comp.key})
  ON CREATE SET o.name = comp.name, o.first_seen = $at, o.seeded = false, o.analysis_count = 0,
                o.aliases = [], o.aliases_text = ''
WITH c, o, comp
// A competitor that is no hub is locked like the subject, so its sector (read below for the counters)
// cannot move while this edge is added. Hubs (HUB_DEGREE relationships or more) are not locked:
// re-classifying a hub while it is being named is the one race the start-time rebuild repairs.
FOREACH (_ IN CASE WHEN COUNT { (o)--() } < $hubDegree THEN [1] ELSE [] END | SET o.writing = true REMOVE o.writing)
WITH c, o, comp
CALL (c, o) {
  OPTIONAL MATCH (c)-[r:COMPETES_WITH]-(o)
  RETURN r LIMIT 1
}
FOREACH (_ IN CASE WHEN r IS NULL THEN [1] ELSE [] END |
  CREATE (c)-[:COMPETES_WITH {weight: 1, relation: comp.relation, seeded: false, first_seen: $at, last_seen: $at}]->(o))
FOREACH (_ IN CASE WHEN r IS NULL THEN [] ELSE [1] END |
  SET r.weight = r.weight + 1, r.last_seen = $at)
RETURN o.key AS key, r IS NULL AS created, o.sector AS sector
