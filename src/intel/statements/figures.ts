// Figures the input states, each with its meaning and span: "140 paying clinics", "9 % monthly growth",
// "$399/month", "a $4M seed", "3億円を調達", "사용자 40만 명". A number with no stated meaning is left out:
// years, phone numbers, versions, dates, ranks ("top 3 clients") and durations are never figures.
import {
  APPROX_AFTER,
  APPROX_BEFORE,
  COUNT_NOUNS,
  USED_BY,
  USE_AFTER,
  SIZED_COMPANY,
  DATE_BEFORE,
  PEOPLE,
  PER_BEFORE,
  RANK_BEFORE,
  RAISING_NOW,
  TARGET_AFTER,
  TARGET_BEFORE,
  TEAM,
  TEAM_ADJECTIVES,
  TEAM_VERBS,
  WE_ARE,
  ON_EACH,
  PEOPLE_AT_WORK,
  type CountMetric,
} from './figureLexicon.ts';
import { moneyCue, npsCue, percentCue, periodCue, priceBasis, stageCue, type Window } from './figureMeaning.ts';
import { findQuantities, isYearLike, type Quantity } from './numbers.ts';
import { cueRegex, evidenceOf, sentenceAt, type Doc } from './text.ts';
import type { Figure } from './types.ts';

const WINDOW = 50;
/** A revenue or ARR word this close to an amount outweighs a "per month" after it. */
const NEAR_CUE = 20;
/** The longest noun plus the widest gap a noun may leave before its number. */
const LEFT_NOUN_REACH = 36;
const escape = (s: string): string => s.replace(/[.*+?^${}()[\]\\|]/g, '\\$&').replace(/ /g, '\\s+');

const NOUN_METRIC = new Map<string, CountMetric>();
for (const [metric, words] of Object.entries(COUNT_NOUNS) as [CountMetric, string][]) {
  for (const word of words.split('|')) NOUN_METRIC.set(word.toLowerCase(), metric);
}
const NOUNS = [...NOUN_METRIC.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');
const APPROX = cueRegex(APPROX_BEFORE).source;
// Between a number and its noun: a counter ("名の", "개"), "de"/"of", and up to two adjectives.
const COUNTER = String.raw`(?:(?:名|人|명|개|곳|个|位|家|건)\s?(?:の|의|的)?\s?)`;
const STOP =
  String.raw`(?:in|en|em|im|with|con|com|mit|avec|and|y|und|et|e|or|per|por|pro|par|from|months?|years?|` +
  String.raw`weeks?|days?|hours?|minutes?|meses|años|anos|Monate|Jahre|mois|ans|mesi|anni)(?![\p{L}])`;
// "300多家医院", "300여 곳": a rounding word may stand between the number and its counter.
const RIGHT_NOUN = new RegExp(
  String.raw`^[\s+]*(?:[多余여]\s?)?${COUNTER}?(?:(?:de|of|d'|di|des|du|del|da|do)\s*)?` +
    String.raw`(?:(?!${STOP})[\p{Script=Latin}'’-]+\s+){0,2}?(?<noun>${NOUNS})(?![\p{Script=Latin}])`,
  'iu',
);
const LEFT_NOUN = new RegExp(
  String.raw`(?<![\p{Script=Latin}])(?<noun>${NOUNS})(?<gap>[^\d,，、。;；.!?]{0,12})$`,
  'iu',
);
const CJK_GAP = /^[\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}:：]{0,8}$/u;
const RATE_GAP = /[率度율률満足]/u;
const LATIN_GAP = new RegExp(
  String.raw`^\s*(?:[:：=(]|(?:of|de|von|di|du|des|is|are|es|son|é|são|ist|sind|est|sont|` +
    String.raw`è|sono|reached|hit|now|total)(?![\p{L}]))?\s*(?:${APPROX})?\s*$`,
  'iu',
);
const TEAM_LEFT = new RegExp(
  String.raw`(?:${cueRegex(TEAM).source})\s*` +
    String.raw`(?:of|de|von|di|d'|aus|a|${cueRegex(TEAM_VERBS).source})?\s*(?:${APPROX})?\s*$`,
  'iu',
);
// "We are 14 people", "somos 14 personas", "我们有14人": the caller counting itself (a people word must follow).
const WE_ARE_LEFT = new RegExp(
  String.raw`(?:${cueRegex(WE_ARE).source})\s*(?:${APPROX})?\s*(?:already|now|ya|já|schon|déjà|già|已经|이미)?\s*$`,
  'iu',
);
// "14 people in the Paris office": an office named by its city counts too.
const AT_WORK = new RegExp(
  String.raw`^\s*(?:${cueRegex(PEOPLE_AT_WORK).source}|in\s+(?:the|our)\s+\p{Lu}[\p{L}-]+\s+offices?(?![\p{L}]))`,
  'iu',
);
const TEAM_SIZE = new RegExp(
  String.raw`^\s?-?\s?(?:${cueRegex(TEAM_ADJECTIVES).source})\s+(?:[\p{L}-]+\s+)?` +
    String.raw`(?:${cueRegex(TEAM).source}|${cueRegex(SIZED_COMPANY).source})`,
  'iu',
);
// "1ユーザーあたり", "사용자당": the number counts the unit a price is paid per, not users.
const PER_NEXT = new RegExp(String.raw`^\s?(?:${cueRegex(PER_BEFORE.after).source})`, 'u');
const PEOPLE_RIGHT = new RegExp(String.raw`^\s*-?\s*(?:persons?|${PEOPLE})(?![\p{Script=Latin}])`, 'iu');
const TEAM_ANY = cueRegex(TEAM, 'iu');
const DATE_UNIT = /^\s?(?:年|년|月|월|日|일|号|ヶ月|か月|カ月|개월|个月|時|时|시|分|분|歳|세|岁|代)/u;
const RANK = new RegExp(String.raw`(?:${cueRegex(RANK_BEFORE).source})[\s-]*$`, 'iu');
const YEAR_PREFIX = new RegExp(String.raw`(?:${cueRegex(DATE_BEFORE).source})\s*$`, 'iu');
const APPROX_LEFT = new RegExp(String.raw`(?:${APPROX})\s*$`, 'iu');
const APPROX_RIGHT = new RegExp(String.raw`^\s*${COUNTER}?(?:${cueRegex(APPROX_AFTER).source})`, 'u');
const TARGET_LEFT = cueRegex(TARGET_BEFORE, 'iu');
const TARGET_RIGHT = cueRegex(TARGET_AFTER, 'iu');
const RAISING = cueRegex(RAISING_NOW, 'u');
const CLAUSE = /[，；;、]|,(?!\d)/u;

