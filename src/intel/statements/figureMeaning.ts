// The meaning of an amount or a percent: the nearest cue word on either side decides (revenue,
// funding, ARR …; growth, churn, retention), within the number's own stretch of the sentence.
import {
  type PercentMeaning,
  MONEY_CUES,
  NPS,
  PER_BEFORE,
  PER_JOIN,
  PER_PERIODS,
  PER_UNITS,
  PER_WORDS,
  PERCENT_CUES,
  PERIOD_CUES,
  PRICE_TERM_WORDS,
  PRICE_TERMS,
  PERIOD_ADJECTIVES,
  STAGES,
  TAX_NOTES,
} from './figureLexicon.ts';
import { cueRegex } from './text.ts';
import type { FigureMetric, FundingStage, Period, PriceUnit } from './types.ts';

/** The words around one quantity, bounded by the sentence and by the neighbouring quantities. */
export interface Window {
  left: string;
  right: string;
  leftStart: number;
  rightStart: number;
  /** The sentence after the number, not cut at the next number ("$89 for 3 months" reads on past "3"). */
  tail?: string;
}
export interface Cue<T> {
  value: T;
  distance: number;
  start: number;
  end: number;
}

/** Cues further than this from the number belong to something else in the sentence. */
const MAX_DISTANCE = 40;
/** One-character CJK cues ("월", "月") count only when they touch the number. */
const SHORT_CUE_DISTANCE = 2;

const compile = <T extends string>(table: Record<T, string>): [T, RegExp][] =>
  (Object.entries(table) as [T, string][]).map(([key, words]) => [key, cueRegex(words)]);

const MONEY = compile(MONEY_CUES);
const PERCENT = compile(PERCENT_CUES);
const PERIODS = compile(PERIOD_CUES);
const STAGE = compile(STAGES);
const NPS_CUE = cueRegex(NPS);

/** The cue of a table nearest to the number, on either side. */
export function nearest<T>(table: [T, RegExp][], w: Window, max = MAX_DISTANCE): Cue<T> | null {
  let best: Cue<T> | null = null;
  const consider = (value: T, start: number, end: number, distance: number): void => {
    const limit = end - start <= 1 ? SHORT_CUE_DISTANCE : max;
    if (distance <= limit && (!best || distance < best.distance)) best = { value, distance, start, end };
  };
  for (const [value, pattern] of table) {
    for (const m of w.left.matchAll(pattern)) {
      consider(
        value,
        w.leftStart + m.index,
        w.leftStart + m.index + m[0].length,
        w.left.length - m.index - m[0].length,
      );
    }
    const first = w.right.matchAll(pattern).next();
    if (!first.done) {
      const at = w.rightStart + first.value.index;
      consider(value, at, at + first.value[0].length, first.value.index);
    }
  }
  return best;
}

const PER_UNIT_RES = compile(PER_UNITS);
const PER_PERIOD_RES = compile(PER_PERIODS);
const anchored = (re: RegExp, lead: string): RegExp => new RegExp(String.raw`^${lead}(?:${re.source})`, 'iu');
const perAfter = (lead: string): [PriceUnit, RegExp][] => [
  ...PER_UNIT_RES.map(([unit, re]) => [unit, anchored(re, lead)] as [PriceUnit, RegExp]),
  ...PER_PERIOD_RES.map(([unit, re]) => [unit, anchored(re, lead)] as [PriceUnit, RegExp]),
];
// "€79 monthly", "79 € mensuels": a period adjective right after the amount is its basis.
const ADJECTIVES = compile(PERIOD_ADJECTIVES).map(
  ([p, re]) => [p, anchored(re, String.raw`\s?,?\s`)] as [PriceUnit, RegExp],
);
const PER_AFTER = [...perAfter(PER_WORDS), ...ADJECTIVES];
// The second basis may be joined by "und", "et", "im" instead of a per word: "pro Nutzer und Monat".
const JOIN = cueRegex(PER_JOIN).source;
const PER_NEXT = [...perAfter(String.raw`(?:${PER_WORDS}|\s(?:${JOIN})(?:\s(?:per|pro|par|por))?\s)`), ...ADJECTIVES];
const UNITS_ANY = PER_UNIT_RES.map(([, re]) => re.source).join('|');
// "1ユーザーあたり月額980円", "사용자당 월 1만 원", "每个用户每月99元": the unit stands before the amount,
// with at most a period word ("月額", "월", "每月") between.
const UNIT_BEFORE = new RegExp(
  String.raw`(?:(?:${cueRegex(PER_BEFORE.before).source})\s?[个位台名家]?\s?)?` +
    String.raw`(?<unit>${UNITS_ANY})\s?(?<per>${cueRegex(PER_BEFORE.after).source})?[^\d]{0,4}$`,
  'iu',
);
/** Cheap check before the costly UNIT_BEFORE: most amounts have no per word to their left. */
const PER_MARK = new RegExp(`${cueRegex(PER_BEFORE.after).source}|${cueRegex(PER_BEFORE.before).source}`, 'u');
const TERM_WORDS = cueRegex(PRICE_TERM_WORDS).source;
const termRegex = (words: string): RegExp =>
  new RegExp(String.raw`^\s(?:${TERM_WORDS})\s(?:${cueRegex(words).source})`, 'iu');
