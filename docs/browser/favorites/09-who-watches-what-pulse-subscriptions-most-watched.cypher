// Who watches what (Pulse subscriptions), most watched first
MATCH (w:Watcher)-[s:WATCHES]->(c:Company) RETURN c.name, count(s) AS subscriptions, collect(s.status) AS statuses ORDER BY subscriptions DESC LIMIT 20
