// Migration: one COMPETES_WITH per pair of companies. Parallel edges (from concurrent first
// sightings of a pair, or older writers) are merged: weights summed, first and last sightings kept.
MATCH (a:Company)
CALL (a) {
  MATCH (a)-[r:COMPETES_WITH]-(b:Company) WHERE elementId(a) < elementId(b)
  WITH b, collect(r) AS rs WHERE size(rs) > 1
  WITH head(rs) AS keep, tail(rs) AS extra
  SET keep.weight = reduce(w = keep.weight, x IN extra | w + coalesce(x.weight, 0)),
      keep.first_seen = reduce(f = keep.first_seen, x IN extra | CASE WHEN x.first_seen < f THEN x.first_seen ELSE f END),
      keep.last_seen = reduce(l = keep.last_seen, x IN extra | CASE WHEN x.last_seen > l THEN x.last_seen ELSE l END),
      keep.seeded = all(x IN extra WHERE x.seeded) AND keep.seeded
  FOREACH (x IN extra | DELETE x)
} IN TRANSACTIONS OF 2000 ROWS
