// The sector's companies with the strongest moats (ties: more competitive edges first).
MATCH (c:Company {sector: $sector}) WHERE c.moat_strength IS NOT NULL
WITH c ORDER BY c.moat_strength DESC LIMIT $limit * 4
WITH c, COUNT { (c)-[:COMPETES_WITH]-() } AS degree
ORDER BY c.moat_strength DESC, degree DESC, c.name
LIMIT $limit
RETURN c.name AS name, c.moat_strength AS moat_strength, c.maturity AS maturity, c.threat_level AS threat_level,
       coalesce(c.analysis_count, 0) AS analysis_count, degree
