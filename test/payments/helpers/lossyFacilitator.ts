// A loopback proxy in front of the devnet's facilitator that can lose /settle answers: in 'lose' mode it
// answers 504 at once and keeps the request, which the test may deliver later (the settlement then lands
// after the service has given up on the answer). Also counts requests and can refuse /supported.
import { createServer, type Server } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SettleResponse } from '@x402/core/types';

export interface LossyFacilitator {
  url: string;
  mode: 'pass' | 'lose';
  supported: 'pass' | 'fail';
  /** Sends the kept /settle requests to the real facilitator: the money moves now. */
  landKept(): Promise<SettleResponse[]>;
  close(): void;
}

export async function lossyFacilitator(upstream: string): Promise<LossyFacilitator> {
  const kept: Buffer[] = [];
  const state = { mode: 'pass' as LossyFacilitator['mode'], supported: 'pass' as LossyFacilitator['supported'] };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    if (req.url === '/supported' && state.supported === 'fail') {
      res.writeHead(503).end('down');
      return;
    }
    if (req.url === '/settle' && state.mode === 'lose') {
      kept.push(body);
      res.writeHead(504).end('gateway timeout');
      return;
    }
    const answer = await fetch(`${upstream}${req.url}`, {
      method: req.method,
      headers: { 'content-type': 'application/json' },
      body: req.method === 'POST' ? body : undefined,
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
  };
  const server: Server = createServer((req, res) => void handle(req, res)).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get mode() {
      return state.mode;
    },
    set mode(m) {
      state.mode = m;
    },
    get supported() {
      return state.supported;
    },
    set supported(s) {
      state.supported = s;
    },
    async landKept() {
      const results: SettleResponse[] = [];
      for (const body of kept.splice(0)) {
        const res = await fetch(`${upstream}/settle`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        results.push((await res.json()) as SettleResponse);
      }
      return results;
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
