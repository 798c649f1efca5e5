// Validation that helps: one clear record per problem, a bounded 422, URLs' schemes in any case,
// unknown query parameters ignored, and the JSON envelope for methods no route implements.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminHeaders, json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { expectDocumented } from '../operations/contract.ts';
import { match } from '../helpers/match.ts';
import type { CreatedKey, IntelAnswer, OpenApiDoc, ValidationBody } from '../helpers/answers.ts';

let t: TestApp;
let page: Server;
let pagePort: number;
beforeAll(async () => {
  t = await startTestApp({ env: { FETCH_ALLOW_PRIVATE: 'true' } });
  page = createServer((req, res) => {
    if (req.url === '/robots.txt') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<html lang="en"><head><title>Upperlane – route planning for couriers</title><meta name="description" content="Upperlane plans delivery routes for courier fleets in European cities and cuts fuel spend."></head><body><h1>Upperlane</h1><p>Route planning and dispatch software for courier companies.</p></body></html>',
    );
  }).listen(0, '127.0.0.1');
  await new Promise((r) => page.once('listening', r));
  pagePort = (page.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  page.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /batch body', () => {
  test('11 companies: one record, about companies, saying the limit', async () => {
    const res = await post('/batch', { companies: Array.from({ length: 11 }, (_, i) => `Company ${i}`) });
    expect(res.status).toBe(422);
    const body = await json<ValidationBody>(res);
    expect(body.detail).toEqual([
      { loc: ['body', 'companies'], msg: 'Input must NOT have more than 10 items', type: 'too_long' },
    ]);
  });

  test('both items and companies, or neither: one record each', async () => {
    const both = await json<ValidationBody>(
      await post('/batch', { items: [{ text: 'Stripe' }], companies: ['Adyen'] }),
    );
    expect(both.detail).toEqual([
      { loc: ['body', 'companies'], msg: 'Send items or companies, not both', type: 'extra_forbidden' },
    ]);
    const neither = await json<ValidationBody>(await post('/batch', {}));
    expect(neither.detail).toEqual([{ loc: ['body', 'items'], msg: 'Send items or companies', type: 'missing' }]);
  });

  test('an unknown field is named as such, not as a missing items', async () => {
    const body = await json<ValidationBody>(await post('/batch', { companies: ['Stripe'], colour: 'red' }));
    expect(body.detail).toEqual([
      { loc: ['body', 'colour'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' },
    ]);
  });

  test('the schema is one object, with no top-level oneOf', async () => {
    const doc = await json<OpenApiDoc>(await fetch(`${t.url}/openapi.json`));
    const schema = doc.paths['/batch'].post.requestBody?.content['application/json'].schema;
    expect(schema?.type).toBe('object');
    expect(schema?.oneOf).toBeUndefined();
    expect(Object.keys(schema?.properties ?? {})).toEqual(['items', 'companies', 'mode', 'operator_id']);
  });
});

describe('bounded 422', () => {
  test('15,000 unknown keys give at most 21 short records', async () => {
    const huge = Object.fromEntries(Array.from({ length: 15_000 }, (_, i) => [`k${i}`, 1]));
    const res = await post('/intel', { text: 'x'.repeat(60), ...huge });
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text.length).toBeLessThan(15_000);
    const body = JSON.parse(text) as ValidationBody;
    expect(body.detail).toHaveLength(21);
    expect(body.detail[20]).toEqual({ loc: ['body'], msg: '14980 more problems not listed', type: 'too_many_errors' });
    expectDocumented('intel', 422, body);
  });

  test('a long unknown key is clipped in loc', async () => {
    const body = await json<ValidationBody>(
      await post('/demo', { text: 'Linear is an issue tracker.', ['k'.repeat(5000)]: 1 }),
    );
    expect(String(body.detail[0].loc[1]).length).toBeLessThanOrEqual(200);
  });
});

describe('URLs', () => {
  test('HTTP:// in capitals is accepted and fetched, end to end', async () => {
    const key = (await json<CreatedKey>(await post('/admin/api-keys', { balance_usdc: 1 }, adminHeaders()))).api_key;
    const res = await post(
      '/intel',
      { url: `HTTP://127.0.0.1:${pagePort}/`, force_refresh: true },
      { 'x-api-key': key },
    );
    const body = await json<IntelAnswer>(res);
    expect(res.status).toBe(200);
    expect(body.source).toMatch(/^http:\/\/127\.0\.0\.1:/i);
    expect(body.analysis.company_or_product).toMatch(/Upperlane/);
    expectDocumented('intel', 200, body);
  });

  test('other schemes are still refused by the schema', async () => {
    const res = await post('/intel', { url: 'ftp://example.com/file' });
    expect(res.status).toBe(422);
    expect((await json<ValidationBody>(res)).detail[0].loc).toEqual(['body', 'url']);
  });
});

describe('query parameters', () => {
  test('unknown ones (utm_source) are ignored on GET routes', async () => {
    expect((await fetch(`${t.url}/graph?utm_source=newsletter&limit=5`)).status).toBe(200);
    expect((await fetch(`${t.url}/graph/market-share/fintech?utm_source=x`)).status).toBe(200);
    const status = await fetch(`${t.url}/access/status?session=ses_unknown&utm_campaign=y`);
    expect(status.status).toBe(401);
  });

  test('declared ones are still checked', async () => {
    const res = await fetch(`${t.url}/graph?limit=9999&utm_source=x`);
    expect(res.status).toBe(422);
    expect((await json<ValidationBody>(res)).detail).toEqual([
      { loc: ['query', 'limit'], msg: match.any(String), type: 'less_than_equal' },
    ]);
  });
});

/** fetch refuses TRACE, so the raw client. */
function raw(method: string, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${path}`, { method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('methods', () => {
  test('TRACE and other methods a route lacks get the JSON error envelope: 405 for a standard method, 501 otherwise', async () => {
    for (const [method, status] of [
      ['TRACE', 405],
      ['PATCH', 405],
      ['PROPFIND', 501],
    ] as const) {
      const res = await raw(method, '/intel');
      expect([method, res.status, res.type]).toEqual([method, status, match.stringMatching(/application\/json/)]);
      expect(JSON.parse(res.body)).toEqual({
        error: match.stringMatching(/^method_not_(implemented|allowed)$/),
        message: match.any(String),
        request_id: match.any(String),
      });
    }
  });
});
