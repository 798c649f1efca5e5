// Loopback servers for the Pulse tests: a company page whose prices the test changes, and a webhook
// receiver that records every request and verifies it with the official `standardwebhooks` package.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { z } from 'zod';
import { adminHeaders, json, type TestApp } from '../helpers/testApp.ts';
import type { delivery, subscription } from '../../src/operations/pulse.ts';
import type { PulseChange } from '../../src/pulse/compare.ts';
import type { KeyStatus, MintedKey } from '../billing/answers.ts';

export type Subscription = z.output<typeof subscription>;
/** POST /pulse/subscriptions: the signing secret is shown once, here. */
export type NewSubscription = Subscription & { secret: string; note: string };
/** GET /pulse/subscriptions */
export interface SubscriptionList {
  subscriptions: Subscription[];
  count: number;
  limit: number;
}
/** GET /pulse/subscriptions/{id}/deliveries */
export interface Deliveries {
  subscription_id: string;
  deliveries: z.output<typeof delivery>[];
  count: number;
}
/** The signed body of an alert webhook, as src/pulse/check.ts writes it. */
export interface AlertPayload {
  type: string;
  timestamp: string;
  data: {
    alert_id: string;
    subscription_id: string;
    company: string;
    competitor: string | null;
    url: string | null;
    threshold: number;
    checked_at: string;
    previous_check_at: string | null;
    changes: PulseChange[];
    price_usdc: string;
  };
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** A company page with a price the test can change. */
export async function startPageServer(initialPrice: string) {
  let price = initialPrice;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Quillmate — plans</title></head><body>
      <h1>Quillmate pricing</h1><p>Quillmate is a writing assistant for legal teams.</p>
      <p>Team plan: ${price}/month per user. Start a 14-day free trial.</p></body></html>`);
  });
  const url = await listen(server);
  return {
    url: `${url}/pricing`,
    setPrice: (p: string) => {
      price = p;
    },
    close: () => close(server),
  };
}

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}
type Behaviour = 'ok' | '500' | 'hang';

/** Records every webhook; answers each by the next behaviour queued (ok when none is). */
export async function startReceiver() {
  const received: Received[] = [];
  const behaviours: Behaviour[] = [];
  const hanging: ServerResponse[] = [];
  let onRequest: ((r: Received) => void) | null = null;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const r = { path: req.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      received.push(r);
      onRequest?.(r);
      // Paths under /down always fail; others answer by the queued behaviours.
      const behaviour = r.path.startsWith('/down') ? '500' : (behaviours.shift() ?? 'ok');
      if (behaviour === 'hang') {
        hanging.push(res);
        return;
      }
      res.writeHead(behaviour === '500' ? 500 : 204).end();
    });
  });
  const url = await listen(server);
  return {
    url,
    received,
    answerNext: (...b: Behaviour[]) => {
      behaviours.push(...b);
    },
    /** Resolves at the next request. */
    next: () =>
      new Promise<Received>((resolve) => {
        onRequest = (r) => {
          onRequest = null;
          resolve(r);
        };
      }),
    /** Verifies one request with the subscription's secret, as a subscriber would; returns the payload. */
    verify: (r: Received, secret: string) => new Webhook(secret).verify(r.body, r.headers) as AlertPayload,
    close: async () => {
      for (const res of hanging) res.destroy();
      await close(server);
    },
  };
}

export async function newKey(t: TestApp, balanceUsdc: number): Promise<{ key: string; id: string }> {
  const res = await fetch(`${t.url}/admin/api-keys`, {
    method: 'POST',
    headers: adminHeaders(),
    body: JSON.stringify({ balance_usdc: balanceUsdc }),
  });
  const body = await json<MintedKey>(res);
  return { key: body.api_key, id: body.key_id };
}

export async function balanceOf(t: TestApp, key: string): Promise<number> {
  return (await json<KeyStatus>(await fetch(`${t.url}/access/api-key/status`, { headers: { 'x-api-key': key } })))
    .balance_usdc;
}

export function subscribe(t: TestApp, headers: Record<string, string>, body: Record<string, unknown>) {
  return fetch(`${t.url}/pulse/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Polls until `check` holds (work runs on BullMQ workers, in the background). */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
