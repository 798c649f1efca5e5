// Stores the market-share reports just computed in the same transaction (src/graph/sectorReport.ts):
// the counters of market-share.cypher and the rankings of market-top-players.cypher and
// market-emerging-threats.cypher (as JSON text: a property cannot hold a list of maps).
UNWIND $reports AS report
MATCH (r:SectorReport {sector: report.sector})
SET r += report.props
