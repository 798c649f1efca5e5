// Migration: analyses written before identities get their subject key and the competitor list the
// response showed (the first ten), so the trend compares like with like.
MATCH (a:Analysis)-[:ANALYZED]->(c:Company) WHERE a.subject_key IS NULL
CALL (a, c) {
  SET a.subject_key = c.key, a.subject_name = c.name, a.identity_kind = coalesce(a.identity_kind, 'name'),
      a.sector = coalesce(a.sector, c.sector),
      a.detected_competitors = coalesce(a.detected_competitors, coalesce(a.competitors, [])[0..10])
} IN TRANSACTIONS OF 5000 ROWS
