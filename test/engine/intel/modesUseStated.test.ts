// Every mode uses what the input states: for a text that states every kind of fact, no mode says a kind
// is missing, and each mode quotes the kinds its reader needs (fundraising its traction and round, risk
// its concentration, market entry its target region, crypto its allocation and vesting …).
import type { Mode } from '../../../src/intel/types.ts';
import { factPattern, modeOutput, saysMissing, type FactKind, type StatedFact } from '../../eval/analystEval.ts';
import { analyze } from './modeFixture.ts';

const TEXT =
  'Ledgerly is a Berlin-based bookkeeping platform for dental clinics. We have 140 paying clinics and 2,300 ' +
  'users, 3 pilot hospitals, ARR of $1.2M, MRR of $100k and revenue of $1.5M last year, growing 9 % per month. ' +
  'Pricing is $399 per month per clinic. We raised a $4M seed round and are a 25-person team. 60 % of revenue ' +
  'comes from Aspen Dental. We integrate with Dentrix and partner with Henry Schein. Next year we launch in ' +
  'Japan. Our token: 20 % to the team, 30 % to the community, vesting over 36 months.';

const FACTS: StatedFact[] = [
  { kind: 'customers', value: 140, text: '140 paying clinics' },
  { kind: 'users', value: 2300, text: '2,300 users' },
  { kind: 'pilots', value: 3, text: '3 pilot hospitals' },
  { kind: 'arr', value: 1_200_000, text: 'ARR of $1.2M' },
  { kind: 'mrr', value: 100_000, text: 'MRR of $100k' },
  { kind: 'revenue', value: 1_500_000, text: 'revenue of $1.5M' },
  { kind: 'growth_rate', value: 9, unit: '%', text: '9 % per month' },
  { kind: 'price', value: 399, text: '$399 per month per clinic' },
  { kind: 'funding_amount', value: 4_000_000, text: '$4M' },
  { kind: 'funding_stage', value: 'seed', text: 'seed round' },
  { kind: 'headcount', value: 25, text: '25-person team' },
  { kind: 'concentration', value: 60, unit: '%', text: '60 % of revenue comes from Aspen Dental' },
  { kind: 'integration', value: 'Dentrix', text: 'integrate with Dentrix' },
  { kind: 'partner', value: 'Henry Schein', text: 'partner with Henry Schein' },
  { kind: 'target_region', value: 'Japan', text: 'launch in Japan' },
  { kind: 'token_allocation', value: 20, unit: '%', text: '20 % to the team' },
  { kind: 'vesting', value: 36, unit: 'months', text: 'vesting over 36 months' },
];

/** The kinds each mode must quote from this text; every mode must also name none of them as missing. */
const USES: Record<Mode, FactKind[]> = {
  competitive: ['customers', 'growth_rate', 'price', 'funding_amount', 'integration', 'target_region'],
  fundraising: ['customers', 'users', 'arr', 'mrr', 'revenue', 'growth_rate', 'price', 'funding_amount'],
  partnership: ['customers', 'price', 'funding_amount', 'headcount', 'integration', 'partner', 'target_region'],
  acquisition: ['customers', 'revenue', 'price', 'headcount', 'concentration', 'integration', 'partner'],
  market_entry: ['customers', 'price', 'integration', 'partner', 'target_region'],
  market_entry_execution: ['customers', 'price', 'integration', 'partner', 'target_region'],
  crypto_protocol: ['token_allocation', 'vesting', 'integration', 'partner', 'price', 'funding_amount'],
  sales_enablement: ['price', 'integration'],
  regulatory_compliance: ['target_region', 'integration', 'partner'],
  venture_screening: [
    'customers',
    'growth_rate',
    'price',
    'funding_amount',
    'headcount',
    'concentration',
    'integration',
    'partner',
  ],
  risk_assessment: ['price', 'headcount', 'concentration', 'integration'],
};

function used(fact: StatedFact, lines: string[], marketContext: string): boolean {
  const text = lines.join('\n');
  if (fact.kind === 'target_region') return marketContext === 'japan' && text.includes('Japan');
  if (typeof fact.value === 'string') return text.toLowerCase().includes(fact.value.toLowerCase());
  return factPattern(fact).test(text);
}

describe('every mode uses the stated facts', () => {
  test.each(Object.entries(USES) as [Mode, FactKind[]][])('%s', async (mode, kinds) => {
    const r = await analyze(mode, TEXT);
    const lines = modeOutput(r.analysis);
    expect(FACTS.filter((f) => saysMissing(f.kind, lines)).map((f) => f.kind)).toEqual([]);
    const unused = FACTS.filter((f) => kinds.includes(f.kind) && !used(f, lines, r.market_context));
    expect(unused.map((f) => f.kind)).toEqual([]);
    // The target region sets the market context in every mode.
    expect(r.market_context).toBe('japan');
  });
});

describe('market_signals quote what the input states', () => {
  test.each(Object.keys(USES) as Mode[])('%s: the stated price, revenue model and team size', async (mode) => {
    const { market_signals: signals } = (await analyze(mode, TEXT)).analysis;
    expect(signals.pricing_signal).toContain(
      'stated in the input: price USD 399 per location per month ("$399 per month per clinic")',
    );
    expect(signals.headcount_signal).toContain('stated in the input: 25 employees ("25-person team")');
    expect(saysMissing('price', [signals.pricing_signal])).toBe(false);
    expect(saysMissing('headcount', [signals.headcount_signal])).toBe(false);
  });

  test('a text that states neither says so', async () => {
    const { market_signals: signals } = (await analyze('competitive', 'Ledgerly sells bookkeeping to clinics.'))
      .analysis;
    expect(signals.pricing_signal).toBe('Not stated in the input');
    expect(signals.headcount_signal).toBe('Not stated in the input');
  });
});
