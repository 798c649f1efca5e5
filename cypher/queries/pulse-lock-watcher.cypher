// Pulse: the watcher node of a credential (its public id), locked for this transaction so that two
// subscribes of one credential count its subscriptions one after the other. $watcher, $kind, $at.
MERGE (w:Watcher {id: $watcher})
  ON CREATE SET w.kind = $kind, w.created_at = $at
SET w.last_subscribed_at = $at
RETURN COUNT { (w)-[:WATCHES]->() } AS subscriptions