const BARE_PILOT = /^(?:pilots?|pilotos?|Piloten|pilotes|piloti|PoCs?)$/iu;

interface Meaning {
  figure: Omit<Figure, 'evidence' | 'approximate' | 'status'>;
  start: number;
  end: number;
}

function countMeaning(q: Quantity, w: Window): Meaning | null {
  // "a 60-person team", "an 8-strong team", "ein 25-köpfiges Team": headcount, quoted through the team word.
  const size = TEAM_SIZE.exec(w.right);
  if (size) {
    const figure = { metric: 'headcount' as const, value: q.value, ...max(q), unit: 'count' as const };
    return { figure, start: q.start, end: q.end + size[0].length };
  }
  let right = RIGHT_NOUN.exec(w.right);
  if (right && PER_NEXT.test(w.right.slice(right[0].length))) return null;
  // "導入企業1,000社": the counter after the number says less than the noun before it.
  if (right && /^\s*(?:社|家)$/u.test(right[0]) && LEFT_NOUN.test(w.left)) right = null;
  if (right) {
    const noun = right.groups!.noun;
    const metric = NOUN_METRIC.get(noun.toLowerCase().replace(/\s+/g, ' '))!;
    // "3 pilot buildings": a bare pilot word takes the next noun as what runs the pilot.
    const bare = metric === 'pilots' && BARE_PILOT.test(noun);
    const pilotOf = bare ? /^\s+(\p{L}+)/u.exec(w.right.slice(right[0].length))?.[1] : undefined;
    const pilotEnd = pilotOf ? w.right.slice(right[0].length).indexOf(pilotOf) + pilotOf.length : 0;
    const end = w.rightStart + right[0].length + pilotEnd;
    const subject =
      metric === 'headcount' || metric === 'countries' || metric === 'cities' ? undefined : (pilotOf ?? noun);
    const what = subject ? { subject: subject.toLowerCase() } : {};
    return { figure: { metric, value: q.value, ...max(q), unit: 'count', ...what }, start: q.start, end };
  }
  // Only the last few characters can hold a noun this close: a shorter subject keeps the big alternation cheap.
  const tail = w.left.slice(-LEFT_NOUN_REACH);
  const left = LEFT_NOUN.exec(tail);
  if (left) {
    left.index += w.left.length - tail.length;
    const { noun, gap } = left.groups as { noun: string; gap: string };
    const cjk = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(noun);
    if (cjk ? CJK_GAP.test(gap) && !RATE_GAP.test(gap) : LATIN_GAP.test(gap)) {
      const metric = NOUN_METRIC.get(noun.toLowerCase().replace(/\s+/g, ' '))!;
      const counter = /^\s?(?:名|人|명|개|곳|个|位|家|社|店舗|校)/u.exec(w.right)?.[0].length ?? 0;
      const counted = metric === 'customers' || metric === 'users' || metric === 'pilots' || metric === 'volume';
      const figure = {
        metric,
        value: q.value,
        ...max(q),
        unit: 'count' as const,
        ...(counted ? { subject: noun.toLowerCase() } : {}),
      };
      return { figure, start: w.leftStart + left.index, end: q.end + counter };
    }
  }
  const use = usedCount(q, w);
  if (use) return use;
  const people = PEOPLE_RIGHT.exec(w.right);
  const teamLeft = TEAM_LEFT.exec(w.left) ?? (people ? WE_ARE_LEFT.exec(w.left) : null);
  const atWork = people ? AT_WORK.test(w.right.slice(people[0].length)) : false;
  if (teamLeft || (people && (TEAM_ANY.test(w.left + w.right) || atWork))) {
    return {
      figure: { metric: 'headcount', value: q.value, ...max(q), unit: 'count' },
      start: teamLeft ? w.leftStart + teamLeft.index : q.start,
      end: people ? w.rightStart + people[0].length : q.end,
    };
  }
  return null;
}

