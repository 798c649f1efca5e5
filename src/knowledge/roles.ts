// Roles of the phrases in a company description: which spans name the BUYER or the channel, and
// which name the PRODUCT. "Route-optimisation software for grocery delivery fleets" sells route
// optimisation; "grocery delivery fleets" are its customers. The market matcher (marketMatch.ts)
// weighs a market term by the role of the span it was found in.
// Works on folded text (normalize.ts foldText) and returns character ranges of that text.
// Latin scripts: a buyer phrase opens with a cue ("for", "para", "für") and is a buyer phrase only
// when it names a buyer ("clinics", "Zahnarztpraxen"): "for predictive maintenance" names a job.
// Japanese and Korean put the buyer before the cue ("歯科医院向け", "병원 대상"), Chinese after it
// ("面向中小企业的"). A product span is a product noun and the few words next to it.
import { foldText } from './normalize.ts';
import { CJK_ROLE_CUES, GENERIC_BUYERS, LATIN_ROLE_CUES, SOFTWARE_NOUNS } from './roleLexicon.ts';

export interface Span {
  start: number;
  end: number; // exclusive
}

export interface Roles {
  /** Phrases after (ja, ko: before) a buyer cue, whether or not they name a buyer. */
  cue: Span[];
  /** The cue phrases that name a buyer: their market terms describe the customer segment. */
  buyer: Span[];
  /** Phrases naming a technology the company uses ("using satellite imagery", "AIを活用した"). */
  means: Span[];
  /** Features listed after "with", "com", "mit" ("software with recurring billing"). */
  feature: Span[];
  /** Product nouns with the words that qualify them. */
  product: Span[];
}

export type Role = 'product' | 'buyer' | 'means' | 'feature' | 'plain';

const MAX_BUYER_WORDS = 6;
const PRODUCT_REACH = 3; // words either side of a product noun
const CJK_BUYER_CHARS = 12;
const CJK_PRODUCT_REACH = 8; // characters before a product noun (modifiers come first in ja, ko, zh)
const COMPOUND_MIN = 6; // "Buchhaltungssoftware" ends with "software": a noun this long may end a compound

