// Constraints and indexes of the competitive graph (docs/graph-model.md). Applied at every start;
// each statement is idempotent (IF NOT EXISTS). One statement per `;`.
CREATE CONSTRAINT company_key IF NOT EXISTS FOR (c:Company) REQUIRE c.key IS UNIQUE;
CREATE CONSTRAINT sector_name IF NOT EXISTS FOR (s:Sector) REQUIRE s.name IS UNIQUE;
CREATE CONSTRAINT analysis_id IF NOT EXISTS FOR (a:Analysis) REQUIRE a.id IS UNIQUE;
CREATE CONSTRAINT source_url IF NOT EXISTS FOR (s:Source) REQUIRE s.url IS UNIQUE;
CREATE CONSTRAINT meta_key IF NOT EXISTS FOR (m:Meta) REQUIRE m.key IS UNIQUE;
CREATE INDEX company_name IF NOT EXISTS FOR (c:Company) ON (c.name);
CREATE INDEX company_domain IF NOT EXISTS FOR (c:Company) ON (c.domain);
CREATE INDEX company_sector IF NOT EXISTS FOR (c:Company) ON (c.sector);
CREATE INDEX company_analysis_count IF NOT EXISTS FOR (c:Company) ON (c.analysis_count);
CREATE INDEX analysis_at IF NOT EXISTS FOR (a:Analysis) ON (a.analyzed_at);
CREATE FULLTEXT INDEX company_names IF NOT EXISTS FOR (c:Company) ON EACH [c.name, c.aliases_text];
CREATE INDEX company_competitor_mentions IF NOT EXISTS FOR (c:Company) ON (c.competitor_mentions);
CREATE INDEX company_sector_moat IF NOT EXISTS FOR (c:Company) ON (c.sector, c.moat_strength);
