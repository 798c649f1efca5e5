// The knowledge base's record (data/knowledge/README.md describes each field for reviewers).
export const SECTORS = [
  'ai',
  'fintech',
  'healthcare',
  'saas',
  'defense',
  'logistics',
  'legaltech',
  'edtech',
  'robotics',
  'energy',
  'ecommerce',
  'crypto',
] as const;
export type Sector = (typeof SECTORS)[number];

/** The sectors the market-share report accepts: every sector of the knowledge base and the modes. */
export const REPORT_SECTORS = SECTORS;

export const SIZE_BANDS = ['1-50', '51-200', '201-1000', '1001-5000', '5001+'] as const;
export const BUSINESS_MODELS = ['b2b', 'b2c', 'b2b2c', 'marketplace', 'open_source', 'protocol', 'government'] as const;
export const PRICING_MODELS = [
  'subscription',
  'usage-based',
  'transaction-fee',
  'freemium',
  'license',
  'open-source',
  'token',
  'advertising',
  'one-time',
  'contract',
] as const;
export const MOAT_FACTORS = [
  'network effects',
  'switching costs',
  'scale economies',
  'brand',
  'proprietary data',
  'proprietary technology',
  'regulatory licenses',
  'ecosystem',
  'distribution',
  'patents',
  'open-source community',
  'liquidity',
] as const;
export const MATURITIES = ['emerging', 'growing', 'mature'] as const;
export type Maturity = (typeof MATURITIES)[number];

export interface KnowledgeEntry {
  name: string;
  aliases: string[];
  domain: string | null;
  sector: Sector;
  categories: string[];
  country: string | null;
  founded: number | null;
  size: (typeof SIZE_BANDS)[number] | null;
  business_model: (typeof BUSINESS_MODELS)[number] | null;
  pricing_model: (typeof PRICING_MODELS)[number] | null;
  competitors: string[];
  moat: (typeof MOAT_FACTORS)[number][];
  maturity: Maturity;
  description: string;
}

/** The languages a market profile gives its vocabulary in (the engine's nine input languages). */
export const LANGUAGES_OF_TERMS = ['en', 'es', 'pt', 'de', 'fr', 'it', 'ja', 'ko', 'zh'] as const;
/** Where a rule applies: the market contexts plus the jurisdictions regulation is written for. */
export const REGULATION_REGIONS = [
  'global',
  'us',
  'eu',
  'uk',
  'india',
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
export type Level = 'low' | 'medium' | 'high';

export interface MarketProfile {
  category: string;
  sector: Sector;
  summary: string;
  terms: Record<(typeof LANGUAGES_OF_TERMS)[number], string[]>;
  buyers: string[];
  decision_makers: string[];
  pain_points: string[];
  value_drivers: string[];
  switching_costs: { level: Level; why: string };
  barriers_to_entry: string[];
  regulation: { region: (typeof REGULATION_REGIONS)[number]; rule: string; why: string; level: Level }[];
  key_success_factors: string[];
  pricing_models: string[];
  substitutes: string[];
  regional: boolean;
  typical_moats: (typeof MOAT_FACTORS)[number][];
}
