// Hub competitors: companies named as competitors most often
MATCH (c:Company) WHERE c.competitor_mentions > 0 RETURN c.name, c.competitor_mentions AS mentions ORDER BY mentions DESC LIMIT 20
