// A real three-node Redis Cluster on loopback, for the tests: three redis-server processes started with
// `--cluster-enabled yes`, the 16,384 slots split between them, joined by CLUSTER MEET. The binary is the
// one the local launcher uses (system redis-server, else the Maven Central one).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { findRedisServer } from '../../src/stores/redisBinary.ts';
import { isPortOpen, waitFor } from '../../src/stores/process.ts';
import { freePort } from './freePort.ts';

export interface LocalRedisCluster {
  /** A seed node's URL (any node will do: the client reads the slot map from it). */
  url: string;
  ports: number[];
  version: string;
  stop(): Promise<void>;
}

const SLOTS = 16_384;

export async function startRedisCluster(nodes = 3): Promise<LocalRedisCluster> {
  const binary = await findRedisServer({ choice: 'auto' });
  const dir = mkdtempSync(join(tmpdir(), 'intel-redis-cluster-'));
  const ports: number[] = [];
  const children: ChildProcess[] = [];
  const admins: Redis[] = [];
  const stop = (): Promise<void> => {
    for (const admin of admins) admin.disconnect();
    for (const child of children) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
  try {
    for (let i = 0; i < nodes; i++) {
      const port = await freePort();
      ports.push(port);
      children.push(
        spawn(
          binary.path,
          [
            '--port',
            String(port),
            '--bind',
            '127.0.0.1',
            '--dir',
            dir,
            '--daemonize',
            'no',
            '--save',
            '',
            '--appendonly',
            'no',
            '--cluster-enabled',
            'yes',
            '--cluster-config-file',
            `nodes-${port}.conf`,
            '--cluster-node-timeout',
            '5000',
            '--logfile',
            join(dir, `redis-${port}.log`),
          ],
          { stdio: 'ignore' },
        ),
      );
    }
    for (const port of ports) await waitFor(() => isPortOpen(port), 15_000, `cluster node on port ${port}`);
    for (const port of ports) admins.push(new Redis({ port, host: '127.0.0.1', lazyConnect: false }));
    const share = Math.ceil(SLOTS / nodes);
    await Promise.all(
      admins.map((admin, i) => {
        const slots = Array.from({ length: Math.min(share, SLOTS - i * share) }, (_, k) => i * share + k);
        return admin.cluster('ADDSLOTS', ...slots);
      }),
    );
    for (const port of ports.slice(1)) await admins[0].cluster('MEET', '127.0.0.1', port);
    await waitFor(
      async () => {
        const infos = await Promise.all(admins.map((admin) => admin.cluster('INFO')));
        return infos.every(
          (info) => info.includes('cluster_state:ok') && info.includes(`cluster_known_nodes:${nodes}`),
        );
      },
      30_000,
      'the cluster to agree on its slots',
    );
    for (const admin of admins) admin.disconnect();
    admins.length = 0;
    return { url: `redis://127.0.0.1:${ports[0]}`, ports, version: binary.version, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
