// Quantities as written in nine languages: "$4M", "4 million", "€2,5 Mio.", "2,5 millones", "R$ 3 milhões",
// "1.200 clientes", "3億円", "1억 원", "500万元", "40万ユーザー", "12k", "9 %", "10–20". One regex finds
// them in the masked text; parseNumber reads the separators by the language and the multiplier.
import {
  COMMA_DECIMAL,
  CURRENCY_PREFIXES,
  CURRENCY_SUFFIXES,
  MULTIPLIERS,
  PERCENT_WORDS,
  RANGE_SEPARATORS,
} from './numberLexicon.ts';

export interface Quantity {
  start: number;
  end: number;
  value: number;
  max?: number;
  currency?: string;
  /** A currency symbol, code or word was written with the number. */
  money: boolean;
  percent: boolean;
  /** A multiplier was written ("M", "millones", "万"): the number is an amount, not a year or a code. */
  multiplied: boolean;
  /** "500+": a lower bound. */
  plus: boolean;
  /** The number as written, without currency or multiplier ("2019", "1.200"). */
  digits: string;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()[\]\\|]/g, '\\$&').replace(/ /g, '\\s+');
const alternation = (words: string[]): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const NOT_LATIN = String.raw`(?![\p{Script=Latin}\d²])`;
const PREFIX = alternation(Object.keys(CURRENCY_PREFIXES));
// Latin words and codes must end at a word boundary; CJK characters and symbols may touch the next word ("元A轮").
const isLatinWord = (s: string): boolean => /\p{Script=Latin}$/u.test(s);
// One alternation, longest first, so "Mio." wins over "Mio" and the "€" after it is still read.
const bounded = (words: string[], end: string): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => (isLatinWord(w) ? `${escape(w)}${end}` : escape(w)))
    .join('|');
