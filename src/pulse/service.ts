// The Pulse verbs behind REST, MCP and A2A: subscribe, status (one or all), unsubscribe, resume, deliveries.
// They take the caller's resolved credential and know nothing of HTTP. The workers that check and
// deliver are built by `runtime()` (main.ts starts them; tests build their own with a movable clock).
import type { Driver } from 'neo4j-driver';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Credential, CredentialStore } from '../billing/credentials.ts';
import type { Ledger } from '../billing/ledger.ts';
import { PULSE_ALERT_PRICE_MICRO } from '../billing/prices.ts';
import { companyKey, type GraphRepository } from '../graph/repository.ts';
import type { IntelService } from '../intel/service.ts';
import type { Clock } from '../lib/clock.ts';
import { systemClock } from '../lib/clock.ts';
import { DomainError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { microToDecimal } from '../lib/money.ts';
import { ValidationFailed } from '../http/errors.ts';
import { BUILD_VERSION } from '../http/serviceInfo.ts';
import { createSafeFetcher } from '../sources/fetcher.ts';
import { addressPolicy, checkStoredUrl } from '../sources/guardedAgent.ts';
import { checkUrl } from '../sources/ssrf.ts';
import type { RedisClient } from '../stores/redis.ts';
import { createChecker } from './check.ts';
import { createDeliverer } from './delivery.ts';
import { createPulseRuntime } from './runtime.ts';
import { newWebhookSecret } from './signature.ts';
import { createPulseStore, type Alert } from './store.ts';
import { createSubscriptionStore, type PauseReason, type Subscription } from './subscriptions.ts';
import { createWebhookSender } from './webhookSender.ts';

export interface PulseDeps {
  config: Config;
  redis: RedisClient;
  neo4j: Driver;
  clock: Clock;
  logger: Logger;
  credentials: CredentialStore;
  ledger: Ledger;
  graph: GraphRepository;
  intel: IntelService;
}

export interface SubscribeInput {
  watch_company: string;
  watch_competitor?: string | null;
  threshold?: number | null;
  webhook_url: string;
  every_hours?: number | null;
  url?: string | null;
}

export const DEFAULT_THRESHOLD = 0.1;
export const DEFAULT_EVERY_HOURS = 6;
const DELIVERIES_LISTED = 100;

const PAUSED_BECAUSE: Record<PauseReason, string> = {
  balance: `the credential's balance is below the price of an alert (${microToDecimal(PULSE_ALERT_PRICE_MICRO)} USDC)`,
  plan: 'the plan session has expired or has no reports left',
  credential: 'the credential was revoked or no longer exists',
  failing: 'several alerts in a row could not be delivered within 24 hours',
};

export function subscriptionView(s: Subscription) {
  return {
    subscription_id: s.id,
    watch_company: s.watchCompany,
    watch_competitor: s.watchCompetitor,
    threshold: s.threshold,
    webhook_url: s.webhookUrl,
    every_hours: s.everyHours,
    url: s.url,
    status: s.status,
    paused_reason: s.pausedReason,
    status_detail:
      s.status === 'paused' && s.pausedReason
        ? `Paused: ${PAUSED_BECAUSE[s.pausedReason]}. Resume it (POST /pulse/subscriptions/${s.id}/resume) once that is fixed.`
        : 'Active: checked on schedule; an alert is sent when a change crosses the threshold.',
    created_at: s.createdAt,
    last_check_at: s.lastCheckAt,
    next_check_at: s.status === 'paused' ? null : s.nextCheckAt,
    last_error: s.lastError,
    checks: s.checks,
    alerts: s.alerts,
    alerts_delivered: s.alertsDelivered,
    price_per_alert_usdc: microToDecimal(PULSE_ALERT_PRICE_MICRO),
  };
}

export function deliveryView(a: Alert) {
  const last = a.attempts.at(-1) ?? null;
  return {
    delivery_id: a.id,
    status: a.status,
    created_at: a.createdAt,
    attempts: a.attemptCount,
    last_attempt: last ? { at: last.at, http_status: last.status, error: last.error, duration_ms: last.ms } : null,
    next_attempt_at: a.nextAttemptAt,
    delivered_at: a.deliveredAt,
    charged_usdc: microToDecimal(a.chargedMicro),
    changes: a.changes,
    note: a.note,
  };
}

/** A credential that can pay for alerts now: active, not expired, with a balance or reports left. */
function assertCanPay(c: Credential, now: Date): void {
  if (c.expiresAt && now >= c.expiresAt) throw new DomainError('access_expired', 'This credential has expired.');
  if (c.kind === 'session' && c.reportsUsed >= c.reportsTotal) {
    throw new DomainError('access_exhausted', 'This plan has used all of its reports.');
  }
  if (c.kind !== 'session' && c.balanceMicro < PULSE_ALERT_PRICE_MICRO) {
    const balance = microToDecimal(c.balanceMicro);
    const price = microToDecimal(PULSE_ALERT_PRICE_MICRO);
    throw new DomainError(
      'insufficient_balance',
      `The balance (${balance} USDC) is below the price of one alert (${price} USDC).`,
      {
        balance_usdc: microToDecimal(c.balanceMicro),
        price_usdc: microToDecimal(PULSE_ALERT_PRICE_MICRO),
      },
    );
  }
}

export function createPulse(deps: PulseDeps) {
  const { config, clock } = deps;
  const subscriptions = createSubscriptionStore(deps.neo4j, config.neo4j.database);
  const store = createPulseStore(deps.redis);
  const policy = addressPolicy(config.fetchAllowPrivate);

  async function owned(credential: Credential, id: string): Promise<Subscription> {
    const sub = /^sub_[A-Za-z0-9_-]{1,40}$/.test(id) ? await subscriptions.get(id) : null;
    // Someone else's subscription is answered exactly like a missing one.
    if (!sub || sub.watcher !== credential.publicId)
      throw new DomainError('not_found', 'No such subscription for this credential.');
    return sub;
  }

  return {
    subscriptions,
    store,

    async subscribe(credential: Credential, input: SubscribeInput) {
      const now = clock.now();
      assertCanPay(credential, now);
      const key = (await deps.graph.findCompanyKey(input.watch_company)) ?? companyKey(input.watch_company);
      if (!key)
        throw new ValidationFailed([
          { loc: ['body', 'watch_company'], msg: 'Give a company name', type: 'value_error' },
        ]);
      if (input.url) checkUrl(input.url, policy);
      const webhook = await checkStoredUrl(input.webhook_url, policy);
      const id = newId('sub', 12);
      const secret = newWebhookSecret();
      await store.setSecret(id, secret);
      const sub = await subscriptions.create(
        {
          id,
          watcher: credential.publicId,
          watcherKind: credential.kind,
          watchCompany: input.watch_company.trim(),
          companyKey: key,
          watchCompetitor: input.watch_competitor?.trim() || null,
          threshold: input.threshold ?? DEFAULT_THRESHOLD,
          webhookUrl: webhook.href,
          everyHours: input.every_hours ?? DEFAULT_EVERY_HOURS,
          url: input.url ?? null,
          createdAt: now.toISOString(),
          nextCheckAt: now.toISOString(),
        },
        config.pulse.maxSubscriptions,
      );
      // The first check runs now and takes the baseline snapshot; alerts compare with it.
      await store.schedule({ kind: 'check', subId: id }, now.getTime());
      return {
        ...subscriptionView(sub),
        secret,
        note: 'The secret is shown once: verify each webhook with it (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature).',
      };
    },

    async status(credential: Credential, id: string) {
      return subscriptionView(await owned(credential, id));
    },

    async list(credential: Credential) {
      const subs = await subscriptions.list(credential.publicId, config.pulse.maxSubscriptions);
      return { subscriptions: subs.map(subscriptionView), count: subs.length, limit: config.pulse.maxSubscriptions };
    },

    async unsubscribe(credential: Credential, id: string) {
      await owned(credential, id);
      await subscriptions.remove(credential.publicId, id);
      await store.removeSubscription(id);
      return { subscription_id: id, status: 'unsubscribed' as const };
    },

    /** A paused subscription checks again at once, for a credential that can pay an alert now. */
    async resume(credential: Credential, id: string) {
      const sub = await owned(credential, id);
      if (sub.status === 'active') return subscriptionView(sub);
      const now = clock.now();
      assertCanPay(credential, now);
      await subscriptions.update(sub.id, {
        status: 'active',
        paused_reason: null,
        consecutive_failures: 0,
        next_check_at: now.toISOString(),
      });
      await store.schedule({ kind: 'check', subId: sub.id }, now.getTime());
      return subscriptionView((await subscriptions.get(sub.id))!);
    },

    async deliveries(credential: Credential, id: string) {
      const sub = await owned(credential, id);
      const alerts = await store.alerts(sub.id, DELIVERIES_LISTED);
      return { subscription_id: sub.id, deliveries: alerts.map(deliveryView), count: alerts.length };
    },

    /** The check and delivery workers of this instance; the caller starts and closes them. */
    runtime(opts: { clock?: Clock; wallClock?: Clock; random?: () => number } = {}) {
      const runClock = opts.clock ?? clock;
      const userAgent = `IntelGraphPulse/${BUILD_VERSION} (+${config.publicBaseUrl})`;
      const fetcher = createSafeFetcher({ allowPrivate: config.fetchAllowPrivate, userAgent });
      const sender = createWebhookSender({ policy, timeoutMs: config.pulse.webhookTimeoutMs, userAgent });
      const checker = createChecker({
        subscriptions,
        store,
        intel: deps.intel,
        fetcher,
        clock: runClock,
        logger: deps.logger,
      });
      const deliverer = createDeliverer({
        subscriptions,
        store,
        sender,
        redis: deps.redis,
        credentials: deps.credentials,
        ledger: deps.ledger,
        clock: runClock,
        wallClock: opts.wallClock ?? systemClock,
        logger: deps.logger,
        random: opts.random,
      });
      const runtime = createPulseRuntime({
        config,
        redis: deps.redis,
        store,
        checker,
        deliverer,
        clock: runClock,
        logger: deps.logger,
      });
      return {
        ...runtime,
        checker,
        deliverer,
        async close() {
          await runtime.close();
          await Promise.all([fetcher.close(), sender.close()]);
        },
      };
    },
  };
}

export type PulseService = ReturnType<typeof createPulse>;
