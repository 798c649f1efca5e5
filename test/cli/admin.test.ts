// The admin CLI as an operator runs it: a child process on the same Redis as the API.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR } from '../../src/lib/paths.ts';
import { json, startTestApp, type TestApp } from '../helpers/testApp.ts';

const run = promisify(execFile);
const cli = (...args: string[]) =>
  run(process.execPath, [join(ROOT_DIR, 'src/cli/admin.ts'), ...args], {
    env: { ...process.env, REDIS_URL: process.env.REDIS_URL },
    cwd: ROOT_DIR,
  });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

test('create-key mints a key the API accepts; show, credit, cap and revoke work on it', async () => {
  const created = JSON.parse((await cli('create-key', '--balance', '2.5', '--label', 'cli')).stdout);
  expect(created).toEqual({
    api_key: expect.stringMatching(/^sk-intel-/),
    key_id: expect.stringMatching(/^key_/),
    balance_usdc: 2.5,
    calls_available: 50,
  });
  const status = await json(
    await fetch(`${t.url}/access/api-key/status`, { headers: { 'x-api-key': created.api_key } }),
  );
  expect(status.balance_usdc).toBe(2.5);

  const credited = JSON.parse((await cli('credit', created.key_id, '--amount', '1', '--reference', 'inv-1')).stdout);
  expect(credited.balance_usdc).toBe(3.5);
  await expect(cli('credit', created.key_id, '--amount', '1', '--reference', 'inv-1')).rejects.toMatchObject({
    stderr: expect.stringContaining('already_credited'),
  });

  const capped = JSON.parse((await cli('cap', created.key_id, 'agent-1', '0.5')).stdout);
  expect(capped.daily_cap_usdc).toBe(0.5);
  const shown = JSON.parse((await cli('show', created.key_id)).stdout);
  expect(shown.operators).toEqual([expect.objectContaining({ operator: 'agent-1', dailyCapMicro: 500000 })]);
  expect(shown.ledger[0]).toEqual(expect.objectContaining({ op: 'credit', reference: 'admin:inv-1' }));

  JSON.parse((await cli('revoke', created.key_id)).stdout);
  expect((await fetch(`${t.url}/access/api-key/status`, { headers: { 'x-api-key': created.api_key } })).status).toBe(
    200,
  );
  const list = JSON.parse((await cli('list', '--limit', '1000')).stdout);
  expect(list.find((c: any) => c.id === created.key_id).status).toBe('revoked');
});

test('create-session opens a plan the API accepts', async () => {
  const created = JSON.parse((await cli('create-session', '--plan', 'pro')).stdout);
  expect(created).toEqual(
    expect.objectContaining({ session_id: expect.stringMatching(/^ses_/), reports_total: 100, duration_days: 30 }),
  );
  const status = await json(await fetch(`${t.url}/access/status?session=${created.session_id}`));
  expect(status.reports_remaining).toBe(100);
});

test('bad input exits 2 with a clear message and creates nothing', async () => {
  await expect(cli()).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage') });
  await expect(cli('create-key')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--balance') });
  await expect(cli('create-key', '--balance=-4')).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('not a USDC amount'),
  });
  await expect(cli('create-session', '--plan', 'gold')).rejects.toMatchObject({ code: 2 });
  await expect(cli('show', 'key_0000000000000000')).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('no credential'),
  });
});
