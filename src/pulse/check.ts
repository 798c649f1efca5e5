// One scheduled check of a subscription: re-analyse the watched company (and competitor) through the
// analysis service, refetch the watched url through the SSRF-safe fetcher, compare with the
// subscription's previous snapshot (compare.ts), and raise at most one alert per check occurrence.
// The next check is scheduled whatever happened, so one failing check never stops the watch.
import type { Logger } from 'pino';
import type { Clock } from '../lib/clock.ts';
import { DomainError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/hash.ts';
import { microToDecimal } from '../lib/money.ts';
import { PULSE_ALERT_PRICE_MICRO } from '../billing/prices.ts';
import type { IntelService } from '../intel/service.ts';
import { extractPage } from '../sources/extract.ts';
import type { SafeFetcher } from '../sources/fetcher.ts';
import {
  compareSnapshots,
  pageCuesOf,
  type PageCues,
  type PulseChange,
  type PulseSnapshot,
  type SubjectSnapshot,
} from './compare.ts';
import type { PulseStore } from './store.ts';
import type { Subscription, SubscriptionStore } from './subscriptions.ts';

export interface CheckDeps {
  subscriptions: SubscriptionStore;
  store: PulseStore;
  intel: IntelService;
  fetcher: SafeFetcher;
  clock: Clock;
  logger: Logger;
}

export type CheckOutcome = 'skipped' | 'baseline' | 'unchanged' | 'alert';

const HOUR_MS = 3_600_000;

/** The same check occurrence always names the same alert, so a retried check never raises a second one. */
export const alertIdFor = (subId: string, occurrenceMs: number) =>
  `alr_${sha256Hex(`${subId}:${occurrenceMs}`).slice(0, 24)}`;

export function createChecker(deps: CheckDeps) {
  async function analyse(name: string): Promise<SubjectSnapshot> {
    const r = await deps.intel.analyze({ text: name, nameOnly: true, mode: 'competitive', force_refresh: true });
    const { signals: _signals, ...score } = r.market_score;
    return {
      name,
      analysis_id: r.analysis_id,
      market_score: score,
      detected_competitors: r.analysis.detected_competitors,
      confidence: r.confidence,
    };
  }

  /** The page's cues now; an unreadable page keeps the previous cues (and says why). */
  async function pageOf(sub: Subscription): Promise<{ page: PageCues | null; error: string | null }> {
    if (!sub.url) return { page: null, error: null };
    try {
      const fetched = await deps.fetcher.fetchPage(sub.url);
      return { page: pageCuesOf(extractPage(fetched.html, fetched.finalUrl)), error: null };
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      return { page: sub.snapshot?.page ?? null, error: `the watched url could not be read: ${err.message}` };
    }
  }

  function alertBody(sub: Subscription, alertId: string, snapshot: PulseSnapshot, changes: PulseChange[]): string {
    return JSON.stringify({
      type: 'pulse.alert',
      timestamp: snapshot.at,
      data: {
        alert_id: alertId,
        subscription_id: sub.id,
        company: sub.watchCompany,
        competitor: sub.watchCompetitor,
        url: sub.url,
        threshold: sub.threshold,
        checked_at: snapshot.at,
        previous_check_at: sub.snapshot?.at ?? null,
        changes,
        current: snapshot,
        price_usdc: microToDecimal(PULSE_ALERT_PRICE_MICRO),
      },
    });
  }

  return {
    /** Runs the check that was due at `occurrenceMs` (the schedule's score: the same on every retry). */
    async check(subId: string, occurrenceMs: number): Promise<CheckOutcome> {
      const sub = await deps.subscriptions.get(subId);
      if (!sub || sub.status !== 'active') return 'skipped';
      const now = deps.clock.now();
      const next = new Date(now.getTime() + sub.everyHours * HOUR_MS);
      try {
        const [company, competitor, page] = await Promise.all([
          analyse(sub.watchCompany),
          sub.watchCompetitor ? analyse(sub.watchCompetitor) : Promise.resolve(null),
          pageOf(sub),
        ]);
        const snapshot: PulseSnapshot = { at: now.toISOString(), company, competitor, page: page.page };
        const changes = sub.snapshot ? compareSnapshots(sub.snapshot, snapshot, sub.threshold) : [];
        let created = false;
        if (changes.length) {
          const alertId = alertIdFor(sub.id, occurrenceMs);
          created = await deps.store.createAlert({
            id: alertId,
            subscriptionId: sub.id,
            createdAt: now.toISOString(),
            changes,
            body: alertBody(sub, alertId, snapshot, changes),
          });
          await deps.store.schedule({ kind: 'deliver', subId: sub.id, alertId }, now.getTime(), { keepEarlier: true });
        }
        await deps.subscriptions.update(sub.id, {
          snapshot: JSON.stringify(snapshot),
          last_check_at: snapshot.at,
          next_check_at: next.toISOString(),
          checks: sub.checks + 1,
          last_error: page.error,
          ...(created ? { alerts: sub.alerts + 1 } : {}),
        });
        return !sub.snapshot ? 'baseline' : changes.length ? 'alert' : 'unchanged';
      } catch (err) {
        if (!(err instanceof DomainError)) throw err; // the queue retries the job
        deps.logger.warn({ subscription: sub.id, code: err.code }, 'pulse check failed; the next one is scheduled');
        await deps.subscriptions.update(sub.id, {
          last_error: `${err.code}: ${err.message}`,
          next_check_at: next.toISOString(),
        });
        return 'unchanged';
      } finally {
        await deps.store.schedule({ kind: 'check', subId: sub.id }, next.getTime());
      }
    },
  };
}

export type Checker = ReturnType<typeof createChecker>;
