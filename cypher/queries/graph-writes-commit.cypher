// Closes a flush in the same transaction as its analyses: the cursor moves to the last stream entry
// written, so a crash before the commit replays the batch and a crash after it skips it.
MATCH (m:Meta {key: 'graph-writes'})
SET m.last_id = $last_id, m.flushed = m.flushed + $count, m.flushed_at = $at
