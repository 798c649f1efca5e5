// There is no Docker engine here: check what can be checked of docker-compose.yml — its structure,
// that the service is wired to the Neo4j and Redis it declares, that Redis keeps an AOF, and that
// every variable the service reads from the environment exists in config.ts.
import { loadConfig } from '../../src/config.ts';
import { readCompose } from './composeFile.ts';

const compose = readCompose('docker-compose.yml');

test('declares the service, Neo4j 5.26 community with its Browser port, and Redis with AOF', () => {
  expect(Object.keys(compose.services).sort()).toEqual(['intel', 'neo4j', 'redis']);
  expect(compose.services.neo4j.image).toBe('neo4j:5.26-community');
  expect(compose.services.neo4j.ports).toEqual(expect.arrayContaining(['7474:7474', '7687:7687']));
  expect(compose.services.redis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
  for (const volume of ['neo4j-data', 'redis-data']) expect(compose.volumes).toHaveProperty(volume);
});

test('the service is wired to those stores and its environment is valid configuration', () => {
  const env = compose.services.intel.environment!;
  expect(env.NEO4J_URI).toBe('bolt://neo4j:7687');
  expect(env.REDIS_URL).toBe('redis://redis:6379');
  expect(Object.keys(compose.services.intel.depends_on!).sort()).toEqual(['neo4j', 'redis']);
  // Substitute ${VAR:-default} / ${VAR:?msg} as compose would with an empty environment plus a password.
  const resolved = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [
      k,
      String(v)
        .replace(/\$\{NEO4J_PASSWORD:\?[^}]*\}/, 'secret')
        .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1'),
    ]),
  );
  const config = loadConfig(resolved);
  expect(config.host).toBe('0.0.0.0');
  expect(config.neo4j.password).toBe('secret');
  expect(config.redis.url).toBe('redis://redis:6379');
});
