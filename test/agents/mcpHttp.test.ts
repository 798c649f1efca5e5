// /mcp at the HTTP level: GET (info, 405 for an event stream), HEAD, the Host check, lenient Accept,
// JSON-RPC parse errors, messages passed to the SDK untouched, and the OpenAPI entry of the MCP request.
import { json, type TestApp } from '../helpers/testApp.ts';
import { PUBLIC_BASE, rawRequest, startAgentApp } from './helpers.ts';
import { match } from '../helpers/match.ts';
import type { InitializeResult } from '@modelcontextprotocol/client';
import type { JsonRpcAnswer, McpInfo, OpenApiDoc, ValidationBody } from '../helpers/answers.ts';
import { requestSchema } from '../helpers/openapiDoc.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startAgentApp();
});
afterAll(async () => {
  await t.close();
});

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
};
const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body,
  });

/** 2025-era answers come as one SSE event; read its data (`R`: the result the test expects). */
async function rpc<R>(res: Response): Promise<JsonRpcAnswer<R>> {
  const text = await res.text();
  const data = text.split('\n').find((l) => l.startsWith('data: '));
  return JSON.parse(data ? data.slice(6) : text) as JsonRpcAnswer<R>;
}

describe('GET and HEAD /mcp', () => {
  test('a plain GET describes the server and every tool with its price and schemas', async () => {
    const res = await fetch(`${t.url}/mcp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const info = await json<McpInfo>(res);
    expect(info).toMatchObject({
      name: 'intel-graph',
      endpoint: `${PUBLIC_BASE}/mcp`,
      transport: 'streamable-http',
      stateless: true,
    });
    expect(info.protocol_versions).toEqual(['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05']);
    expect(info.tools.map((x) => x.name)).toHaveLength(12);
    const analyze = info.tools.find((x) => x.name === 'intel_analyze');
    expect(analyze).toMatchObject({ price_usdc: '0.05', elite_price_usdc: '1.00' });
    expect(analyze?.inputSchema).toHaveProperty('properties.api_key');
    expect(info.tools.find((x) => x.name === 'intel_demo')?.price_usdc).toBe('0.00');
  });

  test('a GET asking for an event stream gets 405 (no stream on a stateless server); HEAD is 200', async () => {
    const res = await fetch(`${t.url}/mcp`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(405);
    expect((await json<JsonRpcAnswer>(res)).error?.code).toBe(-32000);
    const head = await fetch(`${t.url}/mcp`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('POST /mcp guards', () => {
  const withHost = (app: TestApp, host: string, extra: Record<string, string> = {}) =>
    rawRequest(`${app.url}/mcp`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...extra },
      body: JSON.stringify(initialize),
    });

  test('a foreign Host is refused (DNS rebinding); loopback and the public host are served', async () => {
    const evil = await withHost(t, 'evil.example.com', { origin: 'http://evil.example.com' });
    expect(evil.status).toBe(403);
    expect((JSON.parse(evil.body) as JsonRpcAnswer).error?.message).toMatch(/evil\.example\.com is not allowed/);
    expect((await withHost(t, 'intel.example.test')).status).toBe(200);
    expect((await withHost(t, `localhost:${new URL(t.url).port}`)).status).toBe(200);
    expect((await withHost(t, `[::1]:${new URL(t.url).port}`)).status).toBe(200);
  });

  test('MCP_ALLOWED_HOSTS adds host names; * turns the check off', async () => {
    const other = await startAgentApp({ MCP_ALLOWED_HOSTS: 'mcp.example.org' });
    expect((await withHost(other, 'mcp.example.org')).status).toBe(200);
    expect((await withHost(other, 'elsewhere.example.org')).status).toBe(403);
    await other.close();
    const open = await startAgentApp({ MCP_ALLOWED_HOSTS: '*' });
    expect((await withHost(open, 'anything.example')).status).toBe(200);
    await open.close();
  });

  test('a client that sends no Accept (or */*) is served, not refused with 406', async () => {
    for (const accept of ['', '*/*']) {
      const res = await fetch(`${t.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
        body: JSON.stringify(initialize),
      });
      expect(res.status).toBe(200);
      expect((await rpc<InitializeResult>(res)).result?.serverInfo.name).toBe('intel-graph');
    }
    expect((await post(JSON.stringify(initialize), { accept: 'text/html' })).status).toBe(406);
  });

  test('JSON that does not parse gets JSON-RPC -32700, not the REST 422', async () => {
    const res = await post('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(res.status).toBe(400);
    expect(await json<JsonRpcAnswer>(res)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error: the request body is not valid JSON.' },
      id: null,
    });
  });

  test('messages reach the SDK as sent: a JSON-RPC response is accepted (202), no default method is filled in', async () => {
    const res = await post(JSON.stringify({ jsonrpc: '2.0', id: 7, result: {} }));
    expect(res.status).toBe(202);
    const batch = await post(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'ping' }]));
    expect(batch.status).toBe(200);
  });

  test('a body that is not an MCP request is a 422 carrying the JSON-RPC invalid-request error', async () => {
    for (const [body, loc] of [
      [{ jsonrpc: 2, id: 1, method: 'ping' }, ['body', 'jsonrpc']],
      [[], ['body']],
      [{ jsonrpc: '2.0', id: 1, method: 5 }, ['body', 'method']],
    ] as const) {
      const res = await post(JSON.stringify(body));
      expect(res.status).toBe(422);
      const answer = await json<JsonRpcAnswer<never, ValidationBody>>(res);
      expect(answer).toMatchObject({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: match.stringMatching(/^Invalid Request/) },
      });
      expect(answer.error?.data?.detail[0].loc).toEqual(loc);
    }
  });

  test('the request defaults: no method is initialize, no jsonrpc is 2.0; an initialize without params is answered', async () => {
    for (const body of [{ jsonrpc: '2.0', id: 1 }, { id: 2 }, { id: 3, method: 'initialize' }]) {
      const res = await post(JSON.stringify(body));
      expect(res.status).toBe(200);
      const answer = await rpc<InitializeResult>(res);
      expect(answer.id).toBe(body.id);
      expect(answer.result).toMatchObject({ protocolVersion: '2025-11-25', serverInfo: { name: 'intel-graph' } });
    }
  });

  test('an unknown MCP-Protocol-Version is a 400 naming every version served, the request id echoed', async () => {
    const res = await post(JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list' }), {
      'mcp-protocol-version': '1999-01-01',
    });
    expect(res.status).toBe(400);
    const answer = await json<JsonRpcAnswer<never, { supported: string[]; initialize_versions: string[] }>>(res);
    expect(answer).toMatchObject({
      id: 9,
      error: { code: -32022, data: { supported: ['2026-07-28'], requested: '1999-01-01' } },
    });
    for (const version of ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'])
      expect(answer.error?.message).toContain(version);
    expect(answer.error?.data?.initialize_versions).toContain('2025-11-25');
  });

  test('the OpenAPI document has the MCP request and the GET/HEAD entries', async () => {
    const doc = await json<OpenApiDoc>(await fetch(`${t.url}/openapi.json`));
    const message = requestSchema(doc, '/mcp', 'post').anyOf?.[0];
    expect(message?.properties).toMatchObject({
      jsonrpc: { type: 'string', default: '2.0' },
      method: { type: 'string', default: 'initialize' },
      params: { type: ['object', 'null'] },
    });
    expect(message?.additionalProperties).toBe(true);
    expect(Object.keys(doc.paths['/mcp']).sort()).toEqual(['get', 'head', 'post']);
  });
});
