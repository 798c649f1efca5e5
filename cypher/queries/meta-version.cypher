// The graph model version the migration brought this database to (null before the first).
OPTIONAL MATCH (m:Meta {key: 'graph-model'})
RETURN m.version AS version
