// The prose fields of an analysis: template sentences over facts in hand (the knowledge-base record,
// the cues and sentences of the input), saying "Not stated in the input" where nothing is known.
// Output is English (design.md §6.4): input sentences are quoted only when the input is English;
// otherwise the English labels of what it states are used.
import { matchConcepts } from '../knowledge/lexiconMatch.ts';
import type { Facts } from './facts.ts';
import type { RankedCompetitor } from './competitors.ts';
import { cuesOf, type CueHit } from './cues.ts';

export interface TextFields {
  positioning_summary: string;
  target_customer: string;
  core_value_props: string[];
  user_pain_points: string[];
  unique_angle: string;
}

export const NOT_STATED = 'Not stated in the input';
const SECTOR_LABELS: Record<string, string> = { ai: 'AI', saas: 'SaaS', legaltech: 'legal-tech', edtech: 'edtech', ecommerce: 'e-commerce' };
const AUDIENCE_OF_MODEL: Record<string, string> = {
  b2b: 'businesses', b2c: 'consumers', b2b2c: 'businesses and their end customers', marketplace: 'buyers and sellers on both sides of its marketplace',
  protocol: 'developers and on-chain users', open_source: 'developers and engineering teams', government: 'governments and public-sector buyers',
};
// Moat factors that are also something a customer gets.
const CUSTOMER_FACING_MOAT: Record<string, string> = {
  ecosystem: 'A broad ecosystem of integrations and partners', 'network effects': 'Network effects: more value as more participants join',
  brand: 'An established, trusted brand', distribution: 'Wide distribution', 'proprietary technology': 'Proprietary technology',
  'proprietary data': 'Proprietary data', 'regulatory licenses': 'Holds the regulatory licences its market requires', 'open-source community': 'An open-source community',
};
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export const sectorLabel = (sector: string | null): string => (sector ? SECTOR_LABELS[sector] ?? sector : 'unclassified');
// Country names that read with an article ("headquartered in the United States").
const WITH_ARTICLE = new Set(['US', 'GB', 'NL', 'AE', 'PH', 'CZ', 'DO']);
export const countryName = (code: string | null): string | null => {
  if (!code) return null;
  try {
    const name = regionNames.of(code.toUpperCase());
    return name ? `${WITH_ARTICLE.has(code.toUpperCase()) ? 'the ' : ''}${name}` : null;
  } catch { return null; }
};
export const joinNames = (names: string[]): string => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
/** Ends a sentence with a full stop unless it already ends with one (inside a quote too). */
const endSentence = (s: string) => (/[.!?…]["”]?$/.test(s) ? s : `${s}.`);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

/** "Label: "sentence"" for English input, "Label (stated in the input)" otherwise. */
function evidence(facts: Facts, hit: CueHit): string {
  return facts.language === 'en' ? `${capitalise(hit.label)}: "${clip(hit.sentence, 160)}"` : `${capitalise(hit.label)} (stated in the input)`;
}

function positioning(facts: Facts, peers: RankedCompetitor[]): string {
  const { entry, subject } = facts;
  if (entry) {
    const where = countryName(entry.country);
    const since = entry.founded ? `, founded in ${entry.founded}` : '';
    return `${entry.name} is a ${entry.maturity} ${sectorLabel(entry.sector)} company${where ? ` headquartered in ${where}` : ''}${since}, competing in ${joinNames(entry.categories)}. ${entry.description}`;
  }
  const glosses = [...new Set(matchConcepts(facts.text.slice(0, 4000)).map((h) => h.concept.gloss))].slice(0, 3);
  const own = facts.language === 'en' ? (facts.callerText || facts.page?.description || '').split(/(?<=[.!?])\s/)[0]?.trim() : '';
  const quoted = own ? clip(own, 200) : '';
  const said = quoted ? ` It describes itself as: "${quoted}"${/[.!?…]$/.test(quoted) ? '' : '.'}`
    : !facts.categories.length && glosses.length ? ` The input speaks of ${joinNames(glosses)}.` : '';
  const peerText = peers.length ? ` Closest known peers: ${joinNames(peers.slice(0, 3).map((p) => p.name))}.` : '';
  const name = subject.identifiedBy === 'none' ? 'The company described' : subject.name;
  if (!facts.sector) return `${name} is not in the knowledge base, and the input does not say clearly which market it serves.${said}`;
  return `${name} is not in the knowledge base; from the input's wording it reads as a ${sectorLabel(facts.sector)} company in ${joinNames(facts.categories) || 'an unidentified market'}.${said}${peerText}`;
}

/** The buyers in a few words: the first the input names, else those of the business model; null when unknown. */
export function mainAudience(facts: Facts): string | null {
  const named = cuesOf(facts.cues, 'audience')[0]?.label;
  const model = facts.entry?.business_model;
  return named ?? (model ? AUDIENCE_OF_MODEL[model] ?? null : null);
}

function targetCustomer(facts: Facts): string {
  const audiences = cuesOf(facts.cues, 'audience').slice(0, 3).map((h) => h.label);
  const named = audiences.length ? `the input names ${joinNames(audiences)}` : '';
  const model = facts.entry?.business_model;
  if (model) {
    const market = facts.entry!.categories[0] ? ` buying ${facts.entry!.categories[0]}` : '';
    return `${capitalise(AUDIENCE_OF_MODEL[model] ?? model)}${market} (business model ${model}, knowledge base)${named ? `; ${named}` : ''}.`;
  }
  return audiences.length ? `${capitalise(joinNames(audiences))} (named in the input).` : `${NOT_STATED}.`;
}

function valueProps(facts: Facts): string[] {
  const props: string[] = [];
  if (facts.entry) props.push(`What it offers: ${facts.entry.description}`);
  for (const hit of cuesOf(facts.cues, 'value').slice(0, 3)) props.push(evidence(facts, hit));
  for (const factor of facts.entry?.moat ?? []) if (CUSTOMER_FACING_MOAT[factor]) props.push(`${CUSTOMER_FACING_MOAT[factor]} (knowledge base).`);
  if (facts.cues.has('free_offer')) props.push('A free plan or trial (stated in the input).');
  if (facts.entry?.pricing_model === 'usage-based') props.push('Usage-based pricing: pay for what is used (knowledge base).');
  return props.length ? props.slice(0, 5) : [NOT_STATED];
}

function painPoints(facts: Facts): string[] {
  const pains = cuesOf(facts.cues, 'pain').slice(0, 5).map((hit) => evidence(facts, hit));
  return pains.length ? pains : [NOT_STATED];
}

function uniqueAngle(facts: Facts, peers: RankedCompetitor[]): string {
  const parts: string[] = [];
  const claim = facts.cues.get('differentiation');
  if (claim && facts.language === 'en') parts.push(`Claimed in the input: "${clip(claim.sentence, 180)}"`);
  const direct = peers.filter((p) => p.relation === 'direct' && p.entry).slice(0, 3);
  if (facts.entry && direct.length) {
    const covered = new Set(direct.flatMap((p) => p.entry!.categories));
    const extra = facts.entry.categories.filter((c) => !covered.has(c));
    if (extra.length) parts.push(`Unlike ${joinNames(direct.map((p) => p.name))}, ${facts.entry.name} also covers ${joinNames(extra)}`);
  }
  if (facts.entry?.moat.length) parts.push(`Its defensibility rests on ${joinNames(facts.entry.moat)} (knowledge base)`);
  const stated = ['patents', 'proprietary_tech', 'proprietary_data', 'network_effects', 'regulated_licence'].filter((c) => facts.cues.has(c));
  if (stated.length && !facts.entry) parts.push(`The input states ${joinNames(stated.map((c) => facts.cues.get(c)!.label))}`);
  return parts.length ? endSentence(parts.map((p) => p.replace(/\.$/, '')).join('. ')) : `${NOT_STATED}${peers.length ? `; closest known peers: ${joinNames(peers.slice(0, 3).map((p) => p.name))}` : ''}.`;
}

/** `peers` is empty when competitors are withheld (the demo): no names leak through the prose. */
export function describe(facts: Facts, peers: RankedCompetitor[]): TextFields {
  return {
    positioning_summary: positioning(facts, peers),
    target_customer: targetCustomer(facts),
    core_value_props: valueProps(facts),
    user_pain_points: painPoints(facts),
    unique_angle: uniqueAngle(facts, peers),
  };
}
