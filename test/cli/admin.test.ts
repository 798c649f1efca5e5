// The admin CLI as an operator runs it: a child process on the same Redis as the API.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR } from '../../src/lib/paths.ts';
import { json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { match } from '../helpers/match.ts';
import type { CreatedKey, CreatedSession, KeyStatus, PublicCredential, SessionStatus } from '../helpers/answers.ts';

const run = promisify(execFile);
const cli = (...args: string[]) =>
  run(process.execPath, [join(ROOT_DIR, 'src/cli/admin.ts'), ...args], {
    env: { ...process.env, REDIS_URL: process.env.REDIS_URL },
    cwd: ROOT_DIR,
  });
/** The JSON a command prints, in the shape the test expects (the API's shapes, or the ledger's own for show). */
const output = async <T>(...args: string[]): Promise<T> => JSON.parse((await cli(...args)).stdout) as T;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

test('create-key mints a key the API accepts; show, credit, cap and revoke work on it', async () => {
  const created = await output<CreatedKey>('create-key', '--balance', '2.5', '--label', 'cli');
  expect(created).toEqual({
    api_key: match.stringMatching(/^sk-intel-/),
    key_id: match.stringMatching(/^key_/),
    balance_usdc: 2.5,
    calls_available: 50,
  });
  const status = await json<KeyStatus>(
    await fetch(`${t.url}/access/api-key/status`, { headers: { 'x-api-key': created.api_key } }),
  );
  expect(status.balance_usdc).toBe(2.5);

  const credited = await output<{ balance_usdc: number }>(
    'credit',
    created.key_id,
    '--amount',
    '1',
    '--reference',
    'inv-1',
  );
  expect(credited.balance_usdc).toBe(3.5);
  await expect(cli('credit', created.key_id, '--amount', '1', '--reference', 'inv-1')).rejects.toMatchObject({
    stderr: match.stringContaining('already_credited'),
  });

  const capped = await output<{ daily_cap_usdc: number | null }>('cap', created.key_id, 'agent-1', '0.5');
  expect(capped.daily_cap_usdc).toBe(0.5);
  const shown = await output<{ operators: unknown[]; ledger: unknown[] }>('show', created.key_id);
  expect(shown.operators).toEqual([match.objectContaining({ operator: 'agent-1', dailyCapMicro: 500000 })]);
  expect(shown.ledger[0]).toEqual(match.objectContaining({ op: 'credit', reference: 'admin:inv-1' }));

  await output('revoke', created.key_id);
  expect((await fetch(`${t.url}/access/api-key/status`, { headers: { 'x-api-key': created.api_key } })).status).toBe(
    200,
  );
  const list = await output<PublicCredential[]>('list', '--limit', '1000');
  expect(list.find((c) => c.id === created.key_id)?.status).toBe('revoked');
});

test('create-session opens a plan the API accepts', async () => {
  const created = await output<CreatedSession>('create-session', '--plan', 'pro');
  expect(created).toEqual(
    match.objectContaining({ session_id: match.stringMatching(/^ses_/), reports_total: 100, duration_days: 30 }),
  );
  const status = await json<SessionStatus>(await fetch(`${t.url}/access/status?session=${created.session_id}`));
  expect(status.reports_remaining).toBe(100);
});

test('bad input exits 2 with a clear message and creates nothing', async () => {
  await expect(cli()).rejects.toMatchObject({ code: 2, stderr: match.stringContaining('usage') });
  await expect(cli('create-key')).rejects.toMatchObject({ code: 2, stderr: match.stringContaining('--balance') });
  await expect(cli('create-key', '--balance=-4')).rejects.toMatchObject({
    code: 2,
    stderr: match.stringContaining('not a USDC amount'),
  });
  await expect(cli('create-session', '--plan', 'gold')).rejects.toMatchObject({ code: 2 });
  await expect(cli('show', 'key_0000000000000000')).rejects.toMatchObject({
    code: 2,
    stderr: match.stringContaining('no credential'),
  });
});
