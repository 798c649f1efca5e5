// Analyses whose input named no company, and what they found
MATCH (a:Analysis {identity_kind: 'none'}) OPTIONAL MATCH (a)-[:FOUND]->(o)
RETURN a.subject_name, a.sector, a.analyzed_at, collect(o.name) AS competitors ORDER BY a.analyzed_at DESC LIMIT 25
