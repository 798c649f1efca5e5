// Real MCP clients of every line call every tool, for an answer and for an error a model can act on:
// the maintenance SDK 1.x (@modelcontextprotocol/sdk, which validates structuredContent against the
// tool's outputSchema and throws on a mismatch), the SDK 2.x client, and the Python SDK (test/agents/
// python/mcp_client.py; the SDK comes from PyPI, pinned, through scripts/python-mcp-client.sh). An error result must reach
// each of them as a result with isError, never as a thrown protocol error.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { randomIp, type TestApp } from '../helpers/testApp.ts';
import { adminKey, call, mcpClient, NOTION, startAgentApp, type ToolError } from './helpers.ts';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await startAgentApp();
  key = await adminKey(t, 5);
});
afterAll(async () => {
  await t.close();
});

/** Each tool with arguments that answer, and arguments that give an error result (its code; '' for none). */
function cases(
  apiKey: string,
): { tool: string; ok: Record<string, unknown>; error: Record<string, unknown>; code: string }[] {
  return [
    { tool: 'intel_analyze', ok: { text: NOTION, api_key: apiKey }, error: { text: NOTION }, code: 'payment_required' },
    {
      tool: 'intel_batch',
      ok: { companies: ['Linear', 'Notion'], api_key: apiKey },
      error: { companies: ['Linear'], items: [{ text: NOTION }], api_key: apiKey },
      code: 'invalid_arguments',
    },
    // Ten zero-width spaces pass the schema's length but are not ten visible characters.
    {
      tool: 'intel_demo',
      ok: { text: 'Linear is an issue tracker for software teams.' },
      error: { text: `${'\u200b'.repeat(10)}hi` },
      code: 'not_enough_content',
    },
    // The graph tools have no error a model can cause past their input schema.
    { tool: 'intel_graph', ok: { limit: 5 }, error: {}, code: '' },
    { tool: 'intel_market_share', ok: { sector: 'saas' }, error: {}, code: '' },
    {
      tool: 'intel_api_key_create',
      ok: {},
      error: { tx_hash: `0x${'ab'.repeat(32)}`, network: 'solana' },
      code: 'invalid_transaction_hash',
    },
    {
      tool: 'intel_api_key_status',
      ok: { api_key: apiKey },
      error: { api_key: 'sk-intel-not-a-key' },
      code: 'invalid_api_key',
    },
  ];
}

test('SDK 1.x: every tool answers, and every error comes back as an isError result that matches the outputSchema', async () => {
  const client = new ClientV1({ name: 'sdk-v1-client', version: '1.0.0' });
  await client.connect(
    new TransportV1(new URL(`${t.url}/mcp`), { requestInit: { headers: { 'x-forwarded-for': randomIp() } } }),
  );
  const { tools } = await client.listTools();
  const ajv = new Ajv2020({ strict: false });
  for (const c of cases(key)) {
    const tool = tools.find((x) => x.name === c.tool)!;
    for (const [args, wantError] of [
      [c.ok, false],
      [c.error, true],
    ] as const) {
      if (wantError && !c.code) continue;
      const result = await client.callTool({ name: c.tool, arguments: args });
      expect([c.tool, Boolean(result.isError)]).toEqual([c.tool, wantError]);
      expect([c.tool, ajv.validate(tool.outputSchema!, result.structuredContent)]).toEqual([c.tool, true]);
      if (wantError) expect([c.tool, (result.structuredContent as { error: string }).error]).toEqual([c.tool, c.code]);
    }
  }
  await client.close();
});

test('SDK 2.x: the same answers and error codes', async () => {
  const client = await mcpClient(t, '2026-07-28');
  for (const c of cases(key)) {
    expect([c.tool, Boolean((await call<Record<string, unknown>>(client, c.tool, c.ok)).isError)]).toEqual([
      c.tool,
      false,
    ]);
    if (!c.code) continue;
    const error = await call<ToolError>(client, c.tool, c.error);
    expect([c.tool, error.isError, error.structuredContent?.error]).toEqual([c.tool, true, c.code]);
  }
  await client.close();
});

test('Python SDK: every tool answers, and errors come back as isError results', async () => {
  // Asynchronous: the service under test answers from this same process while the client runs.
  const run = await promisify(execFile)(
    'bash',
    ['scripts/python-mcp-client.sh', `${t.url}/mcp`, JSON.stringify(cases(key)), randomIp()],
    { timeout: 600_000 },
  );
  const report = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
    tool: string;
    ok: boolean;
    error_code: string | null;
  }[];
  expect(report.map((r) => r.tool).sort()).toEqual(
    cases(key)
      .map((c) => c.tool)
      .sort(),
  );
  for (const c of cases(key)) {
    const r = report.find((x) => x.tool === c.tool)!;
    expect([c.tool, r.ok, r.error_code]).toEqual([c.tool, true, c.code || null]);
  }
}, 600_000);
