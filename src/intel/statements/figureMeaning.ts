// The meaning of an amount or a percent: the nearest cue word on either side decides (revenue,
// funding, ARR …; growth, churn, retention), within the number's own stretch of the sentence.
import {
  MONEY_CUES, NPS, PER_PERIODS, PER_UNITS, PER_WORDS, PERCENT_CUES, PERIOD_CUES, STAGES,
} from './figureLexicon.ts';
import { cueRegex } from './text.ts';
import type { FigureMetric, FundingStage, Period, PriceUnit } from './types.ts';

/** The words around one quantity, bounded by the sentence and by the neighbouring quantities. */
export interface Window { left: string; right: string; leftStart: number; rightStart: number }
export interface Cue<T> { value: T; distance: number; start: number; end: number }

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
      consider(value, w.leftStart + m.index, w.leftStart + m.index + m[0].length, w.left.length - m.index - m[0].length);
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
const anchored = (re: RegExp): RegExp => new RegExp(String.raw`^${PER_WORDS}(?:${re.source})`, 'iu');
const PER_AFTER: [PriceUnit, RegExp][] = [
  ...PER_UNIT_RES.map(([unit, re]) => [unit, anchored(re)] as [PriceUnit, RegExp]),
  ...PER_PERIOD_RES.map(([unit, re]) => [unit, anchored(re)] as [PriceUnit, RegExp]),
];

export interface PriceBasis { per?: PriceUnit; period?: Period; end: number; start: number }

/**
 * What a price is paid per: "/month", "per seat per month", "por usuario/mes", "月額" before it,
 * "/月" after it. Returns null when nothing says the amount is a price per something.
 */
export function priceBasis(w: Window): PriceBasis | null {
  let rest = w.right;
  let consumed = 0;
  const units: PriceUnit[] = [];
  for (let step = 0; step < 2; step++) {
    const hit = PER_AFTER.map(([unit, re]) => [unit, re.exec(rest)] as const).filter(([, m]) => m)
      .sort((a, b) => b[1]![0].length - a[1]![0].length)[0];
    if (!hit) break;
    units.push(hit[0]);
    consumed += hit[1]![0].length;
    rest = rest.slice(hit[1]![0].length);
  }
  const isPeriod = (u: PriceUnit): u is Period => u in PER_PERIODS;
  const before = nearest(PERIODS, { ...w, right: '' }, 3);
  if (units.length === 0 && !before) return null;
  // "$399/month per location": per location, every month.
  const per = units.find((u) => !isPeriod(u)) ?? units[0] ?? before?.value;
  const period = units.find(isPeriod) ?? before?.value;
  return {
    ...(per ? { per } : {}), ...(period ? { period } : {}),
    start: before ? before.start : w.rightStart, end: w.rightStart + consumed,
  };
}

export type MoneyMetric = keyof typeof MONEY_CUES;
export const moneyCue = (w: Window): Cue<MoneyMetric> | null => nearest(MONEY, w);
export const percentCue = (w: Window): Cue<'growth' | 'retention' | 'churn'> | null => nearest(PERCENT, w, 30);
export const periodCue = (w: Window, max = 24): Cue<Exclude<Period, 'day'>> | null => nearest(PERIODS, w, max);
export const stageCue = (w: Window): Cue<FundingStage> | null => nearest(STAGE, w, 60);

/** "NPS of 72", "NPS: 72", "72 NPS", "NPSは72". */
export function npsCue(w: Window): Cue<FigureMetric> | null {
  return nearest([['nps', NPS_CUE]], w, 8);
}
