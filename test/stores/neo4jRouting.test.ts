// NEO4J_URI=neo4j://… (clusters, Aura) makes the driver fetch a routing table and send reads and writes
// to the servers it names. A single local server serves a routing table too, so the path is real here.
import { connectNeo4j } from '../../src/stores/neo4j.ts';
import type { Driver, EagerResult } from 'neo4j-driver';

let driver: Driver;
const address = new URL(process.env.NEO4J_URI!.replace(/^\w+(\+s|\+ssc)?:/, 'http:')).host;
beforeAll(() => {
  driver = connectNeo4j({ uri: `neo4j://${address}`, user: 'neo4j', password: process.env.NEO4J_PASSWORD });
});
afterAll(async () => {
  await driver.close();
});

test('the server hands out a routing table naming itself as writer, reader and router', async () => {
  const { records } = await driver.executeQuery("CALL dbms.routing.getRoutingTable({}, 'neo4j')");
  const servers = records[0].get('servers') as { addresses: string[]; role: string }[];
  expect(Object.fromEntries(servers.map((s) => [s.role, s.addresses]))).toEqual({
    WRITE: [address],
    READ: [address],
    ROUTE: [address],
  });
});

test('routed writes and reads reach that server', async () => {
  const id = `routing-${Date.now()}`;
  const write = await driver.executeQuery(
    'CREATE (p:RoutingProbe {id: $id}) RETURN p.id AS id',
    { id },
    { routing: 'WRITE' },
  );
  expect(write.summary.server.address).toBe(address);
  const read = await driver.executeQuery<EagerResult<{ id: string }>>(
    'MATCH (p:RoutingProbe {id: $id}) RETURN p.id AS id',
    { id },
    { routing: 'READ' },
  );
  expect(read.records.map((r) => r.get('id'))).toEqual([id]);
  await driver.executeQuery('MATCH (p:RoutingProbe {id: $id}) DELETE p', { id }, { routing: 'WRITE' });
});
