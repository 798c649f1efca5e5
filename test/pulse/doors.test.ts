// Pulse through the agent doors: the MCP tools and the A2A skills run the same verbs as REST, with the
// same schemas, answers and errors, and the documents (/pricing, OpenAPI, tool list, agent card,
// llms-full.txt) list them.
import {
  ClientFactory,
  DefaultAgentCardResolver,
  JsonRpcTransportFactory,
  type Client as A2AClient,
} from '@a2a-js/sdk/client';
import { json, randomIp, type TestApp } from '../helpers/testApp.ts';
import {
  adminKey,
  answerData,
  call,
  dataMessage,
  mcpClient,
  proxiedFetch,
  PUBLIC_BASE,
  startAgentApp,
} from '../agents/helpers.ts';
import { z } from 'zod';
import { subscription as subscriptionShape } from '../../src/operations/pulse.ts';

/** What pulse_subscribe answers: the subscription and its signing secret, shown once. */
const newSubscription = subscriptionShape.extend({ secret: z.string() });

let t: TestApp;
let a2a: A2AClient;
const HOOK = 'http://127.0.0.1:9/hooks/agents';
beforeAll(async () => {
  t = await startAgentApp({ FETCH_ALLOW_PRIVATE: 'true', PULSE_TICK_MS: '0' });
  const fetchImpl = proxiedFetch(t, randomIp());
  const factory = new ClientFactory({
    transports: [new JsonRpcTransportFactory({ fetchImpl })],
    preferredTransports: ['JSONRPC'],
    cardResolver: new DefaultAgentCardResolver({ fetchImpl }),
  });
  a2a = await factory.createFromUrl(PUBLIC_BASE);
});
afterAll(async () => {
  await t.close();
});

/** An answer is a message; a refusal is a failed task whose status message carries the error. */
const skill = async (value: Record<string, unknown>) => answerData(await a2a.sendMessage(dataMessage(value)));

describe('MCP tools', () => {
  test('subscribe, status (one and all), deliveries and unsubscribe; the answers match the REST schema', async () => {
    const key = await adminKey(t, 1);
    const client = await mcpClient(t, '2026-07-28');
    const created = await call(client, 'pulse_subscribe', {
      watch_company: 'Notion',
      webhook_url: HOOK,
      threshold: 0.2,
      api_key: key,
    });
    expect(created.isError).toBeFalsy();
    expect(subscriptionShape.safeParse(created.structuredContent).success).toBe(true);
    const sub = newSubscription.parse(created.structuredContent);
    expect(sub.secret).toMatch(/^whsec_/);
    expect(sub.threshold).toBe(0.2);

    const one = await call(client, 'pulse_status', { subscription_id: sub.subscription_id, api_key: key });
    expect(one.structuredContent).toMatchObject({ subscription_id: sub.subscription_id, status: 'active' });
    expect(one.structuredContent).not.toHaveProperty('secret');
    const all = await call(client, 'pulse_status', { api_key: key });
    expect(all.structuredContent).toMatchObject({ count: 1 });
    const rest = await json<unknown>(
      await fetch(`${t.url}/pulse/subscriptions/${sub.subscription_id}`, { headers: { 'x-api-key': key } }),
    );
    expect(one.structuredContent).toEqual(rest);

    const deliveries = await call(client, 'pulse_deliveries', { subscription_id: sub.subscription_id, api_key: key });
    expect(deliveries.structuredContent).toEqual({ subscription_id: sub.subscription_id, deliveries: [], count: 0 });
    const resumed = await call(client, 'pulse_resume', { subscription_id: sub.subscription_id, api_key: key });
    expect(resumed.structuredContent).toEqual(rest); // already active: unchanged
    const gone = await call(client, 'pulse_unsubscribe', { subscription_id: sub.subscription_id, api_key: key });
    expect(gone.structuredContent).toMatchObject({ status: 'unsubscribed' });
    const missing = await call(client, 'pulse_status', { subscription_id: sub.subscription_id, api_key: key });
    expect(missing.isError).toBe(true);
    expect(missing.structuredContent).toMatchObject({ error: 'not_found' });
    await client.close();
  });

  test('the credential may come from the connection headers; none at all is unauthorized; bad input is refused', async () => {
    const key = await adminKey(t, 1);
    const client = await mcpClient(t, '2025', { headers: { 'x-api-key': key } });
    const created = await call(client, 'pulse_subscribe', { watch_company: 'Linear', webhook_url: HOOK });
    expect(created.structuredContent).toMatchObject({ subscription_id: expect.stringMatching(/^sub_/) as unknown });
    const anonymous = await mcpClient(t, '2025');
    const refused = await call(anonymous, 'pulse_status', {});
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ error: 'unauthorized' });
    const bad = await call(client, 'pulse_subscribe', { watch_company: 'Linear', webhook_url: HOOK, every_hours: 0 });
    expect(bad.isError).toBe(true);
    await Promise.all([client.close(), anonymous.close()]);
  });
});

