// Finds which markets a text speaks of, from the market profiles' own vocabulary in nine languages
// (data/markets/*.json `terms`). What a company does is named by phrases ("manutenção preditiva",
// "sensores de vibração", "会計ソフト"), so a phrase counts more than a word, and a term several
// markets share counts for each of them a little (it says less about any one).
// Latin-script terms match word by word, each term word a prefix of the text's word with a short
// inflection allowed ("sensor" → "sensores", "Buchhaltung" → "Buchhaltungssoftware"); CJK terms
// match as substrings of the folded text.
import type { MarketProfile } from './types.ts';
import { foldText, hasCjk } from './normalize.ts';

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
}
interface CjkTerm {
  text: string;
  weight: number;
  categories: string[];
}

export interface MarketMatcher {
  match: (text: string) => MarketHit[];
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
const KEY_LENGTH = 4; // terms are looked up by their first word's first letters (≤ STEM)
const MAX_CJK_CHARS = 4_000;

const wordsOf = (folded: string): string[] => folded.match(WORD) ?? [];
const keyOf = (word: string): string => word.slice(0, KEY_LENGTH);

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
  const latin = new Map<string, LatinTerm>();
  const cjk = new Map<string, CjkTerm>();
  for (const profile of profiles) {
    for (const term of Object.values(profile.terms).flat()) {
      const folded = foldText(term).trim();
      if (!folded) continue;
      if (hasCjk(folded)) {
        const known = cjk.get(folded);
        if (known) known.categories.push(profile.category);
        else
          cjk.set(folded, { text: folded, weight: [...folded].length >= 4 ? 1.5 : 1, categories: [profile.category] });
        continue;
      }
      const words = wordsOf(folded);
      if (words.length === 0) continue;
      const known = latin.get(words.join(' '));
      if (known) known.categories.push(profile.category);
      else
        latin.set(words.join(' '), {
          words,
          text: term,
          weight: 1 + 0.5 * (words.length - 1),
          categories: [profile.category],
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
    match(text: string): MarketHit[] {
      const folded = foldText(text);
      const found = new Set<LatinTerm | CjkTerm>();
      const words = wordsOf(folded);
      words.forEach((word, i) => {
        for (const term of byKey.get(keyOf(word)) ?? []) {
          if (found.has(term)) continue;
          if (term.words.every((w, j) => words[i + j] !== undefined && wordMatches(w, words[i + j]))) found.add(term);
        }
      });
      if (hasCjk(folded)) {
        const head = folded.slice(0, MAX_CJK_CHARS);
        for (const term of cjkTerms) if (head.includes(term.text)) found.add(term);
      }
      const hits = new Map<string, MarketHit>();
      for (const term of found) {
        const share = term.weight / term.categories.length;
        for (const category of new Set(term.categories)) {
          const hit = hits.get(category) ?? { category, score: 0, terms: [] };
          hit.score += share;
          hit.terms.push(term.text);
          hits.set(category, hit);
        }
      }
      return [...hits.values()]
        .map((h) => ({ ...h, score: Math.round(h.score * 100) / 100 }))
        .sort((a, b) => b.score - a.score || a.category.localeCompare(b.category));
    },
  };
}
