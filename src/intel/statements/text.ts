// Shared text helpers: sentences with their offsets, the masking of numbers that are not figures,
// evidence spans and negation. Everything works on offsets into the caller's own string, so every
// statement can quote the exact span it came from.
import type { Evidence, Source } from './types.ts';

export interface Span {
  start: number;
  end: number;
}

/** One input string being read: the text or the context. */
export interface Doc {
  source: Source;
  text: string;
  /** The text with phone numbers, dates, versions and times blanked (same length, same offsets). */
  masked: string;
  sentences: Span[];
  language: string;
  knownNames?: (s: string) => string | null;
}

// A full stop after these is part of the word ("Mio. Euro", "U.S. market", "vs. Zendesk").
const ABBREVIATIONS = new Set([
  'mio',
  'mrd',
  'tsd',
  'inc',
  'ltd',
  'co',
  'corp',
  'vs',
  'ca',
  'approx',
  'etc',
  'nr',
  'no',
  'bzw',
  'mr',
  'mrs',
  'dr',
  'st',
  'sr',
  'sra',
  'ex',
  'e.g',
  'i.e',
  'z.b',
  'mln',
  'mld',
  'mil',
  'aprox',
  'env',
  'cf',
  // Tax notes inside a price: "€49 zzgl. MwSt. pro Nutzer", "€49 excl. VAT per seat".
  'zzgl',
  'inkl',
  'exkl',
  'excl',
  'incl',
  'mtl',
]);
// Ends a sentence only when a capital follows: "49 € zzgl. MwSt. pro Monat" goes on, "… zzgl. MwSt. Wir …" stops.
const LOWER_NEXT_ABBREVIATIONS = new Set(['mwst', 'ust', 'vat', 'iva', 'tva', 'ht', 'h.t', 'ttc', 'gst']);

/** Sentences as offsets. A full stop ends one only before a space or the end, and not after an abbreviation. */
export function splitSentences(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  const push = (end: number): void => {
    if (text.slice(start, end).trim()) spans.push({ start, end });
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n' || '!?。！？'.includes(c)) push(i + 1);
    else if (c === '.' && (i + 1 === text.length || /\s/.test(text[i + 1]))) {
      const word = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, i - 8), i))?.[1]?.toLowerCase() ?? '';
      const goesOn = LOWER_NEXT_ABBREVIATIONS.has(word) && /^\s+\p{Ll}/u.test(text.slice(i + 1, i + 4));
      if (word.length > 0 && !goesOn && !ABBREVIATIONS.has(word) && !/^(?:\p{L}\.)+\p{L}$/u.test(word)) push(i + 1);
    }
  }
  push(text.length);
  return spans;
}

// Numbers that are never figures: each pattern blanks its match before figures are read.
const NOT_FIGURES: readonly RegExp[] = [
  /\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,}/g, // international phone numbers
  /\(\d{2,4}\)\s?\d{3,4}[\s.-]\d{3,4}/g, // "(415) 555-0100"
  /(?<!\d)\d{2,4}-\d{2,4}-\d{3,4}(?!\d)/g, // "03-1234-5678", "2024-05-01"
  /(?<!\d)\d{1,4}[./]\d{1,2}[./]\d{1,4}(?!\d)/g, // dates "12.03.2024", "3/5/24"; versions "2.5.1"
  /(?<![\p{L}\d])v(?:ersion)?\s?\d+(?:\.\d+)*/giu, // "v2", "version 3.1"
  /(?:versión|versão|versione|Version|バージョン|버전|版本|iOS|Android|Python|Node(?:\.js)?|Windows|macOS|HTTP|Java)\s?\d+(?:\.\d+)*/gu,
  /(?<!\d)\d{1,2}[:：]\d{2}(?!\d)/g, // times "10:30"
  /(?<![\d.,])\d+\/\d+(?![\d.,])/g, // "24/7", "1/3"
  /(?:#|No\.\s?|Nr\.\s?|n\.º\s?|第)\d+/g, // ranks and ordinals
];

export function maskNonFigures(text: string): string {
  let masked = text;
  for (const pattern of NOT_FIGURES) masked = masked.replace(pattern, (m) => '_'.repeat(m.length));
  return masked;
}

export function makeDoc(
  source: Source,
  text: string,
  language: string,
  knownNames?: (s: string) => string | null,
): Doc {
  return { source, text, masked: maskNonFigures(text), sentences: splitSentences(text), language, knownNames };
}

/** The sentence holding an offset. */
export function sentenceAt(doc: Doc, index: number): Span {
  return doc.sentences.find((s) => index >= s.start && index < s.end) ?? { start: 0, end: doc.text.length };
}

/** Evidence for doc.text[start, end), trimmed of surrounding spaces and punctuation. */
export function evidenceOf(doc: Doc, start: number, end: number): Evidence {
  while (start < end && /[\s,;:、，]/.test(doc.text[start])) start++;
  while (end > start && /[\s,;:、，。.]/.test(doc.text[end - 1])) end--;
  return { text: doc.text.slice(start, end), start, end, source: doc.source };
}

// Negations that cancel a cue when they stand just before it ("we do not plan to enter", "no
// planeamos", "nicht") or, in Japanese, Korean and Chinese, just after it or before it (不, 没有).
const NEGATIONS = "not|never|don't|do not|won't|no longer|nunca|não|nao|nicht|kein|keine|keinen|nie|pas|jamais|non|mai";
const negationBefore = (words: string): RegExp =>
  new RegExp(String.raw`(?<![\p{L}])(?:${words})(?![\p{L}])|不|没有|未`, 'iu');
// Portuguese "no" is "in the" ("no Brasil"), never a negation.
const NEGATION_BEFORE = negationBefore(`${NEGATIONS}|no`);
const NEGATION_BEFORE_PT = negationBefore(NEGATIONS);
const NEGATION_AFTER = /^[^。.!?\n]{0,8}?(?:しない|しません|予定はない|ない|않|안 |없|不)/u;

/** True when the words right before or after a cue negate it. */
export function isNegated(doc: Doc, cueStart: number, cueEnd: number): boolean {
  const sentence = sentenceAt(doc, cueStart);
  const before = doc.text.slice(Math.max(sentence.start, cueStart - 30), cueStart);
  const clause = before.split(/[,;，、]|\b(?:but|pero|mas|aber|mais|ma)\b/u).pop() ?? '';
  const before_ = doc.language === 'pt' ? NEGATION_BEFORE_PT : NEGATION_BEFORE;
  return before_.test(clause) || NEGATION_AFTER.test(doc.text.slice(cueEnd, sentence.end));
}

/**
 * Compiles a '|'-separated cue list into an alternation, longest first. A cue that starts or ends with
 * a Latin letter is bounded there by non-letters ("ab" is not inside "about"); a CJK cue may touch
 * anything ("HubSpotと連携").
 */
export function cueRegex(cues: string, flags = 'giu'): RegExp {
  const parts = [
    ...new Set(
      cues
        .split('|')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ].sort((a, b) => b.length - a.length);
  const body = parts
    .map((p) => {
      const escaped = p.replace(/[.*+?^${}()[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
      const head = /^[\p{Script=Latin}\d]/u.test(p) ? String.raw`(?<![\p{Script=Latin}\d])` : '';
      const tail = /\p{Script=Latin}$/u.test(p) ? String.raw`(?![\p{Script=Latin}])` : '';
      return `${head}${escaped}${tail}`;
    })
    .join('|');
  return new RegExp(`(?:${body})`, flags);
}