describe('A2A skills', () => {
  test('pulse_subscribe, pulse_status and pulse_unsubscribe in a data part', async () => {
    const key = await adminKey(t, 1);
    const sub = newSubscription.parse(
      await skill({ skill: 'pulse_subscribe', watch_company: 'Figma', webhook_url: HOOK, api_key: key }),
    );
    expect(sub.subscription_id).toMatch(/^sub_/);
    expect(sub.secret).toMatch(/^whsec_/);
    const byId = { subscription_id: sub.subscription_id, api_key: key };
    expect(await skill({ skill: 'pulse_status', ...byId })).toMatchObject({ status: 'active' });
    expect(await skill({ skill: 'pulse_deliveries', ...byId })).toMatchObject({ count: 0 });
    expect(await skill({ skill: 'pulse_unsubscribe', ...byId })).toMatchObject({ status: 'unsubscribed' });
    expect(await skill({ skill: 'pulse_status', ...byId })).toMatchObject({ error: 'not_found' });
    expect(await skill({ skill: 'pulse_subscribe', watch_company: 'Figma', webhook_url: HOOK })).toMatchObject({
      error: 'unauthorized',
    });
    expect(await skill({ skill: 'pulse_subscribe', watch_company: 'Figma', api_key: key })).toMatchObject({
      error: 'invalid_arguments',
    });
  });
});

describe('documents', () => {
  test('/pricing, OpenAPI, the MCP tool list, the agent card and llms-full.txt include Pulse', async () => {
    const pricing = await json<{ pulse: { alert_price_usdc: string }; endpoints: unknown[] }>(
      await fetch(`${t.url}/pricing`),
    );
    expect(pricing.pulse.alert_price_usdc).toBe('0.01');
    expect(pricing.endpoints).toContainEqual(
      expect.objectContaining({ path: '/pulse/subscriptions', per_alert_usdc: '0.01' }),
    );
    const openapi = await json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>(await fetch(`${t.url}/openapi.json`));
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/pulse/subscriptions',
        '/pulse/subscriptions/{subscription_id}',
        '/pulse/subscriptions/{subscription_id}/deliveries',
      ]),
    );
    expect(openapi.paths['/pulse/subscriptions'].post.responses['409']).toBeDefined();
    expect(openapi.paths['/pulse/subscriptions/{subscription_id}/resume'].post.responses['402']).toBeDefined();
    const client = await mcpClient(t, '2025');
    const tools = (await client.listTools()).tools.map((x) => x.name);
    expect(tools).toEqual(
      expect.arrayContaining([
        'pulse_subscribe',
        'pulse_status',
        'pulse_unsubscribe',
        'pulse_resume',
        'pulse_deliveries',
      ]),
    );
    await client.close();
    const card = await json<{ skills: { id: string }[] }>(await fetch(`${t.url}/.well-known/agent-card.json`));
    expect(card.skills.map((s) => s.id)).toContain('pulse');
    const llms = await (await fetch(`${t.url}/llms-full.txt`)).text();
    expect(llms).toMatch(/pulse_subscribe/);
    expect(llms).toMatch(/POST \/pulse\/subscriptions/);
  });
});
