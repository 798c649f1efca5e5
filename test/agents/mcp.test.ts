// MCP at /mcp with the SDK's own client, for a 2025 client (initialize) and a 2026-07-28 client
// (server/discover): the twelve tools against the real app, the same answers as the REST routes, one
// charge per successful paid call and none on error.
import type { Client } from '@modelcontextprotocol/client';
import { json, randomIp, type TestApp } from '../helpers/testApp.ts';
import {
  adminKey,
  balance,
  call,
  ERAS,
  LONG_TEXT,
  mcpClient,
  NOTION,
  startAgentApp,
  type ToolError,
  type ToolPaymentRequired,
} from './helpers.ts';
import { match } from '../helpers/match.ts';
import { requestSchema, responseSchema, without } from '../helpers/openapiDoc.ts';
import type {
  BatchAnswer,
  DemoAnswer,
  GraphAnswer,
  IntelAnswer,
  KeyStatus,
  MarketShareAnswer,
  OpenApiDoc,
  Paid,
  PriceList,
  SchemaDoc,
  TrialKey,
} from '../helpers/answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startAgentApp();
});
afterAll(async () => {
  await t.close();
});

const TOOLS = [
  'intel_analyze',
  'intel_batch',
  'intel_demo',
  'intel_graph',
  'intel_market_share',
  'intel_api_key_create',
  'intel_api_key_status',
  'pulse_subscribe',
  'pulse_status',
  'pulse_unsubscribe',
  'pulse_resume',
  'pulse_deliveries',
];
const openapi = async () => json<OpenApiDoc>(await fetch(`${t.url}/openapi.json`));

