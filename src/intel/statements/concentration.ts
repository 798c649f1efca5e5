// Customer concentration: "most revenue from DoD", "60% of revenue from one customer", "our top 3
// clients are 70%", "売上の大半はトヨタ向け", "매출의 대부분이 삼성에서". A statement needs a buyer (one
// customer, the top few, or a named one) and a share (a percent, or a word for most).
import { FEW_BUYERS, HALF_WORDS, MOST_WORDS, REVENUE_WORDS } from './businessLexicon.ts';
import { nameIn } from './names.ts';
import { findQuantities } from './numbers.ts';
import { cueRegex, evidenceOf, type Doc } from './text.ts';
import type { Concentration } from './types.ts';

const REVENUE = cueRegex(REVENUE_WORDS, 'iu');
const MOST = cueRegex(MOST_WORDS, 'iu');
const FEW = cueRegex(FEW_BUYERS, 'iu');
const HALF = cueRegex(HALF_WORDS, 'iu');
// Tenths, as Japanese and Chinese write a share: "売上の6割", "收入的六成".
const TENTHS = /(?<tenths>\d|[一二三四五六七八九])\s?(?:割|成)/u;
const HAN_DIGITS = '一二三四五六七八九';
const TOP_N = new RegExp(
  String.raw`(?:top|los|las|os|as|nuestros|nossos|die|unsere|nos|les|i|nostri)\s*\d+\s*` +
    String.raw`(?:[\p{L}-]+\s+)?(?:clients?|customers?|accounts|clientes|Kunden|clienti)|上位\d+社|상위\s?\d+\s?(?:개\s?)?` +
    String.raw`(?:고객|고객사|곳)|前\s?\d+\s?大?客户|前[一二三四五]大客户`,
  'iu',
);
// Who the revenue comes from: "from DoD", "de Pemex", "von Siemens", "da Petrobras", "トヨタから", "삼성에서", "来自国家电网".
const FROM = new RegExp(
  String.raw`(?<![\p{L}])(?:from|de|da|do|von|vom|du|des|di|dal|del|auf|by|por|par|da parte di)\s+` +
    String.raw`(?:the\s+|el\s+|la\s+|o\s+|a\s+|der\s+|dem\s+|le\s+|il\s+)?`,
  'giu',
);
const CJK_FROM_BEFORE =
  /([\p{Script=Katakana}ー]{2,}|[\p{Script=Hangul}]{2,10}|[\p{Script=Han}]{2,8}|[A-Za-z][\w&.-]*)(?:から|向け|에서|로부터|으로부터|が占め|가 차지|이 차지)/gu;
const CJK_FROM_AFTER = /来自\s?([A-Za-z][\w&.-]*|[\p{Script=Han}]{2,8})/gu;

const NAME_GOES_ON = /^(?:\s(?:of|de|del|da|do|des|du|der|für|di|della|dello)(?:\s\p{Lu}[\p{L}&.-]*)+)+/u;

interface Part {
  start: number;
  end: number;
}

function buyer(doc: Doc, s: number, e: number, shared: boolean): (Part & { customer: string }) | null {
  const text = doc.text.slice(s, e);
  const few = TOP_N.exec(text) ?? FEW.exec(text);
  if (few) return { customer: few[0].trim(), start: s + few.index, end: s + few.index + few[0].length };
  for (const m of text.matchAll(FROM)) {
    const after = m.index + m[0].length;
    const hit = nameIn({ text: text.slice(after).split(/[,.;]/u)[0], start: s + after }, true, doc.knownNames);
    if (!hit || REVENUE.test(hit.name)) continue;
    // "US Department of Defense", "Ministerio de Defensa": a name goes on across "of", "de", "der" …
    const more = NAME_GOES_ON.exec(doc.text.slice(hit.end, e));
    const end = hit.end + (more?.[0].replace(/[.,]+$/u, '').length ?? 0);
    return { customer: doc.text.slice(hit.start, end), start: s + m.index, end };
  }
  for (const pattern of [CJK_FROM_BEFORE, CJK_FROM_AFTER]) {
    for (const m of text.matchAll(pattern)) {
      const name = m[1];
      const known = doc.knownNames?.(name);
      // Nothing marks a name in Hangul or Han script: only a known company counts there, or a buyer
      // named right where a stated share of revenue comes from ("防衛省向け", "현대차에서").
      if (!known && /[\p{Script=Hangul}\p{Script=Han}]/u.test(name) && !(shared && !REVENUE.test(name))) continue;
      return { customer: known ?? name, start: s + m.index, end: s + m.index + m[0].length };
    }
  }
  return null;
}

/** A share written in words: "half" (50), "6割" or "六成" (60), as a quantity-like span. */
function shareInWords(text: string): { start: number; end: number; value: number } | null {
  const tenths = TENTHS.exec(text);
  if (tenths) {
    const digit = tenths.groups!.tenths;
    const n = /\d/.test(digit) ? Number(digit) : HAN_DIGITS.indexOf(digit) + 1;
    return { start: tenths.index, end: tenths.index + tenths[0].length, value: n * 10 };
  }
  const half = HALF.exec(text);
  return half ? { start: half.index, end: half.index + half[0].length, value: 50 } : null;
}

/** Concentration statements, one per sentence that states one. */
export function readConcentration(doc: Doc): Concentration[] {
  const found: Concentration[] = [];
  for (const sentence of doc.sentences) {
    const text = doc.text.slice(sentence.start, sentence.end);
    const revenue = REVENUE.exec(text);
    const percents = findQuantities(doc.masked.slice(sentence.start, sentence.end), doc.language).filter(
      (q) => q.percent,
    );
    const share = percents[0] ?? shareInWords(text);
    const who = buyer(doc, sentence.start, sentence.end, !!share && !!revenue);
    if (!who) continue;
    const most = MOST.exec(text);
    // A named buyer needs a word for revenue ("most revenue from DoD"); "the top 3 clients are 70%" says it by itself.
    if (!share && !(most && revenue)) continue;
    if (!revenue && !(TOP_N.test(text) || FEW.test(text))) continue;
    const parts: Part[] = [
      who,
      ...(share ? [{ start: sentence.start + share.start, end: sentence.start + share.end }] : []),
      ...(revenue
        ? [{ start: sentence.start + revenue.index, end: sentence.start + revenue.index + revenue[0].length }]
        : []),
      ...(most ? [{ start: sentence.start + most.index, end: sentence.start + most.index + most[0].length }] : []),
    ];
    const start = Math.min(...parts.map((p) => p.start));
    const end = Math.max(...parts.map((p) => p.end));
    const percent = share ? { share_percent: share.value } : {};
    found.push({ customer: who.customer, ...percent, evidence: evidenceOf(doc, start, end) });
  }
  return found;
}