// "used by 610 lidi", "trabajamos con 180 viñas": a verb of use before the number, any noun after it.
const USED_LEFT = new RegExp(String.raw`(?:${cueRegex(USED_BY).source})\s*(?:${APPROX})?\s*$`, 'iu');
const ANY_NOUN =
  /^\s*(?:[多余여]\s?)?(?:名|人|명|개|곳|个|位|家|社)?\s?(?:の|의|的)?\s?(?<noun>[\p{L}][\p{L}'’-]{2,}|[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]{1,6})/u;
// "180 bodegas usan", "250 Kitas nutzen": a noun, then a verb of use, within a few words.
const USE_RIGHT = new RegExp(
  String.raw`^\s*(?:[多余여]\s?)?(?:名|人|명|개|곳|个|位|家|社)?\s?(?:の|의|的)?\s?` +
    String.raw`(?<noun>[\p{L}][\p{L}'’-]*)(?:\s+[\p{L}'’-]+){0,2}?\s*(?:${cueRegex(USE_AFTER).source})`,
  'iu',
);

function usedCount(q: Quantity, w: Window): Meaning | null {
  const before = USED_LEFT.test(w.left) ? ANY_NOUN.exec(w.right) : null;
  const after = before ? null : USE_RIGHT.exec(w.right);
  const m = before ?? after;
  if (!m) return null;
  const noun = m.groups!.noun;
  const figure = { metric: 'customers' as const, value: q.value, ...max(q), unit: 'count' as const };
  return {
    figure: { ...figure, subject: noun.toLowerCase() },
    start: q.start,
    end: w.rightStart + m.index + m[0].length,
  };
}

const max = (q: Quantity): { max?: number } => (q.max !== undefined ? { max: q.max } : {});

function amountMeaning(q: Quantity, w: Window): Meaning | null {
  const basis = priceBasis(w);
  const cue = moneyCue(w);
  const span = (a: number, b: number) => ({ start: Math.min(q.start, a), end: Math.max(q.end, b) });
  const money = {
    value: q.value,
    ...max(q),
    unit: 'currency' as const,
    ...(q.currency ? { currency: q.currency } : {}),
  };
  const period = basis?.period ? { period: basis.period } : {};
  // "Receita de R$ 400 mil por mês" is revenue per month; "$399/month" alone is a price.
  const flow = cue && cue.value !== 'price' && cue.value !== 'funding' && cue.distance <= NEAR_CUE;
  if (basis && !flow) {
    const figure = { metric: 'price' as const, ...money, ...(basis.per ? { per: basis.per } : {}), ...period };
    return { figure, ...span(basis.start, basis.end) };
  }
  if (!cue || (!q.money && cue.value === 'price')) return null;
  if (flow && basis) {
    return { figure: { metric: cue.value, ...money, ...period }, ...span(cue.start, Math.max(cue.end, basis.end)) };
  }
  const stage = cue.value === 'funding' ? stageCue(w) : null;
  const figure = { metric: cue.value, ...money, ...(stage ? { stage: stage.value } : {}) };
  return { figure, ...span(Math.min(cue.start, stage?.start ?? cue.start), Math.max(cue.end, stage?.end ?? cue.end)) };
}

// A percent on each sale or payment is a commission: "1,5% sobre cada mensalidade", "決済ごとに3.6%", "건당 2%".
const EACH_RIGHT = new RegExp(String.raw`^\s*(?:${cueRegex(ON_EACH).source})`, 'iu');
const EACH_LEFT = new RegExp(String.raw`(?:${cueRegex(ON_EACH).source})[^\d\s]{0,8}\s?$`, 'u');

function percentMeaning(q: Quantity, w: Window): Meaning | null {
  const cue = percentCue(w);
  // "20 % growth on each quarter": a growth, retention or churn word keeps its meaning.
  const rate = cue && cue.value !== 'commission';
  const each = rate ? null : EACH_RIGHT.exec(w.right);
  const eachLeft = each || rate ? null : EACH_LEFT.exec(w.left);
  if (each || eachLeft) {
    const first = eachLeft ? w.leftStart + eachLeft.index : q.start;
    const last = each ? w.rightStart + each[0].length : q.end;
    const figure = { metric: 'price' as const, value: q.value, ...max(q), unit: 'percent' as const };
    return { figure: { ...figure, per: 'transaction' }, start: first, end: last };
  }
  const period = periodCue(w);
  if (!cue && !(period && period.distance <= 3)) return null;
  const metric = cue?.value === 'commission' ? 'price' : (cue?.value ?? 'growth');
  const first = Math.min(q.start, cue?.start ?? q.start, period?.start ?? q.start);
  const last = Math.max(q.end, cue?.end ?? q.end, period?.end ?? q.end);
  const per = period ? { period: period.value } : {};
  return { figure: { metric, value: q.value, ...max(q), unit: 'percent', ...per }, start: first, end: last };
}

function meaningOf(q: Quantity, w: Window): Meaning | null {
  if (q.percent) return percentMeaning(q, w);
  if (q.money) return amountMeaning(q, w);
  if (DATE_UNIT.test(w.right) || RANK.test(w.left)) return null;
  if (isYearLike(q) && (YEAR_PREFIX.test(w.left) || !/^\s*\p{L}/u.test(w.right))) return null;
  const nps = npsCue(w);
  if (nps && q.value <= 100) {
    const figure = { metric: 'nps' as const, value: q.value, unit: 'score' as const };
    return { figure, start: Math.min(nps.start, q.start), end: Math.max(nps.end, q.end) };
  }
  const count = countMeaning(q, w);
  if (count || !q.multiplied) return count;
  const amount = amountMeaning(q, w);
  return amount && amount.figure.metric !== 'price' ? amount : null;
}

/** Every figure a document states, in order. */
export function readFigures(doc: Doc): Figure[] {
  const quantities = findQuantities(doc.masked, doc.language);
  const figures: Figure[] = [];
  quantities.forEach((q, i) => {
    const sentence = sentenceAt(doc, q.start);
    const leftStart = Math.max(sentence.start, quantities[i - 1]?.end ?? 0, q.start - WINDOW);
    const rightEnd = Math.min(sentence.end, quantities[i + 1]?.start ?? Infinity, q.end + WINDOW);
    const cut = (s: string): string => s.split(';')[0];
    const left = doc.text.slice(leftStart, q.start).split(';').pop()!;
    const right = cut(doc.text.slice(q.end, rightEnd));
    const tail = doc.text.slice(q.end, Math.min(sentence.end, q.end + WINDOW));
    const w: Window = { left, leftStart: q.start - left.length, right, rightStart: q.end, tail };
    const meaning = meaningOf(q, w);
    if (!meaning) return;
    // A plan in the next clause is not this figure's ("1,800家企业客户，计划2027年进入日本").
    const before = doc.text
      .slice(Math.max(sentence.start, q.start - 60), q.start)
      .split(CLAUSE)
      .pop()!;
    const after = doc.text.slice(meaning.end, Math.min(sentence.end, meaning.end + 20)).split(CLAUSE)[0];
    figures.push({
      ...meaning.figure,
      approximate: q.plus || APPROX_LEFT.test(w.left) || APPROX_RIGHT.test(w.right),
      status:
        TARGET_LEFT.test(before) || TARGET_RIGHT.test(after) || RAISING.test(doc.text.slice(meaning.start, meaning.end))
          ? 'target'
          : 'actual',
      evidence: evidenceOf(doc, meaning.start, meaning.end),
    });
  });
  return figures;
}
