// The parts of the graph answers these tests read; src/operations/graph.ts declares them whole.

export interface GraphAnswer {
  center: string | null;
  nodes: { id: string; name: string }[];
  edges: { source: string; target: string; weight: number; relation: string }[];
  hub_competitors: { name: string; id: string; mentions: number }[];
}

export interface MarketShareReport {
  graph_stats: Record<
    'total_companies_analyzed' | 'total_companies_known' | 'total_analyses' | 'competitive_links',
    number
  >;
  market_intelligence: {
    saturation_score: number;
    avg_moat_strength: number;
    market_maturity_distribution: Record<'mature' | 'growing' | 'emerging', number>;
  };
  top_players: { name: string; moat_strength: number | null }[];
  emerging_threats: { name: string }[];
  recommendation: string;
  agent_action: string;
  generated_at: string;
}
