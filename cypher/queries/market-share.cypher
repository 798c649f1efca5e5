// The sector counters of one sector: the sum of its SectorStats shards (a handful of nodes), kept by
// sector-stats-apply.cypher in every analysis transaction. docs/market-share.md derives the report.
OPTIONAL MATCH (s:SectorStats {sector: $sector})
RETURN coalesce(sum(s.known), 0) AS known, coalesce(sum(s.analyzed), 0) AS analyzed,
       coalesce(sum(s.analyses), 0) AS analyses, coalesce(sum(s.moat_milli), 0) AS moat_milli,
       coalesce(sum(s.moat_n), 0) AS moat_n, coalesce(sum(s.mature), 0) AS mature,
       coalesce(sum(s.growing), 0) AS growing, coalesce(sum(s.emerging), 0) AS emerging,
       coalesce(sum(s.high_threat), 0) AS high_threat, coalesce(sum(s.links), 0) AS links
