// Delivers one alert: signed per Standard Webhooks, paid through the one pay pipeline (payForCall:
// reserve 0.01 USDC → post → capture on a 2xx, release otherwise, so a failed attempt costs nothing),
// retried with exponential backoff and jitter for 24 hours, then marked failed. The charge's
// idempotency key is the alert id: an alert is charged once however many runs try it, and while one
// run holds the charge, no other run can post the same alert.
import type { Logger } from 'pino';
import type { Clock } from '../lib/clock.ts';
import { DomainError, type ErrorCode } from '../lib/errors.ts';
import type { CredentialStore } from '../billing/credentials.ts';
import type { Ledger } from '../billing/ledger.ts';
import { pulseAlertOperation } from '../billing/operation.ts';
import { payForCall } from '../billing/payForCall.ts';
import type { RedisClient } from '../stores/redis.ts';
import type { Alert, PulseStore } from './store.ts';
import type { PauseReason, Subscription, SubscriptionStore } from './subscriptions.ts';
import type { AttemptResult, WebhookSender } from './webhookSender.ts';

export interface DeliveryDeps {
  subscriptions: SubscriptionStore;
  store: PulseStore;
  sender: WebhookSender;
  redis: RedisClient;
  credentials: CredentialStore;
  ledger: Ledger;
  /** Schedules retries and the 24-hour window (tests move it). */
  clock: Clock;
  /** Stamps webhook-timestamp: receivers compare it with their own clock. */
  wallClock: Clock;
  logger: Logger;
  random?: () => number;
}

export const RETRY_WINDOW_MS = 24 * 3_600_000;
export const RETRY_BASE_MS = 30_000;
export const RETRY_CAP_MS = 2 * 3_600_000;
/** Alerts in a row that end failed before the subscription pauses. */
export const FAILED_ALERTS_BEFORE_PAUSE = 3;

/** Exponential backoff with "equal jitter": half the step fixed, half random, so retries spread out. */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const step = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

const PAUSE_FOR: Partial<Record<ErrorCode, PauseReason>> = {
  insufficient_balance: 'balance',
  access_exhausted: 'plan',
  access_expired: 'plan',
  invalid_api_key: 'credential',
  invalid_session: 'credential',
  invalid_credential: 'credential',
  operator_budget_exceeded: 'balance',
};

export function createDeliverer(deps: DeliveryDeps) {
  const random = deps.random ?? Math.random;

  async function pause(sub: Subscription, reason: PauseReason) {
    await deps.subscriptions.update(sub.id, { status: 'paused', paused_reason: reason, next_check_at: null });
    await deps.store.unschedule({ kind: 'check', subId: sub.id });
    deps.logger.info({ subscription: sub.id, reason }, 'pulse subscription paused');
  }

  async function failed(sub: Subscription, alert: Alert, note: string, attempt?: AttemptResult & { at: string }) {
    if (attempt) await deps.store.recordAttempt(alert, attempt, { status: 'failed', note });
    else await deps.store.closeAlert(alert, 'failed', note);
    const failures = sub.consecutiveFailures + 1;
    await deps.subscriptions.update(sub.id, { consecutive_failures: failures });
    if (failures >= FAILED_ALERTS_BEFORE_PAUSE) await pause(sub, 'failing');
  }

  return {
    async deliver(subId: string, alertId: string): Promise<Alert['status'] | 'retry' | 'gone'> {
      const alert = await deps.store.getAlert(subId, alertId);
      if (!alert) return 'gone';
      if (alert.status !== 'pending') return alert.status;
      const sub = await deps.subscriptions.get(subId);
      if (!sub) {
        await deps.store.closeAlert(alert, 'cancelled', 'the subscription was removed');
        return 'cancelled';
      }
      if (sub.status === 'paused') {
        await deps.store.closeAlert(alert, 'cancelled', `the subscription is paused (${sub.pausedReason ?? 'paused'})`);
        return 'cancelled';
      }
      const now = deps.clock.now();
      if (now.getTime() - Date.parse(alert.createdAt) >= RETRY_WINDOW_MS) {
        await failed(sub, alert, 'no successful attempt within 24 hours');
        return 'failed';
      }
      const [credential, secret] = await Promise.all([
        deps.credentials.findByPublicId(sub.watcher),
        deps.store.getSecret(sub.id),
      ]);
      if (!credential || credential.status === 'revoked' || !secret) {
        await deps.store.closeAlert(alert, 'unpaid', 'the credential of the subscription is gone or revoked');
        await pause(sub, 'credential');
        return 'unpaid';
      }

      const operation = pulseAlertOperation(sub.id, alert.id);
      let attempt: (AttemptResult & { at: string }) | undefined;
      let paid;
      try {
        paid = await payForCall(
          deps,
          {
            credential,
            operation,
            route: 'pulse_alert',
            requestId: alert.id,
            idempotencyKey: `pulse-alert.${alert.id}`,
          },
          async () => {
            const sentAt = deps.wallClock.now();
            const result = await deps.sender.send({
              url: sub.webhookUrl,
              secret,
              id: alert.id,
              body: alert.body,
              sentAt,
            });
            attempt = { ...result, at: deps.clock.now().toISOString() };
            return { succeeded: result.ok, value: { delivered_at: attempt.at } };
          },
        );
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        if (err.code === 'request_in_progress') {
          // Another run holds this alert's charge (or died holding it: the hold is swept back after 10 minutes).
          const later = now.getTime() + retryDelayMs(alert.attemptCount + 1, random);
          await deps.store.schedule({ kind: 'deliver', subId, alertId }, later);
          return 'retry';
        }
        const reason = PAUSE_FOR[err.code];
        if (!reason) throw err;
        await deps.store.closeAlert(alert, 'unpaid', `not delivered: ${err.message}`);
        await pause(sub, reason);
        return 'unpaid';
      }
      if (paid.replayed) {
        await deps.store.closeAlert(alert, 'delivered', 'delivered and charged by an earlier run', {
          chargedMicro: operation.priceMicro,
          deliveredAt: paid.value.delivered_at,
        });
        return 'delivered';
      }
      if (!attempt) throw new Error('pulse delivery: the attempt did not run');
      if (attempt.ok) {
        await deps.store.recordAttempt(alert, attempt, {
          status: 'delivered',
          chargedMicro: paid.charge ? operation.priceMicro : 0,
        });
        await deps.subscriptions.update(sub.id, { alerts_delivered: sub.alertsDelivered + 1, consecutive_failures: 0 });
        return 'delivered';
      }
      const nextAt = now.getTime() + retryDelayMs(alert.attemptCount + 1, random);
      if (nextAt - Date.parse(alert.createdAt) >= RETRY_WINDOW_MS) {
        await failed(sub, alert, 'no successful attempt within 24 hours', attempt);
        return 'failed';
      }
      await deps.store.recordAttempt(alert, attempt, {
        status: 'pending',
        nextAttemptAt: new Date(nextAt).toISOString(),
      });
      await deps.store.schedule({ kind: 'deliver', subId, alertId }, nextAt);
      return 'retry';
    },
  };
}

export type Deliverer = ReturnType<typeof createDeliverer>;
