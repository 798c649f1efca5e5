// Migration: every company's degree (COMPETES_WITH edges), which the hub fold keeps from then on.
MATCH (c:Company)
CALL (c) {
  SET c.degree = COUNT { (c)-[:COMPETES_WITH]-() }
} IN TRANSACTIONS OF 10000 ROWS
