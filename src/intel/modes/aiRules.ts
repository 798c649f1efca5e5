// The EU AI Act, GDPR and HIPAA as obligations read from what the product does. The AI Act's
// tiers: Article 5 prohibitions, Annex III high-risk uses (and Annex I products such as medical
// devices), Chapter V general-purpose models, Article 50 transparency. An EU rule without EU
// presence (home, market, target or regional context) is one level lower and says so; so is HIPAA
// without a US presence. Evidence is the sentence of the input that states the use.
import { has, homeCountry, euPresence, lowerLevel, type Level, type ModeContext } from './context.ts';

export interface Obligation {
  rule: string;
  jurisdiction: string;
  level: Level;
  why: string;
  evidence: string;
  source: 'input' | 'record' | 'market profile';
}

type Places = ReadonlyMap<string, string>;
const AI_SECTORS = ['ai', 'robotics'];
const PHI_CATEGORIES =
  /telemedicine|telehealth|ehr|electronic health|patient|health insurance|pharmacy|clinical|diagnostic|mental health|care/;
const ANNEX_III: [cue: string, rule: string, why: string][] = [
  ['biometrics', 'EU AI Act Annex III point 1 (biometrics)', 'biometric identification or categorisation of people'],
  [
    'critical_infrastructure',
    'EU AI Act Annex III point 2 (critical infrastructure)',
    'a safety component of critical infrastructure',
  ],
  ['education_assessment', 'EU AI Act Annex III point 3 (education)', 'admission, grading or proctoring of learners'],
  [
    'hiring_decisions',
    'EU AI Act Annex III point 4 (employment)',
    'recruitment, candidate screening or worker management',
  ],
  ['credit_scoring', 'EU AI Act Annex III point 5(b) (creditworthiness)', 'credit scoring of natural persons'],
  [
    'insurance_pricing',
    'EU AI Act Annex III point 5(c) (life and health insurance)',
    'risk assessment and pricing in life and health insurance',
  ],
  [
    'law_enforcement',
    'EU AI Act Annex III points 6–8 (law enforcement, migration, justice)',
    'use by police, border or justice authorities',
  ],
];

const clip = (s: string) => (s.length <= 160 ? s : `${s.slice(0, 159).trimEnd()}…`);
const said = (ctx: ModeContext, cue: string): string => {
  const hit = ctx.facts.cues.get(cue);
  return hit ? `the input: "${clip(hit.sentence.replace(/\s+/g, ' ').trim())}"` : 'the record';
};

/** Where the EU's rules bite: a stated or recorded EU place, or null. */
const euWhy = (ctx: ModeContext, places: Places): string | null => places.get('eu') ?? euPresence(ctx);

function scoped(list: Obligation[], presence: string | null, region: string): Obligation[] {
  if (presence) return list.map((o) => ({ ...o, why: `${o.why}; in play because ${presence}` }));
  return list.map((o) => ({
    ...o,
    level: lowerLevel(o.level),
    why: `${o.why}; applies once it serves ${region}, which the input does not state`,
  }));
}

export function aiActObligations(ctx: ModeContext, places: Places): Obligation[] {
  const usesAi = has(ctx, 'ai') || has(ctx, 'gpai') || AI_SECTORS.includes(ctx.facts.sector ?? '');
  const out: Obligation[] = [];
  const add = (cue: string, rule: string, level: Level, why: string) =>
    out.push({
      rule,
      jurisdiction: 'eu',
      level,
      why,
      evidence: said(ctx, cue),
      source: ctx.facts.cues.has(cue) ? 'input' : 'record',
    });
  if (has(ctx, 'social_scoring'))
    add(
      'social_scoring',
      'EU AI Act Article 5(1)(c) (social scoring)',
      'high',
      'social scoring of people is a prohibited practice',
    );
  if (has(ctx, 'emotion_recognition')) {
    const atWork = has(ctx, 'hiring_decisions') || has(ctx, 'education_assessment');
    add(
      'emotion_recognition',
      atWork
        ? 'EU AI Act Article 5(1)(f) (emotion recognition at work or school)'
        : 'EU AI Act Annex III point 1(c) (emotion recognition)',
      'high',
      atWork
        ? 'emotion recognition in the workplace or in education is prohibited'
        : 'emotion recognition is a high-risk use',
    );
  }
  for (const [cue, rule, why] of ANNEX_III) {
    if (has(ctx, cue))
      add(
        cue,
        rule,
        usesAi ? 'high' : 'medium',
        usesAi ? `high-risk AI use: ${why}` : `${why}; high-risk once AI is used, which the input does not say`,
      );
  }
  if (has(ctx, 'medical_device') && usesAi)
    add(
      'medical_device',
      'EU AI Act Article 6(1) and Annex I (AI in a medical device)',
      'high',
      'AI in a product under the MDR/IVDR is high-risk',
    );
  if (has(ctx, 'gpai'))
    add(
      'gpai',
      'EU AI Act Chapter V (general-purpose AI models)',
      'medium',
      'builds or fine-tunes general-purpose models: documentation and copyright policy',
    );
  if (has(ctx, 'chatbot'))
    add(
      'chatbot',
      'EU AI Act Article 50 (transparency)',
      'low',
      'people must be told they deal with an AI system or generated content',
    );
  if (usesAi && out.length === 0)
    add('ai', 'EU AI Act (minimal or limited risk)', 'low', 'uses AI; the input names no high-risk use');
  return scoped(out, euWhy(ctx, places), 'the EU');
}

