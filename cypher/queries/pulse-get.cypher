// Pulse: one subscription by id, with its watcher and company. $id.
MATCH (w:Watcher)-[s:WATCHES {id: $id}]->(c:Company)
RETURN s {.*} AS sub, w.id AS watcher, c.key AS company_key
