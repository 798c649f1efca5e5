// The neighbourhood of one company
MATCH (c:Company {key: 'stripe'})-[r:COMPETES_WITH]-(o:Company) RETURN c, r, o ORDER BY r.weight DESC LIMIT 50
