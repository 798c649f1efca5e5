// Customer concentration: "most revenue from DoD", "60% of revenue from one customer", "our top 3
// clients are 70%", "売上の大半はトヨタ向け", "매출의 대부분이 삼성에서". A statement needs a buyer (one
// customer, the top few, or a named one) and a share (a percent, or a word for most).
import { FEW_BUYERS, MOST_WORDS, REVENUE_WORDS } from './businessLexicon.ts';
import { nameIn } from './names.ts';
import { findQuantities } from './numbers.ts';
import { cueRegex, evidenceOf, type Doc } from './text.ts';
import type { Concentration } from './types.ts';

const REVENUE = cueRegex(REVENUE_WORDS, 'iu');
const MOST = cueRegex(MOST_WORDS, 'iu');
const FEW = cueRegex(FEW_BUYERS, 'iu');
const TOP_N = new RegExp(
  String.raw`(?:top|los|las|os|as|nuestros|nossos|die|unsere|nos|les|i|nostri)\s*\d+\s*` +
    String.raw`(?:[\p{L}-]+\s+)?(?:clients?|customers?|accounts|clientes|Kunden|clienti)|上位\d+社|상위\s?\d+\s?(?:개\s?)?` +
    String.raw`(?:고객|고객사|곳)|前\s?\d+\s?大?客户|前[一二三四五]大客户`,
  'iu',
);
// Who the revenue comes from: "from DoD", "de Pemex", "von Siemens", "da Petrobras", "トヨタから", "삼성에서", "来自国家电网".
const FROM = new RegExp(
  String.raw`(?<![\p{L}])(?:from|de|da|do|von|vom|du|des|di|dal|del)\s+` +
    String.raw`(?:the\s+|el\s+|la\s+|o\s+|a\s+|der\s+|dem\s+|le\s+|il\s+)?`,
  'giu',
);
const CJK_FROM_BEFORE =
  /([\p{Script=Katakana}ー]{2,}|[\p{Script=Hangul}]{2,10}|[A-Za-z][\w&.-]*)(?:から|向け|에서|로부터|으로부터)/gu;
const CJK_FROM_AFTER = /来自\s?([A-Za-z][\w&.-]*|[\p{Script=Han}]{2,8})/gu;

interface Part {
  start: number;
  end: number;
}

function buyer(doc: Doc, s: number, e: number): (Part & { customer: string }) | null {
  const text = doc.text.slice(s, e);
  const few = TOP_N.exec(text) ?? FEW.exec(text);
  if (few) return { customer: few[0].trim(), start: s + few.index, end: s + few.index + few[0].length };
  for (const m of text.matchAll(FROM)) {
    const after = m.index + m[0].length;
    const hit = nameIn({ text: text.slice(after).split(/[,.;]/u)[0], start: s + after }, true, doc.knownNames);
    if (hit) return { customer: hit.name, start: s + m.index, end: hit.end };
  }
  for (const pattern of [CJK_FROM_BEFORE, CJK_FROM_AFTER]) {
    for (const m of text.matchAll(pattern)) {
      const name = m[1];
      const known = doc.knownNames?.(name);
      // Nothing marks a name in Hangul or Han script: only a known company counts there.
      if (!known && /[\p{Script=Hangul}\p{Script=Han}]/u.test(name)) continue;
      return { customer: known ?? name, start: s + m.index, end: s + m.index + m[0].length };
    }
  }
  return null;
}

/** Concentration statements, one per sentence that states one. */
export function readConcentration(doc: Doc): Concentration[] {
  const found: Concentration[] = [];
  for (const sentence of doc.sentences) {
    const text = doc.text.slice(sentence.start, sentence.end);
    const revenue = REVENUE.exec(text);
    const who = buyer(doc, sentence.start, sentence.end);
    if (!who) continue;
    const percents = findQuantities(doc.masked.slice(sentence.start, sentence.end), doc.language).filter(
      (q) => q.percent,
    );
    const most = MOST.exec(text);
    const share = percents[0];
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
