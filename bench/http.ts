// HTTP benchmark, every figure beside a bare Koa route measured in the same run (machines here are
// noisy), and the floor of a cached paid call (bare Koa, one Redis EVALSHA round trip, the same ~9 KB answer):
// GET /health, GET /intel (the 402 challenge), a cached paid POST /intel with an API key, an
// uncached offline POST /intel, GET /graph?company= and GET /graph/market-share/{sector} on a graph
// of 100,000 companies and 1,000,000 edges (bench/graphData.ts generates it once under .bench/). Beside
// req/s, each row gives the server process's CPU time per request, a figure that depends much less on how
// busy the machine is than req/s does (the ratio is then bare Koa's CPU per request over the row's).
//   npm run bench        BENCH_SECONDS=10 BENCH_CONNECTIONS=32 BENCH_ONLY=market-share to narrow
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { BENCH_CACHED_TEXT, uncachedRequest } from './cachedRequest.ts';
import { startBenchServer } from './startServer.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const only = process.env.BENCH_ONLY;

const { server, appPort, barePort, floorPort, apiKey } = await startBenchServer();

interface Scenario {
  name: string;
  opts: autocannon.Options;
  expect: number;
}
const app = `http://127.0.0.1:${appPort}`;
const json = { 'content-type': 'application/json', 'x-api-key': apiKey };
const cachedBody = JSON.stringify({ text: BENCH_CACHED_TEXT });
let counter = 0;
/** CPU time (user + system, µs) the server process has used so far; the load generator's is not in it. */
async function serverCpu(): Promise<number> {
  const { user, system } = (await (await fetch(`http://127.0.0.1:${barePort}/cpu`)).json()) as {
    user: number;
    system: number;
  };
  return user + system;
}
const scenarios: Scenario[] = [
  { name: 'bare Koa route', opts: { url: `http://127.0.0.1:${barePort}/` }, expect: 200 },
  // The floor of a cached paid call on this machine: bare Koa + one EVALSHA round trip + the same ~9 KB answer.
  { name: 'floor: Koa+EVALSHA+9KB', opts: { url: `http://127.0.0.1:${floorPort}/` }, expect: 200 },
  { name: 'GET /health', opts: { url: `${app}/health` }, expect: 200 },
  { name: 'GET /intel (402)', opts: { url: `${app}/intel` }, expect: 402 },
  {
    name: 'POST /intel cached',
    opts: { url: `${app}/intel`, method: 'POST', headers: json, body: cachedBody },
    expect: 200,
  },
  {
    name: 'POST /intel uncached',
    expect: 200,
    opts: {
      url: `${app}/intel`,
      method: 'POST',
      headers: json,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify(uncachedRequest(counter++)),
          }),
        },
      ],
    },
  },
  {
    name: 'GET /graph?company=',
    opts: { url: `${app}/graph?company=${encodeURIComponent('Bench Company 4242')}` },
    expect: 200,
  },
  { name: 'GET market-share', opts: { url: `${app}/graph/market-share/fintech` }, expect: 200 },
];

try {
  const cached = scenarios.find((s) => s.name === 'POST /intel cached')!;
  await autocannon({ ...cached.opts, connections: 4, duration: 2 }); // warm-up and fill the cache
  await autocannon({ url: `${app}/graph/market-share/fintech`, connections: 4, duration: 2 });
  // The first GET /graph?company= plans its query (seconds on a loaded machine): done before the clock runs.
  // So does the uncached analysis' neighbours query (4.5 s for the first one, measured at load 13).
  for (const name of ['GET /graph?company=', 'POST /intel uncached']) {
    const warmed = scenarios.find((s) => s.name === name)!;
    await autocannon({ ...warmed.opts, connections: 1, amount: 3, timeout: 60 });
  }
  const rows = [];
  for (const s of scenarios) {
    if (only && s.name !== 'bare Koa route' && !s.name.startsWith('floor') && !s.name.includes(only)) continue;
    const cpuBefore = await serverCpu();
    const r = await autocannon({ ...s.opts, connections, duration: seconds });
    const cpuUs = (await serverCpu()) - cpuBefore;
    const wrong = s.expect === 200 ? r.non2xx : r['2xx'];
    rows.push({
      name: s.name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      wrong: Math.max(0, wrong) + r.errors,
      cpuPerRequest: cpuUs / Math.max(1, r.requests.total),
    });
  }
  const base = rows[0].rps;
  const baseCpu = rows[0].cpuPerRequest;
  console.log(
    `\n${connections} connections, ${seconds} s each, Node ${process.version}, ` +
      `load average ${loadavg()[0].toFixed(2)}\n`,
  );
  console.log('route                    req/s    p50 ms  p99 ms  vs bare   server CPU µs/req  vs bare');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(23)} ${r.rps.toFixed(0).padStart(7)}  ${String(r.p50).padStart(7)} ` +
        `${String(r.p99).padStart(7)}   ${(r.rps / base).toFixed(2)}x` +
        `  ${r.cpuPerRequest.toFixed(0).padStart(17)}  ${(baseCpu / r.cpuPerRequest).toFixed(2)}x` +
        `${r.wrong ? `  (${r.wrong} unexpected answers)` : ''}`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
