// Real stores for the tests: NEO4J_URI / REDIS_URL when set; else testcontainers when a Docker
// engine answers; else the project's own local launchers (a real Neo4j and redis-server) under
// .test-data/, on ports of their own so a running dev server is left alone. LOCAL_REDIS_BINARY=maven
// runs the whole suite on the Maven Central redis-server even where a system one exists.
import { join } from 'node:path';
import { startLocalNeo4j } from '../../src/stores/neo4jLocal.ts';
import { startLocalRedis } from '../../src/stores/redisLocal.ts';
import { moduleDir } from '../../src/lib/paths.ts';

export const TEST_DATA_DIR = join(moduleDir(import.meta.url), '..', '..', '.test-data');

export interface TestStores {
  neo4jUri: string;
  redisUrl: string;
  how: string;
  stop(): Promise<void>;
}

async function dockerAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 5_000)),
    ]);
    return true;
  } catch {
    return false;
  }
}

/** The port of the test Redis: TEST_REDIS_PORT, so several checkouts can test side by side. */
export const testRedisPort = (): number => Number(process.env.TEST_REDIS_PORT ?? 6391);

/**
 * A port for a test's own short-lived redis-server, derived from the test Redis port (10,000 above it plus
 * `n`): checkouts that test side by side have different TEST_REDIS_PORTs, so their spare ports differ too, and
 * the range stays below the ephemeral ports the OS hands out.
 */
export const spareRedisPort = (n = 0): number => testRedisPort() + 10_000 + n;

export async function startTestStores(log: (msg: string) => void): Promise<TestStores> {
  if (process.env.NEO4J_URI && process.env.REDIS_URL) {
    return {
      neo4jUri: process.env.NEO4J_URI,
      redisUrl: process.env.REDIS_URL,
      how: 'environment',
      stop: async () => {},
    };
  }
  if (process.env.TEST_USE_DOCKER !== '0' && (await dockerAnswers())) {
    const { GenericContainer, Wait } = await import('testcontainers');
    const neo4j = await new GenericContainer('neo4j:5.26-community')
      .withEnvironment({ NEO4J_AUTH: 'none' })
      .withExposedPorts(7687)
      .withWaitStrategy(Wait.forLogMessage(/Started\./))
      .start();
    const redis = await new GenericContainer('redis:7')
      .withCommand(['redis-server', '--appendonly', 'yes'])
      .withExposedPorts(6379)
      .start();
    return {
      neo4jUri: `bolt://${neo4j.getHost()}:${neo4j.getMappedPort(7687)}`,
      redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
      how: 'testcontainers',
      stop: async () => {
        await neo4j.stop();
        await redis.stop();
      },
    };
  }
  const binary = process.env.LOCAL_REDIS_BINARY as 'auto' | 'system' | 'maven' | undefined;
  const redis = await startLocalRedis({
    dataDir: TEST_DATA_DIR,
    port: testRedisPort(),
    binary,
    log,
  });
  const neo4j = await startLocalNeo4j({
    dataDir: TEST_DATA_DIR,
    boltPort: Number(process.env.TEST_NEO4J_BOLT_PORT ?? 7717),
    httpPort: Number(process.env.TEST_NEO4J_HTTP_PORT ?? 7504),
    log,
  }).catch(async (err: unknown) => {
    await redis.stop();
    throw err;
  });
  return {
    neo4jUri: neo4j.uri,
    redisUrl: redis.url,
    how: 'local launchers',
    stop: async () => {
      await neo4j.stop();
      await redis.stop();
    },
  };
}
