// A2A with the SDK's own client (@a2a-js/sdk/client) against the real app: the card, JSON-RPC and
// HTTP+JSON for A2A 1.0 and 0.3 (send and stream), errors, and the specification's POST /message/send.
import { randomUUID } from 'node:crypto';
import { Role, TaskState, type Message, type Part, type SendMessageRequest } from '@a2a-js/sdk';
import {
  Client,
  ClientFactory,
  DefaultAgentCardResolver,
  JsonRpcTransportFactory,
  RestTransportFactory,
} from '@a2a-js/sdk/client';
import { LegacyJsonRpcTransport, LegacyRestTransport } from '@a2a-js/sdk/compat/v0_3/client';
import { json, randomIp, type TestApp } from '../helpers/testApp.ts';
import { proxiedFetch, PUBLIC_BASE, startAgentApp } from './helpers.ts';
import { match } from '../helpers/match.ts';
import type {
  A2aRestError,
  AgentCardDoc,
  ErrorBody,
  JsonRpcAnswer,
  LegacyMessage,
  ValidationBody,
} from '../helpers/answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startAgentApp();
});
afterAll(async () => {
  await t.close();
});

const RAMP = 'mode: fundraising. Ramp builds corporate cards and spend management software for finance teams.';
const textPart = (text: string): Part => ({
  content: { $case: 'text', value: text },
  metadata: undefined,
  filename: '',
  mediaType: 'text/plain',
});
const request = (parts: Part[]): SendMessageRequest => ({
  tenant: '',
  configuration: undefined,
  metadata: undefined,
  message: {
    messageId: randomUUID(),
    contextId: '',
    taskId: '',
    role: Role.ROLE_USER,
    parts,
    metadata: undefined,
    extensions: [],
    referenceTaskIds: [],
  },
});

/** The answer message: the message itself, or the status message of a failed task (then `failed`). */
function reply(result: unknown): { data: Record<string, unknown>; text: string; failed: boolean } {
  const task = result as { status?: { state: TaskState; message?: Message } };
  const failed = task.status !== undefined;
  if (failed) expect(task.status!.state).toBe(TaskState.TASK_STATE_FAILED);
  const message = failed ? task.status!.message! : (result as Message);
  expect(message.role).toBe(Role.ROLE_AGENT);
  const data = message.parts.find((p) => p.content?.$case === 'data')?.content;
  const text = message.parts.find((p) => p.content?.$case === 'text')?.content;
  if (data?.$case !== 'data' || text?.$case !== 'text') throw new Error('the answer has no data part or no text part');
  return { data: data.value as Record<string, unknown>, text: text.value, failed };
}

async function v1Client(binding: 'JSONRPC' | 'HTTP+JSON', ip = randomIp()): Promise<Client> {
  const fetchImpl = proxiedFetch(t, ip);
  const factory = new ClientFactory({
    transports: [new JsonRpcTransportFactory({ fetchImpl }), new RestTransportFactory({ fetchImpl })],
    preferredTransports: [binding],
    cardResolver: new DefaultAgentCardResolver({ fetchImpl }),
  });
  return factory.createFromUrl(PUBLIC_BASE);
}

async function v03Client(binding: 'JSONRPC' | 'HTTP+JSON', ip = randomIp()): Promise<Client> {
  const fetchImpl = proxiedFetch(t, ip);
  const card = await json<AgentCardDoc>(await fetchImpl(`${PUBLIC_BASE}/.well-known/agent-card.json`));
  const endpoint = card.additionalInterfaces?.find((i) => i.transport === binding)?.url;
  if (!endpoint) throw new Error(`the 0.3 card lists no ${binding} interface`);
  const transport =
    binding === 'JSONRPC'
      ? new LegacyJsonRpcTransport({ endpoint, fetchImpl })
      : new LegacyRestTransport({ endpoint, fetchImpl });
  return new Client(transport, await new DefaultAgentCardResolver({ fetchImpl }).resolve(PUBLIC_BASE));
}

