// Most connected companies
MATCH (c:Company) WHERE c.degree > 0 RETURN c.name, c.sector, c.degree ORDER BY c.degree DESC LIMIT 20
