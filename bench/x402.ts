// The cost of x402 per call on the devnet: the same cached POST /intel paid with an API key (the unpaid
// baseline: no chain, no facilitator), with x402 v2 on Base and with x402 v2 on Solana, interleaved in
// one run so machine noise hits all three alike. Each payment is signed before its call; only the HTTP
// round trip is timed.   npm exec -- node bench/x402.ts     BENCH_CALLS=100 (per kind)
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { applySchema } from '../src/graph/schema.ts';
import { buildEngine } from '../src/intel/buildEngine.ts';
import { systemClock } from '../src/lib/clock.ts';
import { connectNeo4j } from '../src/stores/neo4j.ts';
import { openRedis } from '../src/stores/redis.ts';
import { serviceEnv, startDevnet } from '../test/payments/helpers/devnet.ts';
import { startTestStores } from '../test/setup/stores.ts';
import { challenge, payloadBuilder } from '../test/payments/helpers/payloads.ts';

const calls = Number(process.env.BENCH_CALLS ?? 100);
const log = (msg: string) => process.stderr.write(`  [bench] ${msg}\n`);

const devnet = await startDevnet();
const config = loadConfig({ ...process.env, ...serviceEnv(devnet), LOG_LEVEL: 'silent', PORT: '0' });
const stores = await startTestStores(log); // the tests' stores: the environment's, Docker's or the launchers'
const redis = await openRedis(stores.redisUrl);
const neo4j = connectNeo4j({ ...config.neo4j, uri: stores.neo4jUri });
await applySchema(neo4j);
const { app, services } = buildApp({
  config,
  redis,
  neo4j,
  clock: systemClock,
  logger: pino({ level: 'silent' }),
  engine: buildEngine(config),
});
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const { secret: apiKey } = await services.credentials.createApiKey({ balanceMicro: 1_000_000_000, label: 'bench' });

const body = JSON.stringify({
  text: 'Notion is an all-in-one connected workspace where teams write docs, take notes, manage projects and build wikis.',
});
const v2 = (await challenge(`${url}/intel`)).v2; // the PaymentRequired the client signs against
const payers = [0, 1, 2].map((i) => payloadBuilder(devnet, i));

async function timed(headers: Record<string, string>): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${url}/intel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  await res.arrayBuffer();
  const ms = performance.now() - t;
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}`);
  return ms;
}

const samples: Record<'api key (unpaid baseline)' | 'x402 v2 Base' | 'x402 v2 Solana', number[]> = {
  'api key (unpaid baseline)': [],
  'x402 v2 Base': [],
  'x402 v2 Solana': [],
};
await timed({ 'x-api-key': apiKey }); // warms the analysis cache
for (let i = 0; i < calls; i++) {
  const payer = payers[i % payers.length];
  const base = await payer.v2(v2, 'base');
  const solana = await payer.v2(v2, 'solana');
  samples['api key (unpaid baseline)'].push(await timed({ 'x-api-key': apiKey }));
  samples['x402 v2 Base'].push(await timed({ 'payment-signature': base }));
  samples['x402 v2 Solana'].push(await timed({ 'payment-signature': solana }));
}

const pct = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((list.length * p) / 100))];
const baseline = pct(samples['api key (unpaid baseline)'], 50);
process.stdout.write(`x402 per call on the devnet, ${calls} calls each, interleaved\n`);
for (const [name, list] of Object.entries(samples)) {
  const p50 = pct(list, 50);
  const overhead = name.startsWith('x402') ? `  overhead p50 ${(p50 - baseline).toFixed(1)} ms` : '';
  process.stdout.write(
    `${name.padEnd(28)} p50 ${p50.toFixed(1)} ms  p99 ${pct(list, 99).toFixed(1)} ms  ×${(p50 / baseline).toFixed(1)}${overhead}\n`,
  );
}

server.close();
server.closeAllConnections();
await neo4j.close();
redis.disconnect();
await stores.stop();
await devnet.stop();
process.exit(0);
