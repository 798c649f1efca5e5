// The Redis connection: fail fast when Redis is down (no offline queue), so a request gets a clear 503
// instead of waiting, and nothing is charged.
import { Redis } from 'ioredis';

export function connectRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

export async function openRedis(url: string): Promise<Redis> {
  const redis = connectRedis(url);
  redis.on('error', () => {}); // state is read through ping(); the retry strategy reconnects
  await redis.connect();
  return redis;
}

export async function pingRedis(redis: Redis, timeoutMs = 1_000): Promise<boolean> {
  try {
    const answer = await Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
    ]);
    return answer === 'PONG';
  } catch {
    return false;
  }
}
