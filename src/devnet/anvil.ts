// Runs anvil (the binary shipped by @foundry-rs/anvil on npm) on loopback with Base's chain id.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BASE_CHAIN_ID } from './accounts.ts';

const ARCH: Record<string, string> = { x64: 'amd64', arm64: 'arm64' };

/** The anvil binary of the platform package npm installed beside @foundry-rs/anvil. */
export function anvilBinary(): string {
  const pkg = `@foundry-rs/anvil-${process.platform}-${ARCH[process.arch] ?? process.arch}`;
  const require = createRequire(import.meta.url);
  try {
    return join(
      dirname(require.resolve(`${pkg}/package.json`)),
      'bin',
      process.platform === 'win32' ? 'anvil.exe' : 'anvil',
    );
  } catch {
    throw new Error(`${pkg} is not installed: run npm ci (anvil ships as a platform package of @foundry-rs/anvil)`);
  }
}

export interface Anvil {
  url: string;
  stop(): Promise<void>;
}

/** Starts anvil and resolves once it listens; port 0 picks a free one. */
export async function startAnvil(port: number): Promise<Anvil> {
  const child: ChildProcess = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(BASE_CHAIN_ID), '--accounts', '11'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`anvil did not start in 30 s: ${output.slice(-500)}`)), 30_000);
    // Keep reading (anvil logs every call; a full pipe would stall it), but remember only the tail.
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      const match = /Listening on ([\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://${match[1]}`);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`anvil exited (${code}): ${output.slice(-500)}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
