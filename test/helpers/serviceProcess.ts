// Runs the real service (`node src/main.ts`) as a child process on a port the OS picks, and reads its
// URL from the JSON `service ready` record (stdout is a pipe, so the logs are JSON lines).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT_DIR } from '../../src/lib/paths.ts';

export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  lines: string[];
  stop(): Promise<void>;
}

export function startServiceProcess(env: Record<string, string>, timeoutMs = 150_000): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [join(ROOT_DIR, 'src/main.ts')], {
    cwd: ROOT_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'instance-')),
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  createInterface({ input: child.stderr }).on('line', (line) => lines.push(line));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`no 'service ready' in ${timeoutMs} ms:\n${lines.join('\n')}`));
    }, timeoutMs);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`service exited (${child.exitCode}):\n${lines.join('\n')}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      if (lines.length > 500) lines.shift();
      try {
        const record = JSON.parse(line) as { msg?: string; url?: string };
        if (record.msg === 'service ready' && record.url) {
          clearTimeout(timer);
          resolve({ url: record.url, child, lines, stop });
        }
      } catch {
        /* not JSON: startup text */
      }
    });
  });
}