export function gdprObligations(ctx: ModeContext, places: Places): Obligation[] {
  const { facts } = ctx;
  const out: Obligation[] = [];
  const add = (cue: string, rule: string, level: Level, why: string) =>
    out.push({
      rule,
      jurisdiction: 'eu',
      level,
      why,
      evidence: said(ctx, cue),
      source: ctx.facts.cues.has(cue) ? 'input' : 'record',
    });
  if (has(ctx, 'health_data'))
    add('health_data', 'GDPR Article 9 (health data)', 'high', 'health data is a special category');
  if (has(ctx, 'biometrics'))
    add(
      'biometrics',
      'GDPR Article 9 (biometric data)',
      'high',
      'biometric data used for identification is a special category',
    );
  if (has(ctx, 'children'))
    add(
      'children',
      "GDPR Article 8 (children's consent)",
      'high',
      "children's data needs parental consent and stricter defaults",
    );
  for (const cue of ['credit_scoring', 'hiring_decisions']) {
    if (has(ctx, cue)) {
      add(
        cue,
        'GDPR Article 22 (automated decisions)',
        'high',
        'automated decisions with legal or similar effects on people',
      );
      break;
    }
  }
  const consumers =
    facts.entry?.business_model === 'b2c' ||
    facts.entry?.business_model === 'b2b2c' ||
    has(ctx, 'consumers') ||
    has(ctx, 'patients');
  const personal = has(ctx, 'personal_data')
    ? 'personal_data'
    : consumers
      ? has(ctx, 'patients')
        ? 'patients'
        : 'consumers'
      : null;
  if (personal || out.length) {
    add(
      personal ?? 'personal_data',
      'GDPR Articles 5–6 and 32 (lawful, secure processing)',
      personal ? 'medium' : 'low',
      consumers ? 'serves individuals directly: accounts and usage data' : 'processes personal data',
    );
  }
  return scoped(out, euWhy(ctx, places), 'people in the EU (Article 3(2))');
}

export function hipaaObligations(ctx: ModeContext, places: Places): Obligation[] {
  const { facts } = ctx;
  const healthcare = facts.sector === 'healthcare' || has(ctx, 'clinicians') || has(ctx, 'patients');
  const phi = has(ctx, 'health_data') || facts.categories.some((c) => PHI_CATEGORIES.test(c));
  if (!healthcare && !phi) return [];
  const us =
    places.get('us') ??
    (homeCountry(ctx) === 'US'
      ? 'headquartered in the US'
      : /\b(?:HIPAA|United States|U\.S\.|Medicare|Medicaid)\b/.test(facts.text.slice(0, 20_000))
        ? 'the input names the US or HIPAA'
        : null);
  const cue = has(ctx, 'health_data') ? 'health_data' : has(ctx, 'patients') ? 'patients' : 'clinicians';
  const base: Level = phi && healthcare ? 'high' : 'medium';
  const rules: [string, string][] = [
    [
      'HIPAA Privacy Rule (45 CFR Part 164 Subpart E)',
      'protected health information may be used and disclosed only as the rule allows',
    ],
    [
      'HIPAA Security Rule (45 CFR Part 164 Subpart C)',
      'electronic health information needs administrative, physical and technical safeguards',
    ],
    ['HIPAA Breach Notification Rule', 'breaches of unsecured health information must be notified'],
  ];
  const out = rules.map(([rule, why]): Obligation => ({
    rule,
    jurisdiction: 'us',
    level: base,
    why: `${why} (as a covered entity or business associate)`,
    evidence: said(ctx, cue),
    source: ctx.facts.cues.has(cue) ? 'input' : 'record',
  }));
  return scoped(out, us, 'US patients or providers');
}
