// The analysis a paid call returns (the layout is recorded in docs/decisions.md), every field
// with its closed value lists. A compile-time check below keeps it equal to the engine's own types.
import { z } from 'zod';
import { DECISION_ACTIONS } from '../../intel/decision.ts';
import { LANGUAGES, MARKET_CONTEXTS, MODES } from '../../intel/types.ts';
import type { IntelResponse } from '../../intel/service.ts';
import { MATURITIES, SECTORS } from '../../knowledge/types.ts';

const level = z.enum(['low', 'medium', 'high']);
export const threatLevel = level.meta({ description: 'Threat the subject poses to its competitors' });
export const agentRecommendation = z
  .enum(['counter', 'monitor', 'partner', 'avoid', 'acquire'])
  .meta({ description: 'What an agent competing with the subject should do' });
export const marketMaturity = z.enum(MATURITIES);
export const confidence = z.enum(['high', 'medium', 'low']);
const strings = z.array(z.string());

export const marketScore = z.object({
  threat_level: threatLevel,
  moat_strength: z.number().min(0).max(1).meta({ description: '0..1, two decimals' }),
  market_maturity: marketMaturity,
  agent_recommendation: agentRecommendation,
  signals: z
    .array(z.object({ name: z.string(), value: z.number(), weight: z.number(), explanation: z.string() }))
    .meta({ description: 'The named inputs the score was computed from' }),
});

const battlecard = z
  .object({
    for: z.string(),
    against: strings,
    strengths: strings,
    weaknesses: strings,
    where_we_win: strings,
    where_we_lose: strings,
    objection_handlers: z.array(z.object({ objection: z.string(), response: z.string() })),
    landmines: strings,
    proof_points: strings,
    talk_track: z.string(),
  })
  .meta({ description: 'Sales battlecard (sales_enablement only)' });

export const analysis = z.object({
  company_or_product: z.string(),
  positioning_summary: z.string(),
  target_customer: z.string(),
  core_value_props: strings,
  user_pain_points: strings,
  detected_competitors: strings.meta({ description: 'Competitor names' }),
  competitor_details: z.array(
    z.object({
      name: z.string(),
      relation: z.enum(['direct', 'indirect', 'substitute']),
      reason: z.string(),
      source: z.string().optional().meta({ description: 'knowledge_base, graph, page or a URL' }),
    }),
  ),
  unique_angle: z.string(),
  field_notes: z.record(z.string(), z.string()).meta({ description: 'Why a field is empty: field name → reason' }),
  sector: z.enum(SECTORS).nullable(),
  categories: strings,
  market_score: marketScore,
  sources: strings,
  market_signals: z.object({ headcount_signal: z.string(), pricing_signal: z.string(), recent_coverage: z.string() }),
  confidence,
  confidence_reason: z.string(),
  decision_recommendation: z.object({
    action: z.enum(DECISION_ACTIONS),
    confidence_score: z.number().min(0).max(1),
    rationale: strings,
    risk_level: level,
  }),
  regional_context: z.object({ region: z.enum(MARKET_CONTEXTS), cue: z.string(), meaning: z.string() }).nullable(),
  mode_insights: z
    .record(z.string(), z.unknown())
    .meta({ description: "One block per mode, keyed by the mode's focus" }),
  battlecard: battlecard.optional(),
  entity: z.object({
    matched: z.boolean(),
    name: z.string(),
    domain: z.string().nullable(),
    country: z.string().nullable(),
    founded: z.number().int().nullable(),
    identity: z
      .object({ kind: z.enum(['knowledge_base', 'domain', 'name', 'none']), key: z.string().nullable() })
      .meta({ description: "The subject's key in the graph; kind none creates no Company node" }),
  }),
});

export const trend = z.object({
  status: z.enum(['new', 'stable', 'changed']),
  changes: z.array(
    z.object({
      field: z.string(),
      from: z.unknown().optional(),
      to: z.unknown().optional(),
      delta: z.number().optional(),
      added: strings.optional(),
      removed: strings.optional(),
    }),
  ),
  previous_snapshot: z
    .object({ analyzed_at: z.string(), market_score: marketScore, detected_competitors: strings })
    .nullable(),
  snapshot_count: z.number().int().min(0),
});

export const intelResult = z.object({
  source: z.string().meta({ description: "'provided text' or the fetched URL" }),
  analysis,
  cached: z.boolean(),
  response_ms: z.number().min(0),
  price_paid_usdc: z.string().meta({ description: 'Decimal USDC' }),
  mode: z.enum(MODES),
  detected_language: z.enum(LANGUAGES).meta({ description: 'ISO 639-1 code of the input' }),
  market_context: z.enum(MARKET_CONTEXTS),
  trend,
  sources: strings.meta({ description: 'Same as analysis.sources' }),
  market_score: marketScore.meta({ description: 'Same as analysis.market_score' }),
  confidence: confidence.meta({ description: 'Same as analysis.confidence' }),
  analyst: z.object({
    kind: z.enum(['offline', 'llm']),
    model: z.string().optional(),
    fallback_reason: z.string().optional(),
  }),
  analysis_id: z.string(),
});

/** One analysis of a batch: the batch is priced as a whole, so an item carries no price of its own. */
export const batchItemResult = intelResult.omit({ price_paid_usdc: true });

/** The analysis as a paid door answers it: who paid. */
export const paidIntelResult = intelResult.extend({
  paid_with: z.enum(['api_key', 'trial', 'session', 'x402']).meta({ description: 'The credential that paid' }),
});

// The schema and the engine's types describe the same object: a change to one without the other fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.output<typeof intelResult>, IntelResponse> = true;
void sameShape;
