// Market profiles with the fields the modes read filled in (buyers, pains, switching costs, rules by
// region), on top of the small fixture: exact assertions do not depend on the bundled profiles,
// which other work is still writing. Rules are real ones, named as the profiles name them.
import { createKnowledgeBase, type KnowledgeBase } from '../../../src/knowledge/load.ts';
import { createEngine } from '../../../src/intel/engine.ts';
import type { Mode } from '../../../src/intel/types.ts';
import { ENTRIES, PROFILES, profile } from './fixture.ts';

const PAYMENTS = profile({
  category: 'payments processing',
  sector: 'fintech',
  substitutes: ['subscription billing'],
  terms: PROFILES.find((p) => p.category === 'payments processing')!.terms,
  buyers: ['online merchants', 'platforms and marketplaces'],
  decision_makers: ['CFO', 'head of payments'],
  pain_points: [
    'card payments fail at checkout and sales are lost',
    'fraud and chargebacks eat margin',
    'each new country needs local payment methods',
  ],
  value_drivers: ['higher authorisation rates'],
  switching_costs: { level: 'medium', why: 'checkout integrations and stored card tokens must be migrated' },
  barriers_to_entry: ['a payment institution licence in each region', 'card scheme membership'],
  regulation: [
    {
      region: 'eu',
      rule: 'PSD2 strong customer authentication (Directive (EU) 2015/2366)',
      why: 'card payments in the EU need SCA',
      level: 'high',
    },
    { region: 'us', rule: 'PCI DSS', why: 'card data is stored and processed', level: 'medium' },
    {
      region: 'japan',
      rule: 'Payment Services Act (資金決済法)',
      why: 'payment services need FSA registration',
      level: 'high',
    },
  ],
  key_success_factors: ['authorisation rates', 'local payment methods'],
  pricing_models: ['percentage plus a fixed fee per transaction'],
  typical_moats: ['scale economies', 'regulatory licenses'],
});
const RECRUITING = profile({
  category: 'recruiting software',
  sector: 'saas',
  buyers: ['HR teams'],
  decision_makers: ['head of talent acquisition'],
  pain_points: ['screening hundreds of CVs by hand'],
  switching_costs: { level: 'low', why: 'candidate data exports easily' },
  regulation: [
    {
      region: 'dach',
      rule: 'Betriebsverfassungsgesetz §87(1) no. 6 (works council co-determination)',
      why: 'software that can monitor employees needs works council consent',
      level: 'medium',
    },
  ],
  pricing_models: ['per recruiter seat per month'],
});

export const modeKb = (): KnowledgeBase =>
  createKnowledgeBase(ENTRIES, [...PROFILES.filter((p) => p.category !== 'payments processing'), PAYMENTS, RECRUITING]);

const engine = createEngine({ knowledge: modeKb() });
export const analyze = async (mode: Mode, text: string, context?: string) =>
  await engine.analyze({ text, mode, ...(context ? { context } : {}) });

/** Every string of the analysis that sits inside an array, with its path. */
export function arrayStrings(value: unknown, path = '', inArray = false, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (inArray) out.push(`${path}: ${value}`);
  } else if (Array.isArray(value)) value.forEach((v, i) => arrayStrings(v, `${path}[${i}]`, true, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) arrayStrings(v, `${path}.${k}`, inArray, out);
  return out;
}

/** All the text a mode returns: insights, decision and battlecard, as one string. */
export const said = (r: Awaited<ReturnType<typeof analyze>>): string =>
  JSON.stringify([r.analysis.mode_insights, r.analysis.decision_recommendation, r.analysis.battlecard ?? null]);
