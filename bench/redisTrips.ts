// How many Redis round trips and Redis operations one request costs, counted (not timed, so the figures do
// not depend on the machine's load): the app runs in this process on the bench's stores; every command the
// client sends is counted, a round trip being a moment the client goes from no command in flight to some
// (commands sent together share one), and INFO commandstats counts the operations Redis ran, those of the
// Lua scripts included. Requests go one at a time.
//   node bench/redisTrips.ts        CALLS=100 (per route)
import { pino } from 'pino';
import type { Redis } from 'ioredis';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { applySchema } from '../src/graph/schema.ts';
import { buildEngine } from '../src/intel/buildEngine.ts';
import { systemClock } from '../src/lib/clock.ts';
import { ensureStores } from '../src/stores/ensureStores.ts';
import { connectNeo4j } from '../src/stores/neo4j.ts';
import { openRedis } from '../src/stores/redis.ts';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/lib/paths.ts';

const calls = Number(process.env.CALLS ?? 100);
const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? join(ROOT_DIR, '.bench'),
  LOG_LEVEL: 'silent',
  PAYEE_BASE: '0x209693Bc6afc0C5328bA36FaF03C514EF312287C',
  PAYEE_SOLANA: '2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4',
});
const stores = await ensureStores(config, (msg) => process.stderr.write(`  [trips] ${msg}\n`));
const redis = (await openRedis(stores.redisUrl)) as Redis;
const probe = (await openRedis(stores.redisUrl)) as Redis; // reads INFO; its own commands are not counted
const neo4j = connectNeo4j({ ...config.neo4j, uri: stores.neo4jUri });
await applySchema(neo4j);

let sent = 0;
let roundTrips = 0;
let inFlight = 0;
const send = redis.sendCommand.bind(redis);
redis.sendCommand = (command: Parameters<Redis['sendCommand']>[0], stream?: never) => {
  sent++;
  if (inFlight++ === 0) roundTrips++;
  const settle = () => void (inFlight -= 1);
  command.promise.then(settle, settle);
  return send(command, stream);
};

const { app, services } = buildApp({
  config,
  redis,
  neo4j,
  clock: systemClock,
  logger: pino({ level: 'silent' }),
  engine: buildEngine(config),
});
const { secret: apiKey } = await services.credentials.createApiKey({ balanceMicro: 1_000_000_000, label: 'trips' });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function operations(): Promise<number> {
  const info = await probe.info('commandstats');
  return [...info.matchAll(/^cmdstat_([a-z|]+):calls=(\d+)/gm)]
    .filter(([, name]) => name !== 'info')
    .reduce((sum, [, , n]) => sum + Number(n), 0);
}

const body = JSON.stringify({
  text: 'Notion is an all-in-one connected workspace where teams write docs, take notes, manage projects and build wikis.',
});
const routes: { name: string; call: (headers?: Record<string, string>) => Promise<Response> }[] = [
  { name: 'GET /intel (402)', call: () => fetch(`${base}/intel`) },
  { name: 'GET /health', call: () => fetch(`${base}/health`) },
  {
    name: 'POST /intel cached, API key',
    call: (headers = {}) =>
      fetch(`${base}/intel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey, ...headers },
        body,
      }),
  },
  {
    name: '  … with Idempotency-Key',
    call: () => routes[2].call({ 'idempotency-key': `trips-${crypto.randomUUID()}` }),
  },
];

try {
  await routes[2].call(); // the answer is computed once, then served from the cache
  console.log(`\n${calls} calls each, one at a time; per call:\n`);
  console.log('route                          round trips  commands sent  Redis operations');
  for (const route of routes) {
    await route.call(); // warm: scripts loaded, probes fresh
    const before = { sent, roundTrips, ops: await operations() };
    for (let i = 0; i < calls; i++) {
      const res = await route.call();
      await res.arrayBuffer();
    }
    const ops = (await operations()) - before.ops;
    const per = (n: number) => (n / calls).toFixed(2).padStart(13);
    console.log(
      `${route.name.padEnd(30)} ${per(roundTrips - before.roundTrips)}  ${per(sent - before.sent)}  ${per(ops)}`,
    );
  }
} finally {
  server.close();
  await neo4j.close();
  redis.disconnect();
  probe.disconnect();
  await stores.stop();
}
