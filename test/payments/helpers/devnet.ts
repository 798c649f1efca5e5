// Starts the real `npm run devnet` program (anvil + LiteSVM RPC + x402 facilitator) on free ports and
// reads the KEY=VALUE lines it prints before `devnet ready`.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT_DIR } from '../../../src/lib/paths.ts';

export interface Devnet {
  env: Record<string, string>;
  basePayerKeys: `0x${string}`[];
  solanaPayerKeys: string[];
  stop(): Promise<void>;
}

export async function startDevnet(): Promise<Devnet> {
  const child: ChildProcess = spawn(process.execPath, [join(ROOT_DIR, 'src/devnet/main.ts')], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      DEVNET_ANVIL_PORT: '0',
      DEVNET_SOLANA_PORT: '0',
      DEVNET_FACILITATOR_PORT: '0',
      DEVNET_PARENT_PID: String(process.pid),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (c: Buffer) => {
    err = (err + c.toString()).slice(-4000);
  });
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`devnet not ready in 60 s: ${err}`)), 60_000);
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (!out.includes('devnet ready\n')) return;
      clearTimeout(timer);
      resolve(
        Object.fromEntries(
          out
            .split('\n')
            .filter((l) => /^[A-Z0-9_]+=/.test(l))
            .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
        ),
      );
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`devnet exited (${code}): ${err}`));
    });
  });
  child.stdout!.resume();
  return {
    env,
    basePayerKeys: env.DEVNET_BASE_PAYER_KEYS.split(',') as `0x${string}`[],
    solanaPayerKeys: env.DEVNET_SOLANA_PAYER_KEYS.split(','),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The service's view of the devnet: the variables a real deployment would set. */
export function serviceEnv(devnet: Devnet): Record<string, string> {
  const { FACILITATOR_URL, BASE_RPC_URL, SOLANA_RPC_URL, PAYEE_BASE, PAYEE_SOLANA } = devnet.env;
  return { FACILITATOR_URL, BASE_RPC_URL, SOLANA_RPC_URL, PAYEE_BASE, PAYEE_SOLANA };
}
