// Runs a local redis-server on its own port and data directory, with AOF on: balances are money.
// The binary is the system one when present, else one from Maven Central (redisBinary.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandExists, isPidAlive, isPortOpen, readPidFile, stopPid, waitFor } from './process.ts';
import { findRedisServer, NO_REDIS_HINT, type RedisBinaryChoice } from './redisBinary.ts';

export interface LocalRedis {
  url: string;
  reused: boolean;
  pid: number | null;
  /** Where the binary came from and its version; null when an already running server was reused. */
  binary: { source: 'system' | 'maven'; version: string; path: string } | null;
  stop: () => Promise<void>;
}

export interface StartLocalRedisOptions {
  dataDir: string;
  port: number;
  binary?: RedisBinaryChoice;
  /** Passed to findRedisServer: where the Maven Central binary is kept. */
  binDir?: string;
  log?: (msg: string) => void;
}

export async function startLocalRedis(opts: StartLocalRedisOptions): Promise<LocalRedis> {
  const dir = join(opts.dataDir, 'redis');
  const pidFile = join(dir, 'redis.pid');
  const url = `redis://127.0.0.1:${opts.port}`;
  const existing = readPidFile(pidFile);
  if (existing !== null && isPidAlive(existing) && (await isPortOpen(opts.port))) {
    opts.log?.(`redis: reusing redis-server (pid ${existing}) on ${url}`);
    return { url, reused: true, pid: existing, binary: null, stop: async () => {} };
  }
  // Checked before the port, so a machine with neither Redis nor Maven gets the install hint first.
  if (opts.binary !== 'system' && !commandExists('redis-server') && !commandExists('mvn'))
    throw new Error(NO_REDIS_HINT);
  if (await isPortOpen(opts.port)) {
    throw new Error(`port ${opts.port} is taken by another program: set LOCAL_REDIS_PORT or REDIS_URL`);
  }
  const binary = await findRedisServer({ choice: opts.binary, binDir: opts.binDir, log: opts.log });
  mkdirSync(dir, { recursive: true });
  const started = Date.now();
  const child = spawn(
    binary.path,
    [
      '--port',
      String(opts.port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--appendfsync',
      'everysec',
      '--daemonize',
      'no',
      '--protected-mode',
      'yes',
      '--logfile',
      join(dir, 'redis.log'),
      '--save',
      '900 1 300 10',
    ],
    { stdio: 'ignore', detached: false },
  );
  const pid = child.pid ?? null;
  if (pid === null) throw new Error(`${binary.path} did not start`);
  writeFileSync(pidFile, String(pid));
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  await waitFor(
    async () => {
      if (exited) throw new Error(`redis-server exited at start; see ${join(dir, 'redis.log')}`);
      return isPortOpen(opts.port);
    },
    15_000,
    `redis-server on port ${opts.port}`,
  );
  opts.log?.(
    `redis: started ${binary.source} redis-server ${binary.version} (pid ${pid}) on ${url} ` +
      `in ${Date.now() - started} ms`,
  );
  return {
    url,
    reused: false,
    pid,
    binary,
    stop: async () => {
      await stopPid(pid);
      rmSync(pidFile, { force: true });
    },
  };
}
