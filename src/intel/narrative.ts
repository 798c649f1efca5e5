// The prose fields of an analysis, from facts in hand: the knowledge-base record, what the input
// states (its cues and sentences), and the profiles of the company's markets (who buys there, what
// hurts them, what they pay for, what is typical). A field with nothing behind it stays empty and
// says why in `field_notes`; no placeholder text stands in an array.
// Output is English (docs/decisions.md): input sentences are quoted only when the input is English;
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
  /** Why a field is empty or thin: field name → reason. */
  field_notes: Record<string, string>;
}

export const NOT_STATED = 'Not stated in the input';
const SECTOR_LABELS: Record<string, string> = {
  ai: 'AI',
  saas: 'SaaS',
  legaltech: 'legal-tech',
  edtech: 'edtech',
  ecommerce: 'e-commerce',
};
const AUDIENCE_OF_MODEL: Record<string, string> = {
  b2b: 'businesses',
  b2c: 'consumers',
  b2b2c: 'businesses and their end customers',
  marketplace: 'buyers and sellers on both sides of its marketplace',
  protocol: 'developers and on-chain users',
  open_source: 'developers and engineering teams',
  government: 'governments and public-sector buyers',
};
// Moat factors that are also something a customer gets.
const CUSTOMER_FACING_MOAT: Record<string, string> = {
  ecosystem: 'A broad ecosystem of integrations and partners',
  'network effects': 'Network effects: more value as more participants join',
  brand: 'An established, trusted brand',
  distribution: 'Wide distribution',
  'proprietary technology': 'Proprietary technology',
  'proprietary data': 'Proprietary data',
  'regulatory licenses': 'Holds the regulatory licences its market requires',
  'open-source community': 'An open-source community',
};
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export const sectorLabel = (sector: string | null): string =>
  sector ? (SECTOR_LABELS[sector] ?? sector) : 'unclassified';
