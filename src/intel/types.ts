// The engine's contract with its callers (HTTP, MCP, A2A). Field names follow the interface
// specification and docs/decisions.md; every value list here is closed.
import type { Identity } from '../graph/identity.ts';
import type { Maturity, Sector } from '../knowledge/types.ts';
import type { DecisionRecommendation } from './decision.ts';

export const STANDARD_MODES = [
  'competitive',
  'fundraising',
  'partnership',
  'acquisition',
  'market_entry',
  'crypto_protocol',
] as const;
export const ELITE_MODES = [
  'regulatory_compliance',
  'venture_screening',
  'risk_assessment',
  'sales_enablement',
  'market_entry_execution',
] as const;
export const MODES = [...STANDARD_MODES, ...ELITE_MODES] as const;
export type Mode = (typeof MODES)[number];

export const LANGUAGES = ['en', 'es', 'pt', 'de', 'fr', 'it', 'ja', 'ko', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const MARKET_CONTEXTS = [
  'global',
  'japan',
  'korea',
  'china',
  'brazil',
  'mexico',
  'argentina',
  'latam',
  'dach',
  'france',
  'italy',
  'spain',
] as const;
export type MarketContext = (typeof MARKET_CONTEXTS)[number];

export type ThreatLevel = 'low' | 'medium' | 'high';
export type Recommendation = 'counter' | 'monitor' | 'partner' | 'avoid' | 'acquire';
export type Confidence = 'high' | 'medium' | 'low';

export interface ScoreSignal {
  name: string;
  value: number;
  weight: number;
  explanation: string;
}

export interface MarketScore {
  threat_level: ThreatLevel;
  moat_strength: number; // 0..1, two decimals
  market_maturity: Maturity;
  agent_recommendation: Recommendation;
  signals: ScoreSignal[]; // the named inputs the score was computed from
}

export interface CompetitorDetail {
  name: string;
  relation: 'direct' | 'indirect' | 'substitute';
  reason: string;
  source?: string; // 'knowledge_base' | 'graph' | 'page' | a URL
}

export interface RegionalContext {
  region: MarketContext;
  cue: string;
  meaning: string;
}

export interface Battlecard {
  /** Whose card it is: the caller selling against the subject, or the subject's own sellers. */
  for: string;
  /** Whom the card is used against. */
  against: string[];
  strengths: string[];
  weaknesses: string[];
  where_we_win: string[];
  where_we_lose: string[];
  objection_handlers: { objection: string; response: string }[];
  landmines: string[];
  proof_points: string[];
  talk_track: string;
}

export interface Analysis {
  company_or_product: string;
  positioning_summary: string;
  target_customer: string;
  core_value_props: string[];
  user_pain_points: string[];
  detected_competitors: string[]; // names only
  competitor_details: CompetitorDetail[];
  unique_angle: string;
  /** Why a field is empty: field name → reason (an empty array never carries a placeholder string). */
  field_notes: Record<string, string>;
  sector: Sector | null;
  categories: string[];
  market_score: MarketScore;
  sources: string[];
  market_signals: { headcount_signal: string; pricing_signal: string; recent_coverage: string };
  confidence: Confidence;
  /** Why the confidence is what it is: entity match, market match, input richness. */
  confidence_reason: string;
  /** The decision the analysis leads to, for the reader the mode serves. */
  decision_recommendation: DecisionRecommendation;
  regional_context: RegionalContext | null;
  mode_insights: Record<string, unknown>; // one block per mode, keyed by the mode's focus
  battlecard?: Battlecard; // sales_enablement only
  entity: {
    matched: boolean;
    name: string;
    domain: string | null;
    country: string | null;
    founded: number | null;
    /** The graph identity of the subject (src/graph/identity.ts); kind 'none' creates no Company node. */
    identity: Identity;
  };
}

export interface EngineInput {
  url?: string;
  text?: string;
  context?: string;
  mode: Mode;
  /** Names of companies the graph already links to this one. */
  graphNeighbours?: string[];
  /** Or a lookup of them, called once the subject is known (the service passes the graph's). */
  neighboursOf?: (subjectName: string) => Promise<string[]>;
  /** Competitors withheld (the free demo) and no URL fetching. */
  demo?: boolean;
}

export interface EngineResult {
  source: string; // 'provided text' or the fetched URL
  detected_language: Language;
  market_context: MarketContext;
  analysis: Analysis;
  analyst: { kind: 'offline' | 'llm'; model?: string; fallback_reason?: string };
}

export interface TrendChange {
  field: string;
  from?: unknown;
  to?: unknown;
  delta?: number;
  added?: string[];
  removed?: string[];
}
export interface Trend {
  status: 'new' | 'stable' | 'changed';
  changes: TrendChange[];
  previous_snapshot: { analyzed_at: string; market_score: MarketScore; detected_competitors: string[] } | null;
  snapshot_count: number;
}
