// High-threat companies still in the emerging stage, most discussed first.
MATCH (c:Company {sector: $sector}) WHERE c.maturity = 'emerging' AND c.threat_level = 'high'
WITH c, COUNT { (c)-[:COMPETES_WITH]-() } AS degree
ORDER BY coalesce(c.analysis_count, 0) DESC, degree DESC, c.moat_strength DESC, c.name
LIMIT $limit
RETURN c.name AS name, c.moat_strength AS moat_strength, c.threat_level AS threat_level,
       coalesce(c.analysis_count, 0) AS analysis_count, degree