const WORD = /[\p{L}\p{N}]+/gu;
const CLAUSE_BREAK = /[,.;:!?()[\]{}"“”«»\n·•|/]/;
const CJK_BREAK = /[、。，,.;；:：!！?？()（）「」『』\n]/;

const split = (list: string): string[] =>
  list
    .split('|')
    .map((s) => foldText(s).trim())
    .filter(Boolean);
const wordsOf = (phrase: string): string[] => phrase.match(WORD) ?? [];
const byLength = (a: string[], b: string[]): number => b.length - a.length;

const latin = Object.values(LATIN_ROLE_CUES);
const LATIN_CUES = latin.flatMap((c) => split(c.buyerCues).map(wordsOf)).sort(byLength);
const LATIN_MEANS = latin.flatMap((c) => split(c.meansCues).map(wordsOf)).sort(byLength);
const LATIN_FEATURES = latin.flatMap((c) => split(c.featureCues).map(wordsOf)).sort(byLength);
const LATIN_STOPS = latin.flatMap((c) => split(c.stops).map(wordsOf)).sort(byLength);
const LATIN_BUYERS = new Set(latin.flatMap((c) => split(c.buyerNouns)));
const LATIN_PRODUCTS = new Set(latin.flatMap((c) => split(c.productNouns)));
const cjk = Object.values(CJK_ROLE_CUES);
const cjkList = (pick: (c: (typeof cjk)[number]) => string): string[] =>
  cjk.flatMap((c) => split(pick(c))).sort((a, b) => b.length - a.length);
const CJK_BEFORE = cjkList((c) => c.buyerBefore);
const CJK_BEFORE_IF_NOUN = cjkList((c) => c.buyerBeforeIfNoun);
const CJK_AFTER = cjkList((c) => c.buyerAfter);
const CJK_MEANS_BEFORE = cjkList((c) => c.meansBefore);
const CJK_MEANS_AFTER = cjkList((c) => c.meansAfter);
const CJK_AFTER_IF_NOUN = cjkList((c) => c.buyerAfterIfNoun);
const CJK_BUYERS = cjkList((c) => c.buyerNouns);
const CJK_PRODUCTS = cjkList((c) => c.productNouns);
const JA_PARTICLE = /[をではが]/;
// "成为", "作为", "因为", "为了": 为 that is not "for".
const NOT_FOR = /^(?:[成作因认称较更最广]为|为了|为主|为止)/;

interface Word {
  text: string;
  start: number;
  end: number;
}

/** The length in words of a phrase of `phrases` starting at word i, or 0. */
function phraseAt(words: Word[], i: number, phrases: string[][]): number {
  for (const p of phrases) if (p.every((w, j) => words[i + j]?.text === w)) return p.length;
  return 0;
}

const compoundEnds = (nouns: Set<string>): string[] => [...nouns].filter((n) => n.length >= COMPOUND_MIN);
const BUYER_ENDS = compoundEnds(LATIN_BUYERS);
const PRODUCT_ENDS = compoundEnds(LATIN_PRODUCTS);
const MULTI_WORD_BUYERS = [...LATIN_BUYERS].filter((n) => n.includes(' ')).map(wordsOf);
// Prepositions that attach a qualifier to a product noun in the Romance languages, German and English.
const CONNECTORS = new Set('de|di|da|do|du|des|del|della|delle|dei|degli|dos|das|of|d|von|zur|zum|em|en'.split('|'));
const isBuyerNoun = (w: string): boolean => LATIN_BUYERS.has(w) || BUYER_ENDS.some((n) => w.endsWith(n));
const isProductNoun = (w: string): boolean => LATIN_PRODUCTS.has(w) || PRODUCT_ENDS.some((n) => w.endsWith(n));

function latinRoles(folded: string, roles: Roles): void {
  const words: Word[] = [...folded.matchAll(WORD)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  const breakBefore = (i: number): boolean =>
    i > 0 && CLAUSE_BREAK.test(folded.slice(words[i - 1].end, words[i].start));
  const cueWords = new Set<number>();
  const inCue = new Set<number>();
  const inMeans = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    const meansLength = phraseAt(words, i, LATIN_MEANS);
    const featureLength = meansLength ? 0 : phraseAt(words, i, LATIN_FEATURES);
    const cueLength = meansLength || featureLength || phraseAt(words, i, LATIN_CUES);
    if (!cueLength) continue;
    for (let k = i; k < i + cueLength; k++) cueWords.add(k);
    let end = i + cueLength;
    while (end < words.length && end - (i + cueLength) < MAX_BUYER_WORDS && !breakBefore(end)) {
      if (phraseAt(words, end, LATIN_STOPS) || phraseAt(words, end, LATIN_CUES) || phraseAt(words, end, LATIN_MEANS))
        break;
      end++;
    }
    if (end === i + cueLength) continue;
    const span = { start: words[i + cueLength].start, end: words[end - 1].end };
    if (meansLength || featureLength) {
      (meansLength ? roles.means : roles.feature).push(span);
      for (let k = i; k < end; k++) (k < i + cueLength ? cueWords : inMeans).add(k);
      i = end - 1;
      continue;
    }
    roles.cue.push(span);
    for (let k = i + cueLength; k < end; k++) inCue.add(k);
    const names = words
      .slice(i + cueLength, end)
      .some((w, k) => isBuyerNoun(w.text) || phraseAt(words, i + cueLength + k, MULTI_WORD_BUYERS));
    if (names) roles.buyer.push(span);
    i = end - 1;
  }
  words.forEach((w, i) => {
    if (!isProductNoun(w.text) || inCue.has(i) || inMeans.has(i)) return;
    // Short function words ("de", "of", "la") do not use up the reach: "plateforme de prise de rendez-vous".
    let from = i;
    for (let reach = 0; from > 0 && reach < PRODUCT_REACH; from--) {
      if (breakBefore(from) || cueWords.has(from - 1) || inCue.has(from - 1) || inMeans.has(from - 1)) break;
      if (words[from - 1].text.length > 2) reach++;
    }
    // After the noun, only what a preposition attaches qualifies it ("sensores de vibração", "API for
    // payouts" is a cue); a following verb ("software evalúa adquirir") begins another clause.
    let to = i;
    // One adjective may come first when a preposition follows it ("produttore bolognese di pinze").
    if (to + 3 < words.length && !CONNECTORS.has(words[to + 1].text) && CONNECTORS.has(words[to + 2].text))
      if (!breakBefore(to + 1) && !breakBefore(to + 2) && !isProductNoun(words[to + 1].text)) to++;
    for (let reach = 0; to + 2 < words.length && reach < PRODUCT_REACH; reach++) {
      if (!CONNECTORS.has(words[to + 1].text) || breakBefore(to + 1) || breakBefore(to + 2)) break;
      if (cueWords.has(to + 2) || phraseAt(words, to + 2, LATIN_STOPS) || phraseAt(words, to + 2, LATIN_CUES)) break;
      to += 2;
    }
    roles.product.push({ start: words[from].start, end: words[to].end });
  });
}

/** Every index where `needle` occurs in `text`. */
function indexesOf(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + needle.length)) found.push(i);
  return found;
}

