// One table of paid calls, run through every door: REST (POST /intel, POST /batch with X-API-KEY or
// X-SESSION), MCP (the intel_analyze and intel_batch tools with api_key or session) and A2A (a data part
// naming the skill). Each row says what the call must cost and how it must end; every door must agree:
// the same price, the same entitlement, the same error code, the same charge (nothing on an error).
// x402 is a per-call payment of REST and MCP (its own tests live in test/payments); here "no credential"
// checks that both doors ask for the same price.
import {
  ClientFactory,
  DefaultAgentCardResolver,
  JsonRpcTransportFactory,
  type Client as A2AClient,
} from '@a2a-js/sdk/client';
import type { Client as McpClient } from '@modelcontextprotocol/client';
import { adminHeaders, json, randomIp, type TestApp } from '../helpers/testApp.ts';
import { answerData, dataMessage, mcpClient, proxiedFetch, PUBLIC_BASE, startAgentApp } from '../agents/helpers.ts';
import type { CreatedKey, CreatedSession, ErrorBody, KeyStatus, SessionStatus, TrialKey } from '../helpers/answers.ts';

type Kind = 'api_key' | 'trial' | 'session' | 'none' | 'revoked' | 'poor_key';
type Door = 'rest' | 'mcp' | 'a2a';
type Operation = 'analyze' | 'batch';
interface Row {
  name: string;
  op: Operation;
  args: Record<string, unknown>;
  kind: Kind;
  /** ok with the charge (USDC for keys, reports for a session), or the error code (and nothing charged). */
  expect: { ok: true; charge: number } | { error: string; price_usdc?: string };
}

const TEXT = 'Ledgerly is a bookkeeping app for freelancers in Portugal that files VAT returns automatically.';
const TEXT_2 = 'Quayside runs cold-chain warehouses for seafood exporters in Chile and ships to Asian buyers.';
const COMPANIES = ['Notion', 'Linear', 'Asana'];

const ROWS: Row[] = [
  {
    name: 'standard mode on a key',
    op: 'analyze',
    args: { text: TEXT },
    kind: 'api_key',
    expect: { ok: true, charge: 0.05 },
  },
  {
    name: 'elite mode on a key',
    op: 'analyze',
    args: { text: TEXT, mode: 'risk_assessment' },
    kind: 'api_key',
    expect: { ok: true, charge: 1 },
  },
  {
    name: 'standard mode on a trial key',
    op: 'analyze',
    args: { text: TEXT, mode: 'fundraising' },
    kind: 'trial',
    expect: { ok: true, charge: 0.05 },
  },
  {
    name: 'elite mode on a trial key',
    op: 'analyze',
    args: { text: TEXT, mode: 'regulatory_compliance' },
    kind: 'trial',
    expect: { error: 'mode_not_available' },
  },
  {
    name: 'crypto_protocol on a trial key',
    op: 'analyze',
    args: { text: TEXT, mode: 'crypto_protocol' },
    kind: 'trial',
    expect: { error: 'mode_not_available' },
  },
  {
    name: 'elite mode on a plan: one report',
    op: 'analyze',
    args: { text: TEXT, mode: 'market_entry_execution' },
    kind: 'session',
    expect: { ok: true, charge: 1 },
  },
  {
    name: 'a short text, free',
    op: 'analyze',
    args: { text: 'too short' },
    kind: 'api_key',
    expect: { error: 'not_enough_content' },
  },
  { name: 'no input, free', op: 'analyze', args: {}, kind: 'session', expect: { error: 'missing_input' } },
  {
    name: 'a balance (0.50) below the elite price',
    op: 'analyze',
    args: { text: TEXT, mode: 'sales_enablement' },
    kind: 'poor_key',
    expect: { error: 'insufficient_balance' },
  },
  { name: 'a revoked key', op: 'analyze', args: { text: TEXT }, kind: 'revoked', expect: { error: 'invalid_api_key' } },
  {
    name: 'no credential, standard',
    op: 'analyze',
    args: { text: TEXT },
    kind: 'none',
    expect: { error: 'payment_required', price_usdc: '0.05' },
  },
  {
    name: 'no credential, elite',
    op: 'analyze',
    args: { text: TEXT, mode: 'venture_screening' },
    kind: 'none',
    expect: { error: 'payment_required', price_usdc: '1.00' },
  },
  {
    name: 'a batch on a key: 0.20 once',
    op: 'batch',
    args: { companies: COMPANIES },
    kind: 'api_key',
    expect: { ok: true, charge: 0.2 },
  },
  {
    name: 'a batch on a plan: a report per analysis',
    op: 'batch',
    args: { companies: COMPANIES },
    kind: 'session',
    expect: { ok: true, charge: 3 },
  },
  {
    name: 'a batch on a trial key, standard modes',
    op: 'batch',
    args: { items: [{ text: TEXT }, { text: TEXT_2, mode: 'partnership' }] },
    kind: 'trial',
    expect: { ok: true, charge: 0.2 },
  },
  {
    name: 'a trial batch with crypto_protocol',
    op: 'batch',
    args: { items: [{ text: TEXT }, { text: TEXT_2, mode: 'crypto_protocol' }] },
    kind: 'trial',
    expect: { error: 'mode_not_available' },
  },
  {
    name: 'a batch with an elite item',
    op: 'batch',
    args: { items: [{ text: TEXT, mode: 'risk_assessment' }] },
    kind: 'api_key',
    expect: { error: 'elite_mode_not_batchable' },
  },
  {
    name: 'a batch whose items all fail',
    op: 'batch',
    args: { items: [{ text: 'short' }, { text: 'tiny' }] },
    kind: 'session',
    expect: { error: 'batch_failed' },
  },
  {
    name: 'no credential, batch',
    op: 'batch',
    args: { companies: COMPANIES },
    kind: 'none',
    expect: { error: 'payment_required', price_usdc: '0.20' },
  },
];

