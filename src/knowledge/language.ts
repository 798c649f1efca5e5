// Input language (docs/decisions.md): the script decides Japanese, Korean and Chinese; eld decides
// among the six Latin-script languages. Measured: eld alone calls a mixed Japanese/English line Dutch
// or German, so the script check must come first.
import { eld } from 'eld/small';
import type { Language } from '../intel/types.ts';

const LATIN_LANGUAGES = ['en', 'es', 'pt', 'de', 'fr', 'it'] as const;
type LatinLanguage = (typeof LATIN_LANGUAGES)[number];

// The 'small' database loads once, at module load (measured ~0.3 s); a call then takes tens of
// microseconds. Our own instance, so nobody else's subset setting changes our answers.
const detector = eld.newInstance();

/** Beyond this many characters more text changes nothing but the time a call takes. */
const SAMPLE_CHARS = 4000;
/** Fewer Latin letters than this is a name or a fragment, not evidence of a language. */
const MIN_LATIN_LETTERS = 4;
/**
 * CJK decides once its characters are at least 1/12 of the letters: Korean and Japanese lines
 * full of English product words ("Toss 는 fintech super app 입니다") are still Korean, while an
 * English page whose language menu lists 日本語 and 한국어 stays English.
 */
const CJK_WEIGHT = 12;
/** A name in its own script inside parentheses, e.g. "Toyota (トヨタ自動車)", is a gloss, not the text's language. */
const GLOSSES = /[(（[][^()（）[\]]{0,40}[)）\]]/gu;

const HANGUL = /\p{Script=Hangul}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HAN = /\p{Script=Han}/gu;
const LATIN = /\p{Script=Latin}/gu;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/**
 * Japanese, Korean or Chinese when CJK characters carry the text, else null. Shares rather than
 * "any character", so a Chinese page naming 한국어 in its menu stays Chinese.
 */
function cjkLanguage(text: string): Language | null {
  text = text.replace(GLOSSES, ' ');
  const hangul = count(text, HANGUL);
  const kana = count(text, KANA);
  const han = count(text, HAN);
  const cjk = hangul + kana + han;
  if (cjk === 0 || cjk * CJK_WEIGHT < count(text, LATIN)) return null;
  if (hangul > kana && hangul >= 0.2 * cjk) return 'ko';
  if (kana > 0 && kana >= 0.05 * cjk) return 'ja';
  if (han >= hangul && han >= kana) return 'zh';
  return hangul > kana ? 'ko' : 'ja';
}

// Function words of the six languages. Product vocabulary in business text is often English
// ("SaaS", "checkout", "analytics") while the grammar is not; these words read the grammar. A word
// shared by several languages ("de", "para", "la") votes for each of them, and so still votes
// against the others.
const FUNCTION_WORDS: Record<LatinLanguage, readonly string[]> = {
  en: ['the', 'and', 'of', 'to', 'for', 'with', 'is', 'are', 'our', 'we', 'that', 'this', 'on', 'from', 'by', 'your'],
  es: [
    'y',
    'el',
    'los',
    'las',
    'del',
    'al',
    'su',
    'sus',
    'más',
    'muy',
    'pero',
    'nuestra',
    'nuestro',
    'somos',
    'ofrecemos',
    'de',
    'para',
    'que',
    'la',
    'en',
    'con',
    'una',
    'un',
    'por',
  ],
  pt: [
    'e',
    'o',
    'os',
    'do',
    'da',
    'dos',
    'das',
    'com',
    'uma',
    'um',
    'na',
    'nas',
    'ao',
    'é',
    'não',
    'em',
    'pelo',
    'pela',
    'seu',
    'sua',
    'nossa',
    'nosso',
    'de',
    'para',
    'que',
    'por',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'für',
    'mit',
    'ist',
    'ein',
    'eine',
    'wir',
    'den',
    'dem',
    'von',
    'zu',
    'auf',
    'im',
    'unsere',
    'sich',
  ],
  fr: [
    'le',
    'les',
    'et',
    'des',
    'du',
    'pour',
    'avec',
    'est',
    'une',
    'nous',
    'dans',
    'sur',
    'aux',
    'notre',
    'qui',
    'leur',
    'leurs',
    'de',
    'que',
    'la',
    'en',
    'un',
    'par',
  ],
  it: [
    'e',
    'il',
    'gli',
    'di',
    'della',
    'delle',
    'dei',
    'per',
    'è',
    'nel',
    'nella',
    'alla',
    'sono',
    'che',
    'nostro',
    'nostra',
    'siamo',
    'la',
    'con',
    'una',
    'un',
  ],
};
const WORD_LANGUAGES = new Map<string, LatinLanguage[]>();
for (const language of LATIN_LANGUAGES) {
  for (const word of FUNCTION_WORDS[language])
    WORD_LANGUAGES.set(word, [...(WORD_LANGUAGES.get(word) ?? []), language]);
}
/** Score added per function word: enough to settle es/pt near-ties and Spanish-with-English-nouns. */
const FUNCTION_WORD_BONUS = 0.04;
/** Capped, so that on a long page eld's n-gram scores stay the main judge. */
const MAX_FUNCTION_WORD_VOTES = 5;
/** How far below a foreign language (Dutch, Catalan …) one of ours may score and still be taken. */
const FOREIGN_MARGIN = 0.05;

function functionWordVotes(text: string): Record<LatinLanguage, number> {
  const votes: Record<LatinLanguage, number> = { en: 0, es: 0, pt: 0, de: 0, fr: 0, it: 0 };
  // Hyphens stay inside tokens, so the "e" of "e-commerce" is not the Portuguese "and".
  for (const word of text.toLowerCase().split(/[^\p{L}'-]+/u)) {
    for (const language of WORD_LANGUAGES.get(word) ?? []) votes[language]++;
  }
  return votes;
}

function latinLanguage(text: string): Language {
  const result = detector.detect(text);
  // Unreliable means eld itself hesitates (typically a bare brand name such as "Nubank").
  if (!result.isReliable()) return 'en';
  const scores = result.getScores();
  const votes = functionWordVotes(text);
  let best: LatinLanguage = 'en';
  let bestScore = -1;
  for (const language of LATIN_LANGUAGES) {
    const score = (scores[language] ?? 0) + FUNCTION_WORD_BONUS * Math.min(votes[language], MAX_FUNCTION_WORD_VOTES);
    if (score > bestScore) [best, bestScore] = [language, score];
  }
  const topScore = scores[result.language] ?? 0;
  // Dutch, Danish, Catalan … are not ours: the answer is 'en' unless one of ours is nearly as good.
  if (bestScore < topScore - FOREIGN_MARGIN) return 'en';
  return best;
}

/**
 * The language of a company description or page text. Languages outside the nine supported
 * ones, names and fragments too short to judge, and unreliable guesses all answer 'en': the
 * output is English and the market context falls back to 'global'.
 */
export function detectLanguage(text: string): Language {
  const sample = text.slice(0, SAMPLE_CHARS);
  const cjk = cjkLanguage(sample);
  if (cjk) return cjk;
  if (count(sample, LATIN) < MIN_LATIN_LETTERS) return 'en';
  return latinLanguage(sample);
}
