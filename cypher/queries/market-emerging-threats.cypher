// High-threat companies still in the emerging stage, most analysed first (then more edges, stronger
// moat, name). Same bounded shape as the top players: the index on (sector, maturity, threat_level,
// analysis_count) gives the $limit-th count, and every company at or above it is ranked. The first
// ORDER BY names every property of the index, in its order, so the index is read backwards and stops.
CALL () {
  MATCH (c:Company)
  WHERE c.sector = $sector AND c.maturity = 'emerging' AND c.threat_level = 'high' AND c.analysis_count >= 0
  WITH c ORDER BY c.sector DESC, c.maturity DESC, c.threat_level DESC, c.analysis_count DESC LIMIT $limit
  RETURN min(c.analysis_count) AS floor
}
MATCH (c:Company)
WHERE c.sector = $sector AND c.maturity = 'emerging' AND c.threat_level = 'high' AND c.analysis_count >= floor
WITH c, COUNT { (c)-[:COMPETES_WITH]-() } AS degree
ORDER BY c.analysis_count DESC, degree DESC, c.moat_strength DESC, c.name
LIMIT $limit
RETURN c.name AS name, c.moat_strength AS moat_strength, c.threat_level AS threat_level,
       c.analysis_count AS analysis_count, degree
