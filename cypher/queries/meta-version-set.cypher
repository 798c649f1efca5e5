MERGE (m:Meta {key: 'graph-model'})
SET m.version = $version, m.migrated_at = $at
