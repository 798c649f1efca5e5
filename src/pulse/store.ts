// Pulse state in Redis: each subscription's signing secret, its alerts with their delivery outcome,
// and the schedule (one sorted set of due checks and delivery attempts, scored by the injectable
// clock's milliseconds). Keys of one subscription share the hash tag {subscription id}.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RedisClient } from '../stores/redis.ts';
import { moduleDir } from '../lib/paths.ts';
import type { PulseChange } from './compare.ts';

export const pulseKeys = {
  schedule: 'intel:pulse:schedule',
  secret: (subId: string) => `intel:pulse:{${subId}}:secret`,
  alert: (subId: string, alertId: string) => `intel:pulse:{${subId}}:alert:${alertId}`,
  deliveries: (subId: string) => `intel:pulse:{${subId}}:deliveries`,
};

/** Deliveries kept per subscription (the newest); their alerts expire after ALERT_TTL_S. */
export const DELIVERIES_KEPT = 100;
const ALERT_TTL_S = 30 * 86_400;
const ATTEMPTS_KEPT = 20;

export type AlertStatus = 'pending' | 'delivered' | 'failed' | 'unpaid' | 'cancelled';

export interface Attempt {
  at: string;
  status: number | null;
  error: string | null;
  ms: number;
}

export interface Alert {
  id: string;
  subscriptionId: string;
  createdAt: string;
  status: AlertStatus;
  attempts: Attempt[];
  attemptCount: number;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  chargedMicro: number;
  changes: PulseChange[];
  /** The JSON body every attempt sends, byte for byte (its signature covers these bytes). */
  body: string;
  note: string | null;
}

export type ScheduleEntry = { kind: 'check'; subId: string } | { kind: 'deliver'; subId: string; alertId: string };

export function memberOf(entry: ScheduleEntry): string {
  return entry.kind === 'check' ? `check.${entry.subId}` : `deliver.${entry.subId}.${entry.alertId}`;
}

export function entryOf(member: string): ScheduleEntry | null {
  const [kind, subId, alertId] = member.split('.');
  if (kind === 'check' && subId) return { kind, subId };
  if (kind === 'deliver' && subId && alertId) return { kind, subId, alertId };
  return null;
}

const script = (name: string) => readFileSync(join(moduleDir(import.meta.url), 'lua', `${name}.lua`), 'utf8');

function toAlert(f: Record<string, string>): Alert {
  return {
    id: f.id,
    subscriptionId: f.subscription_id,
    createdAt: f.created_at,
    status: f.status as AlertStatus,
    attempts: JSON.parse(f.attempts ?? '[]') as Attempt[],
    attemptCount: Number(f.attempt_count ?? 0),
    nextAttemptAt: f.next_attempt_at || null,
    deliveredAt: f.delivered_at || null,
    chargedMicro: Number(f.charged_micro ?? 0),
    changes: JSON.parse(f.changes ?? '[]') as PulseChange[],
    body: f.body,
    note: f.note || null,
  };
}

