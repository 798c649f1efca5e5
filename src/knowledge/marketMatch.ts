// Finds which markets a text speaks of, from the market profiles' own vocabulary in nine languages
// (data/markets/*.json `terms`). What a company does is named by phrases ("manutenção preditiva",
// "sensores de vibração", "会計ソフト"), so a phrase counts more than a word, and a term several
// markets share counts for each of them a little (it says less about any one).
// Latin-script terms match word by word, each term word a prefix of the text's word with a short
// inflection allowed ("sensor" → "sensores", "Buchhaltung" → "Buchhaltungssoftware"); CJK terms
// match as substrings of the folded text.
// Where a term stands matters (roles.ts): next to a product noun ("route-optimisation software") it
// names what the company sells and counts more; inside a phrase naming the buyer ("for grocery
// delivery fleets", "歯科医院向け") it names the customer segment and counts less, unless its market
// is software for that kind of buyer (a vertical market, known from its own terms: "software para
// academias"), whose buyer words then point to it.
import type { MarketProfile } from './types.ts';
import { foldText, hasCjk } from './normalize.ts';
import { genericBuyer, inCuePhrase, namesSoftware, readRoles, roleOf, type Role, type Roles } from './roles.ts';

export interface MarketHit {
  category: string;
  score: number;
  terms: string[];
}

interface LatinTerm {
  words: string[];
  text: string;
  weight: number;
  categories: string[];
  languages: Set<string>; // the profile languages that list it
  abbreviation: boolean; // written in capitals ("MES", "CRM", "BaaS") or a bare short word ("los", "mes")
}
interface CjkTerm {
  text: string;
  weight: number;
  categories: string[];
}
/** A vertical market's buyer, taken from its own terms ("software para academias" → "academias"). */
interface BuyerKey {
  words: string[]; // Latin: folded words; CJK: one folded string
  cjk: boolean;
  text: string;
  category: string;
}

const ROLE_WEIGHTS: Record<Role, number> = { product: 1.6, plain: 1, feature: 0.5, buyer: 0.35, means: 0.35 };
// A vertical market's buyer named by the text: enough to name the market when the text sells
// software ("software for gyms"), yet less than a market term next to the product noun
// ("bookkeeping software for dental practices" is bookkeeping).
const BUYER_KEY_WEIGHT = 1;
const SOFTWARE_KEY_WEIGHT = 1.5;

// British and American spellings meet: "optimisation" / "optimization", "digitalisation".
const spelling = (folded: string): string => folded.replace(/isation/g, 'ization');
const ROLE_RANK: Record<Role, number> = { product: 4, plain: 3, feature: 2, means: 1, buyer: 0 };

export interface MarketMatcher {
  /** `language`, when known, keeps other languages' words from meeting look-alikes ("mes", "billetterie"). */
  match: (text: string, language?: string) => MarketHit[];
}

// A Latin-script term of the text's own language meets its inflected forms. A term of another
// language meets the text only as it is written (plural "s" allowed): product words travel as
// loanwords ("marketplace", "chargeback", "e-commerce") but are not inflected in the borrowing
// language, while look-alikes are different words (French "billetterie" is no Spanish "billetera",
// Spanish "contracargos" no English "contracts", English "dentists" no Italian "dentistici").
type Reading = 'inflected' | 'verbatim';
function readingOf(term: LatinTerm, language: string | undefined): Reading {
  return !language || term.languages.has(language) ? 'inflected' : 'verbatim';
}
// An abbreviation counts only where the text writes it in capitals: "MES" is a manufacturing execution
// system, Spanish "mes" a month; "LOS" a loan origination system, "los" an article.
const capitals = (word: string): number => word.match(/\p{Lu}/gu)?.length ?? 0;
const isAbbreviation = (term: string): boolean =>
  /^[\p{L}\p{N}]{1,4}$/u.test(term) && (capitals(term) >= 2 || term.length <= 3);
const capitalised = (text: string): Set<string> =>
  new Set((text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => capitals(w) >= 2).map((w) => foldText(w)));

const verbatim = (termWord: string, textWord: string): boolean => textWord === termWord || textWord === `${termWord}s`;

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
const KEY_LENGTH = 4; // terms are looked up by their first word's first letters (≤ STEM)
const MAX_CJK_CHARS = 4_000;

