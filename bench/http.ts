// HTTP benchmark: requests/s and latency of GET /health, GET /intel (the 402 challenge) and a bare Koa
// route measured in the same run, with each route's ratio to the bare route (machines here are noisy).
//   npm run bench            (BENCH_SECONDS=10 BENCH_CONNECTIONS=32 to change the load)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/lib/paths.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

const server = spawn(process.execPath, [join(ROOT_DIR, 'bench/server.ts')], {
  env: {
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? join(ROOT_DIR, '.bench'),
    LOCAL_REDIS_PORT: process.env.LOCAL_REDIS_PORT ?? '6392',
    LOCAL_NEO4J_BOLT_PORT: process.env.LOCAL_NEO4J_BOLT_PORT ?? '7727',
    LOCAL_NEO4J_HTTP_PORT: process.env.LOCAL_NEO4J_HTTP_PORT ?? '7514',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const { appPort, barePort } = await new Promise<{ appPort: number; barePort: number }>((resolve, reject) => {
  createInterface({ input: server.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
  server.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});

interface Row { name: string; rps: number; p50: number; p99: number; non2xx: number }
async function load(name: string, url: string, expectStatus: number): Promise<Row> {
  const result = await autocannon({ url, connections, duration: seconds, expectBody: undefined });
  const wrong = result.non2xx - (expectStatus === 402 ? result.requests.total : 0);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: Math.max(0, wrong) };
}

try {
  // Warm-up, then the baseline and the routes back to back.
  await autocannon({ url: `http://127.0.0.1:${appPort}/health`, connections, duration: 2 });
  const rows = [
    await load('bare Koa route', `http://127.0.0.1:${barePort}/`, 200),
    await load('GET /health', `http://127.0.0.1:${appPort}/health`, 200),
    await load('GET /intel (402)', `http://127.0.0.1:${appPort}/intel`, 402),
  ];
  const base = rows[0].rps;
  console.log(`\n${connections} connections, ${seconds} s each, Node ${process.version}\n`);
  console.log('route                 req/s     p50 ms  p99 ms  vs bare');
  for (const r of rows) {
    console.log(`${r.name.padEnd(20)} ${r.rps.toFixed(0).padStart(7)}  ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)}   ${(r.rps / base).toFixed(2)}x${r.non2xx ? `  (${r.non2xx} unexpected statuses)` : ''}`);
  }
} finally {
  server.kill('SIGTERM');
}
