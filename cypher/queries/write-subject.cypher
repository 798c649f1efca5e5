// The analysed company and its Analysis node: the first statement of the analysis transaction.
// $company {key, name, domain, sector, categories, country, founded}; $score {moat_strength,
// threat_level, market_maturity, agent_recommendation}; $analysis {id, mode, confidence,
// detected_language, market_context, input_hash, identity_kind, detected_competitors,
// competitors, competitor_keys}; $at. Returns what the company was before, for the sector counters.
MERGE (c:Company {key: $company.key})
  ON CREATE SET c.name = $company.name, c.first_seen = $at, c.seeded = false, c.analysis_count = 0,
                c.aliases = [], c.aliases_text = ''
// Writing first takes the company's lock, so "before" is exactly the state this transaction replaces.
SET c.writing = true
WITH c, c {.sector, .maturity, .threat_level, .moat_strength, .analysis_count} AS before,
     COUNT { (c)-[:COMPETES_WITH]-() } AS degree_before
SET c.domain = coalesce($company.domain, c.domain),
    c.sector = coalesce($company.sector, c.sector),
    c.categories = CASE WHEN size($company.categories) > 0 THEN $company.categories ELSE coalesce(c.categories, []) END,
    c.country = coalesce($company.country, c.country),
    c.founded = coalesce($company.founded, c.founded),
    c.moat_strength = $score.moat_strength,
    c.threat_level = $score.threat_level,
    c.maturity = $score.market_maturity,
    c.last_analyzed = $at,
    c.analysis_count = coalesce(c.analysis_count, 0) + 1
REMOVE c.writing
WITH c, before, degree_before
// One IN_SECTOR per company, following the property. The company is locked by this transaction, so
// checking then creating is safe, and CREATE (unlike MERGE) does not lock the dense Sector node.
CALL (c) {
  OPTIONAL MATCH (c)-[stale:IN_SECTOR]->(s:Sector) WHERE s.name <> c.sector OR c.sector IS NULL
  DELETE stale
}
CALL (c) {
  WITH c WHERE c.sector IS NOT NULL AND NOT EXISTS { (c)-[:IN_SECTOR]->(:Sector {name: c.sector}) }
  MERGE (s:Sector {name: c.sector})
  CREATE (c)-[:IN_SECTOR]->(s)
}
CREATE (a:Analysis {
  id: $analysis.id, mode: $analysis.mode, analyzed_at: $at, confidence: $analysis.confidence,
  detected_language: $analysis.detected_language, market_context: $analysis.market_context,
  input_hash: $analysis.input_hash, moat_strength: $score.moat_strength, threat_level: $score.threat_level,
  market_maturity: $score.market_maturity, agent_recommendation: $score.agent_recommendation,
  subject_key: c.key, subject_name: c.name, identity_kind: $analysis.identity_kind, sector: $company.sector,
  detected_competitors: $analysis.detected_competitors, competitors: $analysis.competitors,
  competitor_keys: $analysis.competitor_keys, fold_pending: true
})-[:ANALYZED]->(c)
RETURN before, degree_before, c {.sector, .maturity, .threat_level, .moat_strength, .analysis_count} AS after
