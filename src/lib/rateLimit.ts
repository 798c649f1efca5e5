// A fixed-window counter in Redis (the demo's calls per IP per hour).
import type { RedisClient } from '../stores/redis.ts';

export async function takeFromWindow(
  redis: RedisClient,
  key: string,
  limit: number,
  windowSeconds: number,
  nowMs: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const window = Math.floor(nowMs / 1000 / windowSeconds);
  const counter = `${key}:${window}`;
  const [[, count]] = (await redis
    .multi()
    .incr(counter)
    .expire(counter, windowSeconds * 2)
    .exec()) as [[null, number], unknown];
  const retryAfterSeconds = (window + 1) * windowSeconds - Math.floor(nowMs / 1000);
  return { allowed: count <= limit, retryAfterSeconds };
}