/** "a" or "an" before a word: "an AI company", "an emerging", "a SaaS company". */
const article = (word: string): string => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
// Country names that read with an article ("headquartered in the United States").
const WITH_ARTICLE = new Set(['US', 'GB', 'NL', 'AE', 'PH', 'CZ', 'DO']);
// Intl.DisplayNames costs about 10 µs a call and the same few codes repeat in every answer.
const countryNames = new Map<string, string | null>();
export const countryName = (code: string | null): string | null => {
  if (!code) return null;
  const upper = code.toUpperCase();
  if (countryNames.has(upper)) return countryNames.get(upper) ?? null;
  let name: string | null;
  try {
    const display = regionNames.of(upper);
    name = display ? `${WITH_ARTICLE.has(upper) ? 'the ' : ''}${display}` : null;
  } catch {
    name = null;
  }
  // Only well-formed codes are kept, so hostile input cannot grow the table without bound.
  if (/^[A-Z]{2}$/.test(upper)) countryNames.set(upper, name);
  return name;
};
export const joinNames = (names: string[]): string =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
/** Ends a sentence with a full stop unless it already ends with one (inside a quote too). */
const endSentence = (s: string) => (/[.!?…]["”]?$/.test(s) ? s : `${s}.`);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

/** "Label: "sentence"" for English input, "Label (stated in the input)" otherwise. */
function evidence(facts: Facts, hit: CueHit): string {
  return facts.language === 'en'
    ? `${capitalise(hit.label)}: "${clip(hit.sentence, 160)}"`
    : `${capitalise(hit.label)} (stated in the input)`;
}

function positioning(facts: Facts, peers: RankedCompetitor[]): string {
  const { entry, subject } = facts;
  if (entry) {
    const where = countryName(entry.country);
    const since = entry.founded ? `, founded in ${entry.founded}` : '';
    return `${entry.name} is ${article(entry.maturity)} ${sectorLabel(entry.sector)} company${where ? ` headquartered in ${where}` : ''}${since}, competing in ${joinNames(entry.categories)}. ${entry.description}`;
  }
  const glosses = [...new Set(matchConcepts(facts.text.slice(0, 4000)).map((h) => h.concept.gloss))].slice(0, 3);
  const own =
    facts.language === 'en' ? (facts.callerText || facts.page?.description || '').split(/(?<=[.!?])\s/)[0]?.trim() : '';
  const quoted = own ? clip(own, 200) : '';
  const said = quoted
    ? ` It describes itself as: "${quoted}"${/[.!?…]$/.test(quoted) ? '' : '.'}`
    : !facts.categories.length && glosses.length
      ? ` The input speaks of ${joinNames(glosses)}.`
      : '';
  const peerText = peers.length ? ` Closest known peers: ${joinNames(peers.slice(0, 3).map((p) => p.name))}.` : '';
  const name = subject.identifiedBy === 'none' ? 'The company described' : subject.name;
  if (!facts.sector)
    return `${name} is not in the knowledge base, and the input does not say clearly which market it serves.${said}`;
  return `${name} is not in the knowledge base; from the input's wording it reads as ${article(sectorLabel(facts.sector))} company in ${joinNames(facts.categories) || 'an unidentified market'}.${said}${peerText}`;
}

/** The buyers in a few words: the first the input names, else those of the business model; null when unknown. */
export function mainAudience(facts: Facts): string | null {
  const named = cuesOf(facts.cues, 'audience')[0]?.label;
  const model = facts.entry?.business_model;
  return named ?? (model ? (AUDIENCE_OF_MODEL[model] ?? null) : null) ?? facts.profiles[0]?.buyers[0] ?? null;
}

const primary = (facts: Facts) => facts.profiles[0] ?? null;

function targetCustomer(facts: Facts, notes: Record<string, string>): string {
  const audiences = cuesOf(facts.cues, 'audience')
    .slice(0, 3)
    .map((h) => h.label);
  const named = audiences.length ? `the input names ${joinNames(audiences)}` : '';
  const profile = primary(facts);
  const buyers = profile
    ? `${capitalise(joinNames(profile.buyers.slice(0, 3)))} buying ${profile.category}; decisions by ${joinNames(profile.decision_makers.slice(0, 3))}`
    : '';
  const model = facts.entry?.business_model;
  const modelText = model
    ? `business model ${model}${AUDIENCE_OF_MODEL[model] ? ` (${AUDIENCE_OF_MODEL[model]})` : ''}`
    : '';
  const parts = [buyers, modelText, named].filter(Boolean);
  if (parts.length === 0) {
    notes.target_customer = 'The input names no buyer and its market could not be identified.';
    return '';
  }
  return endSentence(capitalise(parts.join('; ')));
}

const MAX_ITEMS = 5;

function valueProps(facts: Facts, notes: Record<string, string>): string[] {
  const props: string[] = [];
  for (const hit of cuesOf(facts.cues, 'value').slice(0, 3)) props.push(evidence(facts, hit));
  if (facts.cues.has('free_offer')) props.push('A free plan or trial (stated in the input).');
  for (const factor of facts.entry?.moat ?? [])
    if (CUSTOMER_FACING_MOAT[factor]) props.push(`${CUSTOMER_FACING_MOAT[factor]}.`);
  if (facts.entry?.pricing_model === 'usage-based') props.push('Usage-based pricing: customers pay for what they use.');
  // What buyers in its markets pay for, as the outcomes the company is expected to deliver.
  for (const p of facts.profiles.slice(0, 2)) {
    for (const driver of p.value_drivers.slice(0, 2))
      props.push(`${capitalise(driver)} (what ${p.category} buyers pay for).`);
  }
  if (props.length === 0)
    notes.core_value_props = 'The input states no benefit and its market could not be identified.';
  return [...new Set(props)].slice(0, MAX_ITEMS);
}

function painPoints(facts: Facts, notes: Record<string, string>): string[] {
  const pains = cuesOf(facts.cues, 'pain')
    .slice(0, 3)
    .map((hit) => evidence(facts, hit));
  const [first, second] = facts.profiles;
  for (const pain of first?.pain_points.slice(0, 3) ?? [])
    pains.push(`${capitalise(pain)} (${first.category} buyers).`);
  for (const pain of second?.pain_points.slice(0, 1) ?? [])
    pains.push(`${capitalise(pain)} (${second.category} buyers).`);
  if (pains.length === 0)
    notes.user_pain_points = 'The input states no problem and its market could not be identified.';
  return [...new Set(pains)].slice(0, MAX_ITEMS);
}

function uniqueAngle(facts: Facts, peers: RankedCompetitor[], notes: Record<string, string>): string {
  const parts: string[] = [];
  const claim = facts.cues.get('differentiation');
  if (claim && facts.language === 'en') parts.push(`Claimed in the input: "${clip(claim.sentence, 180)}"`);
  else if (claim) parts.push(`The input claims a difference (${claim.label})`);
  const direct = peers.filter((p) => p.relation === 'direct' && p.entry).slice(0, 3);
  if (facts.entry && direct.length) {
    const covered = new Set(direct.flatMap((p) => p.entry!.categories));
    const extra = facts.entry.categories.filter((c) => !covered.has(c));
    if (extra.length)
      parts.push(`Unlike ${joinNames(direct.map((p) => p.name))}, ${facts.entry.name} also covers ${joinNames(extra)}`);
  }
  const typical = new Set(primary(facts)?.typical_moats ?? []);
  const moat = facts.entry?.moat ?? [];
  const beyond = moat.filter((m) => !typical.has(m));
  if (moat.length && typical.size) {
    parts.push(
      beyond.length
        ? `Beyond the moats typical of ${primary(facts).category} (${joinNames([...typical])}), it holds ${joinNames(beyond)}`
        : `Its moats (${joinNames(moat)}) are the ones typical of ${primary(facts).category}: defensible, not distinctive`,
    );
  } else if (moat.length) parts.push(`Its defensibility rests on ${joinNames(moat)}`);
  const stated = ['patents', 'proprietary_tech', 'proprietary_data', 'network_effects', 'regulated_licence'].filter(
    (c) => facts.cues.has(c),
  );
  if (stated.length && !facts.entry)
    parts.push(`The input states ${joinNames(stated.map((c) => facts.cues.get(c)!.label))}`);
  if (parts.length === 0) {
    const factors = primary(facts)?.key_success_factors ?? [];
    if (factors.length) {
      parts.push(
        `No distinctive claim in the input; in ${primary(facts).category} winners compete on ${joinNames(factors.slice(0, 3))}`,
      );
    } else {
      notes.unique_angle = 'The input claims no difference and its market could not be identified.';
      return '';
    }
  }
  return endSentence(parts.map((p) => p.replace(/\.$/, '')).join('. '));
}

/** `peers` is empty when competitors are withheld (the demo): no names leak through the prose. */
export function describe(facts: Facts, peers: RankedCompetitor[]): TextFields {
  const notes: Record<string, string> = {};
  return {
    positioning_summary: positioning(facts, peers),
    target_customer: targetCustomer(facts, notes),
    core_value_props: valueProps(facts, notes),
    user_pain_points: painPoints(facts, notes),
    unique_angle: uniqueAngle(facts, peers, notes),
    field_notes: notes,
  };
}
