// Marks the graph as seeded, once.
MERGE (m:Meta {key: 'seed'})
  ON CREATE SET m.seeded_at = $at, m.companies = $companies, m.edges = $edges
RETURN m.seeded_at AS seeded_at