const SUFFIX = bounded(Object.keys(CURRENCY_SUFFIXES), String.raw`(?![\p{Script=Latin}])`);
const MULT = String.raw`\s?(?:${bounded(Object.keys(MULTIPLIERS), NOT_LATIN)})`;
const NUM = String.raw`\d{1,3}(?:[,.\u00a0\u202f ，]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const SYMBOL_SEPARATORS = RANGE_SEPARATORS.filter((s) => !/\p{L}/u.test(s))
  .map((s) => (s === '-' ? '\\-' : s))
  .join('');
const WORD_SEPARATORS = alternation(RANGE_SEPARATORS.filter((s) => /\p{L}/u.test(s)));
const RANGE = String.raw`(?:\s?[${SYMBOL_SEPARATORS}]\s?|\s(?:${WORD_SEPARATORS})\s)`;

const QUANTITY = new RegExp(
  String.raw`(?<![\p{Script=Latin}\d_])(?:(?<cur1>${PREFIX})\s?)?(?<n1>${NUM})(?<m1>${MULT})?` +
    String.raw`(?:${RANGE}(?:${PREFIX})?\s?(?<n2>${NUM})(?<m2>${MULT})?)?(?<plus>\+)?` +
    String.raw`(?<cur2>\s?(?:(?:de|d'|di|of)\s?)?(?:${SUFFIX}))?` +
    String.raw`(?<pct>\s?(?:${bounded(PERCENT_WORDS, String.raw`(?![\p{Script=Latin}])`)}))?(?<plus2>\+)?` +
    String.raw`(?:(?<![\p{Script=Latin}\d])|(?![\p{Script=Latin}\d]))`,
  'gu',
);

/**
 * "1.200" → 1200, "2,5" → 2.5, "1,500" → 1500. Several separators: the last kind is the decimal one.
 * One separator before three digits is a thousands separator on an integer count; with a multiplier
 * ("1,500 Mio.") it is the language's decimal separator.
 */
export function parseNumber(raw: string, language: string, multiplied: boolean): number {
  const s = raw.replace(/[\u00a0\u202f ]/g, '').replace(/，/g, ',');
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma < 0 && lastDot < 0) return Number(s);
  let decimal: ',' | '.' | null;
  if (lastComma >= 0 && lastDot >= 0) decimal = lastComma > lastDot ? ',' : '.';
  else {
    const sep = lastComma >= 0 ? ',' : '.';
    const repeated = s.indexOf(sep) !== s.lastIndexOf(sep);
    const after = s.length - s.lastIndexOf(sep) - 1;
    const languageDecimal = COMMA_DECIMAL.has(language) ? ',' : '.';
    if (repeated) decimal = null;
    else if (after !== 3) decimal = sep;
    else decimal = multiplied && sep === languageDecimal ? sep : null;
  }
  const thousands = decimal === ',' ? /\./g : /,/g;
  const cleaned = s.replace(thousands, '');
  return Number(
    decimal === ',' ? cleaned.replace(',', '.') : decimal === null ? cleaned.replace(/[.,]/g, '') : cleaned,
  );
}

function multiplier(written: string | undefined): number {
  const key = written?.trim().replace(/\s+/g, ' ');
  return key ? (MULTIPLIERS[key] ?? MULTIPLIERS[key.toLowerCase()] ?? 1) : 1;
}

function currencyOf(prefix: string | undefined, suffix: string | undefined, language: string): string | undefined {
  const written =
    prefix ??
    suffix
      ?.trim()
      .replace(/^(?:de|d'|di|of)\s*/u, '')
      .replace(/\s+/g, ' ');
  if (!written) return undefined;
  const iso = CURRENCY_PREFIXES[written] ?? CURRENCY_SUFFIXES[written] ?? CURRENCY_SUFFIXES[written.toLowerCase()];
  if (!iso) return undefined;
  // The yen sign is also the yuan sign; a Chinese text means yuan.
  return iso === 'JPY' && /^[¥￥]$/.test(written) && language === 'zh' ? 'CNY' : iso;
}

// CJK amounts are written in parts, largest first: "3億5000万円", "9만 9천 원", "2亿5000万元".
const CJK_SCALE = /^\s?(?:兆|조|億|亿|억|千万|천만|百万|백만|万|萬|만|千|천)$/u;

/** Every quantity in a masked text, in order. */
export function findQuantities(masked: string, language: string): Quantity[] {
  const found: Quantity[] = [];
  // The CJK scale of the last quantity when it may go on ("3億" before "5000万円"), else 0.
  let openScale = 0;
  for (const match of masked.matchAll(QUANTITY)) {
    const g = match.groups!;
    const m1 = multiplier(g.m1 ?? g.m2);
    const m2 = multiplier(g.m2 ?? g.m1);
    const multiplied = m1 !== 1 || m2 !== 1;
    const value = parseNumber(g.n1, language, multiplied) * m1;
    if (!Number.isFinite(value)) continue;
    const max = g.n2 ? parseNumber(g.n2, language, multiplied) * m2 : undefined;
    const currency = currencyOf(g.cur1, g.cur2, language);
    // "1万9800円", "1만 5000원": the last part may be a plain number smaller than the open scale.
    const plainTail = !g.m1 && !g.m2 && !g.n2 && !g.pct && openScale > 1 && value < openScale;
    const scale = plainTail ? 1 : g.m1 && !g.n2 && !g.pct && CJK_SCALE.test(g.m1) ? m1 : 0;
    const previous = found[found.length - 1];
    if (previous && scale && openScale > scale && /^\s?$/.test(masked.slice(previous.end, match.index))) {
      // The next, smaller part of the same amount: add it, and take its currency ("…5000万円").
      previous.value = round(previous.value + value);
      previous.end = match.index + match[0].length;
      if (currency) previous.currency = currency;
      previous.money ||= !!g.cur2;
      openScale = g.cur2 ? 0 : scale;
      continue;
    }
    openScale = scale && !g.cur2 ? scale : 0;
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      value: round(value),
      ...(max !== undefined && max > value ? { max: round(max) } : {}),
      ...(currency ? { currency } : {}),
      money: !!(g.cur1 || g.cur2),
      percent: !!g.pct,
      multiplied,
      plus: !!(g.plus || g.plus2),
      digits: g.n1,
    });
  }
  return found;
}

/** Floating error from "2.5 × 1e6" rounded away. */
function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** A bare four-digit number between 1900 and 2099: a year unless the words around say otherwise. */
export function isYearLike(q: Quantity): boolean {
  return !q.money && !q.percent && !q.multiplied && /^(?:19|20)\d\d$/.test(q.digits) && q.max === undefined;
}
