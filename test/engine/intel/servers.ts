// Loopback servers for the engine's ports: a web page server, and a fake OpenAI-compatible server
// speaking the real /v1/chat/completions wire format (it checks the bearer token, records every
// request, and answers what the test scripts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Running {
  url: string;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Serves fixed HTML pages by path; robots.txt is a 404 (allow all). */
export async function startPageServer(pages: Record<string, string>): Promise<Running> {
  const server = createServer((req, res) => {
    const html = pages[req.url ?? '/'];
    if (html === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  const url = await listen(server);
  return { url, close: () => stop(server) };
}

/** A chat-completions request as the engine sends it (the fields the tests read). */
export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema: { name: string; strict: boolean; schema: { required: string[] } } };
  [field: string]: unknown;
}
export interface LlmRequest {
  authorization: string | undefined;
  body: ChatRequest;
}
export type LlmReply = {
  status?: number;
  delayMs?: number;
  content?: string | null;
  finishReason?: string;
  refusal?: string | null;
};

export const FAKE_API_KEY = 'sk-test-fake';

export async function startFakeLlm(): Promise<
  Running & { requests: LlmRequest[]; reply(r: LlmReply | ((body: ChatRequest) => LlmReply)): void }
> {
  const requests: LlmRequest[] = [];
  let next: LlmReply | ((body: ChatRequest) => LlmReply) = { status: 500 };
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    if (req.headers.authorization !== `Bearer ${FAKE_API_KEY}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: { message: 'Incorrect API key', type: 'invalid_request_error', code: 'invalid_api_key' },
        }),
      );
      return;
    }
    const body = JSON.parse(raw) as ChatRequest;
    requests.push({ authorization: req.headers.authorization, body });
    const reply = typeof next === 'function' ? next(body) : next;
    // A slow answer ends early when the client gives up, so no timer outlives the test.
    if (reply.delayMs)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, reply.delayMs);
        res.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    if (res.destroyed) return;
    if (reply.status && reply.status !== 200) {
      res
        .writeHead(reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'upstream failure', type: 'server_error', code: null } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        system_fingerprint: null,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.content ?? null, refusal: reply.refusal ?? null },
            finish_reason: reply.finishReason ?? 'stop',
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      }),
    );
  };
  const server = createServer((req, res) => void answer(req, res));
  const url = await listen(server);
  return {
    url,
    requests,
    reply: (r) => {
      next = r;
    },
    close: () => stop(server),
  };
}
