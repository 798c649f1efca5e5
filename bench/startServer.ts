// Starts the bench server (bench/server.ts) in its own process, on the bench's stores under .bench/ unless
// DATA_DIR and the LOCAL_* ports say otherwise, and waits for its first line: where it listens and the key it
// funded. Shared by the load generators (bench/http.ts, bench/profile.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/lib/paths.ts';

/** The bench server's first line. */
export interface Ready {
  appPort: number;
  barePort: number;
  floorPort: number;
  apiKey: string;
}

export async function startBenchServer(env: Record<string, string> = {}): Promise<Ready & { server: ChildProcess }> {
  const server = spawn(process.execPath, [join(ROOT_DIR, 'bench/server.ts')], {
    env: {
      ...process.env,
      ...env,
      DATA_DIR: process.env.DATA_DIR ?? join(ROOT_DIR, '.bench'),
      LOCAL_REDIS_PORT: process.env.LOCAL_REDIS_PORT ?? '6392',
      LOCAL_NEO4J_BOLT_PORT: process.env.LOCAL_NEO4J_BOLT_PORT ?? '7727',
      LOCAL_NEO4J_HTTP_PORT: process.env.LOCAL_NEO4J_HTTP_PORT ?? '7514',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    createInterface({ input: server.stdout }).once('line', (line) => resolve(JSON.parse(line) as Ready));
    server.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { ...ready, server };
}
