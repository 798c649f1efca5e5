// Opens a flush of the write-behind stream (src/graph/writeBehind.ts): takes the lock of the stream's
// cursor node, so flushes from every instance run one at a time and in stream order, and says which
// of the batch's analyses are already in the graph (a flush that committed before its stream entries
// were trimmed is never applied twice). $ids: the batch's Analysis ids.
MERGE (m:Meta {key: 'graph-writes'})
  ON CREATE SET m.flushed = 0
SET m.locked = true
REMOVE m.locked
RETURN m.last_id AS last_id, [id IN $ids WHERE EXISTS { MATCH (:Analysis {id: id}) }] AS existing
