// The market-share report of a sector (what GET /graph/market-share/{sector} reads)
MATCH (r:SectorReport {sector: 'fintech'}) RETURN r
