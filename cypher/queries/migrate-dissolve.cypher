// Migration: a Company node that names no company (a placeholder, a fragment, an emoji) is dissolved.
// Its analyses become unnamed ones (subject "input:<hash>", linked by FOUND to the competitors they
// named) and the node goes with its edges. $keys: the nodes judged in src/graph/migrate.ts.
UNWIND $keys AS key
MATCH (c:Company {key: key})
CALL (c) {
  MATCH (a:Analysis)-[:ANALYZED]->(c)
  SET a.subject_key = 'input:' + coalesce(a.input_hash, a.id), a.identity_kind = 'none',
      a.subject_name = c.name, a.sector = coalesce(a.sector, c.sector),
      a.detected_competitors = coalesce(a.detected_competitors, coalesce(a.competitors, [])[0..10])
  WITH a
  UNWIND coalesce(a.competitors, []) AS name
  MATCH (o:Company {name: name}) WHERE o <> c AND NOT EXISTS { (a)-[:FOUND]->(o) }
  CREATE (a)-[:FOUND {relation: 'direct'}]->(o)
}
DETACH DELETE c
RETURN count(*) AS dissolved
