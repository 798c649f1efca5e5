// The sources an analysis cites. $id: the Analysis; $sources: distinct URLs.
MATCH (a:Analysis {id: $id})
UNWIND $sources AS url
MERGE (s:Source {url: url}) ON CREATE SET s.first_seen = $at
CREATE (a)-[:CITES]->(s)
