// Replaces one sector's counters by recomputed values: shard 0 holds them, the other shards zero.
// Run at start (seeding, migration) while no analysis writes. MERGE on the unique id, not delete and
// create: two instances starting together on one graph both run it, and both must succeed.
MATCH (old:SectorStats {sector: $sector}) WHERE old.shard >= $shards DELETE old
WITH count(*) AS _
UNWIND range(0, $shards - 1) AS shard
MERGE (s:SectorStats {id: $sector + '/' + toString(shard)})
SET s.sector = $sector, s.shard = shard
SET s += CASE WHEN shard = 0 THEN $counts ELSE {known: 0, analyzed: 0, analyses: 0, moat_milli: 0, moat_n: 0,
    mature: 0, growing: 0, emerging: 0, high_threat: 0, links: 0} END
