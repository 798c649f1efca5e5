// One instance at a time does the graph's start-up work (schema, seeding, migration): several
// instances starting together on one Neo4j would otherwise deadlock on the same nodes. The lock is
// a Redis key held with a token, kept alive while the work runs, and released by its owner only; a
// holder that dies frees it when the key expires. Whoever waits runs the work after, as a no-op.
import { randomBytes } from 'node:crypto';
import type { RedisClient } from './redis.ts';

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const EXTEND =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0";

export interface StartLockOptions {
  key?: string;
  ttlMs?: number;
  waitMs?: number;
  pollMs?: number;
}

export async function withStartLock<T>(
  redis: RedisClient,
  work: () => Promise<T>,
  opts: StartLockOptions = {},
): Promise<T> {
  const { key = 'intel:start-lock', ttlMs = 30_000, waitMs = 600_000, pollMs = 250 } = opts;
  const token = randomBytes(16).toString('hex');
  const deadline = Date.now() + waitMs;
  while ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') {
    if (Date.now() > deadline) throw new Error(`another instance held ${key} for more than ${waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const keepAlive = setInterval(() => {
    void redis.eval(EXTEND, 1, key, token, String(ttlMs)).catch(() => {});
  }, ttlMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(keepAlive);
    await redis.eval(RELEASE, 1, key, token).catch(() => {});
  }
}
