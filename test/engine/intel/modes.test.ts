// Every mode returns its own insight block, drawn from the facts, with no placeholder inside an
// array (an empty list carries its reason in `notes`); regulation names the rule, article or annex.
import { MODE_INSIGHT_KEYS } from '../../../src/intel/modes/index.ts';
import { MODES } from '../../../src/intel/types.ts';
import { analyze, arrayStrings } from './modeFixture.ts';

const STRIPE =
  'Stripe is a payments platform for internet businesses. Developers use its APIs to accept online payments, ' +
  'run subscription billing and prevent fraud across dozens of countries.';
const UNKNOWN =
  'Cobrafácil es una pasarela de pago para comercios en línea de México: 1.200 comercios, crecimiento del 8 % al mes ' +
  'y cobramos 2,9 % por transacción.';
const NOTHING = 'Oakline sells handmade oak furniture online.';
// What the evaluation counts as filler: an array item that says nothing.
const PLACEHOLDER = /not stated|^\s*(?:unknown|none|n\/?a|tbd|-+)\s*\.?\s*$|\(knowledge base\)|unnamed company/i;

describe('every mode', () => {
  test.each(MODES)('%s returns its keys, and no placeholder string in any array', async (mode) => {
    for (const text of [STRIPE, UNKNOWN, NOTHING]) {
      const { analysis } = await analyze(mode, text);
      expect(Object.keys(analysis.mode_insights)).toEqual(MODE_INSIGHT_KEYS[mode]);
      expect(arrayStrings(analysis).filter((s) => PLACEHOLDER.test(s.split(': ').slice(1).join(': ')))).toEqual([]);
      // An empty list in the insights says why, in notes.
      const notes = analysis.mode_insights.notes as Record<string, string>;
      for (const reason of Object.values(notes)) expect(reason.length).toBeGreaterThan(15);
      expect(analysis.battlecard !== undefined).toBe(mode === 'sales_enablement');
    }
  });

  test('no two modes share the same focus', () => {
    expect(new Set(MODES.map((m) => MODE_INSIGHT_KEYS[m].join(','))).size).toBe(MODES.length);
  });
});

interface Obligation {
  rule: string;
  jurisdiction: string;
  level: string;
  why: string;
  evidence: string;
}
const obligationsOf = async (text: string) => {
  const { analysis } = await analyze('regulatory_compliance', text);
  const m = analysis.mode_insights as {
    obligations: Obligation[];
    exposure: { level: string };
    frameworks: Record<string, { level: string }>;
  };
  return { ...m, rules: m.obligations.map((o) => o.rule) };
};

describe('regulatory_compliance', () => {
  test('AI credit scoring for consumers in Germany: Annex III point 5(b), GDPR Article 22, no HIPAA', async () => {
    const m = await obligationsOf(
      'LendWise is a German fintech that uses machine learning for credit scoring: our AI decides ' +
        'loan approval for consumers in seconds from their personal data.',
    );
    expect(m.rules).toEqual(
      expect.arrayContaining([
        'EU AI Act Annex III point 5(b) (creditworthiness)',
        'GDPR Article 22 (automated decisions)',
      ]),
    );
    const annex = m.obligations.find((o) => o.rule.startsWith('EU AI Act Annex III'))!;
    expect(annex).toMatchObject({ level: 'high', jurisdiction: 'eu' });
    expect(annex.evidence).toMatch(/credit scoring/);
    expect(m.frameworks.hipaa.level).toBe('none');
    expect(m.exposure.level).toBe('high');
  });

  test('a US telehealth service storing patient records: the HIPAA rules by name, GDPR one level lower', async () => {
    const m = await obligationsOf(
      'CareNote is a United States telehealth service for clinics: doctors hold video visits and store ' +
        'patient records and diagnoses in one secure app.',
    );
    expect(m.rules).toEqual(
      expect.arrayContaining([
        'HIPAA Privacy Rule (45 CFR Part 164 Subpart E)',
        'HIPAA Security Rule (45 CFR Part 164 Subpart C)',
      ]),
    );
    expect(m.frameworks.hipaa.level).toBe('high');
    expect(m.frameworks.eu_ai_act.level).toBe('none');
    // Health data is special-category (Article 9), but no EU presence is stated: one notch lower.
    expect(m.obligations.find((o) => o.rule === 'GDPR Article 9 (health data)')).toMatchObject({ level: 'medium' });
  });

  test('CV screening launched in Germany: Annex III point 4, the works-council rule of the profile for DACH', async () => {
    const m = await obligationsOf(
      'HireVue offers AI video interviews with machine learning assessment for candidate screening in ' +
        'recruitment. We plan to launch in Germany next year.',
    );
    expect(m.obligations.find((o) => o.rule === 'EU AI Act Annex III point 4 (employment)')).toMatchObject({
      level: 'high',
    });
    const council = m.obligations.find((o) => o.rule.startsWith('Betriebsverfassungsgesetz'))!;
    expect(council).toMatchObject({ jurisdiction: 'dach', level: 'medium' });
    expect(council.evidence).toMatch(/Germany/);
  });

  test('a furniture shop without AI or health data has no obligation from those laws', async () => {
    const m = await obligationsOf(
      'Oakline sells handmade oak furniture online and ships it to customers across the country within two weeks.',
    );
    expect(m.frameworks.eu_ai_act.level).toBe('none');
    expect(m.frameworks.hipaa.level).toBe('none');
    expect(m.rules.filter((r) => /AI Act|HIPAA/.test(r))).toEqual([]);
  });
});
