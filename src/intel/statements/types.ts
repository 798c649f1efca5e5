// What an input states, as typed statements the modes consume. Every statement carries the exact
// span it was read from, so an answer can quote it and a test can check it.
import type { Language } from '../types.ts';

export type Source = 'text' | 'context';

/** The exact span a statement was read from: `input[source].slice(start, end) === text`. */
export interface Evidence {
  text: string;
  start: number;
  end: number;
  source: Source;
}

/** Late rounds of companies that stay private long ("a $900 million Series F"). */
export type LateSeries = 'series_f' | 'series_g' | 'series_h';
export type FundingStage =
  'pre-seed' | 'seed' | 'series_a' | 'series_b' | 'series_c' | 'series_d' | 'series_e' | LateSeries | 'bridge' | 'ipo';
export type CompanyStage =
  | 'idea'
  | 'pre-seed'
  | 'seed'
  | 'series_a'
  | 'series_b'
  | 'series_c'
  | 'series_d'
  | 'series_e'
  | LateSeries
  | 'growth'
  | 'public';

export type FigureMetric =
  | 'customers'
  | 'users'
  | 'pilots'
  | 'volume'
  | 'arr'
  | 'mrr'
  | 'revenue'
  | 'gmv'
  | 'price'
  | 'growth'
  | 'funding'
  | 'headcount'
  | 'retention'
  | 'churn'
  | 'nps'
  | 'countries'
  | 'cities'
  | 'market_size';
export type Period = 'day' | 'week' | 'month' | 'quarter' | 'year';
export type PriceUnit =
  Period | 'seat' | 'user' | 'hour' | 'unit' | 'transaction' | 'location' | 'device' | 'employee' | 'order' | 'call';

export interface Figure {
  metric: FigureMetric;
  /** Normalised: a count, an amount in currency units, a percent (9 for "9 %"), or a score. */
  value: number;
  /** Upper bound when the input states a range ("10–20 employees"). */
  max?: number;
  unit: 'count' | 'currency' | 'percent' | 'score';
  /** ISO 4217 when the input names or implies one ("$", "円", "R$"). */
  currency?: string;
  /** Prices: what the amount is paid per. */
  per?: PriceUnit;
  /** Growth, churn and prices: the period the rate or price applies to. */
  period?: Period;
  /** Funding: the round named next to the amount. */
  stage?: FundingStage;
  /** What is counted, as written ("clinics", "ユーザー"), for counts of customers, users and pilots. */
  subject?: string;
  /** "over 500", "~12k", "約40万", "500+": the number is a bound or a rounding. */
  approximate: boolean;
  /** 'target' for goals and rounds still being raised ("aiming for 1,000 customers", "raising a $3M seed"). */
  status: 'actual' | 'target';
  evidence: Evidence;
}

export type TokenHolder =
  | 'team'
  | 'investors'
  | 'community'
  | 'treasury'
  | 'ecosystem'
  | 'foundation'
  | 'advisors'
  | 'public_sale'
  | 'airdrop'
  | 'liquidity';
export interface Allocation {
  holder: TokenHolder;
  percent: number;
  evidence: Evidence;
}
export interface Vesting {
  cliff_months?: number;
  duration_months?: number;
  evidence: Evidence;
}
export interface TokenStatements {
  allocation: Allocation[];
  vesting: Vesting | null;
}

export type RegionSlug =
  | 'japan'
  | 'korea'
  | 'china'
  | 'brazil'
  | 'mexico'
  | 'argentina'
  | 'latam'
  | 'dach'
  | 'france'
  | 'italy'
  | 'spain'
  | 'eu'
  | 'us'
  | 'uk'
  | 'global';
/** home: where the company is based; market: where it sells now; target: where it means to go. */
export type PlaceRole = 'home' | 'market' | 'target' | 'mentioned';
export interface Place {
  name: string;
  /** ISO 3166-1 alpha-2 for a country or a city's country; absent for regions (LatAm, DACH, EU). */
  iso?: string;
  region: RegionSlug;
  kind: 'country' | 'city' | 'region';
  role: PlaceRole;
  /** "we have no plans to enter Japan": named, but as a place the company will not go. */
  negated: boolean;
  evidence: Evidence;
}

export type RevenueModel =
  | 'subscription'
  | 'usage-based'
  | 'transaction-fee'
  | 'marketplace'
  | 'license'
  | 'advertising'
  | 'hardware+service'
  | 'government-contracts'
  | 'freemium'
  | 'services';
export interface RevenueModelStatement {
  model: RevenueModel;
  evidence: Evidence;
}

export interface Concentration {
  customer?: string;
  share_percent?: number;
  evidence: Evidence;
}

export interface NamedCompany {
  /** The canonical name when knownNames resolved it, else the name as written. */
  name: string;
  written: string;
  resolved: boolean;
  /** "we want to partner with Visa": a wish, not a partnership. */
  prospective: boolean;
  evidence: Evidence;
}

export type SegmentKind = 'smb' | 'mid-market' | 'enterprise' | 'consumers' | 'developers' | 'government' | 'vertical';
export interface Segment {
  segment: SegmentKind;
  vertical?: string;
  evidence: Evidence;
}

export interface StageStatement {
  stage: CompanyStage;
  evidence: Evidence;
}

export type CallerSide =
  'competitor' | 'entrant' | 'builder' | 'investor' | 'partner' | 'acquirer' | 'subject_seller' | 'unknown';
export interface Caller {
  side: CallerSide;
  /** Every side a cue stated, strongest first; `side` is the first. */
  sides: CallerSide[];
  evidence: Evidence | null;
  /** The caller's own product, or the one it sells: "we sell Coda", "somos partner de X", "wir vertreiben X". */
  own: NamedCompany | null;
  /** The rival the caller sells its own product against: the subject ("… and compete with Notion"). */
  against: NamedCompany | null;
  /** The question is where the subject is weak ("where is X weak", "弱点は"). */
  asks_weakness: boolean;
  weakness_evidence: Evidence | null;
}

export interface Statements {
  figures: Figure[];
  token: TokenStatements;
  places: Place[];
  revenue_model: RevenueModelStatement[];
  concentration: Concentration[];
  integrations: NamedCompany[];
  partners: NamedCompany[];
  competitors_named: NamedCompany[];
  segment: Segment[];
  stage: StageStatement | null;
  caller: Caller;
}

export interface StatementsInput {
  text: string;
  context?: string;
  language: Language;
  /** Canonical company name when the string is a known company, else null. */
  knownNames?: (s: string) => string | null;
}
