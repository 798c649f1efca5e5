// How a company's score moved across analyses
MATCH (a:Analysis {subject_key: 'notion'}) RETURN a.analyzed_at, a.mode, a.moat_strength, a.threat_level ORDER BY a.analyzed_at
