// Seeding, batch of known competitor pairs from the knowledge base (weight 0: no analysis saw them yet).
UNWIND $edges AS e
MATCH (a:Company {key: e.from}), (b:Company {key: e.to})
MERGE (a)-[r:COMPETES_WITH]-(b)
  ON CREATE SET r.weight = 0, r.seeded = true, r.relation = 'direct', r.first_seen = $at, r.last_seen = $at
