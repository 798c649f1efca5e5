// The Redis connection: fail fast when Redis is down (no offline queue), so a request gets a clear 503
// instead of waiting, and nothing is charged. With REDIS_CLUSTER=true the URL names a seed node of a
// Redis Cluster (or a managed cluster endpoint) and the client follows the cluster's slot map.
//
// The service sends the same commands to a single server and to a cluster: every Lua script and every
// MULTI touches keys of one hash slot (the credential's keys share the tag {cid}), and commands over
// keys of several slots (MGET, EXISTS of many keys) are sent one key at a time. test/stores/redisCluster.test.ts
// runs the paid path on a real three-node cluster.
import { Cluster, Redis } from 'ioredis';

/** One Redis server or a Redis Cluster: both speak the commands the service uses. */
export type RedisClient = Redis | Cluster;

export interface RedisTarget {
  url: string;
  cluster?: boolean;
}

const CLIENT_OPTIONS = {
  // Commands issued in the same tick leave in one write: a paid call's reservation and the cache read it
  // prefetches (src/billing/payForCall.ts) cost one system call and one round trip, not two.
  enableAutoPipelining: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 5_000,
} as const;

export function connectRedis(target: string | RedisTarget): RedisClient {
  const { url, cluster } = typeof target === 'string' ? { url: target, cluster: false } : target;
  if (cluster) {
    const seed = new URL(url);
    return new Cluster([{ host: seed.hostname, port: Number(seed.port || 6379) }], {
      lazyConnect: true,
      // Off on a cluster: the ledger calls its scripts with the number of keys first, and ioredis groups an
      // auto-pipelined script by the slot of its first argument (that number), so scripts of credentials on
      // different nodes sent in one tick share a pipeline that the cluster client refuses whole (a 500 once
      // seen in the cluster test; test/stores/redisCluster.test.ts sends such scripts in one tick).
      enableAutoPipelining: false,
      // The offline queue is on only until the slot map is known; commands then fail fast like the single server's.
      enableOfflineQueue: true,
      clusterRetryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
      redisOptions: {
        ...CLIENT_OPTIONS,
        username: seed.username || undefined,
        password: seed.password ? decodeURIComponent(seed.password) : undefined,
        tls: seed.protocol === 'rediss:' ? {} : undefined,
      },
    });
  }
  return new Redis(url, {
    ...CLIENT_OPTIONS,
    lazyConnect: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

export async function openRedis(target: string | RedisTarget): Promise<RedisClient> {
  const redis = connectRedis(target);
  redis.on('error', () => {}); // state is read through ping(); the retry strategy reconnects
  await redis.connect();
  return redis;
}

export async function pingRedis(redis: RedisClient, timeoutMs = 1_000): Promise<boolean> {
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
