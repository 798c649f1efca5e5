// A webhook receiver for trying Pulse locally: prints each alert after verifying its Standard Webhooks
// signature with the official `standardwebhooks` package, as a subscriber's own endpoint would.
//   PULSE_SECRET=whsec_… npm run pulse:receiver -- --port 9900
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '9900' }, host: { type: 'string', default: '127.0.0.1' } },
});
const secret = process.env.PULSE_SECRET;
if (!secret) {
  console.error('set PULSE_SECRET to the secret pulse_subscribe returned (whsec_…)');
  process.exit(2);
}
const webhook = new Webhook(secret);
const seen = new Set<string>();

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    try {
      const payload = webhook.verify(body, headers) as {
        type: string;
        data: { alert_id: string; company: string; changes: unknown[] };
      };
      // webhook-id is the same on every retry of one alert: handle it once.
      const duplicate = seen.has(headers['webhook-id']);
      seen.add(headers['webhook-id']);
      console.log(
        JSON.stringify({
          verified: true,
          duplicate,
          webhook_id: headers['webhook-id'],
          type: payload.type,
          company: payload.data.company,
          changes: payload.data.changes,
        }),
      );
      res.writeHead(204).end();
    } catch (err) {
      console.log(JSON.stringify({ verified: false, error: (err as Error).message }));
      res.writeHead(400).end();
    }
  });
}).listen(Number(values.port), values.host, () => console.log(`listening on http://${values.host}:${values.port}/`));