const PRICE_TERM_RES = (Object.entries(PRICE_TERMS) as [Period, string][]).map(
  ([period, words]) => [period, termRegex(words)] as const,
);

/** The unit a price is paid per when written before it, with where that unit starts in the window. */
function unitBefore(w: Window): { per: PriceUnit; start: number } | null {
  if (!PER_MARK.test(w.left)) return null;
  const m = UNIT_BEFORE.exec(w.left);
  // "每个用户" or "ユーザーあたり": without the per word, a noun before an amount is no basis.
  if (!m || (!m.groups!.per && !m[0].startsWith('每'))) return null;
  const unit = m.groups!.unit;
  const per = PER_UNIT_RES.find(([, re]) => new RegExp(`^(?:${re.source})$`, 'iu').test(unit))?.[0];
  return per ? { per, start: w.leftStart + m.index } : null;
}

export interface PriceBasis {
  per?: PriceUnit;
  period?: Period;
  end: number;
  start: number;
}

/**
 * What a price is paid per: "/month", "per seat per month", "por usuario/mes", "月額" before it,
 * "/月" after it. Returns null when nothing says the amount is a price per something.
 */
// A tax note between an amount and its basis ("49 € HT par mois"), optionally in brackets: read past it.
const TAX_NOTE = new RegExp(String.raw`^\s*[(（]?\s*(?:${cueRegex(TAX_NOTES).source})(?:\s*[)）])?`, 'iu');

export function priceBasis(w: Window): PriceBasis | null {
  const tax = TAX_NOTE.exec(w.right);
  let rest = tax ? w.right.slice(tax[0].length) : w.right;
  let consumed = tax ? tax[0].length : 0;
  const units: PriceUnit[] = [];
  for (let step = 0; step < 2; step++) {
    const hit = (step === 0 ? PER_AFTER : PER_NEXT)
      .map(([unit, re]) => [unit, re.exec(rest)] as const)
      .filter(([, m]) => m)
      .sort((a, b) => b[1]![0].length - a[1]![0].length)[0];
    if (!hit) break;
    units.push(hit[0]);
    consumed += hit[1]![0].length;
    rest = rest.slice(hit[1]![0].length);
  }
  const isPeriod = (u: PriceUnit): u is Period => u in PER_PERIODS;
  // "$89 for three months": a price for a stretch of time, read past the number inside it.
  const term =
    units.length === 0
      ? PRICE_TERM_RES.map(([p, re]) => [p, re.exec(w.tail ?? w.right)] as const).find(([, m]) => m)
      : undefined;
  if (term) {
    units.push(term[0]);
    consumed = term[1]![0].length;
  }
  const before = nearest(PERIODS, { ...w, right: '' }, 3);
  const unitFirst = unitBefore(w);
  if (units.length === 0 && !before && !unitFirst) return null;
  // "$399/month per location": per location, every month.
  const per = units.find((u) => !isPeriod(u)) ?? unitFirst?.per ?? units[0] ?? before?.value;
  const period = units.find(isPeriod) ?? before?.value;
  const start = Math.min(before?.start ?? w.rightStart, unitFirst?.start ?? w.rightStart);
  return { ...(per ? { per } : {}), ...(period ? { period } : {}), start, end: w.rightStart + consumed };
}

export type MoneyMetric = keyof typeof MONEY_CUES;
// A cue after "and", "e", "und" … belongs to the next clause: "R$ 38 milhões e estamos captando …".
const NEXT_CLAUSE = /\s(?:and|but|y|pero|e|mas|und|aber|et|mais|ed|ma)\s/iu;
export const moneyCue = (w: Window): Cue<MoneyMetric> | null => {
  const cut = NEXT_CLAUSE.exec(w.right);
  return nearest(MONEY, cut ? { ...w, right: w.right.slice(0, cut.index) } : w);
};
export const percentCue = (w: Window): Cue<PercentMeaning> | null => nearest(PERCENT, w, 30);
export const periodCue = (w: Window, max = 24): Cue<Exclude<Period, 'day'>> | null => nearest(PERIODS, w, max);
export const stageCue = (w: Window): Cue<FundingStage> | null => nearest(STAGE, w, 60);

/** "NPS of 72", "NPS: 72", "72 NPS", "NPSは72". */
export function npsCue(w: Window): Cue<FigureMetric> | null {
  return nearest([['nps', NPS_CUE]], w, 8);
}
