// What the input states, said back in English: figures with their meaning, and the traction they
// add up to. The modes quote these lines, so a figure the input states is never reported missing.
import type { Figure, Statements } from './statements/types.ts';

const METRIC_LABELS: Record<Figure['metric'], string> = {
  customers: 'customers',
  users: 'users',
  pilots: 'pilots',
  volume: 'volume',
  arr: 'ARR',
  mrr: 'MRR',
  revenue: 'revenue',
  gmv: 'GMV',
  price: 'price',
  growth: 'growth',
  funding: 'funding',
  headcount: 'employees',
  retention: 'retention',
  churn: 'churn',
  nps: 'NPS',
  countries: 'countries',
  cities: 'cities',
  market_size: 'market size',
};
const STAGE_LABELS: Record<string, string> = {
  'pre-seed': 'pre-seed',
  seed: 'seed',
  series_a: 'Series A',
  series_b: 'Series B',
  series_c: 'Series C',
  series_d: 'Series D',
  series_e: 'Series E',
  series_f: 'Series F',
  series_g: 'Series G',
  series_h: 'Series H',
  bridge: 'bridge',
  ipo: 'IPO',
};
// Figures that show a business working (not prices or market sizes).
const TRACTION_METRICS = new Set<Figure['metric']>([
  'customers',
  'users',
  'pilots',
  'volume',
  'arr',
  'mrr',
  'revenue',
  'gmv',
  'growth',
  'retention',
  'nps',
  'countries',
  'cities',
]);

const formatNumber = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const amount = (f: Figure): string => (f.currency ? `${f.currency} ${formatNumber(f.value)}` : formatNumber(f.value));

/** One figure in English: "140 clinics (customers)", "growth 9 % per month", "USD 4,000,000 seed funding". */
export function describeFigure(f: Figure): string {
  const about = f.approximate ? 'about ' : '';
  const range = f.max !== undefined ? `–${formatNumber(f.max)}` : '';
  const target = f.status === 'target' ? ' (a target)' : '';
  switch (f.unit) {
    case 'percent': {
      const per = f.period ? ` per ${f.period}` : '';
      const label = f.metric === 'price' ? 'commission' : METRIC_LABELS[f.metric];
      return `${label} ${about}${formatNumber(f.value)}${range} %${per}${target}`;
    }
    case 'currency': {
      if (f.metric === 'price') {
        const per = [f.per, f.period !== f.per && f.period].filter(Boolean).map((p) => ` per ${p}`);
        return `price ${about}${amount(f)}${range}${per.join('')}${target}`;
      }
      if (f.metric === 'funding')
        return `${about}${amount(f)}${range} ${f.stage ? `${STAGE_LABELS[f.stage]} ` : ''}funding${target}`;
      return `${METRIC_LABELS[f.metric]} ${about}${amount(f)}${range}${f.period ? ` per ${f.period}` : ''}${target}`;
    }
    case 'score':
      return `${METRIC_LABELS[f.metric]} ${formatNumber(f.value)}${target}`;
    default: {
      const what =
        f.subject && f.subject !== METRIC_LABELS[f.metric]
          ? `${f.subject} (${METRIC_LABELS[f.metric]})`
          : METRIC_LABELS[f.metric];
      return `${about}${formatNumber(f.value)}${range} ${what}${target}`;
    }
  }
}

/** How many things the input states: figures, places, models, names, segments, stage, token terms. */
export function statementCount(s: Statements): number {
  return (
    s.figures.length +
    s.places.length +
    s.revenue_model.length +
    s.concentration.length +
    s.integrations.length +
    s.partners.length +
    s.competitors_named.length +
    s.segment.length +
    (s.stage ? 1 : 0) +
    s.token.allocation.length +
    (s.token.vesting ? 1 : 0)
  );
}

export interface Traction {
  /** none: nothing stated; some: a figure or two; strong: paying customers or revenue with growth. */
  strength: 'none' | 'some' | 'strong';
  figures: Figure[];
  lines: string[];
}

export function tractionOf(facts: { statements: Statements }): Traction {
  const figures = facts.statements.figures.filter((f) => TRACTION_METRICS.has(f.metric) && f.status === 'actual');
  const revenue = figures.some(
    (f) => ['arr', 'mrr', 'revenue', 'gmv'].includes(f.metric) || (f.metric === 'customers' && f.value >= 50),
  );
  const growth = figures.some((f) => f.metric === 'growth' && f.value > 0);
  const strength = figures.length === 0 ? 'none' : revenue && growth ? 'strong' : 'some';
  return { strength, figures, lines: figures.map(describeFigure) };
}
