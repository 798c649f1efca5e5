// Builds the real app on the real stores and listens on a free loopback port.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pino, type Logger } from 'pino';
import type { RedisClient } from '../../src/stores/redis.ts';
import type { Driver } from 'neo4j-driver';
import { buildApp } from '../../src/app.ts';
import type { AppServices } from '../../src/services.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { systemClock, type Clock } from '../../src/lib/clock.ts';
import type { RouteSpec } from '../../src/http/route.ts';
import { applySchema } from '../../src/graph/schema.ts';
import { buildEngine } from '../../src/intel/buildEngine.ts';
import { connectNeo4j } from '../../src/stores/neo4j.ts';
import { openRedis } from '../../src/stores/redis.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const PAYEE_BASE = '0x209693Bc6afc0C5328bA36FaF03C514EF312287C';
export const PAYEE_SOLANA = '2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4';

export interface TestApp {
  url: string;
  services: AppServices;
  config: Config;
  redis: RedisClient;
  neo4j: Driver;
  close(): Promise<void>;
}

export async function startTestApp(
  opts: {
    env?: Record<string, string>;
    extraRoutes?: (services: AppServices) => RouteSpec[];
    clock?: Clock;
    redis?: RedisClient;
    neo4j?: Driver;
    /** Where the app logs (silent by default). */
    logger?: Logger;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    REDIS_URL: process.env.REDIS_URL,
    NEO4J_URI: process.env.NEO4J_URI,
    ADMIN_TOKEN,
    PAYEE_BASE,
    PAYEE_SOLANA,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...opts.env,
  });
  const redis = opts.redis ?? (await openRedis(config.redis.url!));
  const neo4j = opts.neo4j ?? connectNeo4j({ ...config.neo4j, uri: config.neo4j.uri! });
  if (!opts.neo4j) await applySchema(neo4j);
  const { app, services } = buildApp(
    {
      config,
      redis,
      neo4j,
      clock: opts.clock ?? systemClock,
      logger: opts.logger ?? pino({ level: 'silent' }),
      engine: buildEngine(config),
    },
    opts.extraRoutes,
  );
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    config,
    redis,
    neo4j,
    close: async () => {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      if (!opts.redis) await redis.quit().catch(() => {});
      if (!opts.neo4j) await neo4j.close();
    },
  };
}

/** A fresh client address per call, sent as X-Forwarded-For (the test app trusts the proxy). */
export function randomIp(): string {
  const h = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${h()}:${h()}:${h()}:${h()}:${h()}:${h()}`;
}

/**
 * A response body parsed as JSON (null when empty). Name the shape the test expects, e.g.
 * `json<IntelAnswer>(res)`; without one the body is `unknown`.
 */
export async function json<T = unknown>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export function adminHeaders(): Record<string, string> {
  return { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
}
