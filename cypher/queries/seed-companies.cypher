// Seeding, batch of knowledge-base entries: creates what is missing, never overwrites what analyses wrote.
UNWIND $companies AS x
MERGE (c:Company {key: x.key})
  ON CREATE SET c.first_seen = $at, c.analysis_count = 0, c.seeded = true,
                c.name = x.name, c.moat_strength = x.moat_strength, c.threat_level = x.threat_level, c.maturity = x.maturity
SET c.aliases = x.aliases, c.aliases_text = x.aliases_text,
    c.domain = coalesce(c.domain, x.domain), c.sector = coalesce(c.sector, x.sector),
    c.categories = coalesce(c.categories, x.categories), c.country = coalesce(c.country, x.country),
    c.founded = coalesce(c.founded, x.founded), c.size = x.size, c.business_model = x.business_model,
    c.pricing_model = x.pricing_model, c.description = x.description
// One IN_SECTOR, to the sector the node keeps (an analysis may have classified it first).
WITH c
CALL (c) {
  WITH c WHERE NOT EXISTS { (c)-[:IN_SECTOR]->() }
  MERGE (s:Sector {name: c.sector})
  CREATE (c)-[:IN_SECTOR]->(s)
}