let t: TestApp;
let mcp: McpClient;
let a2a: A2AClient;
beforeAll(async () => {
  t = await startAgentApp({ TRIAL_KEYS_PER_IP_PER_DAY: '1000' });
  mcp = await mcpClient(t, '2025');
  const fetchImpl = proxiedFetch(t, randomIp());
  a2a = await new ClientFactory({
    transports: [new JsonRpcTransportFactory({ fetchImpl })],
    preferredTransports: ['JSONRPC'],
    cardResolver: new DefaultAgentCardResolver({ fetchImpl }),
  }).createFromUrl(PUBLIC_BASE);
});
afterAll(async () => {
  await mcp.close();
  await t.close();
});

const admin = async <T>(path: string, body?: unknown) =>
  json<T>(
    await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: adminHeaders(),
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
  );

/** A fresh credential of the row's kind: every door starts from the same state. */
async function credentialFor(kind: Kind): Promise<{ apiKey?: string; session?: string }> {
  if (kind === 'none') return {};
  if (kind === 'session') {
    return { session: (await admin<CreatedSession>('/admin/sessions', { plan: 'starter' })).session_id };
  }
  if (kind === 'trial') {
    return {
      apiKey: (
        await json<TrialKey>(await fetch(`${t.url}/api-keys/trial`, { headers: { 'x-forwarded-for': randomIp() } }))
      ).key,
    };
  }
  const created = await admin<CreatedKey>('/admin/api-keys', { balance_usdc: kind === 'poor_key' ? 0.5 : 5 });
  if (kind === 'revoked') await admin(`/admin/credentials/${created.key_id}/revoke`);
  return { apiKey: created.api_key };
}

/** What is left on the credential: USDC on a key, reports on a session. */
async function left(cred: { apiKey?: string; session?: string }): Promise<number | null> {
  if (cred.session)
    return (
      await json<SessionStatus>(await fetch(`${t.url}/access/status`, { headers: { 'x-session': cred.session } }))
    ).reports_remaining;
  if (!cred.apiKey) return null;
  const res = await fetch(`${t.url}/access/api-key/status`, { headers: { 'x-api-key': cred.apiKey } });
  return res.status === 200 ? (await json<KeyStatus>(res)).balance_usdc : null;
}

/** An answer that may be a refusal: the error envelope, with the price when it is a payment challenge. */
type Refusal = Partial<ErrorBody> & { price_usdc?: string };

interface Outcome {
  ok: boolean;
  error?: string;
  price_usdc?: string;
}

async function viaRest(row: Row, cred: { apiKey?: string; session?: string }): Promise<Outcome> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cred.apiKey) headers['x-api-key'] = cred.apiKey;
  if (cred.session) headers['x-session'] = cred.session;
  const res = await fetch(`${t.url}/${row.op === 'analyze' ? 'intel' : 'batch'}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(row.args),
  });
  const body = await json<Refusal>(res);
  return res.status === 200 ? { ok: true } : { ok: false, error: body.error, price_usdc: body.price_usdc };
}

async function viaMcp(row: Row, cred: { apiKey?: string; session?: string }): Promise<Outcome> {
  const args = {
    ...row.args,
    ...(cred.apiKey ? { api_key: cred.apiKey } : {}),
    ...(cred.session ? { session: cred.session } : {}),
  };
  const result = (await mcp.callTool({
    name: row.op === 'analyze' ? 'intel_analyze' : 'intel_batch',
    arguments: args,
  })) as {
    isError?: boolean;
    content: { text?: string }[];
  };
  if (!result.isError) return { ok: true };
  // The text content is "<code>: <message>" then the error object as JSON.
  const [, ...rest] = (result.content[0]?.text ?? '').split('\n');
  const body = JSON.parse(rest.join('\n')) as Refusal;
  return { ok: false, error: body.error, price_usdc: body.price_usdc };
}

async function viaA2a(row: Row, cred: { apiKey?: string; session?: string }): Promise<Outcome> {
  const value = {
    skill: row.op === 'analyze' ? 'intel_analyze' : 'intel_batch',
    ...row.args,
    ...(cred.apiKey ? { api_key: cred.apiKey } : {}),
    ...(cred.session ? { session: cred.session } : {}),
  };
  const data = answerData<Refusal>(await a2a.sendMessage(dataMessage(value)));
  return data.error ? { ok: false, error: data.error, price_usdc: data.price_usdc } : { ok: true };
}

const DOORS: Record<Door, (row: Row, cred: { apiKey?: string; session?: string }) => Promise<Outcome>> = {
  rest: viaRest,
  mcp: viaMcp,
  a2a: viaA2a,
};

describe.each(ROWS)('$name', (row) => {
  test.each(Object.keys(DOORS) as Door[])('through %s', async (door) => {
    const cred = await credentialFor(row.kind);
    const before = await left(cred);
    const outcome = await DOORS[door](row, cred);
    const after = await left(cred);
    if ('ok' in row.expect) {
      expect(outcome).toEqual({ ok: true });
      expect(Number(((before ?? 0) - (after ?? 0)).toFixed(6))).toBe(row.expect.charge);
    } else {
      expect(outcome.error).toBe(row.expect.error);
      if (row.expect.price_usdc) expect(outcome.price_usdc).toBe(row.expect.price_usdc);
      expect(after).toBe(before); // nothing charged on an error
    }
  });
});
