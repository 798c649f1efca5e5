// One analyst per mode (design.md §6.3): each fills analysis.mode_insights with its own focus.
import type { Mode } from '../types.ts';
import type { ModeAnalyst } from './context.ts';
import { competitive } from './competitive.ts';
import { fundraising } from './fundraising.ts';
import { partnership } from './partnership.ts';
import { acquisition } from './acquisition.ts';
import { marketEntry } from './marketEntry.ts';
import { cryptoProtocol } from './cryptoProtocol.ts';
import { regulatoryCompliance } from './regulatoryCompliance.ts';
import { ventureScreening } from './ventureScreening.ts';
import { riskAssessment } from './riskAssessment.ts';
import { salesEnablement } from './salesEnablement.ts';
import { marketEntryExecution } from './marketEntryExecution.ts';

export const MODE_ANALYSTS: Record<Mode, ModeAnalyst> = {
  competitive,
  fundraising,
  partnership,
  acquisition,
  market_entry: marketEntry,
  crypto_protocol: cryptoProtocol,
  regulatory_compliance: regulatoryCompliance,
  venture_screening: ventureScreening,
  risk_assessment: riskAssessment,
  sales_enablement: salesEnablement,
  market_entry_execution: marketEntryExecution,
};

/** The insight keys each mode returns: the contract the tests and the OpenAPI description check. */
export const MODE_INSIGHT_KEYS: Record<Mode, readonly string[]> = {
  competitive: ['positioning', 'differentiation', 'landscape'],
  fundraising: ['investor_narrative', 'tam_framing', 'traction_signals'],
  partnership: ['strategic_fit', 'complementarity', 'risk_signals'],
  acquisition: ['moat', 'technical_risks', 'thesis'],
  market_entry: ['gaps', 'saturation', 'barriers'],
  crypto_protocol: ['defi_moat', 'tokenomics', 'regulatory_risk'],
  regulatory_compliance: ['eu_ai_act', 'gdpr', 'hipaa'],
  venture_screening: ['thesis', 'deal_breakers'],
  risk_assessment: ['business_model_stability', 'operational_risk'],
  sales_enablement: ['against', 'basis'],
  market_entry_execution: ['beachhead', 'phases'],
};
