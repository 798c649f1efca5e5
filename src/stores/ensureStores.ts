// Where the stores come from: NEO4J_URI / REDIS_URL when set (production, clusters, Aura),
// otherwise the local launchers start (or reuse) a real Neo4j and redis-server under DATA_DIR.
import type { Config } from '../config.ts';
import { startLocalNeo4j } from './neo4jLocal.ts';
import { startLocalRedis } from './redisLocal.ts';

export interface StoreEndpoints {
  neo4jUri: string;
  neo4jBrowserUrl: string | null;
  redisUrl: string;
  /** One line per store saying what this process did for it, for the startup banner. */
  origins: { redis: string; neo4j: string };
  /** Stops what this process started (reused or external servers are left running). */
  stop(): Promise<void>;
}

export async function ensureStores(config: Config, log: (msg: string) => void): Promise<StoreEndpoints> {
  const stops: (() => Promise<void>)[] = [];
  try {
    let redisUrl = config.redis.url;
    let redisOrigin = config.redis.cluster
      ? 'external Redis Cluster (REDIS_URL, REDIS_CLUSTER)'
      : 'external (REDIS_URL)';
    if (!redisUrl) {
      const local = await startLocalRedis({
        dataDir: config.dataDir,
        port: config.redis.localPort,
        binary: config.redis.localBinary,
        log,
      });
      stops.push(local.stop);
      redisUrl = local.url;
      redisOrigin = local.binary
        ? `started ${local.binary.source === 'maven' ? 'Maven Central' : 'system'} redis-server ${local.binary.version}`
        : `reused running redis-server (pid ${local.pid})`;
    }
    let neo4jUri = config.neo4j.uri;
    let neo4jBrowserUrl: string | null = null;
    let neo4jOrigin = 'external (NEO4J_URI)';
    if (!neo4jUri) {
      const local = await startLocalNeo4j({
        dataDir: config.dataDir,
        boltPort: config.neo4j.localBoltPort,
        httpPort: config.neo4j.localHttpPort,
        log,
      });
      stops.push(local.stop);
      neo4jUri = local.uri;
      neo4jBrowserUrl = local.httpUrl ? `${local.httpUrl.replace(/\/$/, '')}/browser/` : null;
      neo4jOrigin = local.reused ? 'reused running local Neo4j 5.26' : 'started local Neo4j 5.26 (neo4j-local/)';
    }
    return {
      neo4jUri,
      neo4jBrowserUrl,
      redisUrl,
      origins: { redis: redisOrigin, neo4j: neo4jOrigin },
      stop: async () => {
        for (const stop of stops.reverse()) await stop();
      },
    };
  } catch (err) {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    throw err;
  }
}
