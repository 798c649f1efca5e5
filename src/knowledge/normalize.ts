// Name and text normalisation shared by the loader, the entity resolver and the classifier.
// One rule everywhere: NFKC, lower case, Latin diacritics stripped, so "Nubank", "NUBANK" and
// "Nübank" meet, while kana voicing marks and Hangul syllables are left intact.
import { memoShort } from '../lib/memo.ts';

/** Legal-form suffixes (and a few prefixes) that name the company's form, not the company. */
const LEGAL_FORMS = [
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'llc',
  'llp',
  'plc',
  'lp',
  'gmbh',
  'ag',
  'kg',
  'kgaa',
  'se',
  'ug',
  'ev',
  'sa',
  'sas',
  'sasu',
  'sarl',
  'srl',
  'spa',
  'sl',
  'slu',
  'sab de cv',
  'sa de cv',
  'sapi de cv',
  'de cv',
  'ltda',
  'eireli',
  'nv',
  'bv',
  'oy',
  'oyj',
  'ab',
  'asa',
  'a/s',
  'pty',
  'pte',
  'kk',
  'kabushiki kaisha',
] as const;
// "Group" and "Holdings" stay: SoftBank Group and SoftBank Corp. are different companies.
const CJK_LEGAL_FORMS = [
  '株式会社',
  '有限会社',
  '合同会社',
  '(株)',
  '（株）',
  '㈱',
  '주식회사',
  '(주)',
  '㈜',
  '股份有限公司',
  '有限责任公司',
  '有限公司',
];

// Combining diacritical marks only (U+0300–U+036F): stripping all \p{M} would also remove the
// Japanese voicing marks (U+3099/309A) and, after NFD, break Hangul into jamo.
const LATIN_DIACRITICS = /[\u0300-\u036f]/g;

/**
 * Short strings already folded: an analysis folds a few hundred (each character of a text read with offsets,
 * names, the legal forms, the words of a query), mostly the same ones call after call. Bounded: emptied when full.
 */
const foldShort = memoShort(fold, 48, 50_000);

/** Folds one string: NFKC, lower case, Latin diacritics removed, whitespace collapsed. */
export function foldText(text: string): string {
  return foldShort(text);
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(LATIN_DIACRITICS, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ');
}

/** Folds one code point at a time and keeps, for every folded char, the index of its source. */
export function foldWithOffsets(text: string): { folded: string; sourceIndex: number[] } {
  let folded = '';
  const sourceIndex: number[] = [];
  let offset = 0;
  for (const char of text) {
    const piece = /\s/.test(char) ? ' ' : foldText(char);
    for (let i = 0; i < piece.length; i++) sourceIndex.push(offset);
    folded += piece;
    offset += char.length;
  }
  sourceIndex.push(offset);
  return { folded, sourceIndex };
}

const legalSuffix = new RegExp(
  `(?:[\\s,]+(?:${LEGAL_FORMS.map((f) => f.replace(/ /g, '\\.?\\s*')).join('|')})\\.?)+$`,
  'u',
);

/**
 * The comparison key of a company name: folded, legal forms removed ("Acme, Inc." → "acme",
 * "株式会社メルカリ" → "メルカリ", "S.A." → dots dropped before matching), punctuation spacing unified.
 */
export function normalizeName(name: string): string {
  let key = foldText(name).trim();
  for (const form of CJK_LEGAL_FORMS) {
    const folded = foldText(form);
    if (key.startsWith(folded) && key.length > folded.length) key = key.slice(folded.length).trim();
    if (key.endsWith(folded) && key.length > folded.length) key = key.slice(0, -folded.length).trim();
  }
  // "S.A." / "S.p.A." / "N.V.": drop the dots of single letters so the suffix list can see them.
  key = key.replace(/\b((?:\p{L}\.){2,})/gu, (m) => m.replace(/\./g, ''));
  const stripped = key.replace(legalSuffix, '').trim();
  if (stripped.length > 0) key = stripped;
  return key
    .replace(/[\s\-_]+/g, ' ')
    .replace(/[.,]+$/, '')
    .trim();
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** True when the string holds Chinese, Japanese or Korean script (matched by substring, not words). */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** True for letters and digits of any script: the word-boundary test for Latin-script matching. */
export function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}
