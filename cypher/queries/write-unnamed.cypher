// An analysis whose subject has no name: no Company node. The Analysis node holds the result and
// links to the competitors it found (FOUND); $analysis as in write-subject.cypher plus subject_key
// ("input:" + the input's hash, so a re-run of the same input finds its own history) and subject_name.
CREATE (a:Analysis {
  id: $analysis.id, mode: $analysis.mode, analyzed_at: $at, confidence: $analysis.confidence,
  detected_language: $analysis.detected_language, market_context: $analysis.market_context,
  input_hash: $analysis.input_hash, moat_strength: $score.moat_strength, threat_level: $score.threat_level,
  market_maturity: $score.market_maturity, agent_recommendation: $score.agent_recommendation,
  subject_key: $analysis.subject_key, subject_name: $analysis.subject_name, identity_kind: 'none',
  sector: $analysis.sector, detected_competitors: $analysis.detected_competitors,
  competitors: $analysis.competitors, competitor_keys: $analysis.competitor_keys, fold_pending: true
})
WITH a
CALL (a) {
  UNWIND $competitors AS comp
  MERGE (o:Company {key: comp.key})
    ON CREATE SET o.name = comp.name, o.first_seen = $at, o.seeded = false, o.analysis_count = 0,
                  o.aliases = [], o.aliases_text = ''
  CREATE (a)-[:FOUND {relation: comp.relation}]->(o)
}
RETURN a.id AS id
