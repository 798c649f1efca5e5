// The sector's companies with the strongest moats; ties go to more competitive edges. The index on
// (sector, moat_strength) gives the $limit-th strongest moat; every company at or above it is
// ranked, so ties at the boundary are decided by degree exactly, not by index order. Ordering by
// (sector, moat_strength), the index's own order, lets the planner read the index backwards and stop
// after $limit entries (11 db hits on the bench graph instead of the sector's 12k companies).
CALL () {
  MATCH (c:Company) WHERE c.sector = $sector AND c.moat_strength IS NOT NULL
  WITH c ORDER BY c.sector DESC, c.moat_strength DESC LIMIT $limit
  RETURN min(c.moat_strength) AS floor
}
MATCH (c:Company) WHERE c.sector = $sector AND c.moat_strength >= floor
WITH c, COUNT { (c)-[:COMPETES_WITH]-() } AS degree
ORDER BY c.moat_strength DESC, degree DESC, c.name
LIMIT $limit
RETURN c.name AS name, c.moat_strength AS moat_strength, c.maturity AS maturity, c.threat_level AS threat_level,
       coalesce(c.analysis_count, 0) AS analysis_count, degree
