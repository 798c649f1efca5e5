// Schemathesis (scripts/schemathesis.sh) against the real service with payments configured on the local
// devnet: every public operation of the OpenAPI document with generated valid and invalid inputs. The
// run must find no server error, no response outside its documented schema, no undocumented status and
// no wrong content type.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { adminHeaders, json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import type { CreatedKey } from '../helpers/answers.ts';
import { serviceEnv, startDevnet, type Devnet } from '../payments/helpers/devnet.ts';

let devnet: Devnet;
let t: TestApp;
beforeAll(async () => {
  devnet = await startDevnet();
  t = await startTestApp({ env: { ...serviceEnv(devnet), PAYMENT_WATCH_INTERVAL_MS: '0' } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await devnet?.stop();
});

/** Runs scripts/schemathesis.sh; resolves with the run's summary, or fails with its report. */
async function schemathesis(...options: string[]): Promise<string> {
  const run = await promisify(execFile)('bash', ['scripts/schemathesis.sh', t.url, ...options], {
    timeout: 900_000,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((err: { stdout?: string; stderr?: string; code?: number }) => {
    throw new Error(
      `schemathesis failed (exit ${err.code}):\n${(err.stdout ?? '').slice(-20_000)}\n${(err.stderr ?? '').slice(-4000)}`,
    );
  });
  const summary = run.stdout.slice(run.stdout.lastIndexOf('SUMMARY'));
  // The totals of the run, for the record; without schemathesis's closing `=== N warnings in Ns ===` banner,
  // which reads like a pytest run that executed no test when the CI log is scanned for closing lines.
  console.log(summary.replace(/^=+ .* =+$/gm, '').trimEnd());
  expect(summary).toMatch(/Tested: \d+/);
  expect(summary).not.toMatch(/Failures:|Errors:/);
  return summary;
}

test('anonymous: every public operation, no server error, schema violation, undocumented status or wrong content type', async () => {
  const summary = await schemathesis();
  expect(Number(/Tested: (\d+)/.exec(summary)![1])).toBeGreaterThan(60);
}, 900_000);

test('with an API key: the paid and key operations answer within their schemas (200s included)', async () => {
  const res = await fetch(`${t.url}/admin/api-keys`, {
    method: 'POST',
    headers: adminHeaders(),
    body: JSON.stringify({ balance_usdc: 500 }),
  });
  const { api_key: key } = await json<CreatedKey>(res);
  await schemathesis(
    '-H',
    `X-API-KEY: ${key}`,
    '--include-path-regex',
    '^/(intel|batch|access/api-key/status|access/operators.*)$',
  );
}, 900_000);