function cjkRoles(folded: string, roles: Roles): void {
  const hasBuyer = (s: Span): boolean => CJK_BUYERS.some((n) => folded.slice(s.start, s.end).includes(n));
  const taken: Span[] = [];
  const free = (at: number, length: number): boolean => !taken.some((t) => at < t.end && at + length > t.start);
  const before = (cues: string[], needNoun: boolean, into: Span[] = roles.buyer): void => {
    for (const cue of cues)
      for (const at of indexesOf(folded, cue)) {
        if (!free(at, cue.length)) continue;
        taken.push({ start: at, end: at + cue.length });
        let start = at;
        while (start > 0 && at - start < CJK_BUYER_CHARS && !CJK_BREAK.test(folded[start - 1])) start--;
        // Korean: the buyer is the one or two words before the cue ("중소 제조업체를 위한").
        if (/\p{Script=Hangul}/u.test(cue)) {
          const words = folded.slice(start, at).trimEnd().split(' ');
          if (words.length > 2)
            start = at - folded.slice(start, at).trimEnd().length + words.slice(0, -2).join(' ').length + 1;
        }
        // "当社は歯科医院向け", "サービスを工場向け": a particle ends the phrase before the buyer.
        for (let k = at - 1; k >= start; k--)
          if (JA_PARTICLE.test(folded[k])) {
            start = k + 1;
            break;
          }
        const span = { start, end: at };
        if (span.end <= span.start) continue;
        if (into !== roles.buyer) into.push(span);
        else {
          roles.cue.push(span);
          if (!needNoun || hasBuyer(span)) roles.buyer.push(span);
        }
      }
  };
  const after = (cues: string[], needNoun: boolean, into: Span[] = roles.buyer): void => {
    for (const cue of cues)
      for (const at of indexesOf(folded, cue)) {
        if (!free(at, cue.length) || (cue === '为' && NOT_FOR.test(folded.slice(Math.max(0, at - 1), at + 2))))
          continue;
        taken.push({ start: at, end: at + cue.length });
        const start = at + cue.length;
        let end = start;
        while (end < folded.length && end - start < CJK_BUYER_CHARS && !CJK_BREAK.test(folded[end])) {
          if (folded.startsWith('的', end) || folded.startsWith('提供', end)) break;
          end++;
        }
        const span = { start, end };
        if (end <= start) continue;
        if (into !== roles.buyer) into.push(span);
        else {
          roles.cue.push(span);
          if (!needNoun || hasBuyer(span)) roles.buyer.push(span);
        }
      }
  };
  before(CJK_BEFORE, false);
  before(CJK_BEFORE_IF_NOUN, true);
  after(CJK_AFTER, false);
  after(CJK_AFTER_IF_NOUN, true);
  before(CJK_MEANS_BEFORE, false, roles.means);
  after(CJK_MEANS_AFTER, false, roles.means);
  for (const noun of CJK_PRODUCTS)
    for (const at of indexesOf(folded, noun)) {
      if ([...roles.cue, ...roles.means].some((c) => at >= c.start && at < c.end)) continue;
      let start = at;
      while (start > 0 && at - start < CJK_PRODUCT_REACH && !CJK_BREAK.test(folded[start - 1])) start--;
      // A buyer phrase and its cue just before the noun qualify the buyer, not the product.
      for (const t of [...roles.cue, ...roles.means, ...taken]) if (t.end <= at && t.end > start) start = t.end;
      roles.product.push({ start, end: at + noun.length });
    }
}

