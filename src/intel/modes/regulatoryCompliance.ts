// regulatory_compliance: exposure to the EU AI Act, GDPR and HIPAA, each a level with its reasons,
// driven by the sector, the markets, the home country and region, and what the text says the
// product does. The AI Act's tiers: Article 5 prohibitions, Annex III high-risk uses (and Annex I
// products such as medical devices), Chapter V general-purpose models, Article 50 transparency.
import { euPresence, has, homeCountry, lowerLevel, maxLevel, type Assessment, type Level, type ModeContext, type ModeOutput } from './context.ts';

const PROHIBITED: [cue: string, reason: string][] = [
  ['social_scoring', 'Social scoring of people is a prohibited practice (Article 5).'],
];
const ANNEX_III: [cue: string, reason: string][] = [
  ['biometrics', 'Biometric identification or categorisation (Annex III, point 1).'],
  ['critical_infrastructure', 'Safety component of critical infrastructure (Annex III, point 2).'],
  ['education_assessment', 'Admission, grading or proctoring in education (Annex III, point 3).'],
  ['hiring_decisions', 'Recruitment, candidate screening or worker management (Annex III, point 4).'],
  ['credit_scoring', 'Creditworthiness assessment or credit scoring of natural persons (Annex III, point 5(b)).'],
  ['insurance_pricing', 'Risk assessment and pricing in life and health insurance (Annex III, point 5(c)).'],
  ['law_enforcement', 'Law enforcement, migration, border control or administration of justice (Annex III, points 6–8).'],
];
const AI_SECTORS = ['ai', 'robotics'];
const PERSONAL_DATA_SECTORS = ['fintech', 'healthcare', 'edtech', 'ecommerce', 'legaltech'];
const PHI_CATEGORIES = /telemedicine|telehealth|ehr|electronic health|patient|health insurance|pharmacy|clinical|diagnostic|mental health|care/;

function euAiAct(ctx: ModeContext): Assessment {
  const usesAi = has(ctx, 'ai') || has(ctx, 'gpai') || AI_SECTORS.includes(ctx.facts.sector ?? '');
  const reasons: string[] = [];
  let level: Level = 'none';
  for (const [cue, reason] of PROHIBITED) if (has(ctx, cue)) { level = 'high'; reasons.push(reason); }
  if (has(ctx, 'emotion_recognition')) {
    const atWork = has(ctx, 'hiring_decisions') || has(ctx, 'education_assessment');
    level = maxLevel(level, 'high');
    reasons.push(atWork ? 'Emotion recognition at work or in education is prohibited (Article 5(1)(f)).' : 'Emotion recognition is a high-risk use (Annex III, point 1(c)).');
  }
  const highRisk = ANNEX_III.filter(([cue]) => has(ctx, cue));
  for (const [, reason] of highRisk) reasons.push(usesAi ? reason : `${reason} High-risk if AI is used; the input does not say it is.`);
  if (highRisk.length) level = maxLevel(level, usesAi ? 'high' : 'medium');
  if (has(ctx, 'medical_device') && usesAi) { level = maxLevel(level, 'high'); reasons.push('AI in a medical device is high-risk through Annex I (MDR/IVDR).'); }
  if (has(ctx, 'gpai')) { level = maxLevel(level, 'medium'); reasons.push('Builds or fine-tunes general-purpose AI models: Chapter V obligations (documentation, copyright policy).'); }
  if (has(ctx, 'chatbot')) { level = maxLevel(level, 'low'); reasons.push('Chatbots and generated content carry transparency duties (Article 50).'); }
  if (usesAi && level === 'none') { level = 'low'; reasons.push('Uses AI with no high-risk use stated: minimal or limited risk.'); }
  if (!usesAi && reasons.length === 0) reasons.push('No AI system described in the input or implied by the sector.');
  if (level !== 'none' && !euPresence(ctx)) reasons.push('Applies once the system is placed on the EU market or its output is used in the EU; no EU presence found in the input.');
  return { level, reasons };
}

function gdpr(ctx: ModeContext): Assessment {
  const { facts } = ctx;
  const reasons: string[] = [];
  let level: Level = 'none';
  if (has(ctx, 'health_data')) { level = 'high'; reasons.push('Health data is a special category (Article 9).'); }
  if (has(ctx, 'biometrics')) { level = 'high'; reasons.push('Biometric data used for identification is a special category (Article 9).'); }
  if (has(ctx, 'children')) { level = maxLevel(level, 'high'); reasons.push('Children\'s data: parental consent and stricter defaults (Article 8).'); }
  if (has(ctx, 'credit_scoring') || has(ctx, 'hiring_decisions')) { level = maxLevel(level, 'high'); reasons.push('Automated decisions with legal or similar effects (Article 22).'); }
  if (has(ctx, 'personal_data')) { level = maxLevel(level, 'medium'); reasons.push('The input describes processing personal data.'); }
  const consumerFacing = facts.entry?.business_model === 'b2c' || facts.entry?.business_model === 'b2b2c' || has(ctx, 'consumers') || has(ctx, 'patients');
  if (consumerFacing) { level = maxLevel(level, 'medium'); reasons.push('Serves individuals directly: customer accounts and usage data.'); }
  if (facts.sector && PERSONAL_DATA_SECTORS.includes(facts.sector) && level === 'none') { level = 'low'; reasons.push(`The ${facts.sector} sector routinely processes customer personal data.`); }
  if (level === 'none') { level = 'low'; reasons.push('At least business contact and user account data.'); }
  const eu = euPresence(ctx);
  if (eu) reasons.push(`EU exposure: ${eu}.`);
  else {
    level = lowerLevel(level);
    reasons.push('No EU presence found: GDPR applies to offering goods or services to people in the EU (Article 3(2)).');
  }
  return { level, reasons };
}

function hipaa(ctx: ModeContext): Assessment {
  const { facts } = ctx;
  const us = homeCountry(ctx) === 'US' || /\b(?:HIPAA|United States|U\.S\.|Medicare|Medicaid)\b/.test(facts.text.slice(0, 20_000));
  const healthcare = facts.sector === 'healthcare' || has(ctx, 'clinicians') || has(ctx, 'patients');
  const phi = has(ctx, 'health_data') || facts.categories.some((c) => PHI_CATEGORIES.test(c));
  if (!healthcare && !phi) return { level: 'none', reasons: ['No health care activity or health data described.'] };
  const reasons: string[] = [];
  if (phi) reasons.push('Handles protected health information (records, diagnoses, care or insurance data).');
  if (healthcare) reasons.push(`Health care ${facts.sector === 'healthcare' ? 'sector' : 'buyers'}: providers, plans and their business associates are covered.`);
  if (us) reasons.push('US market: HIPAA Privacy, Security and Breach Notification rules apply to covered entities and business associates.');
  else reasons.push('No US presence found: HIPAA binds US covered entities and their business associates only.');
  const level: Level = us ? (phi && healthcare ? 'high' : 'medium') : 'low';
  return { level, reasons };
}

export function regulatoryCompliance(ctx: ModeContext): ModeOutput {
  return { insights: { eu_ai_act: euAiAct(ctx), gdpr: gdpr(ctx), hipaa: hipaa(ctx) } };
}
