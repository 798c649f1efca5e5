// Customer concentration: "most revenue from DoD", "60% of revenue from one customer", "our top 3
// clients are 70%", "売上の大半はトヨタ向け", "매출의 대부분이 삼성에서". A statement needs a buyer (one
// customer, the top few, or a named one) and a share (a percent, or a word for most).
import {
  FEW_BUYERS,
  HALF_WORDS,
  MOST_WORDS,
  REVENUE_WORDS,
  SALES_AFTER_BUYER,
  SALES_BEFORE_BUYER,
  SALES_VERBS,
  SHARE_VERBS,
} from './businessLexicon.ts';
import { nameIn } from './names.ts';
import { findQuantities } from './numbers.ts';
import { cueRegex, evidenceOf, type Doc } from './text.ts';
import type { Concentration, Place } from './types.ts';

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
  String.raw`(?:(?<![\p{L}])(?:from|de|da|do|von|vom|du|des|di|dal|del|auf|by|por|par|da parte di|` +
    // Dependence names the buyer too: "relies on Walmart for 60 % of sales", "dépend d'EDF pour 70 %".
    String.raw`depends on|depend on|relies on|rely on|dependent on|reliant on|dependence on|reliance on|` +
    String.raw`dependency on)\s+|(?<![\p{L}])(?:dépend|dépendant|dépendante) d')` +
    String.raw`(?:the\s+|el\s+|la\s+|o\s+|a\s+|der\s+|dem\s+|le\s+|il\s+)?`,
  'giu',
);
const CJK_FROM_BEFORE = new RegExp(
  String.raw`([\p{Script=Katakana}ー]{2,}|[\p{Script=Hangul}]{2,10}|[\p{Script=Han}]{2,8}|[A-Za-z][\w&.-]*)` +
    `(?:から|向け|에서|로부터|으로부터|が占め|가 차지|이 차지|${SALES_AFTER_BUYER}|に依存|への依存|에 의존|에 대한 의존)`,
  'gu',
);
// The buyer as the subject of a share: "トヨタが売上の6割を占め", "삼성전자가 매출의 70%를 차지", "国家电网占收入的60%".
const CJK_SUBJECT =
  /([\p{Script=Katakana}ー]{2,}|[\p{Script=Hangul}]{2,10}?|[A-Za-z][\w&.-]*)(?:が|は|이|가|은|는)\s?[^。.,、]{0,20}?(?:を占め|차지)|([\p{Script=Han}]{2,8}|[A-Za-z][\w&.-]*)占(?!比)/gu;
const SHARE_VERB = new RegExp(`(?<![\\p{L}])(?:${SHARE_VERBS})(?![\\p{L}])`, 'iu');
// "3 clients représentent 85 %", "two customers make up": a few buyers counted, at the end of the clause.
const FEW_COUNTED =
  /(?:^|\s)(?:[1-9]|10|two|three|four|five|dos|tres|cuatro|cinco|dois|duas|três|quatro|zwei|drei|vier|fünf|deux|trois|quatre|cinq|due|tre|quattro|cinque)\s+(?:[\p{L}-]+\s+)?(?:clients?|customers?|accounts|buyers|clientes|compradores|Kunden|Abnehmer|clienti|acheteurs)\s*$/iu;
const CJK_FROM_AFTER = new RegExp(
  String.raw`(?:来自|${SALES_BEFORE_BUYER}|依赖于|依赖|依靠)\s?([A-Za-z][\w&.-]*|[\p{Script=Han}]{2,8})`,
  'gu',
);
// "sells mainly to the US Navy", "vende sobre todo a Pemex", "verkauft vor allem an die Bahn", "vend surtout à EDF".
const SOLD_TO = new RegExp(
  String.raw`(?<![\p{L}])(?:${SALES_VERBS}|selling)\s+(?:[\p{L}]+\s+){0,2}?(?:to|a|an|à|para|al|aux|ai|alla|alle)\s+` +
    String.raw`(?:the\s+|el\s+|la\s+|o\s+|a\s+|die\s+|den\s+|der\s+|le\s+|il\s+|l')?`,
  'giu',
);

/** A name read where a buyer stands that is a word for revenue, a number ("Cerca de 70% dos pedidos") or a place. */
const notABuyer = (
  hit: { name: string; start: number; end: number },
  isPlace: (start: number, end: number) => boolean,
): boolean => REVENUE.test(hit.name) || /^\d/u.test(hit.name) || isPlace(hit.start, hit.end);

const NAME_GOES_ON = /^(?:\s(?:of|de|del|da|do|des|du|der|für|di|della|dello)(?:\s\p{Lu}[\p{L}&.-]*)+)+/u;

interface Part {
  start: number;
  end: number;
}

// The revenue word found is a verb of selling ("verkauft", "に納入"), not a word for revenue.
const SALES_LATIN = new RegExp(`^(?:${SALES_VERBS})$`, 'iu');
const SALES_CJK = cueRegex(`${SALES_AFTER_BUYER}|${SALES_BEFORE_BUYER}`, 'u');
const isSalesVerb = (word: string): boolean => SALES_LATIN.test(word) || SALES_CJK.test(word);
// With no stated share, an unresolved Han or Hangul buyer must be an institution or a group ("防衛省", "국방부",
// "政府和国企", "国家电网"), so that a segment ("中小企业", "スーパー") is never read as one customer.
const INSTITUTION = /(?:省|部|庁|厅|局|政府|国企|央企|军|軍|청|부|공사|公社|電力|电网|集团|グループ|그룹|공단|院)$/u;

const CHANNEL_BEFORE = /(?:través|through|via|vía|über|intermédiaire|tramite|attraverso|por meio)\s*$/iu;

