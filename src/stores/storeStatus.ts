// The stores' state for /health, probed at most once a second: a load balancer or a monitor polling
// /health hard must not turn into a Neo4j query and Redis commands per request. Callers that arrive
// while a probe runs share it; a result younger than maxAgeMs is served as it is.
import type { Driver } from 'neo4j-driver';
import type { RedisClient } from './redis.ts';
import { pingNeo4j } from './neo4j.ts';
import { pingRedis } from './redis.ts';

export interface StoreState {
  ok: boolean;
  latency_ms: number;
}
export interface StoreStatus {
  neo4j: StoreState;
  redis: StoreState;
}

export const STORE_STATUS_MAX_AGE_MS = 1_000;

/** Wraps a probe so it runs at most once per maxAgeMs; concurrent callers share the running one. */
export function throttledProbe<T>(probe: () => Promise<T>, maxAgeMs = STORE_STATUS_MAX_AGE_MS): () => Promise<T> {
  let last: { at: number; value: T } | null = null;
  let running: Promise<T> | null = null;
  return () => {
    if (last && performance.now() - last.at < maxAgeMs) return Promise.resolve(last.value);
    running ??= probe()
      .then((value) => {
        last = { at: performance.now(), value };
        return value;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}

export async function probeStores(neo4j: Driver, redis: RedisClient, database?: string): Promise<StoreStatus> {
  const timed = async (probe: () => Promise<boolean>): Promise<StoreState> => {
    const t = performance.now();
    const ok = await probe();
    return { ok, latency_ms: Math.round((performance.now() - t) * 10) / 10 };
  };
  const [neo4jState, redisState] = await Promise.all([
    timed(() => pingNeo4j(neo4j, database)),
    timed(() => pingRedis(redis)),
  ]);
  return { neo4j: neo4jState, redis: redisState };
}
