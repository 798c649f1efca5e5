// Takes the locks of the market-share reports a write is about to refresh (created when missing), in the
// order given ($sectors sorted): a report is computed only while its writer holds its lock, so of two
// writers the later one reads what the earlier one committed and the last refresh is the exact one.
UNWIND $sectors AS sector
MERGE (r:SectorReport {sector: sector})
SET r.locked = true
REMOVE r.locked
