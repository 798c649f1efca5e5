// Stores the market-share reports just computed in the same transaction (src/graph/sectorReport.ts):
// the counters of market-share.cypher and the rankings of market-top-players.cypher and
// market-emerging-threats.cypher (as JSON text: a property cannot hold a list of maps), and raises the
// report's version (the Redis copy of src/graph/reportMirror.ts is replaced only by a newer one).
UNWIND $reports AS report
MATCH (r:SectorReport {sector: report.sector})
SET r += report.props
// The previous version plus one, or the commit's clock in ms when larger: versions keep rising across a
// graph rebuilt from nothing.
WITH r, coalesce(r.version, 0) + 1 AS next
SET r.version = CASE WHEN next > $now THEN next ELSE $now END
RETURN r {.*} AS report
