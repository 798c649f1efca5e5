// The market-share report of one sector, computed entirely here (docs/market-share.md explains it).
// Crowding: average number of competitive relationships per company, 10 or more counts as fully
// crowded. Degrees come from Neo4j's degree store, so no edge is expanded: fast on large graphs.
MATCH (c:Company {sector: $sector})
WITH c, COUNT { (c)-[:COMPETES_WITH]-() } AS peers
WITH count(c) AS known,
     count(CASE WHEN c.analysis_count > 0 THEN 1 END) AS analyzed,
     sum(coalesce(c.analysis_count, 0)) AS analyses,
     avg(c.moat_strength) AS avg_moat,
     count(CASE WHEN c.maturity = 'mature' THEN 1 END) AS mature,
     count(CASE WHEN c.maturity = 'growing' THEN 1 END) AS growing,
     count(CASE WHEN c.maturity = 'emerging' THEN 1 END) AS emerging,
     count(CASE WHEN c.threat_level = 'high' THEN 1 END) AS high_threat,
     sum(peers) AS peer_ends
WITH known, analyzed, analyses, coalesce(avg_moat, 0.0) AS avg_moat, mature, growing, emerging, high_threat,
     peer_ends AS links,
     CASE WHEN known = 0 THEN 0.0 ELSE toFloat(peer_ends) / known END AS avg_peers
WITH *,
     CASE WHEN known = 0 THEN 0.0 ELSE toFloat(mature) / known END AS mature_share,
     CASE WHEN avg_peers >= 10 THEN 1.0 ELSE avg_peers / 10.0 END AS crowding
WITH *, round(0.5 * crowding + 0.3 * mature_share + 0.2 * avg_moat, 2) AS saturation
WITH *, CASE
         WHEN known < 5 THEN 'enter_with_caution'
         WHEN saturation >= 0.75 OR (saturation >= 0.6 AND avg_moat >= 0.65) THEN 'avoid'
         WHEN saturation < 0.4 AND avg_moat < 0.5 THEN 'enter_now'
         ELSE 'enter_with_caution'
       END AS agent_action
RETURN known, analyzed, analyses, links, round(avg_peers, 2) AS avg_peers, round(avg_moat, 2) AS avg_moat,
       mature, growing, emerging, high_threat, saturation, agent_action,
       CASE
         WHEN known < 5 THEN 'Only ' + toString(known) + ' companies of this sector are in the graph: too little evidence to call the market. Analyze the players you care about, then ask again.'
         WHEN agent_action = 'avoid' THEN 'Avoid a head-on entry: the market is saturated (' + toString(saturation) + ') and incumbents hold strong moats (average ' + toString(round(avg_moat, 2)) + '). Enter only with a clear niche or a partnership.'
         WHEN agent_action = 'enter_now' THEN 'Enter now: the market is open (saturation ' + toString(saturation) + ') and moats are weak (average ' + toString(round(avg_moat, 2)) + ')' + CASE WHEN emerging > mature THEN ', with more emerging than mature players.' ELSE '.' END
         ELSE 'Enter with caution: saturation ' + toString(saturation) + ', average moat ' + toString(round(avg_moat, 2)) + CASE WHEN high_threat > 0 THEN ', and ' + toString(high_threat) + ' high-threat players to watch.' ELSE '.' END + ' Differentiate on a segment the leaders underserve.'
       END AS recommendation
