import { figure, metrics, names, read } from './helpers.ts';
import { targetRegion } from './imports.ts';

describe('English statements', () => {
  test('traction figures keep their unit, meaning and noun', () => {
    const s = read('We have 140 paying clinics, 9 % monthly growth, $399/month per location.', 'en');
    expect(figure(s, 'customers')).toMatchObject({
      value: 140,
      subject: 'clinics',
      evidence: { text: '140 paying clinics' },
    });
    expect(figure(s, 'growth')).toMatchObject({ value: 9, unit: 'percent', period: 'month' });
    expect(figure(s, 'price')).toMatchObject({ value: 399, currency: 'USD', per: 'location', period: 'month' });
    expect(s.revenue_model.map((r) => r.model)).toContain('subscription');
  });

  test('pilots and a seed round with its stage', () => {
    const s = read('3 pilot buildings, $4M seed.', 'en');
    expect(figure(s, 'pilots')).toMatchObject({ value: 3, subject: 'buildings' });
    expect(figure(s, 'funding')).toMatchObject({ value: 4_000_000, currency: 'USD', stage: 'seed', status: 'actual' });
    expect(s.stage?.stage).toBe('seed');
  });

  test('ARR, MoM growth, team size and NPS', () => {
    const s = read('ARR of $2.1M, growing 15% MoM. Team of 25 people. NPS of 72.', 'en');
    expect(figure(s, 'arr').value).toBe(2_100_000);
    expect(figure(s, 'growth')).toMatchObject({ value: 15, period: 'month' });
    expect(figure(s, 'headcount')).toMatchObject({ value: 25, evidence: { text: 'Team of 25 people' } });
    expect(figure(s, 'nps')).toMatchObject({ value: 72, unit: 'score' });
  });

  test('a round being raised is a target, and the next sentence is not', () => {
    const s = read('We are raising a $3M Series A. 12k monthly active users in 14 countries.', 'en');
    expect(figure(s, 'funding')).toMatchObject({ value: 3_000_000, stage: 'series_a', status: 'target' });
    expect(figure(s, 'users')).toMatchObject({ value: 12_000, status: 'actual' });
    expect(figure(s, 'countries').value).toBe(14);
  });

  test('a range of employees keeps both bounds', () => {
    const s = read('We are 10–20 employees in Lisbon.', 'en');
    expect(figure(s, 'headcount')).toMatchObject({ value: 10, max: 20 });
  });

  test('years, phone numbers, versions, dates and times are not figures', () => {
    const s = read(
      'Founded in 2019. Call +1 (415) 555-0100 or 03-1234-5678. Version 2.3.1 shipped on 12.03.2024 at 10:30, 24/7 support.',
      'en',
    );
    expect(s.figures).toEqual([]);
  });

  test('"raised concerns" is not a funding round, and "Series A" without an amount is a stage, not a figure', () => {
    const s = read('Regulators raised concerns about privacy. We are a Series A company.', 'en');
    expect(metrics(s)).not.toContain('funding');
    expect(s.stage).toMatchObject({ stage: 'series_a', evidence: { text: 'Series A' } });
  });

  test('customer concentration: a named buyer, one customer, the top few', () => {
    const s = read(
      'Most of our revenue comes from the DoD. 60% of revenue from one customer. Our top 3 clients are 70% of revenue.',
      'en',
    );
    expect(s.concentration).toEqual([
      expect.objectContaining({ customer: 'DoD' }),
      expect.objectContaining({ customer: 'one customer', share_percent: 60 }),
      expect.objectContaining({ customer: 'top 3 clients', share_percent: 70 }),
    ]);
    expect(s.concentration[0].share_percent).toBeUndefined();
    expect(metrics(s)).not.toContain('customers'); // "top 3 clients" is a rank, not a count
  });

  test('integrations, partners and competitors resolved against known names', () => {
    const s = read(
      'Our platform integrates with Salesforce, HubSpot and Slack. We partnered with Visa. Unlike Zendesk, we are usage-based.',
      'en',
    );
    expect(names(s.integrations)).toEqual(['Salesforce', 'HubSpot', 'Slack']);
    expect(s.integrations.map((i) => i.resolved)).toEqual([true, true, false]);
    expect(names(s.partners)).toEqual(['Visa']);
    expect(names(s.competitors_named)).toEqual(['Zendesk']);
    expect(s.revenue_model.map((r) => r.model)).toEqual(['usage-based']);
  });

  test('"vs", "alternative to" and "compared to" name competitors', () => {
    const s = read('Linear vs Jira. An open alternative to Notion. Compared to Asana, setup takes minutes.', 'en');
    expect(names(s.competitors_named)).toEqual(['Jira', 'Notion', 'Asana']);
  });

  test('places: home, market and target, with a target region for market_context', () => {
    const s = read(
      'We are a Berlin-based startup selling in France and Spain, and we plan to launch in Japan next year.',
      'en',
    );
    expect(s.places.map((p) => [p.name, p.role])).toEqual([
      ['Berlin', 'home'],
      ['France', 'market'],
      ['Spain', 'market'],
      ['Japan', 'target'],
    ]);
    expect(s.places[0]).toMatchObject({ iso: 'DE', region: 'dach', kind: 'city', evidence: { text: 'Berlin-based' } });
    expect(targetRegion(s)).toBe('japan');
  });

  test('launch in Germany gives dach; a negated target gives no region', () => {
    expect(targetRegion(read('Next quarter we launch in Germany.', 'en'))).toBe('dach');
    const s = read('We have no plans to enter China.', 'en');
    expect(s.places[0]).toMatchObject({ name: 'China', role: 'target', negated: true });
    expect(targetRegion(s)).toBeNull();
  });

  test('"US$" and "us" are not the United States; a US target is global', () => {
    expect(read('Prices in US$ for all of us.', 'en').places).toEqual([]);
    expect(targetRegion(read('We will expand to the US in 2026.', 'en'))).toBe('global');
  });

  test('segments: SMB, enterprise-grade is not enterprise, and a named vertical', () => {
    const s = read('Enterprise-grade security for SMBs. Built for dental clinics.', 'en');
    expect(s.segment.map((x) => x.vertical ?? x.segment)).toEqual(['smb', 'dental clinics']);
  });

  test('token allocation and vesting', () => {
    const s = read(
      'Tokenomics: 20% team, 15% investors, 40% community, 25% treasury. A 12-month cliff and 36-month vesting.',
      'en',
    );
    expect(s.token.allocation.map((a) => [a.holder, a.percent])).toEqual([
      ['team', 20],
      ['investors', 15],
      ['community', 40],
      ['treasury', 25],
    ]);
    expect(s.token.vesting).toMatchObject({ cliff_months: 12, duration_months: 36 });
  });

  test('the caller: a competitor asking where the subject is weak, from the context', () => {
    const s = read('Zendesk is a customer service platform.', 'en', 'We sell a competing tool. Where is Zendesk weak?');
    expect(s.caller).toMatchObject({ side: 'competitor', asks_weakness: true, evidence: { source: 'context' } });
    expect(s.caller.weakness_evidence?.text).toBe('Where is Zendesk weak');
  });

  test('the caller: builder, investor, acquirer, entrant, seller, or unknown', () => {
    expect(read("I'm building a scheduling tool for vets.", 'en').caller.side).toBe('builder');
    expect(read('Acme sells payroll.', 'en', 'As an investor, should we back them?').caller.side).toBe('investor');
    expect(read('Acme sells payroll.', 'en', "We're considering acquiring them.").caller.side).toBe('acquirer');
    expect(read('Acme sells payroll.', 'en', 'We consider entering this market.').caller.side).toBe('entrant');
    expect(read('Acme sells payroll.', 'en', 'I sell for Acme; help me with objections.').caller.side).toBe(
      'subject_seller',
    );
    expect(read('Acme sells payroll.', 'en').caller).toMatchObject({ side: 'unknown', sides: [], evidence: null });
  });

  test('goals are targets, "over" is approximate', () => {
    const s = read('We serve over 500 schools and aim for 2,000 schools by 2026.', 'en');
    expect(s.figures.map((f) => [f.value, f.status, f.approximate])).toEqual([
      [500, 'actual', true],
      [2000, 'target', false],
    ]);
  });
});
