// Pulse: a new subscription, as the watcher's WATCHES relationship to the company (created bare, as a
// competitor edge creates one, when the graph does not know it yet). $watcher, $company {key, name},
// $sub (the relationship's properties), $at.
MATCH (w:Watcher {id: $watcher})
MERGE (c:Company {key: $company.key})
  ON CREATE SET c.name = $company.name, c.first_seen = $at, c.seeded = false, c.analysis_count = 0,
                c.aliases = [], c.aliases_text = ''
CREATE (w)-[s:WATCHES]->(c)
SET s = $sub
RETURN s {.*} AS sub, c.key AS company_key
