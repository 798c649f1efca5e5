// A sector's counters (summed into its market-share report)
MATCH (s:SectorStats {sector: 'fintech'})
RETURN sum(s.known) AS known, sum(s.analyzed) AS analyzed, sum(s.analyses) AS analyses, sum(s.links) AS links,
       round(toFloat(sum(s.moat_milli)) / 1000 / sum(s.moat_n), 2) AS avg_moat, sum(s.mature) AS mature,
       sum(s.growing) AS growing, sum(s.emerging) AS emerging, sum(s.high_threat) AS high_threat
