// Analyses whose subject has no name: no Company node. Each Analysis node holds its result and
// links to the competitors it found (FOUND). $rows as in write-analyses.cypher, with
// analysis.subject_key ("input:" + the input's hash, so a re-run of the same input finds its own
// history), analysis.subject_name and analysis.sector.
UNWIND $rows AS row
CALL (row) {
  CREATE (a:Analysis {
    id: row.analysis.id, mode: row.analysis.mode, analyzed_at: row.at, confidence: row.analysis.confidence,
    detected_language: row.analysis.detected_language, market_context: row.analysis.market_context,
    input_hash: row.analysis.input_hash, moat_strength: row.score.moat_strength,
    threat_level: row.score.threat_level, market_maturity: row.score.market_maturity,
    agent_recommendation: row.score.agent_recommendation, subject_key: row.analysis.subject_key,
    subject_name: row.analysis.subject_name, identity_kind: 'none', sector: row.analysis.sector,
    detected_competitors: row.analysis.detected_competitors, competitors: row.analysis.competitors,
    competitor_keys: row.analysis.competitor_keys, fold_pending: true
  })
  WITH a
  CALL (a, row) {
    UNWIND row.competitors AS comp
    MERGE (o:Company {key: comp.key})
      ON CREATE SET o.name = comp.name, o.first_seen = row.at, o.seeded = false, o.analysis_count = 0,
                    o.aliases = [], o.aliases_text = ''
    CREATE (a)-[:FOUND {relation: comp.relation}]->(o)
  }
}
