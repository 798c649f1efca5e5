// No Docker engine here: check what can be checked of docker-compose.replicas.yml: several stateless
// replicas reachable only through the proxy, the proxy's upstreams named as the service and port,
// dependencies installed once, and the same stores (with AOF) as docker-compose.yml.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { ROOT_DIR } from '../../src/lib/paths.ts';
import { readCompose } from './composeFile.ts';

const replicas = readCompose('docker-compose.replicas.yml');
const single = readCompose('docker-compose.yml');
const intel = replicas.services.intel;

test('several intel replicas with no host port, behind a Caddy proxy that publishes 8402', () => {
  expect(Object.keys(replicas.services).sort()).toEqual(['intel', 'intel-deps', 'neo4j', 'proxy', 'redis']);
  expect(intel.deploy?.replicas).toBeGreaterThanOrEqual(2);
  expect(intel.ports).toBeUndefined();
  expect(intel.expose).toEqual(['8402']);
  expect(replicas.services.proxy.image).toMatch(/^caddy:2/);
  expect(replicas.services.proxy.ports).toEqual(['8402:8402']);
  expect(Object.keys(replicas.services.proxy.depends_on!)).toEqual(['intel']);
});

test('the Caddyfile it mounts balances over every address of the intel service on its port', () => {
  const mount = replicas.services.proxy.volumes!.find((v) => v.endsWith(':/etc/caddy/Caddyfile:ro'))!;
  const caddyfile = readFileSync(join(ROOT_DIR, mount.split(':')[0]), 'utf8');
  expect(caddyfile).toMatch(/^:8402 \{/m);
  expect(caddyfile).toMatch(/dynamic a \{\s*name intel\s*port (\d+)/);
  expect(/port (\d+)/.exec(caddyfile)![1]).toBe(intel.environment?.PORT);
  expect(caddyfile).toMatch(/lb_policy round_robin/);
});

test('dependencies are installed once before the replicas start; replicas only run the service', () => {
  expect(replicas.services['intel-deps'].command?.join(' ')).toBe('npm ci --omit=dev --ignore-scripts');
  expect(intel.command).toEqual(['node', 'src/main.ts']);
  expect(intel.depends_on?.['intel-deps'].condition).toBe('service_completed_successfully');
  expect(replicas.services['intel-deps'].volumes).toEqual(intel.volumes);
});

test('the replicas trust the proxy for client addresses and share the stores of docker-compose.yml', () => {
  expect(replicas.services.neo4j).toEqual(single.services.neo4j);
  expect(replicas.services.redis).toEqual(single.services.redis);
  expect(replicas.services.redis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
  const { TRUST_PROXY, ...rest } = intel.environment!;
  expect(TRUST_PROXY).toBe('true');
  expect(rest).toEqual(single.services.intel.environment);
  const resolved = Object.fromEntries(
    Object.entries(intel.environment!).map(([k, v]) => [
      k,
      String(v)
        .replace(/\$\{NEO4J_PASSWORD:\?[^}]*\}/, 'secret')
        .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1'),
    ]),
  );
  const config = loadConfig(resolved);
  expect(config.trustProxyHops).toBe(1);
  expect(config.host).toBe('0.0.0.0');
  expect(config.redis.url).toBe('redis://redis:6379');
});
