// The local launchers name what to install when a binary is missing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRedis } from '../../src/stores/redisLocal.ts';
import { startLocalNeo4j } from '../../src/stores/neo4jLocal.ts';

async function withoutPath<T>(fn: () => Promise<T>): Promise<T> {
  const saved = process.env.PATH;
  process.env.PATH = mkdtempSync(join(tmpdir(), 'empty-path-'));
  try {
    return await fn();
  } finally {
    process.env.PATH = saved;
  }
}

test('no redis-server and no Maven: the error names both ways to get one and the docker compose alternative', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'no-redis-'));
  await expect(withoutPath(() => startLocalRedis({ dataDir, port: 6397 }))).rejects.toThrow(
    /apt-get install maven openjdk-17-jre-headless \(or redis-server\).*docker compose/s,
  );
});

test('no Java or Maven: the error names them and the docker compose alternative', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'no-java-'));
  await expect(withoutPath(() => startLocalNeo4j({ dataDir, boltPort: 7798, httpPort: 7598 }))).rejects.toThrow(
    /Java.*Maven|Maven.*Java/s,
  );
});
