// Every mode returns its own insight block, drawn from the facts: regulation from what the product
// does and where, a battlecard against real rivals, a go-to-market plan for the region.
import { createEngine } from '../../../src/intel/engine.ts';
import { MODE_INSIGHT_KEYS } from '../../../src/intel/modes/index.ts';
import { MODES, type EngineInput, type Mode } from '../../../src/intel/types.ts';
import { fixtureKb } from './fixture.ts';

const engine = createEngine({ knowledge: fixtureKb() });
const analyze = async (text: string, mode: Mode) => (await engine.analyze({ text, mode } as EngineInput)).analysis;
const STRIPE = 'Stripe is a payments platform for internet businesses. Developers use its APIs to accept online payments, run subscription billing and prevent fraud across dozens of countries.';

describe('every mode', () => {
  test.each(MODES)('%s fills its own insight keys with content', async (mode) => {
    const analysis = await analyze(STRIPE, mode);
    expect(Object.keys(analysis.mode_insights)).toEqual(MODE_INSIGHT_KEYS[mode]);
    for (const value of Object.values(analysis.mode_insights)) {
      expect(value === null || value === undefined || (Array.isArray(value) && value.length === 0) || value === '').toBe(false);
    }
    expect(analysis.battlecard !== undefined).toBe(mode === 'sales_enablement');
  });

  test('no two modes share the same focus', () => {
    const keySets = MODES.map((m) => MODE_INSIGHT_KEYS[m].join(','));
    expect(new Set(keySets).size).toBe(MODES.length);
  });
});

describe('regulatory_compliance', () => {
  test('AI credit scoring for consumers in Germany: high-risk under the AI Act, GDPR Article 22, no HIPAA', async () => {
    const { mode_insights: m } = await analyze('LendWise is a German fintech that uses machine learning for credit scoring: our AI decides loan approval for consumers in seconds from their personal data.', 'regulatory_compliance');
    expect(m.eu_ai_act).toMatchObject({ level: 'high' });
    expect((m.eu_ai_act as { reasons: string[] }).reasons.join(' ')).toMatch(/Annex III, point 5\(b\)/);
    expect(m.gdpr).toMatchObject({ level: 'high' });
    expect((m.gdpr as { reasons: string[] }).reasons.join(' ')).toMatch(/Article 22/);
    expect(m.hipaa).toMatchObject({ level: 'none' });
  });

  test('a US telehealth service storing patient records: HIPAA high, no AI system', async () => {
    const { mode_insights: m } = await analyze('CareNote is a United States telehealth service for clinics: doctors hold video visits and store patient records and diagnoses in one secure app.', 'regulatory_compliance');
    expect(m.hipaa).toMatchObject({ level: 'high' });
    expect(m.eu_ai_act).toMatchObject({ level: 'none' });
    // Health data is special-category, but no EU presence is stated: one notch lower.
    expect(m.gdpr).toMatchObject({ level: 'medium' });
  });

  test('AI screening of job candidates is high-risk (employment)', async () => {
    const { mode_insights: m } = await analyze('HireVue offers AI video interviews with machine learning assessment for candidate screening in recruitment.', 'regulatory_compliance');
    expect(m.eu_ai_act).toMatchObject({ level: 'high' });
    expect((m.eu_ai_act as { reasons: string[] }).reasons.join(' ')).toMatch(/Annex III, point 4/);
  });

  test('a furniture shop without AI has no AI Act exposure', async () => {
    const { mode_insights: m } = await analyze('Oakline sells handmade oak furniture online and ships it to customers across the country within two weeks.', 'regulatory_compliance');
    expect(m.eu_ai_act).toMatchObject({ level: 'none' });
    expect(m.hipaa).toMatchObject({ level: 'none' });
  });
});

describe('sales_enablement', () => {
  test('a battlecard against the top rivals, every line from the two records', async () => {
    const analysis = await analyze(STRIPE, 'sales_enablement');
    const card = analysis.battlecard!;
    expect(analysis.mode_insights.against).toEqual(['Adyen', 'PayPal']);
    expect(card.where_we_win).toContain('vs Adyen: we cover billing, they do not');
    expect(card.where_we_lose).toContain('vs Adyen: their regulatory licenses');
    expect(card.objection_handlers.length).toBeGreaterThan(0);
    for (const handler of card.objection_handlers) expect(handler.response.length).toBeGreaterThan(10);
    expect(card.strengths).toContain('network effects (knowledge base)');
    expect(card.proof_points).toContain('Founded in 2010 (knowledge base)');
    expect(card.talk_track).toMatch(/Against Adyen and PayPal/);
  });
});

describe('the other modes', () => {
  test('crypto_protocol reads liquidity and tokens; a payments company has no crypto exposure', async () => {
    const uniswap = await analyze('Uniswap is a decentralized exchange protocol: liquidity providers earn fees and the UNI governance token holders vote on upgrades. Audited by several firms.', 'crypto_protocol');
    expect(uniswap.mode_insights.defi_moat).toMatchObject({ level: 'high' });
    expect((uniswap.mode_insights.tokenomics as { mechanisms: string[] }).mechanisms).toEqual(expect.arrayContaining(['native token', 'liquidity']));
    expect(['medium', 'high']).toContain((uniswap.mode_insights.regulatory_risk as { level: string }).level);
    const stripe = await analyze(STRIPE, 'crypto_protocol');
    expect(stripe.mode_insights.regulatory_risk).toMatchObject({ level: 'none' });
  });

  test('venture_screening passes on a mature giant; risk_assessment reads the revenue model', async () => {
    const screening = await analyze(STRIPE, 'venture_screening');
    expect(screening.mode_insights.thesis).toMatchObject({ verdict: 'pass' });
    expect((screening.mode_insights.deal_breakers as { issue: string }[]).map((d) => d.issue)).toContain('Not a venture-stage company');
    const risk = await analyze('Uniswap is a decentralized exchange protocol with a governance token.', 'risk_assessment');
    expect(risk.mode_insights.business_model_stability).toMatchObject({ level: 'fragile' });
  });

  test('market_entry_execution plans three phases with the region\'s channels', async () => {
    const analysis = await analyze('さくらロボティクス株式会社は、物流倉庫向けの自律移動ロボットを開発するスタートアップです。人手不足に悩む中小企業の倉庫作業を自動化します。', 'market_entry_execution');
    const phases = analysis.mode_insights.phases as { name: string; goals: string[]; channels: string[]; milestones: string[] }[];
    expect(phases.map((p) => p.name)).toEqual(['Validate', 'Land', 'Expand']);
    for (const phase of phases) for (const list of [phase.goals, phase.channels, phase.milestones]) expect(list.length).toBeGreaterThan(0);
    expect(phases[1]!.channels.join(' ')).toMatch(/keiretsu/);
    expect(analysis.mode_insights.beachhead).toMatchObject({ region: 'japan' });
  });

  test('market_entry measures saturation; fundraising does not invent a market size', async () => {
    const entry = await analyze(STRIPE, 'market_entry');
    expect(entry.mode_insights.saturation).toMatchObject({ leaders: ['Adyen', 'PayPal', 'Checkout.com'] });
    const raise = await analyze('Acme Pay is a checkout API for small online merchants. We serve 1,200 merchants and raised $4M last year.', 'fundraising');
    expect(raise.mode_insights.tam_framing).toMatchObject({ stated_market_size: null, method: 'bottom-up' });
    expect(raise.mode_insights.traction_signals).toEqual(expect.arrayContaining(['Stated in the input: 1,200 merchants', 'Stated in the input: raised $4M']));
  });
});
