// Inputs built to trip the reader: numbers that are not figures, cue words used in another sense,
// mixed languages, and the number formats of every locale.
import { parseNumber } from '../../../src/intel/statements/numbers.ts';
import { figure, metrics, names, read } from './helpers.ts';

describe('numbers in every locale', () => {
  test.each([
    ['1,200', 'en', false, 1200],
    ['1.200', 'es', false, 1200],
    ['1.200', 'en', false, 1200],
    ['2,5', 'de', true, 2.5],
    ['1,500', 'de', true, 1.5],
    ['1,500', 'en', true, 1500],
    ['1.500', 'es', true, 1500],
    ['1.234.567', 'pt', false, 1234567],
    ['1,234,567.89', 'en', false, 1234567.89],
    ['1.234.567,89', 'de', false, 1234567.89],
    ['1 200', 'fr', false, 1200],
    ['4.5', 'en', true, 4.5],
    ['0,30', 'fr', false, 0.3],
  ])('%s (%s, multiplier %s) → %d', (raw, language, multiplied, expected) => {
    expect(parseNumber(raw, language, multiplied)).toBe(expected);
  });

  test('multipliers and currencies across scripts', () => {
    const s = read(
      'We raised $4M. ARR is 12k USD. Revenue of £1.2bn. GMV of 500万元. Raised 1억 원. 40万ユーザー.',
      'en',
    );
    expect(s.figures.map((f) => [f.metric, f.value, f.currency ?? null])).toEqual([
      ['funding', 4e6, 'USD'],
      ['arr', 12_000, 'USD'],
      ['revenue', 1.2e9, 'GBP'],
      ['gmv', 5e6, 'CNY'],
      ['funding', 1e8, 'KRW'],
      ['users', 400_000, null],
    ]);
  });
});

describe('hostile inputs', () => {
  test('a version, an iOS release and a model number are not users', () => {
    const s = read('Our app v3.2 runs on iOS 17 and the X200 sensor; Python 3.12 SDK.', 'en');
    expect(s.figures).toEqual([]);
  });

  test('"2000 customers" counts, "in 2000" does not', () => {
    expect(figure(read('We have 2000 customers.', 'en'), 'customers').value).toBe(2000);
    expect(read('Customers since 2000 trust us.', 'en').figures).toEqual([]);
  });

  test('durations and ordinals are not figures', () => {
    expect(
      read('Onboarding takes 3 weeks; the 1st release was 12 months ago; B2B and 5G ready.', 'en').figures,
    ).toEqual([]);
  });

  test('a percent with no stated meaning is left out', () => {
    expect(read('We are 100% remote and 50% cheaper.', 'en').figures).toEqual([]);
  });

  test('percentages outside a token text are not allocations', () => {
    expect(read('20% of our team works remotely.', 'en').token.allocation).toEqual([]);
  });

  test('an unsupported claim of partnership is a wish, not a partnership', () => {
    const s = read('We want to partner with Stripe.', 'en');
    expect(s.partners).toEqual([expect.objectContaining({ name: 'Stripe', prospective: true })]);
  });

  test('"protect against fraud" names no competitor; "against Zendesk" does', () => {
    expect(read('We protect against fraud and abuse.', 'en').competitors_named).toEqual([]);
    expect(names(read('We win against Zendesk on price.', 'en').competitors_named)).toEqual(['Zendesk']);
  });

  test('a founder naming rivals is a builder, not a competitor of the subject', () => {
    const s = read('We compete with Zendesk.', 'en', "I'm building a help desk for clinics.");
    expect(s.caller.side).toBe('builder');
    expect(names(s.competitors_named)).toEqual(['Zendesk']);
  });

  test('statements in the context carry the context as their source', () => {
    const s = read('Acme builds payroll software.', 'en', 'We plan to launch in Mexico with 3 pilot customers.');
    expect(s.places[0]).toMatchObject({ name: 'Mexico', role: 'target', evidence: { source: 'context' } });
    expect(figure(s, 'pilots').evidence.source).toBe('context');
  });

  test('English product words inside a Japanese sentence', () => {
    const s = read('当社のSaaSはMRR 1,200万円、NPS 60です。', 'ja');
    expect(figure(s, 'mrr')).toMatchObject({ value: 12_000_000, currency: 'JPY' });
    expect(figure(s, 'nps').value).toBe(60);
  });

  test('a negated revenue model is not stated', () => {
    const s = read("We don't sell licenses; customers pay per transaction.", 'en');
    expect(s.revenue_model.map((r) => r.model)).toEqual(['transaction-fee']);
  });

  test('empty and whitespace input state nothing', () => {
    const s = read('  ', 'en', '');
    expect(metrics(s)).toEqual([]);
    expect(s.places).toEqual([]);
    expect(s.caller.side).toBe('unknown');
    expect(s.token).toEqual({ allocation: [], vesting: null });
  });
});
