// The last write-behind stream entry the graph holds (null before the first flush).
OPTIONAL MATCH (m:Meta {key: 'graph-writes'})
RETURN m.last_id AS last_id
