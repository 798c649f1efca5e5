// Pulse: the subscriptions of one watcher, oldest first. $watcher, $limit.
MATCH (:Watcher {id: $watcher})-[s:WATCHES]->(c:Company)
RETURN s {.*} AS sub, c.key AS company_key
ORDER BY s.created_at, s.id
LIMIT $limit