/** The buyer, cue and product spans of a folded text. */
export function readRoles(folded: string): Roles {
  const roles: Roles = { cue: [], buyer: [], means: [], feature: [], product: [] };
  latinRoles(folded, roles);
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(folded)) cjkRoles(folded, roles);
  return roles;
}

const overlaps = (s: Span, start: number, end: number): boolean => start < s.end && end > s.start;
const inside = (s: Span, start: number, end: number): boolean => start >= s.start && end <= s.end;

/**
 * The role of the text between start and end: a product span wins over a buyer span around it. A term
 * that runs into a buyer phrase names the buyer ("온라인 쇼핑몰" in "온라인 쇼핑몰 판매자를 위한", whose
 * buyer phrase starts at "쇼핑몰").
 */
export function roleOf(roles: Roles, start: number, end: number): Role {
  if (roles.product.some((s) => overlaps(s, start, end))) return 'product';
  if (roles.buyer.some((s) => overlaps(s, start, end))) return 'buyer';
  if (roles.means.some((s) => inside(s, start, end))) return 'means';
  if (roles.feature.some((s) => inside(s, start, end))) return 'feature';
  return 'plain';
}

const SOFTWARE = split(SOFTWARE_NOUNS);
const hasCjkChar = (s: string): boolean => /[^\p{Script=Latin}\p{N}\s-]/u.test(s);

/** True when a product span of the folded text names software ("software", "gestionale", "システム"). */
export function namesSoftware(folded: string, roles: Roles): boolean {
  return roles.product.some((s) => {
    const span = folded.slice(s.start, s.end);
    return SOFTWARE.some((n) =>
      hasCjkChar(n)
        ? span.includes(n)
        : wordsOf(span).some((w) => w === n || (n.length >= COMPOUND_MIN && w.endsWith(n))),
    );
  });
}

const GENERIC = new Set(split(GENERIC_BUYERS));

/** True when a buyer phrase names only buyers of every market ("small businesses", "中小企業"). */
export function genericBuyer(phrase: string): boolean {
  const folded = foldText(phrase).trim();
  if (hasCjkChar(folded)) {
    const specific = CJK_BUYERS.filter((n) => !GENERIC.has(n)).some((n) => folded.includes(n));
    return !specific && [...GENERIC].some((n) => folded.includes(n));
  }
  const words = wordsOf(folded);
  return words.some((w) => GENERIC.has(w)) && !words.some((w) => !GENERIC.has(w) && isBuyerNoun(w));
}

/** True when the text between start and end lies in a phrase after a buyer cue. */
export function inCuePhrase(roles: Roles, start: number, end: number): boolean {
  return roles.cue.some((s) => inside(s, start, end));
}
