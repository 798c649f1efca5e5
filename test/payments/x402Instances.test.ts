// The x402 replay guard across instances: two service processes (`node src/main.ts`) on the same Redis and
// Neo4j, behind one public address as behind a load balancer, receive the same signed payment, settled by
// the devnet's facilitator. The guard lives in Redis, so one of them answers and the others refuse,
// whichever comes first, and the payer is debited once on chain.
import type { ErrorEnvelope } from '../../src/operations/shapes/envelopes.ts';
import { startDevnet, serviceEnv, type Devnet } from './helpers/devnet.ts';
import { startServiceProcess, type ServiceProcess } from '../helpers/serviceProcess.ts';
import { challenge, payloadBuilder, read } from './helpers/payloads.ts';
import { wallets, type Wallets } from './helpers/wallets.ts';

let devnet: Devnet;
let a: ServiceProcess;
let b: ServiceProcess;
let w: Wallets;
const TEXT =
  'Plausible is a privacy-friendly web analytics tool, a lightweight open-source alternative to Google Analytics.';
const PRICE = 50_000;
const post = (base: string, header: string) =>
  fetch(`${base}/intel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'payment-signature': header },
    body: JSON.stringify({ text: TEXT }),
  });

beforeAll(async () => {
  devnet = await startDevnet();
  const env = {
    ...serviceEnv(devnet),
    REDIS_URL: process.env.REDIS_URL!,
    NEO4J_URI: process.env.NEO4J_URI!,
    PUBLIC_BASE_URL: 'http://intel.example.test', // one public address: the payment names it, not an instance
    HOST: '127.0.0.1',
    PAYMENT_WATCH_INTERVAL_MS: '0',
    PULSE_TICK_MS: '0',
  };
  [a, b] = await Promise.all([startServiceProcess(env), startServiceProcess(env)]);
  w = wallets(devnet);
}, 240_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await devnet?.stop();
});

test('the same Solana payment sent to two instances at once: one answer, the others refused, one transfer', async () => {
  const header = await payloadBuilder(devnet, 2).v2((await challenge(`${a.url}/intel`)).v2, 'solana');
  const payer = devnet.env.DEVNET_SOLANA_PAYERS.split(',')[2];
  const [payee0, payer0] = [await w.solanaUsdc(devnet.env.PAYEE_SOLANA), await w.solanaUsdc(payer)];
  const results = await Promise.all([a.url, b.url, a.url, b.url].map((url) => post(url, header)));
  expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  // A request that arrives while the winner settles is told it is in progress; one that arrives after
  // (a loaded machine can delay it that long) is told the payment is used. Both are refusals.
  for (const r of results.filter((x) => x.status === 409))
    expect(['payment_in_progress', 'payment_already_used']).toContain((await read<ErrorEnvelope>(r)).error);
  expect(await w.solanaUsdc(devnet.env.PAYEE_SOLANA)).toBe(payee0 + PRICE);
  expect(await w.solanaUsdc(payer)).toBe(payer0 - PRICE);
});

test('a Base payment settled by one instance is refused by the other, and nothing moves', async () => {
  const header = await payloadBuilder(devnet, 2).v2((await challenge(`${b.url}/intel`)).v2, 'base');
  const payee0 = await w.baseUsdc(devnet.env.PAYEE_BASE);
  const paid = await post(a.url, header);
  expect(paid.status).toBe(200);
  const [payee1, payer1] = [await w.baseUsdc(devnet.env.PAYEE_BASE), await w.baseUsdc(w.basePayer(2))];
  const replay = await post(b.url, header);
  expect(replay.status).toBe(409);
  expect((await read<ErrorEnvelope>(replay)).error).toBe('payment_already_used');
  expect(payee1).toBe(payee0 + PRICE);
  expect(await w.baseUsdc(devnet.env.PAYEE_BASE)).toBe(payee1);
  expect(await w.baseUsdc(w.basePayer(2))).toBe(payer1);
});
