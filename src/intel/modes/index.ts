// One analyst per mode (docs/decisions.md): each fills analysis.mode_insights with its own focus.
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

/** The insight keys each mode returns, in order: the contract the tests and the OpenAPI description check. */
export const MODE_INSIGHT_KEYS: Record<Mode, readonly string[]> = {
  competitive: ['positioning', 'differentiation', 'landscape', 'buyer_pains', 'notes'],
  fundraising: ['investor_narrative', 'traction', 'round', 'tam_framing', 'investor_questions', 'notes'],
  partnership: [
    'strategic_fit',
    'complementarity',
    'stated_relationships',
    'stated_scale',
    'target_market',
    'risk_signals',
    'notes',
  ],
  acquisition: ['moat', 'technical_risks', 'stated_business', 'thesis', 'notes'],
  market_entry: ['target', 'saturation', 'gaps', 'barriers', 'regulation', 'home_traction', 'notes'],
  crypto_protocol: ['defi_moat', 'tokenomics', 'regulatory_risk', 'notes'],
  regulatory_compliance: ['obligations', 'exposure', 'frameworks', 'jurisdictions', 'notes'],
  venture_screening: ['thesis', 'deal_breakers', 'traction', 'market', 'team', 'notes'],
  risk_assessment: ['risks', 'overall', 'business_model_stability', 'notes'],
  sales_enablement: ['card_for', 'against', 'side', 'basis', 'notes'],
  market_entry_execution: ['target', 'beachhead', 'phases', 'requirements', 'pricing', 'notes'],
};
