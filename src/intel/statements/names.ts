// Companies named as integrations, partners and competitors: the list after a cue ("integrates with
// Salesforce, HubSpot and Slack") or before it ("SalesforceやHubSpotと連携"). A list item is a name when
// knownNames resolves it, or when it is written as one: capitalised Latin words or a katakana word.
// Hangul and Han names count only when knownNames knows them: in those scripts nothing marks a name.
import { LIST_LEAD, NAME_CUES, NOT_NAMES, PROSPECTIVE, type NameKind } from './nameLexicon.ts';
import { cueRegex, evidenceOf, sentenceAt, type Doc } from './text.ts';
import type { NamedCompany } from './types.ts';

const SEPARATOR = new RegExp(
  String.raw`\s*(?:[,;/、，・]|(?<![\p{L}])(?:and|or|y|e|o|ou|und|oder|et|ed|as well as|plus)` +
    String.raw`(?![\p{L}])|や|と|及び|および|以及|及|和|与|跟|및|와|과|그리고)\s*`,
  'gu',
);
const LEAD = new RegExp(String.raw`^(?:(?:${cueRegex(LIST_LEAD).source})\s*)+`, 'iu');
const TRAIL = /(?:\s*(?:etc\.?|等|など|등|들))+$|[은는이가을를의에도]$/u;
const NOT_NAME = new Set(NOT_NAMES.split('|'));
// A capitalised word, or a camel-cased brand ("sevDesk", "eBay", "iZettle").
const WORD =
  String.raw`(?:[\p{Lu}\d][\p{Script=Latin}\d.&'+-]*[\p{Script=Latin}\d]|\p{Lu}|` +
  String.raw`\p{Ll}{1,3}\p{Lu}[\p{Script=Latin}\d.&'+-]*[\p{Script=Latin}\d])`;
// Names go on across a short linking word: "Banco do Brasil", "Sistema di Interscambio", "Bank of America".
const LINK = String.raw`(?:\s+(?:of|de|do|da|dos|das|del|di|della|delle|des|du|für)(?=\s+\p{Lu}))?`;
const LATIN_HEAD = new RegExp(String.raw`^${WORD}(?:${LINK}\s+${WORD}){0,3}`, 'u');
const LATIN_TAIL = new RegExp(String.raw`${WORD}(?:${LINK}\s+${WORD}){0,3}$`, 'u');
// Nothing marks a name in Han or Hangul, but a public body, a bank or a group says what it is by its last
// word: "건강보험심사평가원", "신한카드", "三井住友カード", "招商银行", "国家电网", "防衛省".
const CJK_BODY = String.raw`[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}ー]{1,12}`;
const BODY_END =
  String.raw`(?:평가원|공단|공사|은행|카드|증권|보험|그룹|협회|대학교|병원|청|銀行|カード|証券|保険|グループ|協会|大学|` +
  String.raw`病院|省|庁|银行|证券|保险|集团|协会|大学|医院|电网|公司|局|部)`;
const CJK_HEAD = new RegExp(String.raw`^${CJK_BODY}${BODY_END}`, 'u');
const CJK_TAIL = new RegExp(
  String.raw`(?<![\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}ー])${CJK_BODY}${BODY_END}$`,
  'u',
);
const CJK_LEAD = /^(?:与|和|同|跟)/u;
const KATAKANA_HEAD = /^[\p{Script=Katakana}ー・]{2,}/u;
const KATAKANA_TAIL = /[\p{Script=Katakana}ー・]{2,}$/u;
const STOP = /[.;:!?。！？()（）\n，；]/u;
const REACH = 120;
const WORD_BREAK = new RegExp(
  String.raw`(?<=\s)|(?<=[^\p{Script=Latin}\d\s.&'+-])(?=[\p{Script=Latin}\d])` +
    String.raw`|(?<=[\p{Script=Latin}\d])(?=[^\p{Script=Latin}\d\s.&'+-])`,
  'u',
);

interface Item {
  text: string;
  start: number;
}
export interface NameHit {
  name: string;
  written: string;
  resolved: boolean;
  start: number;
  end: number;
}

/** Items of a list with their offsets in the document. */
function items(text: string, offset: number): Item[] {
  const list: Item[] = [];
  let from = 0;
  for (const m of text.matchAll(SEPARATOR)) {
    list.push({ text: text.slice(from, m.index), start: offset + from });
    from = m.index + m[0].length;
  }
  list.push({ text: text.slice(from), start: offset + from });
  return list;
}

/** The name at the head (forward) or tail (backward) of a list item, and whether words remain beside it. */
type Resolver = (s: string) => string | null;

