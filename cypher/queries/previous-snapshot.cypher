// The latest analysis of one subject (a company key, or "input:<hash>" for an unnamed input) and how
// many there are. Bounded: one index seek on (subject_key, analyzed_at), newest first; the count is
// the company's counter (an unnamed input counts only its own re-runs).
OPTIONAL MATCH (c:Company {key: $key})
CALL () {
  OPTIONAL MATCH (a:Analysis) WHERE a.subject_key = $key AND a.analyzed_at IS NOT NULL
  RETURN a ORDER BY a.analyzed_at DESC LIMIT 1
}
RETURN CASE WHEN c IS NULL THEN COUNT { MATCH (x:Analysis) WHERE x.subject_key = $key } ELSE c.analysis_count END AS snapshot_count,
       a {.analyzed_at, .mode, .moat_strength, .threat_level, .market_maturity, .agent_recommendation, .confidence,
          .detected_competitors, .competitors} AS last
