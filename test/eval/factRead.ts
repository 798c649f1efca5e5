// Whether the statement reader found a stated fact, apart from whether the mode quoted it: an unused
// fact the reader found points at the modes, one it did not find points at the reader's families.
// `read` is the fact's value among what the reader read for that kind; `readAsOther` is the value read
// only under another kind (a price read as revenue, a partner read as an integration).
import { foldText } from '../../src/knowledge/normalize.ts';
import type { Figure, FigureMetric, NamedCompany, Statements } from '../../src/intel/statements/index.ts';
import type { MarketContext } from '../../src/intel/types.ts';

/** The fact as the gold states it (the shape of analystEval's StatedFact, kept loose to avoid a cycle). */
export interface GoldFact {
  kind: string;
  value: number | string;
  unit?: string;
}

export interface FactReading {
  read: boolean;
  readAsOther: boolean;
}

const METRIC: Record<string, FigureMetric> = {
  customers: 'customers',
  users: 'users',
  pilots: 'pilots',
  arr: 'arr',
  mrr: 'mrr',
  revenue: 'revenue',
  price: 'price',
  growth_rate: 'growth',
  funding_amount: 'funding',
  headcount: 'headcount',
};

const same = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
const figureHas = (f: Figure, x: number): boolean => same(f.value, x) || (f.max !== undefined && same(f.max, x));
const slug = (s: string): string => foldText(s).replace(/[^a-z0-9]+/g, '');
const nameHas = (n: NamedCompany, value: string): boolean =>
  [n.name, n.written].some((w) => foldText(w).includes(foldText(value)) || foldText(value).includes(foldText(w)));

/** Every number the reader read, whatever its kind: to tell a missed fact from a misfiled one. */
function allNumbers(s: Statements): number[] {
  return [
    ...s.figures.flatMap((f) => (f.max === undefined ? [f.value] : [f.value, f.max])),
    ...s.token.allocation.map((a) => a.percent),
    ...(s.token.vesting ? [s.token.vesting.cliff_months, s.token.vesting.duration_months] : []).filter(
      (x): x is number => x !== undefined,
    ),
    ...s.concentration.flatMap((c) => (c.share_percent === undefined ? [] : [c.share_percent])),
  ];
}

function readAsKind(fact: GoldFact, s: Statements, region: MarketContext): boolean {
  const { value } = fact;
  if (typeof value === 'number') {
    const metric = METRIC[fact.kind];
    if (metric) return s.figures.some((f) => f.metric === metric && figureHas(f, value));
    if (fact.kind === 'token_allocation') return s.token.allocation.some((a) => same(a.percent, value));
    if (fact.kind === 'vesting') {
      const months = fact.unit === 'years' ? value * 12 : value;
      const v = s.token.vesting;
      return !!v && [v.cliff_months, v.duration_months].some((m) => m !== undefined && same(m, months));
    }
    if (fact.kind === 'concentration') {
      return s.concentration.some((c) => c.share_percent !== undefined && same(c.share_percent, value));
    }
    return false;
  }
  switch (fact.kind) {
    case 'integration':
      return s.integrations.some((n) => nameHas(n, value));
    case 'partner':
      return s.partners.some((n) => nameHas(n, value));
    case 'concentration':
      return s.concentration.some((c) => c.customer !== undefined && foldText(c.customer).includes(foldText(value)));
    case 'funding_stage': {
      const stages = [s.stage?.stage, ...s.figures.map((f) => f.stage)].filter(Boolean).map((x) => slug(String(x)));
      return stages.includes(slug(value));
    }
    case 'target_region':
      return s.places.some(
        (p) => !p.negated && (slug(p.name) === slug(value) || (p.role === 'target' && p.region === region)),
      );
    default:
      return false;
  }
}

function readElsewhere(fact: GoldFact, s: Statements): boolean {
  const { value } = fact;
  if (typeof value === 'number') {
    const months = fact.kind === 'vesting' && fact.unit === 'years' ? value * 12 : value;
    return allNumbers(s).some((x) => same(x, months));
  }
  const names = [...s.integrations, ...s.partners, ...s.competitors_named, ...(s.caller.own ? [s.caller.own] : [])];
  return names.some((n) => nameHas(n, value)) || s.places.some((p) => slug(p.name) === slug(value));
}

export function factReading(fact: GoldFact, s: Statements, region: MarketContext): FactReading {
  const read = readAsKind(fact, s, region);
  return { read, readAsOther: !read && readElsewhere(fact, s) };
}
