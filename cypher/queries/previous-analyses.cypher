// The latest analyses of a company (newest first), for the trend.
MATCH (a:Analysis)-[:ANALYZED]->(c:Company {key: $key})
WITH a ORDER BY a.analyzed_at DESC
WITH collect(a) AS snaps
RETURN size(snaps) AS snapshot_count,
       [x IN snaps[0..$limit] | x {.analyzed_at, .mode, .moat_strength, .threat_level, .market_maturity, .agent_recommendation, .confidence, .competitors}] AS snapshots
