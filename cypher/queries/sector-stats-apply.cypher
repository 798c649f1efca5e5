// Adds one analysis' changes to the sector counters, in the analysis transaction. Each sector's
// counters are split over shards (SectorStats {id: sector/shard}) so concurrent analyses of one
// sector lock different nodes; the report sums the shards. $deltas are sorted by id, so two
// transactions take these locks in the same order. Moat is summed in thousandths (integers):
// sums stay exact whatever the order of additions.
UNWIND $deltas AS d
MERGE (s:SectorStats {id: d.id})
  ON CREATE SET s.sector = d.sector, s.shard = d.shard, s.known = 0, s.analyzed = 0, s.analyses = 0,
                s.moat_milli = 0, s.moat_n = 0, s.mature = 0, s.growing = 0, s.emerging = 0,
                s.high_threat = 0, s.links = 0
SET s.known = s.known + d.known, s.analyzed = s.analyzed + d.analyzed, s.analyses = s.analyses + d.analyses,
    s.moat_milli = s.moat_milli + d.moat_milli, s.moat_n = s.moat_n + d.moat_n,
    s.mature = s.mature + d.mature, s.growing = s.growing + d.growing, s.emerging = s.emerging + d.emerging,
    s.high_threat = s.high_threat + d.high_threat, s.links = s.links + d.links
