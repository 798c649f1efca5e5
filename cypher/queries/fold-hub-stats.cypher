// Folds a batch of written analyses into the hub counters: competitor_mentions (times named as a
// competitor) and degree (COMPETES_WITH edges) of the companies they touched. One folder writes
// these, in batches, so analyses never wait on a hub's lock. Exactly once: an analysis is counted
// only by the transaction that clears its fold_pending flag after taking its lock.
MATCH (a:Analysis) WHERE a.fold_pending = true
WITH a LIMIT $batch
SET a.folding = true
WITH a WHERE a.fold_pending = true
REMOVE a.fold_pending, a.folding
WITH collect(a) AS batch
CALL (batch) {
  UNWIND batch AS a
  UNWIND coalesce(a.competitor_keys, []) AS k
  WITH k, count(*) AS n
  MATCH (o:Company {key: k})
  SET o.competitor_mentions = coalesce(o.competitor_mentions, 0) + n
}
CALL (batch) {
  UNWIND batch AS a
  UNWIND coalesce(a.competitor_keys, []) + CASE WHEN a.identity_kind = 'none' THEN [] ELSE [a.subject_key] END AS k
  WITH DISTINCT k
  MATCH (o:Company {key: k})
  SET o.degree = COUNT { (o)-[:COMPETES_WITH]-() }
}
RETURN size(batch) AS folded
