// Has the knowledge base seeded this graph already?
OPTIONAL MATCH (m:Meta {key: 'seed'})
RETURN m IS NOT NULL AS seeded, m.seeded_at AS seeded_at, m.companies AS companies
