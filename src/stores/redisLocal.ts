// Runs the system redis-server on its own port and data directory, with AOF on: balances are money.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandExists, isPidAlive, isPortOpen, readPidFile, stopPid, waitFor } from './process.ts';

export interface LocalRedis { url: string; reused: boolean; pid: number | null; stop(): Promise<void> }

export async function startLocalRedis(opts: { dataDir: string; port: number; log?: (msg: string) => void }): Promise<LocalRedis> {
  const dir = join(opts.dataDir, 'redis');
  const pidFile = join(dir, 'redis.pid');
  const url = `redis://127.0.0.1:${opts.port}`;
  const existing = readPidFile(pidFile);
  if (existing !== null && isPidAlive(existing) && (await isPortOpen(opts.port))) {
    opts.log?.(`reusing redis-server (pid ${existing}) on ${url}`);
    return { url, reused: true, pid: existing, stop: async () => {} };
  }
  if (!commandExists('redis-server')) {
    throw new Error(
      'redis-server is needed to run the local Redis: apt-get install redis-server ' +
      '(or run `docker compose up` and set REDIS_URL)',
    );
  }
  if (await isPortOpen(opts.port)) {
    throw new Error(`port ${opts.port} is taken by another program: set LOCAL_REDIS_PORT or REDIS_URL`);
  }
  mkdirSync(dir, { recursive: true });
  const child = spawn('redis-server', [
    '--port', String(opts.port), '--bind', '127.0.0.1', '--dir', dir,
    '--appendonly', 'yes', '--appendfsync', 'everysec', '--daemonize', 'no',
    '--protected-mode', 'yes', '--logfile', join(dir, 'redis.log'), '--save', '900 1 300 10',
  ], { stdio: 'ignore', detached: false });
  const pid = child.pid ?? null;
  if (pid === null) throw new Error('redis-server did not start');
  writeFileSync(pidFile, String(pid));
  let exited = false;
  child.once('exit', () => { exited = true; });
  await waitFor(async () => {
    if (exited) throw new Error(`redis-server exited at start; see ${join(dir, 'redis.log')}`);
    return isPortOpen(opts.port);
  }, 15_000, `redis-server on port ${opts.port}`);
  opts.log?.(`started redis-server (pid ${pid}) on ${url}`);
  return {
    url, reused: false, pid,
    stop: async () => { await stopPid(pid); rmSync(pidFile, { force: true }); },
  };
}
