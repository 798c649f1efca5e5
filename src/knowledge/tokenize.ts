// The search tokenizer for all nine languages: Intl.Segmenter words (dictionary splitting for
// Japanese and Chinese), folded, stopwords of the nine languages removed (except the one-character
// Chinese and Japanese entries, which would cut company names apart), Korean particles trimmed,
// and a light plural trim for Latin words so "payments" meets "payment".
import { createRequire } from 'node:module';
import { memoShort } from '../lib/memo.ts';
import { foldText, hasCjk } from './normalize.ts';

const LANGUAGES = ['en', 'es', 'pt', 'de', 'fr', 'it', 'ja', 'ko', 'zh'] as const;

function loadStopwords(): Set<string> {
  const lists = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;
  const words = new Set<string>();
  for (const lang of LANGUAGES) {
    for (const word of lists[lang] ?? []) {
      if ((lang === 'zh' || lang === 'ja') && [...word].length === 1) continue;
      words.add(foldText(word));
    }
  }
  return words;
}

const STOPWORDS = loadStopwords();
const SEGMENTER = new Intl.Segmenter('en', { granularity: 'word' });
// Longest first, so "에서는" goes before "는".
const KOREAN_PARTICLES = [
  '에서는',
  '에서도',
  '으로는',
  '에게서',
  '에서',
  '에게',
  '으로',
  '와의',
  '과의',
  '보다',
  '처럼',
  '까지',
  '부터',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
];

function trimKoreanParticle(word: string): string {
  if (!/^\p{Script=Hangul}+$/u.test(word)) return word;
  for (const particle of KOREAN_PARTICLES) {
    if (word.length > particle.length + 1 && word.endsWith(particle)) return word.slice(0, -particle.length);
  }
  return word;
}

/** One search term, or null for a stopword or noise. */
export function processTerm(raw: string): string | null {
  let term = foldText(raw).trim();
  if (!term || STOPWORDS.has(term)) return null;
  if (hasCjk(term)) {
    term = trimKoreanParticle(term);
    return STOPWORDS.has(term) ? null : term;
  }
  if (term.length < 2 || /^\d+$/.test(term)) return null;
  if (term.length > 4 && term.endsWith('s') && !term.endsWith('ss')) term = term.slice(0, -1);
  return term;
}

/** Word-like segments of a text, as raw words (processTerm folds them). */
export function segmentWords(text: string): string[] {
  const words: string[] = [];
  for (const part of SEGMENTER.segment(text)) if (part.isWordLike) words.push(part.segment);
  return words;
}

/**
 * Terms of short strings already tokenised: the knowledge base's categories and the lexicon's glosses are
 * tokenised on every classification. Bounded: emptied when full. Callers must not change the arrays.
 */
const tokenizeShort = memoShort<readonly string[]>(termsOf, 80, 20_000);

/** Search terms of a text, in order, duplicates kept. */
export function tokenize(text: string): readonly string[] {
  return tokenizeShort(text);
}

function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const word of segmentWords(text)) {
    const term = processTerm(word);
    if (term) terms.push(term);
  }
  return terms;
}
