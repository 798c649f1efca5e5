// One analysis, one transaction: the company, its sector, its competitors with weighted
// COMPETES_WITH edges, the Analysis node and the sources it cites.
// $company {key, name, domain, sector, categories, country, founded}; $score {moat_strength,
// threat_level, market_maturity, agent_recommendation}; $competitors [{key, name, relation}];
// $analysis {id, mode, confidence, detected_language, market_context, input_hash}; $sources [url]; $at
MERGE (c:Company {key: $company.key})
  ON CREATE SET c.name = $company.name, c.first_seen = $at, c.seeded = false, c.analysis_count = 0, c.aliases = [], c.aliases_text = ''
SET c.domain = coalesce($company.domain, c.domain),
    c.sector = coalesce($company.sector, c.sector),
    c.categories = CASE WHEN size($company.categories) > 0 THEN $company.categories ELSE coalesce(c.categories, []) END,
    c.country = coalesce($company.country, c.country),
    c.founded = coalesce($company.founded, c.founded),
    c.moat_strength = $score.moat_strength,
    c.threat_level = $score.threat_level,
    c.maturity = $score.market_maturity,
    c.last_analyzed = $at,
    c.analysis_count = c.analysis_count + 1
FOREACH (_ IN CASE WHEN $company.sector IS NULL THEN [] ELSE [1] END |
  MERGE (s:Sector {name: $company.sector})
  MERGE (c)-[:IN_SECTOR]->(s))
CREATE (a:Analysis {
  id: $analysis.id, mode: $analysis.mode, analyzed_at: $at, confidence: $analysis.confidence,
  detected_language: $analysis.detected_language, market_context: $analysis.market_context,
  input_hash: $analysis.input_hash, moat_strength: $score.moat_strength, threat_level: $score.threat_level,
  market_maturity: $score.market_maturity, agent_recommendation: $score.agent_recommendation,
  competitors: [x IN $competitors | x.name]
})-[:ANALYZED]->(c)
WITH c, a
CALL (c) {
  UNWIND $competitors AS comp
  WITH c, comp WHERE comp.key <> c.key
  MERGE (o:Company {key: comp.key})
    ON CREATE SET o.name = comp.name, o.first_seen = $at, o.seeded = false, o.analysis_count = 0, o.aliases = [], o.aliases_text = ''
  MERGE (c)-[r:COMPETES_WITH]-(o)
    ON CREATE SET r.weight = 0, r.first_seen = $at, r.seeded = false, r.relation = comp.relation
  SET r.weight = r.weight + 1, r.last_seen = $at,
      o.competitor_mentions = coalesce(o.competitor_mentions, 0) + 1
}
CALL (a) {
  UNWIND $sources AS url
  MERGE (s:Source {url: url}) ON CREATE SET s.first_seen = $at
  MERGE (a)-[:CITES]->(s)
}
RETURN c.analysis_count AS analysis_count
