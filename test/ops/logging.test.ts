// Logs: coloured pretty lines for a terminal, JSON lines otherwise; the banner names every URL.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT_DIR } from '../../src/lib/paths.ts';
import { bannerLines } from '../../src/logger.ts';

/** Runs the real logger in a child Node (the project's Node 24) and returns what it wrote to stdout. */
function logOnce(tty: boolean): string {
  const script = `import { createLogger } from ${JSON.stringify(join(ROOT_DIR, 'src/logger.ts'))};
    createLogger('info', ${tty}).info({ request_id: 'req_1' }, 'hello');`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

test('a terminal gets a coloured line without pid, host or service; anything else gets JSON', () => {
  const pretty = logOnce(true);
  // eslint-disable-next-line no-control-regex -- an ANSI colour code starts with ESC (0x1b): that is what is checked
  expect(pretty).toMatch(/\u001b\[\d+mINFO\u001b\[\d+m/);
  expect(pretty).toContain('hello');
  expect(pretty).toContain('req_1');
  expect(pretty).not.toMatch(/pid|hostname|intel-graph/);

  const line = JSON.parse(logOnce(false).trim()) as Record<string, unknown>;
  expect(line).toEqual(
    expect.objectContaining({ level: 30, msg: 'hello', request_id: 'req_1', service: 'intel-graph' }),
  );
});

test('the banner gives the service, docs and Neo4j Browser URLs and what was started', () => {
  const text = bannerLines({
    version: '1.2.3',
    listenUrl: 'http://127.0.0.1:8402',
    publicUrl: 'https://intel.example',
    ms: 4200,
    neo4jUri: 'bolt://127.0.0.1:7687',
    neo4jBrowserUrl: 'http://127.0.0.1:7474/browser/',
    redisUrl: 'redis://127.0.0.1:6390',
    origins: { neo4j: 'started local Neo4j 5.26 (neo4j-local/)', redis: 'started Maven Central redis-server 6.2.11' },
  }).join('\n');
  expect(text).toContain('intel-graph 1.2.3 ready in 4.2 s');
  expect(text).toMatch(/Service\s+http:\/\/127\.0\.0\.1:8402 {2}\(public https:\/\/intel\.example\)/);
  expect(text).toMatch(/API docs\s+http:\/\/127\.0\.0\.1:8402\/docs/);
  expect(text).toMatch(
    /Neo4j Browser\s+http:\/\/127\.0\.0\.1:7474\/browser\/ {2}\(connect to bolt:\/\/127\.0\.0\.1:7687\)/,
  );
  expect(text).toMatch(/Redis\s+redis:\/\/127\.0\.0\.1:6390 {2}started Maven Central redis-server 6\.2\.11/);
  expect(text).toMatch(/Neo4j\s+bolt:\/\/127\.0\.0\.1:7687 {2}started local Neo4j 5\.26/);
});
