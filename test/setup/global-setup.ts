import { startTestStores } from './stores.ts';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const stores = await startTestStores((msg) => process.stdout.write(`  [stores] ${msg}\n`));
  process.env.NEO4J_URI = stores.neo4jUri;
  process.env.REDIS_URL = stores.redisUrl;
  (globalThis as { __testStores?: typeof stores }).__testStores = stores;
  process.stdout.write(
    `  [stores] Neo4j ${stores.neo4jUri} and Redis ${stores.redisUrl} from ${stores.how} in ${Date.now() - started} ms\n`,
  );
}
