// Migration: one IN_SECTOR per company, to the sector its property names (duplicates and stale
// edges removed, missing ones created).
MATCH (c:Company)
CALL (c) {
  OPTIONAL MATCH (c)-[r:IN_SECTOR]->(s:Sector)
  WITH c, r, s ORDER BY elementId(r)
  WITH c, [x IN collect({r: r, s: s.name}) WHERE x.r IS NOT NULL] AS links
  WITH c, links, [x IN links WHERE x.s = c.sector][0] AS keep
  FOREACH (x IN [x IN links WHERE keep IS NULL OR x.r <> keep.r] | DELETE x.r)
  WITH c, keep WHERE keep IS NULL AND c.sector IS NOT NULL
  MERGE (s:Sector {name: c.sector})
  CREATE (c)-[:IN_SECTOR]->(s)
} IN TRANSACTIONS OF 5000 ROWS