function buyer(
  doc: Doc,
  s: number,
  e: number,
  shared: boolean,
  stated: boolean,
  isPlace: (start: number, end: number) => boolean,
): (Part & { customer: string }) | null {
  const text = doc.text.slice(s, e);
  const few = TOP_N.exec(text) ?? FEW.exec(text);
  if (few) return { customer: few[0].trim(), start: s + few.index, end: s + few.index + few[0].length };
  for (const m of [...text.matchAll(FROM), ...text.matchAll(SOLD_TO)]) {
    // "vende a través de Mercado Libre", "sold through Amazon": a channel, not a buyer.
    if (CHANNEL_BEFORE.test(text.slice(0, m.index))) continue;
    const after = m.index + m[0].length;
    const hit = nameIn({ text: text.slice(after).split(/[,.;]/u)[0], start: s + after }, true, doc.knownNames);
    // "Cerca de 70% dos pedidos": a number after "de" is a share, never a buyer.
    if (!hit || notABuyer(hit, isPlace)) continue;
    // "US Department of Defense", "Ministerio de Defensa": a name goes on across "of", "de", "der" …
    const more = NAME_GOES_ON.exec(doc.text.slice(hit.end, e));
    const end = hit.end + (more?.[0].replace(/[.,]+$/u, '').length ?? 0);
    return { customer: doc.text.slice(hit.start, end), start: s + m.index, end };
  }
  const subject = subjectOfShare(doc, s, text, isPlace);
  if (subject) return subject;
  for (const pattern of [CJK_FROM_BEFORE, CJK_FROM_AFTER, CJK_SUBJECT]) {
    for (const m of text.matchAll(pattern)) {
      const name = m[1] ?? m[2];
      const known = doc.knownNames?.(name);
      // Nothing marks a name in Hangul or Han script: only a known company counts there, or a buyer
      // named right where a stated share of revenue comes from ("防衛省向け", "현대차에서").
      if (!known && /[\p{Script=Hangul}\p{Script=Han}]/u.test(name) && !(shared && !REVENUE.test(name))) continue;
      if (!known && !stated && !INSTITUTION.test(name)) continue;
      return { customer: known ?? name, start: s + m.index, end: s + m.index + m[0].length };
    }
  }
  return null;
}

const ARTICLE = /^(?:A|O|La|El|Il|Lo|Le|L'|Die|Der|Das|The)\s*(?=\p{Lu})/u;

/** The buyer written as the subject of a verb of share, in Latin script: "Walmart accounts for 40 %". */
function subjectOfShare(
  doc: Doc,
  s: number,
  text: string,
  isPlace: (start: number, end: number) => boolean,
): (Part & { customer: string }) | null {
  const verb = SHARE_VERB.exec(text);
  if (!verb) return null;
  // The clause the verb closes: after the last comma, semicolon or colon before it.
  const before = text.slice(0, verb.index);
  const clauseStart = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':')) + 1;
  // "Walmart alone accounts for 40 %": the word for alone stands between the buyer and the verb.
  const clause = before
    .slice(clauseStart)
    .replace(/\s(?:alone|solo|sola|sozinho|sozinha|allein|seul|seule)\s*$/iu, ' ');
  const few = FEW_COUNTED.exec(clause);
  if (few) {
    const at = s + clauseStart + few.index + (few[0].length - few[0].trimStart().length);
    return { customer: few[0].trim(), start: at, end: s + verb.index };
  }
  const hit = nameIn({ text: clause, start: s + clauseStart }, false, doc.knownNames);
  if (!hit || notABuyer(hit, isPlace)) return null;
  const article = ARTICLE.exec(hit.written);
  const name = hit.resolved ? hit.name : hit.written.slice(article?.[0].length ?? 0);
  if (!/^\p{Lu}/u.test(name)) return null;
  // "Wartung macht 20 %", "Maintenance represents 20 %": a capitalised noun opening the clause is no company
  // unless the knowledge base knows it, an article marks it ("A Petrobras"), or it is an acronym ("EDF").
  const opens = !clause.slice(0, hit.start - s - clauseStart).trim();
  if (!hit.resolved && !article && opens && !/^[\p{Lu}\d&]{2,}$/u.test(name)) return null;
  return {
    customer: name,
    start: hit.start + (hit.resolved ? 0 : (article?.[0].length ?? 0)),
    end: s + verb.index + verb[0].length,
  };
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

/** Concentration statements, one per sentence that states one; `places` are the places read in the same document. */
export function readConcentration(doc: Doc, places: readonly Place[]): Concentration[] {
  const found: Concentration[] = [];
  // "ingresos principalmente de Colombia", "hospitales de Madrid": a place is a market, never a buyer.
  const isPlace = (start: number, end: number): boolean =>
    places.some(({ evidence: p }) => p.start <= start && p.end >= end);
  for (const sentence of doc.sentences) {
    const text = doc.text.slice(sentence.start, sentence.end);
    const revenue = REVENUE.exec(text);
    const percents = findQuantities(doc.masked.slice(sentence.start, sentence.end), doc.language).filter(
      (q) => q.percent,
    );
    const share = percents[0] ?? shareInWords(text);
    const most = MOST.exec(text);
    // A stated share, or a word for most ("主に防衛省に納入"), lets a Han or Hangul buyer stand unresolved.
    // "매출의 대부분이 X에서": a word for revenue with "most" names one buyer; a verb of selling may name a segment.
    const byRevenue = !!most && !!revenue && !isSalesVerb(revenue[0]);
    const shared = (!!share || !!most) && !!revenue;
    const who = buyer(doc, sentence.start, sentence.end, shared, !!share || byRevenue, isPlace);
    if (!who) continue;
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
