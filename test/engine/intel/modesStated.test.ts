// What the input states is used, never reported missing: traction and the round in fundraising,
// traction at its stage in venture screening, the token allocation and vesting, concentration in
// risk and acquisition. Inputs in English, Japanese and Spanish, as a caller would write them.
import { analyze, said } from './modeFixture.ts';

describe('stated figures reach the mode', () => {
  test('fundraising quotes clinics, growth, price and the seed round being raised', async () => {
    const r = await analyze(
      'fundraising',
      'We run bookkeeping for independent dental practices in the US. 140 paying clinics, ' +
        '9 % monthly growth, $399/month per clinic. Raising a $3M seed round.',
    );
    const text = said(r);
    for (const figure of ['140 clinics', '9 % per month', 'USD 399', 'USD 3,000,000 seed funding'])
      expect(text).toContain(figure);
    expect(text).not.toMatch(/no traction/i);
    const m = r.analysis.mode_insights as {
      traction: { strength: string };
      round: { stage: string };
      tam_framing: Record<string, unknown>;
    };
    expect(m.traction.strength).toBe('strong');
    expect(m.round.stage).toBe('seed');
    // No market size stated: the formula uses the stated price, and no number is made up.
    expect(m.tam_framing).toMatchObject({ method: 'bottom-up', stated_market_size: [] });
    expect(m.tam_framing.formula).toMatch(/USD 399/);
  });

  test('a Japanese payments company: customers, growth and the Series A in yen', async () => {
    const r = await analyze(
      'fundraising',
      '当社は決済代行サービスを提供しています。加盟店は1,500社、月次成長率は7%で、シリーズAで5億円を調達しました。',
    );
    const text = said(r);
    for (const figure of ['1,500', '7 % per month', 'JPY 500,000,000 Series A funding']) expect(text).toContain(figure);
    expect(r.analysis.mode_insights.round).toMatchObject({ stage: 'Series A' });
    // The payments profile's barriers become the investors' questions.
    expect((r.analysis.mode_insights.investor_questions as string[]).join(' ')).toMatch(/payment institution licence/);
  });

  test("venture screening reads 3 pilots and a $4M seed as traction at seed, with the decision's verdict", async () => {
    const r = await analyze(
      'venture_screening',
      'Voltra Homes makes smart heat-pump controllers. 3 pilot buildings are live and we ' +
        'closed a $4M seed round in March.',
    );
    const m = r.analysis.mode_insights as {
      thesis: { verdict: string };
      traction: { reading: string };
      deal_breakers: { issue: string }[];
    };
    expect(m.traction.reading).toBe('At seed: 3 buildings (pilots) — early proof.');
    expect(said(r)).toContain('USD 4,000,000 seed funding');
    expect(m.deal_breakers.map((d) => d.issue)).not.toContain('Traction still to be shown');
    expect(m.thesis.verdict).toBe(r.analysis.decision_recommendation.action);
  });

  test('venture screening of a mature giant names it, and agrees with the decision', async () => {
    const r = await analyze('venture_screening', 'Stripe is a payments platform for internet businesses.');
    const m = r.analysis.mode_insights as { thesis: { verdict: string }; deal_breakers: { issue: string }[] };
    expect(m.deal_breakers.map((d) => d.issue)).toContain('Not a venture-stage company');
    expect(m.thesis.verdict).toBe(r.analysis.decision_recommendation.action);
  });
});

describe('tokenomics and concentration', () => {
  test('each holder with its share, and the warning signs: insiders over 40 %, no community share, a short cliff', async () => {
    const r = await analyze(
      'crypto_protocol',
      'ChainYield is a DeFi lending protocol. Token allocation: 30 % to the team, 20 % to ' +
        'investors, 10 % to the treasury; 6-month cliff, then 24-month linear vesting.',
    );
    const t = r.analysis.mode_insights.tokenomics as {
      allocation: { line: string }[];
      insiders_percent: number;
      flags: string[];
      vesting: { cliff_months: number; duration_months: number };
    };
    expect(t.allocation.map((a) => a.line)).toEqual(['team: 30 %', 'investors: 20 %', 'treasury: 10 %']);
    expect(t.insiders_percent).toBe(50);
    expect(t.vesting).toMatchObject({ cliff_months: 6, duration_months: 24 });
    expect(t.flags.join(' ')).toMatch(/hold 50 %, above 40 %/);
    expect(t.flags.join(' ')).toMatch(/No community/);
    expect(t.flags.join(' ')).toMatch(/6-month cliff is short/);
    expect(t.flags.join(' ')).toMatch(/add up to 60 %/);
  });

  test('risk assessment: 82 % of revenue from one customer is a high concentration risk with its evidence', async () => {
    const r = await analyze(
      'risk_assessment',
      'Vantor Aerial is a maker of surveillance drones. 82 % of its revenue comes from the US ' +
        'Department of Defense.',
    );
    const risks = r.analysis.mode_insights.risks as { kind: string; level: string; issue: string; evidence: string }[];
    const concentration = risks.find((x) => x.kind === 'concentration')!;
    expect(concentration.level).toBe('high');
    expect(concentration.issue).toMatch(/^82 % of revenue from US Department/);
    expect(concentration.evidence).toMatch(/82 %/);
    expect(risks.some((x) => x.kind === 'technical')).toBe(true); // hardware: drones
  });

  test('acquisition in Spanish: revenue, team and a 40 % customer in the stated business', async () => {
    const r = await analyze(
      'acquisition',
      'Logística Ágil vende software de rutas a transportistas en México; el 40 % de los ingresos ' +
        'viene de un solo cliente. Facturamos 1,9 millones de dólares y somos 35 empleados.',
    );
    const s = r.analysis.mode_insights.stated_business as Record<string, string[]>;
    expect(s.traction).toContain('revenue USD 1,900,000');
    expect(s.headcount).toContain('35 employees');
    expect(s.concentration.join(' ')).toMatch(/^40 % of revenue from un solo cliente/);
    expect(r.analysis.mode_insights.thesis).toMatch(/concentration/);
  });
});