const wordsOf = (folded: string): string[] => folded.match(WORD) ?? [];
const wordSpans = (folded: string): { text: string; start: number; end: number }[] =>
  [...folded.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
const keyOf = (word: string): string => word.slice(0, KEY_LENGTH);

// Articles and "of" in the six Latin-script languages: a phrase means the same with or without them, and
// founders and profiles place them differently ("gestion des stocks" / "gestion de stock", "gestão do
// estoque" / "gestão de estoque", "l'agriculture"). Phrases are matched on their other words.
const FUNCTION_WORDS = new Set(
  [
    'the a an of',
    'de del la las el los un una',
    'do da dos das o os as um uma',
    'du des le les l d une',
    'di dei degli della delle dello il lo i gli uno',
    'der die das den dem des ein eine einer eines von vom',
  ]
    .join(' ')
    .split(' '),
);
const ELIDED = /^(?:l|d|dell|dall|nell|sull|all|un|qu)['’]/;
/** The word without an elided article ("l'agriculture" → "agriculture"), or null for a function word. */
function contentWord(word: string): string | null {
  const bare = word.replace(ELIDED, '');
  return bare && !FUNCTION_WORDS.has(bare) ? bare : null;
}
const contentWords = (words: string[]): string[] => words.map(contentWord).filter((w): w is string => w !== null);
const contentSpans = (spans: ReturnType<typeof wordSpans>): ReturnType<typeof wordSpans> =>
  spans.flatMap((s) => {
    const text = contentWord(s.text);
    return text === null ? [] : [{ ...s, text }];
  });

// Two forms of one word share a stem and differ only in short endings: "preparatório" and
// "preparação" (stem 7, endings 5 and 3), not "video" and "videoconferencia".
const STEM = 6;
const MAX_ENDING = 5;

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * A text word carries a term word: the same word, the term word with an ending added ("sensor" →
 * "sensores"; German compounds run long, "Buchhaltung" → "Buchhaltungssoftware"), or another form
 * of the same stem ("preparatório" / "preparação", "psicólogo" / "psicólogos").
 */
function wordMatches(termWord: string, textWord: string): boolean {
  if (termWord.length <= 3) return textWord === termWord;
  if (textWord.startsWith(termWord)) {
    const extra = textWord.length - termWord.length;
    return extra <= Math.max(3, Math.floor(termWord.length / 2)) || termWord.length >= 8;
  }
  const shared = sharedPrefix(termWord, textWord);
  // A text word that is only the start of the term word lacks what makes the term specific
  // ("online" is not "Onlineshop").
  if (shared === textWord.length) return false;
  return shared >= STEM && termWord.length - shared <= MAX_ENDING && textWord.length - shared <= MAX_ENDING;
}

export function createMarketMatcher(profiles: readonly MarketProfile[]): MarketMatcher {
  // A market is vertical software when one of its own terms is software for a named buyer
  // ("software para academias", "歯科医院向けシステム"); that buyer ("academias") is its key, and the
  // term is read through its key only, so that "bookkeeping software for dental practices" stays
  // bookkeeping. A key several markets share ("für Unternehmen") points to none of them.
  const vertical = new Set<string>();
  const keyMarkets = new Map<string, Set<string>>();
  const keyTerms = new Map<string, string>(); // folded term -> its key
  for (const profile of profiles)
    for (const term of Object.values(profile.terms).flat()) {
      const folded = foldText(term).trim();
      const roles = readRoles(folded);
      if (roles.buyer.length === 0 || !namesSoftware(folded, roles)) continue;
      for (const span of roles.buyer) {
        const key = folded.slice(span.start, span.end).trim();
        if (!key || genericBuyer(key)) continue;
        vertical.add(profile.category);
        keyMarkets.set(key, new Set([...(keyMarkets.get(key) ?? []), profile.category]));
        keyTerms.set(folded, key);
      }
    }
  const buyerKeys: BuyerKey[] = [...keyMarkets]
    .filter(([, markets]) => markets.size === 1)
    .map(([key, markets]) => ({
      words: hasCjk(key) ? [key] : wordsOf(key),
      cjk: hasCjk(key),
      text: key,
      category: [...markets][0],
    }));
  const readByKey = (folded: string): boolean => {
    const key = keyTerms.get(folded);
    return key !== undefined && keyMarkets.get(key)?.size === 1;
  };

  const latin = new Map<string, LatinTerm>();
  const cjk = new Map<string, CjkTerm>();
  for (const profile of profiles) {
    for (const [language, term] of Object.entries(profile.terms).flatMap(([l, ts]) => ts.map((t) => [l, t]))) {
      if (readByKey(foldText(term).trim())) continue;
      const folded = spelling(foldText(term).trim());
      if (!folded) continue;
      if (hasCjk(folded)) {
        const known = cjk.get(folded);
        if (known) {
          if (!known.categories.includes(profile.category)) known.categories.push(profile.category);
        } else
          cjk.set(folded, { text: folded, weight: [...folded].length >= 4 ? 1.5 : 1, categories: [profile.category] });
        continue;
      }
      const all = wordsOf(folded);
      const words = contentWords(all);
      if (words.length === 0) continue;
      const known = latin.get(words.join(' '));
      if (known) {
        if (!known.categories.includes(profile.category)) known.categories.push(profile.category);
        known.languages.add(language);
        known.abbreviation &&= isAbbreviation(term.trim());
      } else
        latin.set(words.join(' '), {
          words,
          text: term,
          weight: 1 + 0.5 * (all.length - 1),
          categories: [profile.category],
          languages: new Set([language]),
          abbreviation: isAbbreviation(term.trim()),
        });
    }
  }

  const byKey = new Map<string, LatinTerm[]>();
  for (const term of latin.values()) {
    const key = keyOf(term.words[0]);
    byKey.set(key, [...(byKey.get(key) ?? []), term]);
  }
  const cjkTerms = [...cjk.values()];

  return {
    match(text: string, language?: string): MarketHit[] {
      const folded = spelling(foldText(text));
      const roles = readRoles(folded);
      // Each term found, with the best role of its occurrences.
      const found = new Map<LatinTerm | CjkTerm, Role>();
      const note = (term: LatinTerm | CjkTerm, role: Role): void => {
        const known = found.get(term);
        if (!known || ROLE_RANK[role] > ROLE_RANK[known]) found.set(term, role);
      };
      const words = wordSpans(folded);
      const content = contentSpans(words);
      const capitals = capitalised(text);
      content.forEach((word, i) => {
        for (const term of byKey.get(keyOf(word.text)) ?? []) {
          if (found.get(term) === 'product' || (term.abbreviation && !capitals.has(word.text))) continue;
          const meets = readingOf(term, language) === 'inflected' ? wordMatches : verbatim;
          const last = content[i + term.words.length - 1];
          if (last && term.words.every((w, j) => meets(w, content[i + j].text)))
            note(term, roleOf(roles, word.start, last.end));
        }
      });
      if (hasCjk(folded)) {
        const head = folded.slice(0, MAX_CJK_CHARS);
        for (const term of cjkTerms)
          for (let at = head.indexOf(term.text); at >= 0; at = head.indexOf(term.text, at + term.text.length))
            note(term, roleOf(roles, at, at + term.text.length));
      }
      return score(found, roles, words, head(folded));
    },
  };

  function head(folded: string): string {
    return folded.slice(0, MAX_CJK_CHARS);
  }

  /**
   * The buyer keys of vertical markets found inside the text's buyer-cue phrases, the longest per
   * market; a key found inside a longer one ("clínicas" in "clínicas veterinarias") is left out.
   */
  function buyerKeyHits(roles: Roles, words: ReturnType<typeof wordSpans>, cjkText: string): Map<string, BuyerKey> {
    const found: { key: BuyerKey; start: number; end: number }[] = [];
    if (roles.cue.length === 0) return new Map();
    for (const key of buyerKeys) {
      if (key.cjk) {
        const at = cjkText.indexOf(key.words[0]);
        if (at >= 0 && inCuePhrase(roles, at, at + key.words[0].length))
          found.push({ key, start: at, end: at + key.words[0].length });
        continue;
      }
      words.forEach((w, i) => {
        const last = words[i + key.words.length - 1];
        if (
          last &&
          key.words.every((k, j) => wordMatches(k, words[i + j].text)) &&
          inCuePhrase(roles, w.start, last.end)
        )
          found.push({ key, start: w.start, end: last.end });
      });
    }
    const categories = new Map<string, BuyerKey>();
    for (const f of found) {
      const inside = found.some(
        (g) => g !== f && g.start <= f.start && g.end >= f.end && g.end - g.start > f.end - f.start,
      );
      const known = categories.get(f.key.category);
      if (!inside && (!known || known.words.length < f.key.words.length)) categories.set(f.key.category, f.key);
    }
    return categories;
  }

  function score(
    found: Map<LatinTerm | CjkTerm, Role>,
    roles: Roles,
    words: ReturnType<typeof wordSpans>,
    cjkText: string,
  ): MarketHit[] {
    // When every term found names the buyer, the text names no other market: they count in full. A
    // technology the company uses never does ("credit for farmers, using satellite imagery").
    const onlyBuyer = [...found.values()].every((role) => role === 'buyer');
    const hits = new Map<string, MarketHit>();
    const add = (category: string, score: number, term: string): void => {
      const hit = hits.get(category) ?? { category, score: 0, terms: [] };
      hit.score += score;
      hit.terms.push(term);
      hits.set(category, hit);
    };
    for (const [term, role] of found) {
      const categories = new Set(term.categories);
      for (const category of categories) {
        const weight =
          (onlyBuyer && role === 'buyer') || (role === 'buyer' && vertical.has(category)) ? 1 : ROLE_WEIGHTS[role];
        add(category, (term.weight * weight) / term.categories.length, term.text);
      }
    }
    const keyWeight = namesSoftware(cjkText, roles) ? SOFTWARE_KEY_WEIGHT : BUYER_KEY_WEIGHT;
    for (const [category, key] of buyerKeyHits(roles, words, cjkText))
      if (!hits.has(category)) add(category, keyWeight, key.text);
    return [...hits.values()]
      .map((h) => ({ ...h, score: Math.round(h.score * 100) / 100 }))
      .sort((a, b) => b.score - a.score || a.category.localeCompare(b.category));
  }
}
