// Whose battlecard it is follows the caller, and it claims nothing from a market missing in a
// record; market entry and its execution plan use the stated target region, its rules and
// regulators, and the market profile's buyers and pricing.
import type { Battlecard } from '../../../src/intel/types.ts';
import { analyze } from './modeFixture.ts';

const STRIPE = 'Stripe is a payments platform for internet businesses: APIs to accept online payments and run billing.';
// The old card's false claims: "we cover billing, they do not", read from a market missing in a record.
const FROM_ABSENCE = /we cover|they do not|without a native product/i;
const lines = (card: Battlecard) => [
  ...card.strengths,
  ...card.weaknesses,
  ...card.where_we_win,
  ...card.where_we_lose,
  ...card.landmines,
  ...card.proof_points,
  ...card.objection_handlers.flatMap((o) => [o.objection, o.response]),
  card.talk_track,
];

describe('the battlecard follows the caller', () => {
  test('a competitor asking where Stripe is weak gets a card against Stripe, its own price kept as its own', async () => {
    const r = await analyze(
      'sales_enablement',
      'Where is Stripe weak? We sell a competing payments API to online shops at $12 per seat per month.',
      'We sell against Stripe.',
    );
    const card = r.analysis.battlecard!;
    expect(card.against).toEqual(['Stripe']);
    expect(card.for).toMatch(/caller, selling against Stripe/);
    expect(card.strengths).toContain('Your own stated figure: price USD 12 per seat per month.');
    expect(lines(card).some((l) => /Stripe: price/.test(l))).toBe(false);
    // Stripe's market signals do not take the caller's own price for Stripe's.
    expect(r.analysis.market_signals.pricing_signal).not.toMatch(/USD 12/);
    // From the profile: switching costs, buyers' pains; from the record: Stripe's moats and size.
    expect(card.objection_handlers.map((o) => o.objection)).toContain(
      'We already run Stripe; switching costs too much.',
    );
    expect(card.landmines).toContain(
      "Ask how Stripe solves this payments processing buyers' pain: fraud and chargebacks eat margin.",
    );
    expect(card.weaknesses).toContain('Stripe holds network effects (recorded).');
    expect(lines(card).filter((l) => FROM_ABSENCE.test(l))).toEqual([]);
  });

  test('with no side stated, the card is still for selling against the subject', async () => {
    const r = await analyze('sales_enablement', STRIPE);
    expect(r.analysis.battlecard!.against).toEqual(['Stripe']);
    expect(r.analysis.mode_insights.side).toMatchObject({ caller: 'unknown' });
  });

  test('a Stripe seller gets a card for Stripe against its top rivals, with no claim from a missing market', async () => {
    const r = await analyze(
      'sales_enablement',
      STRIPE,
      'I work at Stripe as a sales rep; build a battlecard for our team.',
    );
    const card = r.analysis.battlecard!;
    expect(card.for).toBe("Stripe's sellers");
    expect(card.against).toEqual(['Adyen', 'PayPal']);
    expect(lines(card).filter((l) => FROM_ABSENCE.test(l) || /billing/.test(l))).toEqual([]);
    expect(card.where_we_win).toContain("vs Adyen: Stripe holds network effects; Adyen's record does not list it");
    expect(card.where_we_lose).toContain('vs Adyen: Adyen holds regulatory licenses');
  });
});

interface Rule {
  rule: string;
  jurisdiction: string;
}

