// Replaces one sector's counters by recomputed values: shard 0 holds them, the other shards zero.
// Run by the migration while no analysis writes (at start).
MATCH (s:SectorStats {sector: $sector}) DELETE s
WITH count(*) AS _
UNWIND range(0, $shards - 1) AS shard
CREATE (s:SectorStats {id: $sector + '/' + toString(shard), sector: $sector, shard: shard})
SET s += CASE WHEN shard = 0 THEN $counts ELSE {known: 0, analyzed: 0, analyses: 0, moat_milli: 0, moat_n: 0,
    mature: 0, growing: 0, emerging: 0, high_threat: 0, links: 0} END
