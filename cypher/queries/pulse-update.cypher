// Pulse: sets fields of one subscription (status, last check, snapshot, counters). $id, $changes.
MATCH ()-[s:WATCHES {id: $id}]->()
SET s += $changes
RETURN s {.*} AS sub