describe.each(ERAS)('MCP %s client', (era) => {
  let client: Client;
  beforeAll(async () => {
    client = await mcpClient(t, era);
  });
  afterAll(async () => {
    await client.close();
  });

  test("connects and lists the twelve tools with the REST routes' own schemas", async () => {
    expect(client.getServerVersion()?.name).toBe('intel-graph');
    const { tools } = await client.listTools();
    expect(tools.map((x) => x.name)).toEqual(TOOLS);
    const doc = await openapi();
    const byName = Object.fromEntries(tools.map((x) => [x.name, x]));
    expect(byName.intel_demo.inputSchema).toEqual(requestSchema(doc, '/demo', 'post'));
    // Output: the REST 200 schema, or the error result's shape (so error results validate too).
    const answerOf = (outputSchema: unknown) => {
      const schema = outputSchema as SchemaDoc | undefined; // the SDK types a tool's schemas as open objects
      expect(schema?.anyOf?.at(-1)?.required).toEqual(['error', 'message']);
      return schema?.anyOf?.[0];
    };
    expect(answerOf(byName.intel_demo.outputSchema)).toEqual(responseSchema(doc, '/demo', 'post', '200'));
    expect(answerOf(byName.intel_analyze.outputSchema)).toEqual(responseSchema(doc, '/intel', 'post', '200'));
    const intelProps = requestSchema(doc, '/intel', 'post').properties ?? {};
    const { api_key, session, idempotency_key, ...analyzeProps } = byName.intel_analyze.inputSchema.properties ?? {};
    expect([api_key, session, idempotency_key].every(Boolean)).toBe(true);
    expect(analyzeProps).toEqual(without(intelProps, 'format')); // format (an HTML report) is REST's only
    expect(answerOf(byName.intel_graph.outputSchema)).toEqual(responseSchema(doc, '/graph', 'get', '200'));
    // Input: one plain object each, as the tool APIs of the model providers require.
    for (const tool of tools) {
      expect([
        tool.name,
        tool.inputSchema.type,
        ['oneOf', 'anyOf', 'allOf'].filter((k) => k in tool.inputSchema),
      ]).toEqual([tool.name, 'object', []]);
    }
    expect(byName.intel_graph.annotations?.readOnlyHint).toBe(true);
    expect(byName.intel_analyze._meta?.['intel-graph/price_usdc']).toBe('0.05');
  });

  test('intel_demo answers what POST /demo answers (structured and as JSON text)', async () => {
    const text = `Linear is an issue tracker for software teams ${era}.`;
    const tool = await call<DemoAnswer>(client, 'intel_demo', { text });
    expect(tool.isError).toBeFalsy();
    expect(JSON.parse(tool.content[0].text!)).toEqual(tool.structuredContent);
    const rest = await json<DemoAnswer>(
      await fetch(`${t.url}/demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
        body: JSON.stringify({ text }),
      }),
    );
    expect(tool.structuredContent).toEqual(rest);
  });

  test('intel_graph and intel_market_share answer what GET /graph and GET /graph/market-share answer', async () => {
    // Hub counters (degree) are folded shortly after each write: settle them, or the two reads may
    // rank the most connected companies on either side of a fold.
    await t.services.graphWrites.flushed();
    await t.services.graph.foldHubs();
    const graph = await call<GraphAnswer>(client, 'intel_graph', { limit: 5 });
    expect(graph.structuredContent).toEqual(await json<GraphAnswer>(await fetch(`${t.url}/graph?limit=5`)));
    // Both doors read the same sector counters (no cache): equal but for the time of the request.
    const rest = await json<MarketShareAnswer>(await fetch(`${t.url}/graph/market-share/fintech`));
    const computed = await call<MarketShareAnswer>(client, 'intel_market_share', { sector: 'fintech' });
    expect(without(computed.structuredContent, 'generated_at')).toEqual(without(rest, 'generated_at'));
    const missing = await call<ToolError>(client, 'intel_graph', { company: 'No Such Company Zzzq' });
    expect(missing).toMatchObject({ isError: true, structuredContent: { error: 'not_found' } });
  });

  test('intel_analyze with an API key: the full analysis, charged once (0.05)', async () => {
    const key = await adminKey(t, 20);
    const res = await call<Paid<IntelAnswer>>(client, 'intel_analyze', {
      api_key: key,
      text: LONG_TEXT(`Mcpay${era}`),
    });
    expect(res.isError).toBeFalsy();
    expect(res.structuredContent).toMatchObject({
      mode: 'competitive',
      price_paid_usdc: '0.05',
      paid_with: 'api_key',
      balance_usdc: 19.95,
      calls_remaining: 399,
      cached: false,
    });
    for (const f of ['source', 'analysis', 'response_ms', 'detected_language', 'market_context', 'trend'])
      expect(res.structuredContent).toHaveProperty(f);
    expect(await balance(t, key)).toBe(19.95);
  });

  test('elite modes cost 1.00; an error costs nothing and says what to fix', async () => {
    const key = await adminKey(t, 5);
    const elite = await call<Paid<IntelAnswer>>(client, 'intel_analyze', {
      api_key: key,
      text: NOTION,
      mode: 'sales_enablement',
    });
    expect(elite.structuredContent.price_paid_usdc).toBe('1.00');
    expect(elite.structuredContent.analysis.battlecard).toBeDefined();
    const short = await call<ToolError>(client, 'intel_analyze', { api_key: key, text: 'too short' });
    expect(short).toMatchObject({ isError: true, structuredContent: { error: 'not_enough_content' } });
    expect(short.content[0].text).toMatch(/^not_enough_content: The text needs at least 50 visible characters/);
    const none = await call<ToolError>(client, 'intel_analyze', { api_key: key });
    expect(none.structuredContent.error).toBe('missing_input');
    expect(await balance(t, key)).toBe(4);
  });

  test('without a credential: the x402 MCP payment-required result; a bad key is refused', async () => {
    const unpaid = await call<ToolPaymentRequired>(client, 'intel_analyze', { text: NOTION });
    expect(unpaid.isError).toBe(true);
    expect(unpaid.structuredContent).toMatchObject({ error: 'payment_required', x402Version: 2, price_usdc: '0.05' });
    expect(
      unpaid.structuredContent.accepts.map((a: { network: string; amount: string }) => [a.network, a.amount]),
    ).toEqual([
      ['eip155:8453', '50000'],
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '50000'],
    ]);
    const x402 = await call<ToolError>(
      client,
      'intel_analyze',
      { text: NOTION },
      { 'x402/payment': { x402Version: 2, payload: {} } },
    );
    expect(x402.structuredContent.error).toBe('x402_not_enabled');
    const bad = await call<ToolError>(client, 'intel_analyze', { text: NOTION, api_key: 'sk-intel-nope' });
    expect(bad.structuredContent).toMatchObject({ error: 'invalid_api_key', message: 'API key not found.' });
    const badSession = await call<ToolError>(client, 'intel_batch', { companies: ['Stripe'], session: 'ses_nope' });
    expect(badSession.structuredContent.error).toBe('invalid_session');
  });

  test('intel_batch: 0.20 once for the batch; elite modes refused before payment; nothing charged when every item fails', async () => {
    const key = await adminKey(t, 2);
    const ok = await call<Paid<BatchAnswer>>(client, 'intel_batch', { api_key: key, companies: ['Stripe', 'Notion'] });
    expect(ok.structuredContent).toMatchObject({ succeeded: 2, failed: 0, price_paid_usdc: '0.20', balance_usdc: 1.8 });
    const elite = await call<ToolError>(client, 'intel_batch', {
      api_key: key,
      items: [{ text: NOTION, mode: 'venture_screening' }],
    });
    expect(elite.structuredContent.error).toBe('elite_mode_not_batchable');
    const failed = await call<ToolError & Pick<BatchAnswer, 'results'>>(client, 'intel_batch', {
      api_key: key,
      items: [{ text: 'short' }, { text: 'tiny' }],
    });
    expect(failed).toMatchObject({ isError: true, structuredContent: { error: 'batch_failed' } });
    expect(failed.structuredContent.results).toHaveLength(2);
    expect(await balance(t, key)).toBe(1.8);
  });

  test('intel_api_key_create gives a trial key that pays; intel_api_key_status reads it', async () => {
    const ip = randomIp();
    const own = await mcpClient(t, era, { ip });
    const created = await call<TrialKey>(own, 'intel_api_key_create');
    expect(created.structuredContent).toMatchObject({
      kind: 'trial',
      balance_usdc: 0.25,
      calls_remaining: 5,
      status: 'active',
    });
    const key = created.structuredContent.key;
    expect(key).toMatch(/^ikey_trial_/);
    expect(
      (await call<Paid<IntelAnswer>>(own, 'intel_analyze', { api_key: key, text: NOTION })).structuredContent.paid_with,
    ).toBe('trial');
    const elite = await call<ToolError>(own, 'intel_analyze', { api_key: key, text: NOTION, mode: 'risk_assessment' });
    expect(elite.structuredContent.error).toBe('mode_not_available');
    const status = await call<KeyStatus>(own, 'intel_api_key_status', { api_key: key });
    expect(status.structuredContent).toMatchObject({
      balance_usdc: 0.2,
      calls_remaining: 4,
      calls_made: 1,
      kind: 'trial',
    });
    const again = await call<ToolError>(own, 'intel_api_key_create');
    expect(again.structuredContent.error).toBe('rate_limit_exceeded');
    const viaRest = await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': ip } });
    expect(viaRest.status).toBe(429);
    await own.close();
  });

  test('tool arguments are checked against the same schemas as the REST routes', async () => {
    const tooLong = await call<ToolError>(client, 'intel_demo', { text: 'x'.repeat(301) });
    expect(tooLong.isError).toBe(true);
    expect(tooLong.content[0].text).toMatch(/arguments\.text: Input must NOT have more than 300 characters/);
    expect(
      (await call<ToolError>(client, 'intel_analyze', { text: NOTION, mode: 'astrology' })).content[0].text,
    ).toMatch(/Input validation error/);
    expect((await call<ToolError>(client, 'intel_market_share', { sector: 'gambling' })).content[0].text).toMatch(
      /arguments\.sector/,
    );
    expect((await call<ToolError>(client, 'intel_batch', { companies: [] })).content[0].text).toMatch(
      /Input validation error/,
    );
  });
});

describe('paying through the MCP connection headers, retries, and budgets shared with REST', () => {
  test('X-API-KEY on the MCP requests pays when no api_key argument is given', async () => {
    const key = await adminKey(t, 1);
    const client = await mcpClient(t, '2026-07-28', { headers: { 'x-api-key': key } });
    const res = await call<Paid<IntelAnswer>>(client, 'intel_analyze', { text: NOTION });
    expect(res.structuredContent.paid_with).toBe('api_key');
    expect((await call<KeyStatus>(client, 'intel_api_key_status')).structuredContent.balance_usdc).toBe(0.95);
    await client.close();
  });

  test('the same idempotency_key twice: one charge, the first answer replayed', async () => {
    const key = await adminKey(t, 1);
    const client = await mcpClient(t, '2025');
    const args = { api_key: key, text: LONG_TEXT('Idemmcp'), idempotency_key: `mcp-retry-${Date.now()}` };
    const first = await call<Paid<IntelAnswer>>(client, 'intel_analyze', args);
    const second = await call<Paid<IntelAnswer>>(client, 'intel_analyze', args);
    expect(second.structuredContent.analysis_id).toBe(first.structuredContent.analysis_id);
    expect(second.structuredContent.idempotent_replayed).toBe(true);
    expect(await balance(t, key)).toBe(0.95);
    await client.close();
  });

  test('intel_demo spends the same hourly budget as POST /demo (3 per address)', async () => {
    const ip = randomIp();
    const client = await mcpClient(t, '2026-07-28', { ip });
    for (let i = 0; i < 2; i++)
      expect(
        (await call<DemoAnswer>(client, 'intel_demo', { text: `Figma is a design tool number ${i}.` })).isError,
      ).toBeFalsy();
    const rest = await fetch(`${t.url}/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ text: 'Figma is a design tool.' }),
    });
    expect(rest.status).toBe(200);
    const limited = await call<ToolError & { retry_after_s: number }>(client, 'intel_demo', {
      text: 'Figma is a design tool again.',
    });
    expect(limited).toMatchObject({ isError: true, structuredContent: { error: 'rate_limit_exceeded' } });
    expect(limited.structuredContent.retry_after_s).toBeGreaterThan(0);
    await client.close();
  });

  test('ten concurrent paid calls on a key holding five: exactly five are served and charged', async () => {
    const key = await adminKey(t, 0.25);
    const client = await mcpClient(t, '2026-07-28');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call<Partial<ToolError>>(client, 'intel_analyze', { api_key: key, text: LONG_TEXT(`Racepay${i}`) }),
      ),
    );
    expect(results.filter((r) => !r.isError)).toHaveLength(5);
    expect(results.filter((r) => r.isError).map((r) => r.structuredContent.error)).toEqual(
      Array(5).fill('insufficient_balance'),
    );
    expect(await balance(t, key)).toBe(0);
    await client.close();
  });

  test('an insufficient balance is refused before any work, nothing charged', async () => {
    const key = await adminKey(t, 0.5);
    const client = await mcpClient(t, '2025');
    const res = await call<ToolError>(client, 'intel_analyze', {
      api_key: key,
      text: NOTION,
      mode: 'venture_screening',
    });
    expect(res.structuredContent.error).toBe('insufficient_balance');
    expect(await balance(t, key)).toBe(0.5);
    await client.close();
  });
});

describe('resources', () => {
  test.each(ERAS)('%s: the price list and the sector reports, with completion of the sector', async (era) => {
    const client = await mcpClient(t, era);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(
      match.arrayContaining(['intel://pricing', 'intel://market-share/fintech']),
    );
    const pricing = await client.readResource({ uri: 'intel://pricing' });
    expect(JSON.parse((pricing.contents[0] as { text: string }).text)).toEqual(
      await json<PriceList>(await fetch(`${t.url}/pricing`)),
    );
    const done = await client.complete({
      ref: { type: 'ref/resource', uri: 'intel://market-share/{sector}' },
      argument: { name: 'sector', value: 'fi' },
    });
    expect(done.completion.values).toEqual(['fintech']);
    await expect(client.readResource({ uri: 'intel://market-share/gambling' })).rejects.toMatchObject({ code: -32602 });
    await client.close();
  });
});
