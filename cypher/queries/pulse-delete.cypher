// Pulse: removes one subscription of one watcher. $watcher, $id.
MATCH (:Watcher {id: $watcher})-[s:WATCHES {id: $id}]->()
DELETE s
RETURN count(*) AS deleted
