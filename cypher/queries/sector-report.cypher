// The market-share report of one sector as the last write touching the sector left it: one node.
OPTIONAL MATCH (r:SectorReport {sector: $sector})
RETURN r {.*} AS report
