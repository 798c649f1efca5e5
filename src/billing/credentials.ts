// API keys, trial keys and plan sessions: created here, stored as SHA-256 of the secret (shown once).
import type { RedisClient } from '../stores/redis.ts';
import type { Clock } from '../lib/clock.ts';
import { clientKey } from '../lib/clientAddress.ts';
import { DomainError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/hash.ts';
import { newSecret } from '../lib/ids.ts';
import { PLANS, TRIAL, type Plan } from './prices.ts';
import { redisKeys, utcDay } from './redisKeys.ts';

export type CredentialKind = 'api_key' | 'trial' | 'session';
export const API_KEY_PREFIX = 'sk-intel-';
export const TRIAL_KEY_PREFIX = 'ikey_trial_';
export const SESSION_PREFIX = 'ses_';
const DAY_MS = 86_400_000;

export interface Credential {
  cid: string;
  publicId: string;
  kind: CredentialKind;
  label: string;
  visibleStart: string;
  balanceMicro: number;
  spentMicro: number;
  callsMade: number;
  reportsTotal: number;
  reportsUsed: number;
  plan: Plan['name'] | null;
  createdAt: Date;
  expiresAt: Date | null;
  status: 'active' | 'revoked';
  source: string;
}

export function credentialId(secret: string): string {
  return sha256Hex(secret);
}

function publicIdFor(kind: CredentialKind, cid: string): string {
  return `${kind === 'session' ? 'ses' : 'key'}_${cid.slice(0, 16)}`;
}

export function createCredentialStore(redis: RedisClient, clock: Clock) {
  const visibleStart = (secret: string, kind: CredentialKind) => secret.slice(0, kind === 'session' ? 8 : 14);
  const insert = (secret: string, kind: CredentialKind, fields: Record<string, string | number>) =>
    insertById(credentialId(secret), visibleStart(secret, kind), kind, fields);

  async function insertById(
    cid: string,
    visible: string,
    kind: CredentialKind,
    fields: Record<string, string | number>,
  ): Promise<Credential> {
    const publicId = publicIdFor(kind, cid);
    const now = clock.now();
    const record = {
      kind,
      public_id: publicId,
      visible_start: visible,
      status: 'active',
      balance: 0,
      spent: 0,
      calls_made: 0,
      reports_total: 0,
      reports_used: 0,
      label: '',
      plan: '',
      created_at: now.getTime(),
      expires_at: 0,
      source: 'admin',
      ...fields,
    };
    // The credential and its opening balance (one slot: both keys carry the credential's hash tag), then
    // the admin directory (another slot on a Redis Cluster): a directory entry never points to a
    // credential that was not written. A balance given at creation (an admin grant, a trial's allowance)
    // is a ledger credit like any other.
    const write = redis.multi().hset(redisKeys.credential(cid), record);
    if (Number(record.balance) > 0) {
      write.xadd(
        redisKeys.ledger(cid),
        '*',
        'op',
        'credit',
        'amount',
        String(record.balance),
        'unit',
        'micro',
        'price_micro',
        '0',
        'reference',
        `opening:${publicId}`,
        'source',
        String(record.source),
        'balance_after',
        String(record.balance),
        'at',
        now.toISOString(),
      );
    }
    await write.exec();
    await redis.hset(redisKeys.directory, publicId, cid);
    return toCredential(cid, Object.fromEntries(Object.entries(record).map(([k, v]) => [k, String(v)])));
  }

  return {
    async createApiKey(input: { balanceMicro: number; label?: string; source?: string }) {
      const secret = newSecret(API_KEY_PREFIX);
      const credential = await insert(secret, 'api_key', {
        balance: input.balanceMicro,
        label: input.label ?? '',
        source: input.source ?? 'admin',
      });
      return { secret, credential };
    },

    /** One trial key per client per day (configurable; IPv6 counted by /64); 5 calls, 0.25 USDC, 7 days, standard modes. */
    async createTrialKey(ip: string, perIpPerDay: number) {
      const now = clock.now();
      const counter = redisKeys.trialsPerIp(clientKey(ip), utcDay(now));
      const [[, count]] = (await redis
        .multi()
        .incr(counter)
        .expire(counter, 2 * 86_400)
        .exec()) as [[null, number], unknown];
      if (count > perIpPerDay) {
        const retryAfterS = Math.ceil((DAY_MS - (now.getTime() % DAY_MS)) / 1000); // the count resets at 00:00 UTC
        throw new DomainError(
          'rate_limit_exceeded',
          `A trial key was already issued to this address today (limit ${perIpPerDay} per day).`,
          { retry_after_s: retryAfterS },
        );
      }
      const secret = newSecret(TRIAL_KEY_PREFIX);
      const credential = await insert(secret, 'trial', {
        balance: TRIAL.balanceMicro,
        source: 'trial',
        expires_at: now.getTime() + TRIAL.durationDays * DAY_MS,
      });
      return { secret, credential };
    },

    async createSession(planName: Plan['name'], source = 'admin') {
      const plan = PLANS[planName];
      const secret = newSecret(SESSION_PREFIX);
      const credential = await insert(secret, 'session', {
        plan: plan.name,
        reports_total: plan.reports,
        source,
        expires_at: clock.now().getTime() + plan.durationDays * DAY_MS,
      });
      return { secret, credential };
    },

    /**
     * A session whose secret this process never sees (a pending payment's: the poller derives it). Never
     * replaces an existing credential.
     */
    async createSessionById(planName: Plan['name'], source: string, cid: string, visible: string): Promise<Credential> {
      const plan = PLANS[planName];
      if (!/^[0-9a-f]{64}$/.test(cid) || (await redis.exists(redisKeys.credential(cid)))) {
        throw new DomainError('session_exists', 'This session was already created.');
      }
      return insertById(cid, visible, 'session', {
        plan: plan.name,
        reports_total: plan.reports,
        source,
        expires_at: clock.now().getTime() + plan.durationDays * DAY_MS,
      });
    },

    /** The secret's first characters as stored (shown in admin lists). */
    visibleStart,

    async findBySecret(secret: string): Promise<Credential | null> {
      if (secret.length > 200) return null;
      const cid = credentialId(secret);
      const fields = await redis.hgetall(redisKeys.credential(cid));
      return fields.kind ? toCredential(cid, fields) : null;
    },

    async findByPublicId(publicId: string): Promise<Credential | null> {
      const cid = await redis.hget(redisKeys.directory, publicId);
      if (!cid) return null;
      const fields = await redis.hgetall(redisKeys.credential(cid));
      return fields.kind ? toCredential(cid, fields) : null;
    },

    async list(limit: number): Promise<Credential[]> {
      const ids = Object.values(await redis.hgetall(redisKeys.directory)).slice(0, limit);
      const rows = await Promise.all(
        ids.map((cid) => redis.hgetall(redisKeys.credential(cid)).then((f) => (f.kind ? toCredential(cid, f) : null))),
      );
      return rows.filter((r): r is Credential => r !== null);
    },

    async revoke(cid: string): Promise<void> {
      await redis.hset(redisKeys.credential(cid), 'status', 'revoked');
    },
  };
}

export type CredentialStore = ReturnType<typeof createCredentialStore>;

/** A credential from the flat field list HGETALL gives inside a Lua script (src/billing/lua/reserve.lua). */
export function credentialFromFlat(cid: string, flat: string[]): Credential {
  const fields: Record<string, string> = {};
  for (let i = 0; i < flat.length; i += 2) fields[flat[i]] = flat[i + 1];
  return toCredential(cid, fields);
}

function toCredential(cid: string, f: Record<string, string>): Credential {
  const expires = Number(f.expires_at ?? 0);
  return {
    cid,
    publicId: f.public_id,
    kind: f.kind as CredentialKind,
    label: f.label ?? '',
    visibleStart: f.visible_start ?? '',
    balanceMicro: Number(f.balance ?? 0),
    spentMicro: Number(f.spent ?? 0),
    callsMade: Number(f.calls_made ?? 0),
    reportsTotal: Number(f.reports_total ?? 0),
    reportsUsed: Number(f.reports_used ?? 0),
    plan: (f.plan || null) as Plan['name'] | null,
    createdAt: new Date(Number(f.created_at)),
    expiresAt: expires > 0 ? new Date(expires) : null,
    status: f.status === 'revoked' ? 'revoked' : 'active',
    source: f.source ?? '',
  };
}