describe('agent card', () => {
  test('a 1.0 client gets the 1.0 card; anyone else the 0.3 card, which also lists the 1.0 interfaces', async () => {
    const v1 = await fetch(`${t.url}/.well-known/agent-card.json`, { headers: { 'a2a-version': '1.0' } });
    expect(v1.headers.get('vary')).toMatch(/A2A-Version/i);
    const card = await json<AgentCardDoc>(v1);
    expect(card.url).toBeUndefined();
    expect(card.supportedInterfaces).toEqual([
      { url: `${PUBLIC_BASE}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
      { url: `${PUBLIC_BASE}/a2a/rest`, protocolBinding: 'HTTP+JSON', protocolVersion: '1.0' },
      { url: `${PUBLIC_BASE}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '0.3' },
      { url: `${PUBLIC_BASE}/a2a/rest`, protocolBinding: 'HTTP+JSON', protocolVersion: '0.3' },
    ]);
    expect(card.skills[0].id).toBe('competitive-analysis');
    const legacy = await json<AgentCardDoc>(await fetch(`${t.url}/.well-known/agent-card.json`));
    expect(legacy).toMatchObject({
      protocolVersion: '0.3.0',
      url: `${PUBLIC_BASE}/a2a`,
      preferredTransport: 'JSONRPC',
      name: card.name,
    });
    expect(legacy.additionalInterfaces).toEqual([
      { url: `${PUBLIC_BASE}/a2a`, transport: 'JSONRPC' },
      { url: `${PUBLIC_BASE}/a2a/rest`, transport: 'HTTP+JSON' },
    ]);
    expect(legacy.supportedInterfaces).toHaveLength(4);
  });

  test('the same card at /agent-card.json; the 0.3 card at /.well-known/agent.json', async () => {
    const card = await json<AgentCardDoc>(await fetch(`${t.url}/.well-known/agent-card.json`));
    expect(await json<AgentCardDoc>(await fetch(`${t.url}/agent-card.json`))).toEqual(card);
    expect(
      await json<AgentCardDoc>(await fetch(`${t.url}/.well-known/agent.json`, { headers: { 'a2a-version': '1.0' } })),
    ).toEqual(card);
  });
});

describe.each(['JSONRPC', 'HTTP+JSON'] as const)('A2A %s binding', (binding) => {
  test('1.0: a message gets the free analysis as a data part and a short text part, in the mode the text asks for', async () => {
    const client = await v1Client(binding);
    expect(client.protocolVersion).toBe('1.0');
    const { data, text } = reply(await client.sendMessage(request([textPart(RAMP)])));
    expect(data).toMatchObject({ mode: 'fundraising', demo: true, detected_language: 'en' });
    expect(data.market_score).toEqual(
      match.objectContaining({ threat_level: match.any(String), agent_recommendation: match.any(String) }),
    );
    expect(text).toContain(data.positioning_summary);
    expect(text).toMatch(/fundraising mode, free basic analysis/);
  });

  test('1.0: streaming yields the same single message', async () => {
    const client = await v1Client(binding);
    const events = [];
    for await (const event of client.sendMessageStream(
      request([textPart('Notion is an all-in-one workspace for notes, docs and wikis.')]),
    ))
      events.push(event);
    expect(events).toHaveLength(1);
    expect(events[0].payload?.$case).toBe('message');
  });

  test('0.3: the compatibility transports get the same answer', async () => {
    const client = await v03Client(binding);
    expect(client.protocolVersion).toBe('0.3');
    const { data } = reply(await client.sendMessage(request([textPart(RAMP)])));
    expect(data).toMatchObject({ mode: 'fundraising', demo: true });
    const events = [];
    for await (const event of client.sendMessageStream(
      request([textPart('Figma is a collaborative interface design tool for product teams.')]),
    ))
      events.push(event);
    expect(events.map((e) => e.payload?.$case)).toEqual(['message']);
  });

  test('a message with no text is a failed task carrying the error code and what to send', async () => {
    const client = await v1Client(binding);
    const { data, text, failed } = reply(await client.sendMessage(request([textPart('hi')])));
    expect(failed).toBe(true);
    expect(data.error).toBe('missing_input');
    expect(text).toMatch(/^missing_input: Send a text of at least 10 characters/);
  });

  test("an unknown task is the protocol's TaskNotFound error", async () => {
    const client = await v1Client(binding);
    await expect(client.getTask({ id: 'task-that-does-not-exist', tenant: '' })).rejects.toThrow(/not found/i);
  });
});

