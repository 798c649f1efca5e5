// Shared by the agent tests: the real app behind a public base URL (a fetch that maps the public URL to
// the loopback server, as a reverse proxy would), MCP clients of both eras from the SDK, admin keys.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { Role, type Part, type SendMessageRequest } from '@a2a-js/sdk';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { ErrorCode } from '../../src/lib/errors.ts';
import type { buildV2PaymentRequired } from '../../src/payments/challenge.ts';
import type { CreatedKey, KeyStatus } from '../helpers/answers.ts';
import { adminHeaders, json, randomIp, startTestApp, type TestApp } from '../helpers/testApp.ts';

export const PUBLIC_BASE = 'https://intel.example.test';
export type Era = '2025' | '2026-07-28';
export const ERAS: Era[] = ['2025', '2026-07-28'];

export function startAgentApp(env: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp({ env: { PUBLIC_BASE_URL: PUBLIC_BASE, ...env } });
}

/** A fetch that sends requests for the public URL to the test server, from one client address. */
export function proxiedFetch(t: TestApp, ip = randomIp()): typeof fetch {
  return (input: string | URL | Request, init: RequestInit = {}) => {
    const url = (input instanceof Request ? input.url : String(input)).replace(PUBLIC_BASE, t.url);
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init.headers).forEach((v, k) => headers.set(k, v));
    headers.set('x-forwarded-for', ip);
    const body = init.body ?? (input instanceof Request ? input.body : undefined);
    return fetch(url, {
      ...init,
      method: init.method ?? (input instanceof Request ? input.method : undefined),
      headers,
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    });
  };
}

/** An SDK client: 2025 clients initialize; 2026-07-28 clients call server/discover. */
export async function mcpClient(
  t: TestApp,
  era: Era,
  opts: { headers?: Record<string, string>; ip?: string } = {},
): Promise<Client> {
  const client = new Client(
    { name: 'agents-test', version: '1.0.0' },
    { versionNegotiation: { mode: era === '2025' ? 'legacy' : { pin: era } } },
  );
  const transport = new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), {
    requestInit: { headers: { 'x-forwarded-for': opts.ip ?? randomIp(), ...(opts.headers ?? {}) } },
  });
  await client.connect(transport);
  return client;
}

/**
 * A tool result as this server sends it: every answer and every error carries structuredContent
 * (src/agents/mcp/results.ts). `S` names the shape the test expects; the SDK's own input-validation
 * errors carry text only, and the tests read their text.
 */
export interface ToolResult<S> {
  isError?: boolean;
  structuredContent: S;
  content: { type: string; text?: string }[];
  /** An x402 payment's settlement comes back here (x402 MCP convention). */
  _meta?: { 'x402/payment-response'?: X402Settlement; [key: string]: unknown };
}
/** The settlement of an x402 payment, as the facilitator reports it. */
export interface X402Settlement {
  success: boolean;
  transaction: string;
  network: string;
  payer?: string;
}
/** The structuredContent of an error result: a code of the catalogue, a message, and its details. */
export interface ToolError {
  error: ErrorCode;
  message: string;
  request_id?: string;
  details?: Record<string, unknown>;
}
/** A paid tool's answer without a usable credential: the x402 v2 PaymentRequired at the top level. */
export type ToolPaymentRequired = ToolError &
  ReturnType<typeof buildV2PaymentRequired> & {
    price_usdc: string;
    x402_enabled: boolean;
    alternatives: Record<string, Record<string, string>>;
  };

/** Calls a tool; `S` names the structuredContent the test expects (unknown until it does). */
export async function call<S = unknown>(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
  meta?: Record<string, unknown>,
): Promise<ToolResult<S>> {
  const result = await client.callTool({ name, arguments: args, ...(meta ? { _meta: meta } : {}) });
  return result as ToolResult<S>;
}

export async function adminKey(t: TestApp, balanceUsdc = 20): Promise<string> {
  const res = await fetch(`${t.url}/admin/api-keys`, {
    method: 'POST',
    headers: adminHeaders(),
    body: JSON.stringify({ balance_usdc: balanceUsdc }),
  });
  return (await json<CreatedKey>(res)).api_key;
}

export async function balance(t: TestApp, key: string): Promise<number> {
  const res = await fetch(`${t.url}/access/api-key/status`, { headers: { 'x-api-key': key } });
  return (await json<KeyStatus>(res)).balance_usdc;
}

export const LONG_TEXT = (tag: string) =>
  `${tag} ${Date.now()} is a startup building payments processing APIs for online merchants in Europe, competing on developer experience.`;
export const NOTION =
  'Notion is an all-in-one connected workspace where teams write docs, take notes, manage projects and build wikis together.';

/** A request with exactly these headers (fetch will not send a Host of our choosing). */
export function rawRequest(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** An A2A 1.0 send request whose one part is this data (a paid or Pulse skill with its arguments). */
export function dataMessage(value: Record<string, unknown>): SendMessageRequest {
  const part: Part = {
    content: { $case: 'data', value },
    metadata: undefined,
    filename: '',
    mediaType: 'application/json',
  };
  return {
    tenant: '',
    configuration: undefined,
    metadata: undefined,
    message: {
      messageId: randomUUID(),
      contextId: '',
      taskId: '',
      role: Role.ROLE_USER,
      parts: [part],
      metadata: undefined,
      extensions: [],
      referenceTaskIds: [],
    },
  };
}

/**
 * The data part of an A2A answer: a message, or the status message of a failed task (a refusal). `T` names
 * the shape the test expects (an operation's answer, or an error envelope for a refusal).
 */
export function answerData<T = unknown>(result: unknown): T {
  const r = result as { parts?: Part[]; status?: { message?: { parts: Part[] } } };
  const parts = r.parts ?? r.status?.message?.parts ?? [];
  const content = parts.find((p) => p.content?.$case === 'data')?.content;
  if (content?.$case !== 'data') throw new Error(`no data part in ${JSON.stringify(result).slice(0, 300)}`);
  return content.value as T;
}
