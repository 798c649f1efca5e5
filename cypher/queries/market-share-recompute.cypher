// The same counters as market-share.cypher, recomputed from every company of the sector: used to
// rebuild the counters (migration) and to check them. Scans the sector: not for the request path.
OPTIONAL MATCH (c:Company {sector: $sector})
WITH c, CASE WHEN c IS NULL THEN 0 ELSE COUNT { (c)-[:COMPETES_WITH]-() } END AS peers
RETURN count(c) AS known,
       count(CASE WHEN c.analysis_count > 0 THEN 1 END) AS analyzed,
       sum(coalesce(c.analysis_count, 0)) AS analyses,
       sum(CASE WHEN c.moat_strength IS NULL THEN 0 ELSE toInteger(round(c.moat_strength * 1000)) END) AS moat_milli,
       count(c.moat_strength) AS moat_n,
       count(CASE WHEN c.maturity = 'mature' THEN 1 END) AS mature,
       count(CASE WHEN c.maturity = 'growing' THEN 1 END) AS growing,
       count(CASE WHEN c.maturity = 'emerging' THEN 1 END) AS emerging,
       count(CASE WHEN c.threat_level = 'high' THEN 1 END) AS high_threat,
       sum(peers) AS links
