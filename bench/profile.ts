// Where the server's CPU goes on the hot paths: the bench server (bench/server.ts, BENCH_PROFILE=1) under the
// bench's load, one route at a time, with the V8 CPU profiler running only while the load runs. Prints the
// top self-time functions and the share of each area (Koa, the router, ioredis, our src/ folders, Node's HTTP
// and the garbage collector), then each middleware's wall time per request (outside the middleware it calls)
// at one connection. Profiles are kept under .bench/profiles/ (open them in Chrome DevTools).
// The uncached scenario sends bench/http.ts's uncached request (a new company each call, force_refresh), and its
// shares are also given per file of src/ (which stage of the engine, the write-behind, validation, logging).
//   node bench/profile.ts        BENCH_SECONDS=6 BENCH_CONNECTIONS=32 BENCH_ONLY=cached (floor, cached, 402, health,
//                                graph, uncached)
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/lib/paths.ts';
import { BENCH_CACHED_TEXT, uncachedRequest } from './cachedRequest.ts';
import { startBenchServer } from './startServer.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const only = process.env.BENCH_ONLY;
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const outDir = join(ROOT_DIR, '.bench', 'profiles');
mkdirSync(outDir, { recursive: true });

const { server, appPort, barePort, floorPort, apiKey } = await startBenchServer({ BENCH_PROFILE: '1' });
const control = async (command: string) => (await fetch(`http://127.0.0.1:${barePort}/profile/${command}`)).json();

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

/** The area a function belongs to: a package, a folder of ours, Node itself, or V8's own entries. */
function areaOf({ url, functionName }: CallFrame): string {
  if (!url) return functionName.startsWith('(') ? functionName : 'native';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours = /\/(src|bench)\/([^/]+)\//.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/')[0];
  return url;
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const fn = new Map<string, number>();
  const area = new Map<string, number>();
  const file = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const frame = byId.get(profile.samples[i])!;
    const dt = profile.timeDeltas[i] ?? 0;
    // The profiler's own session call (its stop builds the profile on this thread) is not the server's work.
    if (frame.functionName === '(idle)' || frame.url === 'node:inspector') continue;
    total += dt;
    const where = frame.url
      ? `${frame.url.replace(/^.*\/(node_modules|src|bench)\//, '$1/')}:${frame.lineNumber + 1}`
      : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`;
    fn.set(key, (fn.get(key) ?? 0) + dt);
    area.set(areaOf(frame), (area.get(areaOf(frame)) ?? 0) + dt);
    const ours = /\/(src\/.+)$/.exec(frame.url);
    if (ours) file.set(ours[1], (file.get(ours[1]) ?? 0) + dt);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return {
    total,
    pct,
    functions: sorted(fn).slice(0, TOP),
    areas: sorted(area).slice(0, 16),
    files: sorted(file).slice(0, TOP),
  };
}

const json = { 'content-type': 'application/json', 'x-api-key': apiKey };
const cachedBody = JSON.stringify({ text: BENCH_CACHED_TEXT });
const app = `http://127.0.0.1:${appPort}`;
let counter = 0;
const scenarios: { name: string; opts: autocannon.Options }[] = [
  // The floor (bare Koa, one EVALSHA, the same ~9 KB answer): what is left above it is the paid call's own work.
  { name: 'floor', opts: { url: `http://127.0.0.1:${floorPort}/` } },
  { name: 'cached', opts: { url: `${app}/intel`, method: 'POST', headers: json, body: cachedBody } },
  { name: '402', opts: { url: `${app}/intel` } },
  { name: 'health', opts: { url: `${app}/health` } },
  { name: 'graph', opts: { url: `${app}/graph?company=${encodeURIComponent('Bench Company 4242')}` } },
  {
    name: 'uncached',
    opts: {
      url: `${app}/intel`,
      method: 'POST',
      headers: json,
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(uncachedRequest(counter++)) }) }],
    },
  },
];

try {
  for (const s of scenarios) {
    if (only && !s.name.includes(only)) continue;
    await autocannon({ ...s.opts, connections: 4, duration: 2 }); // warm: JIT, scripts loaded, cache filled
    await control('start');
    const load = await autocannon({ ...s.opts, connections, duration: seconds });
    const profile = (await control('stop')) as Profile;
    writeFileSync(join(outDir, `${s.name}.cpuprofile`), JSON.stringify(profile));
    const { total, pct, functions, areas, files } = summarise(profile);
    const perRequest = total / Math.max(1, load.requests.total);
    console.log(
      `\n== ${s.name}: ${load.requests.total} requests, ${load.non2xx} non-2xx, profiled CPU ` +
        `${perRequest.toFixed(0)} µs/request (sampled, idle excluded)\n`,
    );
    console.log('top self time');
    for (const [key, us] of functions)
      console.log(`  ${pct(us)}  ${(us / load.requests.total).toFixed(1).padStart(6)} µs  ${key}`);
    console.log('by area');
    for (const [key, us] of areas)
      console.log(`  ${pct(us)}  ${(us / load.requests.total).toFixed(1).padStart(6)} µs  ${key}`);
    console.log('by file of src/ (self time)');
    for (const [key, us] of files)
      console.log(`  ${pct(us)}  ${(us / load.requests.total).toFixed(1).padStart(6)} µs  ${key}`);

    await control('timing-start');
    await autocannon({ ...s.opts, connections: 1, duration: 3 });
    const timings = (await control('timing-stop')) as { key: string; calls: number; selfUs: number }[];
    console.log('middleware wall time per request, one connection (outside the middleware it calls)');
    for (const t of timings.sort((a, b) => a.key.localeCompare(b.key)))
      console.log(`  ${t.selfUs.toFixed(1).padStart(7)} µs  ${t.key.replace('\t', '  ')}  (${t.calls} calls)`);
  }
} finally {
  server.kill('SIGTERM');
}
