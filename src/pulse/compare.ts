// What a Pulse check compares: the subscription's previous snapshot with the new one, through the same
// trend logic as an analysis's `trend` (src/intel/trend.ts), then the subscription's threshold. Alerts on
// threat level or maturity changed, moat moved by at least the threshold, competitors added or removed,
// and, when a url is watched, the page's pricing or products changed.
import { computeTrend } from '../intel/trend.ts';
import type { Confidence, MarketScore, TrendChange } from '../intel/types.ts';
import type { PageFacts } from '../sources/extract.ts';

/** The page cues a check compares (from the SSRF-safe fetcher and the page extractor). */
export interface PageCues {
  prices: string[];
  per_seat: boolean;
  free_trial: boolean;
  free_plan: boolean;
  contact_sales: boolean;
  products: string[];
}

/** One subject as a check saw it. */
export interface SubjectSnapshot {
  name: string;
  analysis_id: string;
  market_score: Omit<MarketScore, 'signals'>;
  detected_competitors: string[];
  confidence: Confidence;
}

export interface PulseSnapshot {
  at: string;
  company: SubjectSnapshot;
  competitor: SubjectSnapshot | null;
  page: PageCues | null;
}

export interface PulseChange extends TrendChange {
  /** Which watched subject moved: the company, the competitor, or the company's page. */
  subject: 'company' | 'competitor' | 'page';
}

const ALERTING_FIELDS = new Set(['threat_level', 'market_maturity', 'competitors']);

export function pageCuesOf(page: PageFacts): PageCues {
  const names = page.products.map((p) => p.name?.trim()).filter((n): n is string => Boolean(n));
  return {
    prices: [...new Set(page.pricing.prices)].sort(),
    per_seat: page.pricing.perSeat,
    free_trial: page.pricing.freeTrial,
    free_plan: page.pricing.freePlan,
    contact_sales: page.pricing.contactSales,
    products: [...new Set(names)].sort().slice(0, 50),
  };
}

/** The changes of one subject that cross the threshold (the trend's moat epsilon is finer than any threshold). */
function subjectChanges(before: SubjectSnapshot, after: SubjectSnapshot, threshold: number): TrendChange[] {
  const trend = computeTrend(
    [
      {
        analyzed_at: '',
        market_score: { ...before.market_score, signals: [] },
        detected_competitors: before.detected_competitors,
      },
    ],
    {
      market_score: { ...after.market_score, signals: [] },
      detected_competitors: after.detected_competitors,
      confidence: after.confidence,
    },
  );
  return trend.changes.filter(
    (c) =>
      ALERTING_FIELDS.has(c.field) ||
      (c.field === 'moat_strength' && Math.abs(Number(c.to) - Number(c.from)) >= threshold - 1e-9),
  );
}

function pageChanges(before: PageCues, after: PageCues): TrendChange[] {
  const changes: TrendChange[] = [];
  const pricing = (p: PageCues) => ({
    prices: p.prices,
    per_seat: p.per_seat,
    free_trial: p.free_trial,
    free_plan: p.free_plan,
    contact_sales: p.contact_sales,
  });
  if (JSON.stringify(pricing(before)) !== JSON.stringify(pricing(after))) {
    changes.push({ field: 'pricing', from: pricing(before), to: pricing(after) });
  }
  const added = after.products.filter((n) => !before.products.includes(n));
  const removed = before.products.filter((n) => !after.products.includes(n));
  if (added.length || removed.length) changes.push({ field: 'products', added, removed });
  return changes;
}

/** Every change between two snapshots that deserves an alert; empty when nothing crossed the threshold. */
export function compareSnapshots(before: PulseSnapshot, after: PulseSnapshot, threshold: number): PulseChange[] {
  const tag =
    (subject: PulseChange['subject']) =>
    (c: TrendChange): PulseChange => ({ ...c, subject });
  const changes = subjectChanges(before.company, after.company, threshold).map(tag('company'));
  if (before.competitor && after.competitor) {
    changes.push(...subjectChanges(before.competitor, after.competitor, threshold).map(tag('competitor')));
  }
  if (before.page && after.page) changes.push(...pageChanges(before.page, after.page).map(tag('page')));
  return changes;
}