export function nameIn(item: Item, forward: boolean, known?: Resolver): (NameHit & { rest: boolean }) | null {
  const pad = item.text.length - item.text.trimStart().length;
  let text = item.text.slice(pad);
  let start = item.start + pad;
  const lead = forward ? LEAD.exec(text) : null;
  if (lead) [text, start] = [text.slice(lead[0].length), start + lead[0].length];
  text = text.replace(TRAIL, '').trimEnd();
  // Words: at spaces, and where Latin script meets CJK ("当社のツールはSalesforce").
  const words = text.split(WORD_BREAK);
  if (known) {
    for (let n = Math.min(4, words.length); n >= 1; n--) {
      const part = (forward ? words.slice(0, n) : words.slice(-n)).join('').trim();
      const canonical = part && known(part);
      if (!canonical) continue;
      const at = forward ? text.indexOf(part) : text.lastIndexOf(part);
      const [from, to] = [start + at, start + at + part.length];
      return { name: canonical, written: part, resolved: true, start: from, end: to, rest: n < words.length };
    }
  }
  const body = forward ? CJK_HEAD : CJK_TAIL;
  const bare = text.replace(CJK_LEAD, '');
  const cjk = body.exec(bare);
  const m =
    (forward ? LATIN_HEAD : LATIN_TAIL).exec(text) ??
    (cjk ? Object.assign(cjk, { index: cjk.index + text.length - bare.length }) : null) ??
    (forward ? KATAKANA_HEAD : KATAKANA_TAIL).exec(text);
  // "supports 40 languages": a number is never a name.
  if (!m || NOT_NAME.has(m[0].split(/\s/)[0]) || /^[\d.,\s]+$/u.test(m[0])) return null;
  const written = m[0].replace(/[.,]+$/u, '');
  const from = start + m.index;
  return {
    name: written,
    written,
    resolved: false,
    start: from,
    end: from + written.length,
    rest: m[0].length < text.trim().length,
  };
}

/** Names listed from `from` onwards (forward) or up to `to` (backward), stopping at the first item that is not a name. */
export function namesAround(doc: Doc, at: number, forward: boolean): NameHit[] {
  const sentence = sentenceAt(doc, at);
  const raw = forward
    ? doc.text.slice(at, Math.min(sentence.end, at + REACH))
    : doc.text.slice(Math.max(sentence.start, at - REACH), at);
  const stop = forward
    ? raw.search(STOP)
    : Math.max(...[...raw.matchAll(new RegExp(STOP, 'gu'))].map((m) => m.index + 1), 0);
  const span = forward ? raw.slice(0, stop < 0 ? raw.length : stop) : raw.slice(stop);
  const offset = forward ? at : at - raw.length + stop;
  const list = items(span, offset);
  const ordered = forward ? list : list.reverse();
  const found: NameHit[] = [];
  for (const item of ordered) {
    if (!item.text.trim()) continue;
    const hit = nameIn(item, forward, doc.knownNames);
    if (!hit) break;
    found.push(hit);
    if (hit.rest) break;
  }
  return forward ? found : found.reverse();
}

const CUES = (Object.entries(NAME_CUES) as [NameKind, { after: string; before: string }][]).map(([kind, cues]) => ({
  kind,
  after: cueRegex(cues.after),
  before: cueRegex(cues.before),
}));
const WISH = cueRegex(PROSPECTIVE, 'iu');

/** Integrations, partners and competitors a document names. */
export function readNames(doc: Doc): Record<NameKind, NamedCompany[]> {
  const out: Record<NameKind, NamedCompany[]> = { integrations: [], partners: [], competitors_named: [] };
  const used: [number, number][] = [];
  for (const forward of [true, false]) {
    for (const { kind, after, before } of CUES) {
      for (const m of doc.text.matchAll(forward ? after : before)) {
        const [cueStart, cueEnd] = [m.index, m.index + m[0].length];
        if (used.some(([s, e]) => cueStart < e && cueEnd > s)) continue;
        const hits = namesAround(doc, forward ? cueEnd : cueStart, forward);
        // A cue that names nothing leaves its words to another: "a Shopify app for brands" is "Shopify" + "app".
        if (!hits.length) continue;
        used.push([cueStart, cueEnd]);
        const sentence = sentenceAt(doc, cueStart);
        const around =
          doc.text.slice(Math.max(sentence.start, cueStart - 40), cueStart) + doc.text.slice(cueEnd, cueEnd + 12);
        const prospective = kind !== 'competitors_named' && WISH.test(around);
        for (const hit of hits) {
          if (out[kind].some((n) => n.name === hit.name)) continue;
          const evidence = evidenceOf(doc, Math.min(cueStart, hit.start), Math.max(cueEnd, hit.end));
          out[kind].push({ name: hit.name, written: hit.written, resolved: hit.resolved, prospective, evidence });
        }
      }
    }
  }
  return out;
}
