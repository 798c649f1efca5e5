// The Neo4j driver and a bounded health probe.
import neo4j, { type Driver } from 'neo4j-driver';

export interface Neo4jTarget {
  uri: string;
  user: string;
  password?: string;
  database?: string;
}

export function connectNeo4j(target: Neo4jTarget): Driver {
  const auth = target.password ? neo4j.auth.basic(target.user, target.password) : undefined;
  return neo4j.driver(target.uri, auth, {
    connectionAcquisitionTimeout: 5_000,
    connectionTimeout: 5_000,
    maxTransactionRetryTime: 5_000,
    disableLosslessIntegers: true,
  });
}

export async function pingNeo4j(driver: Driver, database?: string, timeoutMs = 2_000): Promise<boolean> {
  const session = driver.session({ database, defaultAccessMode: neo4j.session.READ });
  try {
    const result = await Promise.race([
      session.run('RETURN 1 AS ok'),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
    ]);
    return result.records[0]?.get('ok') === 1;
  } catch {
    return false;
  } finally {
    await session.close().catch(() => {});
  }
}