describe('A2A errors and limits', () => {
  test('an unsupported A2A-Version is refused with -32009; bad JSON with -32700', async () => {
    const res = await fetch(`${t.url}/a2a`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'a2a-version': '2.0' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'SendMessage', params: {} }),
    });
    expect((await json<JsonRpcAnswer>(res)).error?.code).toBe(-32009);
    const bad = await fetch(`${t.url}/a2a`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc": ',
    });
    expect(await json<JsonRpcAnswer>(bad)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
    const rest = await fetch(`${t.url}/a2a/rest/tasks/nope`, { headers: { 'a2a-version': '1.0' } });
    expect(rest.status).toBe(404);
    expect((await json<A2aRestError>(rest)).error.status).toBe('NOT_FOUND');
  });

  test('a body that is no JSON-RPC message gets -32600 (HTTP 200, as the binding answers every JSON-RPC error)', async () => {
    for (const body of ['[]', '{"jsonrpc": 2}']) {
      const res = await fetch(`${t.url}/a2a`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(200);
      expect(await json<JsonRpcAnswer>(res)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    }
  });

  test('0.3 JSON-RPC accepts parts typed with the old `type` field, as /message/send does', async () => {
    const res = await fetch(`${t.url}/a2a`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 4,
        method: 'message/send',
        params: {
          message: { kind: 'message', role: 'user', messageId: randomUUID(), parts: [{ type: 'text', text: RAMP }] },
        },
      }),
    });
    const answer = await json<JsonRpcAnswer<LegacyMessage>>(res);
    expect(answer.error).toBeUndefined();
    expect(answer.result).toMatchObject({ kind: 'message', role: 'agent' });
    expect(answer.result?.parts.map((p) => p.kind)).toEqual(['data', 'text']);
  });

  test("A2A spends the demo's hourly budget: the fourth message of an address is told to wait", async () => {
    const ip = randomIp();
    const client = await v1Client('JSONRPC', ip);
    for (let i = 0; i < 3; i++)
      expect(
        reply(await client.sendMessage(request([textPart(`Stripe builds payment APIs, attempt ${i}.`)]))).data.error,
      ).toBeUndefined();
    const { data, failed } = reply(
      await client.sendMessage(request([textPart('Stripe builds payment APIs, once more.')])),
    );
    expect(failed).toBe(true);
    expect(data.error).toBe('rate_limit_exceeded');
    expect(data.retry_after_s).toBeGreaterThan(0);
  });
});

describe('POST /message/send', () => {
  const send = (body: unknown, ip = randomIp()) =>
    fetch(`${t.url}/message/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });

  test('parts typed with `type` (pre-0.2) or `kind`; the ids come back; data part plus text part', async () => {
    const res = await send({
      message: {
        role: 'user',
        parts: [{ type: 'text', text: RAMP }],
        messageId: 'm-1',
        contextId: 'ctx-9',
        taskId: 'task-4',
      },
    });
    expect(res.status).toBe(200);
    const body = await json<LegacyMessage>(res);
    expect(body).toMatchObject({
      kind: 'message',
      role: 'agent',
      contextId: 'ctx-9',
      taskId: 'task-4',
      metadata: { in_reply_to: 'm-1' },
    });
    expect(body.parts.map((p) => p.kind)).toEqual(['data', 'text']);
    expect(body.parts[0].data).toMatchObject({ mode: 'fundraising', demo: true });
    const kinded = await json<LegacyMessage>(
      await send({
        message: { parts: [{ kind: 'text', text: 'Notion is a connected workspace for docs and wikis.' }] },
      }),
    );
    expect(kinded.parts[0].data?.mode).toBe('competitive');
    expect(kinded.contextId).toMatch(/^ctx_/);
  });

  test('a data part can carry the text and the mode; an elite mode falls back to competitive and says so', async () => {
    const data = await json<LegacyMessage>(
      await send({
        message: {
          parts: [
            { kind: 'data', data: { text: 'Linear is an issue tracker for software teams.', mode: 'partnership' } },
          ],
        },
      }),
    );
    expect(data.parts[0].data?.mode).toBe('partnership');
    const elite = await json<LegacyMessage>(
      await send({
        message: {
          parts: [{ type: 'text', text: 'sales enablement mode: Gong analyses sales calls for revenue teams.' }],
        },
      }),
    );
    expect(elite.parts[0].data?.mode).toBe('competitive');
    expect(elite.parts[1].text).toMatch(
      /Mode sales_enablement is not part of the free analysis \(elite modes are paid/,
    );
  });

  test('errors: no parts is a 422 validation error; no text is 422 missing_input; the budget is shared (429)', async () => {
    const noParts = await send({ message: { role: 'user' } });
    expect(noParts.status).toBe(422);
    expect((await json<ValidationBody>(noParts)).detail[0].loc).toEqual(['body', 'message', 'parts']);
    const noText = await send({ message: { parts: [{ type: 'text', text: '' }] } });
    expect(noText.status).toBe(422);
    expect((await json<ErrorBody>(noText)).error).toBe('missing_input');
    const ip = randomIp();
    for (let i = 0; i < 3; i++)
      expect(
        (await send({ message: { parts: [{ type: 'text', text: `Airtable is a low-code database, try ${i}.` }] } }, ip))
          .status,
      ).toBe(200);
    const limited = await send(
      { message: { parts: [{ type: 'text', text: 'Airtable is a low-code database.' }] } },
      ip,
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<ErrorBody>(limited)).error).toBe('rate_limit_exceeded');
  });
});
