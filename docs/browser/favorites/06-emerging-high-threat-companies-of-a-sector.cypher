// Emerging high-threat companies of a sector
MATCH (c:Company {sector: 'fintech', maturity: 'emerging', threat_level: 'high'})
RETURN c.name, c.analysis_count, c.degree, c.moat_strength ORDER BY c.analysis_count DESC, c.degree DESC LIMIT 10
