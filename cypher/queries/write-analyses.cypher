// A batch of analyses of named companies, in order, in one statement: each row is written by its own
// run of the CALL subquery, which sees what the rows before it wrote, so a batch means exactly what
// the same analyses written one after another mean. Per row: the company (merged by key), its one
// IN_SECTOR, the Analysis node, and a COMPETES_WITH edge per competitor, its weight counting how often
// analyses saw the pair. Returns, per row, what the company was before and after and the new edges,
// for the sector counters (src/graph/sectorStats.ts).
// $rows: [{company {key, name, domain, sector, categories, country, founded}, score {moat_strength,
// threat_level, market_maturity, agent_recommendation}, analysis {id, mode, confidence,
// detected_language, market_context, input_hash, identity_kind, detected_competitors, competitors,
// competitor_keys}, competitors [{key, name, relation}] (keys distinct), at}]; $hubDegree.
UNWIND $rows AS row
CALL (row) {
  MERGE (c:Company {key: row.company.key})
    ON CREATE SET c.name = row.company.name, c.first_seen = row.at, c.seeded = false, c.analysis_count = 0,
                  c.aliases = [], c.aliases_text = ''
  // Writing first takes the company's lock, so "before" is exactly the state this row replaces.
  SET c.writing = true
  WITH c, c {.sector, .maturity, .threat_level, .moat_strength, .analysis_count} AS before,
       COUNT { (c)-[:COMPETES_WITH]-() } AS degree_before
  SET c.domain = coalesce(row.company.domain, c.domain),
      c.sector = coalesce(row.company.sector, c.sector),
      c.categories = CASE WHEN size(row.company.categories) > 0 THEN row.company.categories
                          ELSE coalesce(c.categories, []) END,
      c.country = coalesce(row.company.country, c.country),
      c.founded = coalesce(row.company.founded, c.founded),
      c.moat_strength = row.score.moat_strength,
      c.threat_level = row.score.threat_level,
      c.maturity = row.score.market_maturity,
      c.last_analyzed = row.at,
      c.analysis_count = coalesce(c.analysis_count, 0) + 1
  REMOVE c.writing
  WITH c, before, degree_before
  // One IN_SECTOR per company, following the property. The company is locked, so checking then
  // creating is safe, and CREATE (unlike MERGE) does not lock the dense Sector node.
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
    id: row.analysis.id, mode: row.analysis.mode, analyzed_at: row.at, confidence: row.analysis.confidence,
    detected_language: row.analysis.detected_language, market_context: row.analysis.market_context,
    input_hash: row.analysis.input_hash, moat_strength: row.score.moat_strength,
    threat_level: row.score.threat_level, market_maturity: row.score.market_maturity,
    agent_recommendation: row.score.agent_recommendation, subject_key: c.key, subject_name: c.name,
    identity_kind: row.analysis.identity_kind, sector: row.company.sector,
    detected_competitors: row.analysis.detected_competitors, competitors: row.analysis.competitors,
    competitor_keys: row.analysis.competitor_keys, fold_pending: true
  })-[:ANALYZED]->(c)
  WITH c, before, degree_before, c {.sector, .maturity, .threat_level, .moat_strength, .analysis_count} AS after
  // Competitors are often hubs (named by thousands of analyses): nothing here writes a hub's
  // properties or MERGEs a relationship (which would lock the hub); the edge is looked up from the
  // locked subject and CREATEd when missing. Hub counters are folded later (fold-hub-stats.cypher).
  CALL (c, row) {
    UNWIND row.competitors AS comp
    WITH comp WHERE comp.key <> c.key
    MERGE (o:Company {key: comp.key})
      ON CREATE SET o.name = comp.name, o.first_seen = row.at, o.seeded = false, o.analysis_count = 0,
                    o.aliases = [], o.aliases_text = ''
    WITH o, comp
    // A competitor that is no hub is locked like the subject, so its sector (read for the counters)
    // cannot move while this edge is added. Re-classifying a hub while it is being named is the one
    // race the start-time rebuild repairs.
    FOREACH (_ IN CASE WHEN COUNT { (o)--() } < $hubDegree THEN [1] ELSE [] END | SET o.writing = true REMOVE o.writing)
    WITH o, comp
    CALL (c, o, comp, row) {
      OPTIONAL MATCH (c)-[r:COMPETES_WITH]-(o)
      WITH r LIMIT 1
      FOREACH (_ IN CASE WHEN r IS NULL THEN [1] ELSE [] END |
        CREATE (c)-[:COMPETES_WITH {weight: 1, relation: comp.relation, seeded: false, first_seen: row.at,
                                    last_seen: row.at}]->(o))
      FOREACH (_ IN CASE WHEN r IS NULL THEN [] ELSE [1] END | SET r.weight = r.weight + 1, r.last_seen = row.at)
      RETURN r IS NULL AS created
    }
    RETURN count(CASE WHEN created THEN 1 END) AS created, collect(CASE WHEN created THEN o.sector END) AS new_edge_sectors
  }
  RETURN before, degree_before, after, created, new_edge_sectors
}
RETURN row.analysis.id AS id, before, degree_before, after, created, new_edge_sectors
