// The sources the analyses of a batch cite. $rows: [{id: the Analysis, sources: distinct URLs, at}].
UNWIND $rows AS row
CALL (row) {
  MATCH (a:Analysis {id: row.id})
  UNWIND row.sources AS url
  MERGE (s:Source {url: url}) ON CREATE SET s.first_seen = row.at
  CREATE (a)-[:CITES]->(s)
}