export function createPulseStore(redis: RedisClient) {
  const commands = redis as unknown as Record<string, (...args: (string | number)[]) => Promise<number>>;
  for (const name of ['create-alert', 'claim-due']) {
    const command = `intelPulse_${name.replace('-', '_')}`;
    if (!commands[command]) redis.defineCommand(command, { lua: script(name) });
  }
  const run = (name: string, keys: string[], args: (string | number)[]) =>
    commands[`intelPulse_${name.replace('-', '_')}`](keys.length, ...keys, ...args);

  return {
    setSecret: (subId: string, secret: string) => redis.set(pulseKeys.secret(subId), secret),
    getSecret: (subId: string) => redis.get(pulseKeys.secret(subId)),

    /** Creates the alert unless it exists (same id: the same check occurrence); true when created. */
    async createAlert(a: {
      id: string;
      subscriptionId: string;
      createdAt: string;
      changes: PulseChange[];
      body: string;
    }): Promise<boolean> {
      const fields = {
        id: a.id,
        subscription_id: a.subscriptionId,
        created_at: a.createdAt,
        status: 'pending',
        attempts: '[]',
        attempt_count: 0,
        charged_micro: 0,
        changes: JSON.stringify(a.changes),
        body: a.body,
      };
      const key = pulseKeys.alert(a.subscriptionId, a.id);
      const keys = [key, pulseKeys.deliveries(a.subscriptionId)];
      const created = await run('create-alert', keys, [a.id, DELIVERIES_KEPT, ...Object.entries(fields).flat()]);
      await redis.expire(key, ALERT_TTL_S);
      return created === 1;
    },

    async getAlert(subId: string, alertId: string): Promise<Alert | null> {
      const f = await redis.hgetall(pulseKeys.alert(subId, alertId));
      return f.id ? toAlert(f) : null;
    },

    /** Records one attempt and the alert's state after it. */
    async recordAttempt(
      alert: Alert,
      attempt: Attempt,
      next: { status: AlertStatus; nextAttemptAt?: string | null; chargedMicro?: number; note?: string },
    ) {
      const attempts = [...alert.attempts, attempt].slice(-ATTEMPTS_KEPT);
      await redis.hset(pulseKeys.alert(alert.subscriptionId, alert.id), {
        status: next.status,
        attempts: JSON.stringify(attempts),
        attempt_count: alert.attemptCount + 1,
        next_attempt_at: next.nextAttemptAt ?? '',
        charged_micro: next.chargedMicro ?? alert.chargedMicro,
        ...(next.status === 'delivered' ? { delivered_at: attempt.at } : {}),
        ...(next.note ? { note: next.note } : {}),
      });
    },

    /** Closes an alert without an attempt (cancelled, unpaid, out of time, or delivered by an earlier run). */
    async closeAlert(
      alert: Alert,
      status: AlertStatus,
      note: string,
      extra: { chargedMicro?: number; deliveredAt?: string } = {},
    ) {
      await redis.hset(pulseKeys.alert(alert.subscriptionId, alert.id), {
        status,
        note,
        next_attempt_at: '',
        ...(extra.chargedMicro !== undefined ? { charged_micro: extra.chargedMicro } : {}),
        ...(extra.deliveredAt ? { delivered_at: extra.deliveredAt } : {}),
      });
    },

    async alerts(subId: string, limit: number): Promise<Alert[]> {
      const ids = await redis.lrange(pulseKeys.deliveries(subId), 0, limit - 1);
      const rows = await Promise.all(ids.map((id) => redis.hgetall(pulseKeys.alert(subId, id))));
      return rows.filter((f) => f.id).map(toAlert);
    },

    /** Schedules an entry at `atMs`; NX keeps an earlier schedule of the same entry. */
    async schedule(entry: ScheduleEntry, atMs: number, opts: { keepEarlier?: boolean } = {}) {
      if (opts.keepEarlier) await redis.zadd(pulseKeys.schedule, 'NX', atMs, memberOf(entry));
      else await redis.zadd(pulseKeys.schedule, atMs, memberOf(entry));
    },

    unschedule: (entry: ScheduleEntry) => redis.zrem(pulseKeys.schedule, memberOf(entry)),

    /** Entries due at `nowMs`, oldest first, with the score each was scheduled at. */
    async due(nowMs: number, limit: number): Promise<{ member: string; atMs: number }[]> {
      const flat = await redis.zrangebyscore(pulseKeys.schedule, '-inf', nowMs, 'WITHSCORES', 'LIMIT', 0, limit);
      const out: { member: string; atMs: number }[] = [];
      for (let i = 0; i < flat.length; i += 2) out.push({ member: flat[i], atMs: Number(flat[i + 1]) });
      return out;
    },

    claim: async (member: string, atMs: number) => (await run('claim-due', [pulseKeys.schedule], [member, atMs])) === 1,

    async removeSubscription(subId: string) {
      await redis.del(pulseKeys.secret(subId));
      await redis.zrem(pulseKeys.schedule, memberOf({ kind: 'check', subId }));
    },
  };
}

export type PulseStore = ReturnType<typeof createPulseStore>;