describe('the target region', () => {
  test('market_entry for a French payments company going to Germany: the EU rule, not the Japanese one', async () => {
    const r = await analyze(
      'market_entry',
      'Nous sommes une fintech parisienne de paiement en ligne : 400 marchands, 1,3 M€ de chiffre ' +
        "d'affaires, et nous voulons nous lancer en Allemagne.",
    );
    const m = r.analysis.mode_insights as {
      target: Record<string, string>;
      regulation: Rule[];
      barriers: string[];
      home_traction: string[];
    };
    expect(m.target).toMatchObject({ region: 'Germany', source: 'stated' });
    expect(m.regulation.map((x) => x.rule)).toEqual(['PSD2 strong customer authentication (Directive (EU) 2015/2366)']);
    expect(m.barriers).toContain('a payment institution licence in each region');
    expect(m.home_traction).toContain('revenue EUR 1,300,000');
  });

  test("market_entry_execution for Germany: phases, BaFin, the profile's buyers and pricing, milestones from 300 merchants", async () => {
    const r = await analyze(
      'market_entry_execution',
      'We are a payments startup in Austin with 300 merchants; we plan to launch in Germany next year.',
    );
    const m = r.analysis.mode_insights as {
      phases: { name: string; milestones: string[]; channels: string[] }[];
      requirements: { rules: Rule[]; regulators: string[] };
      beachhead: { buyers: string[] };
      pricing: string[];
    };
    expect(m.phases.map((p) => p.name)).toEqual(['Beachhead', 'Launch', 'Scale']);
    expect(m.requirements.regulators.join(' ')).toMatch(/BaFin/);
    expect(m.requirements.rules.map((x) => x.jurisdiction)).toEqual(['eu']);
    expect(m.beachhead.buyers).toEqual(['online merchants', 'platforms and marketplaces']);
    expect(m.pricing).toContain('percentage plus a fixed fee per transaction');
    expect(m.phases[0].milestones[0]).toBe(
      'First 5 reference customers in Germany, against 300 merchants (customers) at home',
    );
    expect(m.phases[1].channels.join(' ')).toMatch(/Mittelstand/);
  });

  test("a Portuguese company entering Brazil: Brazil's regulators, and a note where the profile has no Brazilian rule", async () => {
    const r = await analyze(
      'market_entry_execution',
      'Somos uma empresa de Lisboa de pagamentos online para lojas: 850 lojistas em ' +
        'Portugal, a 59 € por mês. Queremos entrar no Brasil no próximo ano.',
    );
    const m = r.analysis.mode_insights as {
      target: Record<string, string>;
      requirements: { rules: Rule[]; regulators: string[] };
      notes: Record<string, string>;
      pricing: string[];
    };
    expect(m.target).toMatchObject({ region: 'Brazil', market_context: 'brazil' });
    expect(m.requirements.regulators.join(' ')).toMatch(/Banco Central do Brasil/);
    expect(m.requirements.rules).toEqual([]);
    expect(m.notes['requirements.rules']).toMatch(/no rule for Brazil/);
    expect(m.pricing[0]).toBe('price EUR 59 per month (stated today)');
  });
});

describe('the partner sought is the subject', () => {
  test('a caller that mentions one company and seeks a partnership with another is asking about the partner', async () => {
    const r = await analyze(
      'partnership',
      'We run a checkout plugin with 400 merchants, already settle through Adyen and want a partnership with Stripe. Is it worth it?',
    );
    expect(r.analysis.company_or_product).toBe('Stripe');
  });
});

describe('a caller that names its own product and a rival', () => {
  test('the rival is the subject and the card is for the caller’s product against it', async () => {
    const r = await analyze('sales_enablement', 'We resell Stripe and compete with Adyen. Where do we win?');
    expect(r.analysis.company_or_product).toBe('Adyen');
    expect(r.analysis.battlecard?.for).toBe('the caller, selling Stripe against Adyen');
    expect(r.analysis.battlecard?.against).toEqual(['Adyen']);
    expect((r.analysis.mode_insights as { side: { caller: string } }).side.caller).toBe('competitor');
  });

  test('in Spanish, from the context', async () => {
    const r = await analyze(
      'sales_enablement',
      'Adyen es una plataforma de pagos.',
      'Somos partner de Stripe y competimos con Adyen.',
    );
    expect(r.analysis.company_or_product).toBe('Adyen');
    expect(r.analysis.battlecard?.for).toBe('the caller, selling Stripe against Adyen');
  });
});
