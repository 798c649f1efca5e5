// A sector's players by moat strength
MATCH (c:Company {sector: 'fintech'}) WHERE c.moat_strength IS NOT NULL
RETURN c.name, c.moat_strength, c.maturity, c.degree ORDER BY c.moat_strength DESC LIMIT 25
