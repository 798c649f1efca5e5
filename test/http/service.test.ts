import YAML from 'yaml';
import { PAYEE_BASE, PAYEE_SOLANA, json, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { match } from '../helpers/match.ts';
import type {
  ChallengeBody,
  ErrorBody,
  Health,
  OpenApiDoc,
  Overview,
  PaymentRequiredV2,
  PriceList,
} from '../helpers/answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('service information', () => {
  test('GET / lists the overview fields', async () => {
    const res = await fetch(`${t.url}/`);
    expect(res.status).toBe(200);
    const body = await json<Overview>(res);
    for (const field of [
      'service',
      'version',
      'description',
      'endpoints',
      'payment_protocol',
      'networks',
      'modes',
      'docs',
    ])
      expect(body).toHaveProperty(field);
    expect(body.version).toBe('4.5.1');
    expect(body.networks).toEqual(['base-mainnet', 'solana-mainnet']);
    expect(body.modes).toHaveLength(11);
    expect(body.endpoints).toEqual(match.arrayContaining([match.objectContaining({ method: 'GET', path: '/health' })]));
  });

  test('GET /health reports both stores and the cache', async () => {
    const res = await fetch(`${t.url}/health`);
    expect(res.status).toBe(200);
    const body = await json<Health>(res);
    expect(body.status).toBe('ok');
    expect(body.stores.neo4j.ok).toBe(true);
    expect(body.stores.redis.ok).toBe(true);
    expect(body.cache).toEqual(
      match.objectContaining({
        hits: match.any(Number),
        misses: match.any(Number),
        hit_ratio: match.any(Number),
        entries: match.any(Number),
      }),
    );
    expect((await fetch(`${t.url}/health`, { method: 'HEAD' })).status).toBe(200);
  });

  test('GET /pricing lists every mode, the batch, the plans and the trial from one table', async () => {
    const body = await json<PriceList>(await fetch(`${t.url}/pricing`));
    expect(body.modes).toHaveLength(11);
    expect(body.modes.find((m) => m.mode === 'competitive')?.price_usdc).toBe('0.05');
    expect(body.modes.find((m) => m.mode === 'sales_enablement')?.price_usdc).toBe('1.00');
    expect(body.modes.find((m) => m.mode === 'market_entry_execution')?.tier).toBe('elite');
    expect(body.endpoints.find((e) => e.path === '/batch')?.price_usdc).toBe('0.20');
    expect(body.plans).toEqual([
      { plan: 'starter', price_usdc: '15.00', reports: 30, duration_days: 10 },
      { plan: 'pro', price_usdc: '30.00', reports: 100, duration_days: 30 },
    ]);
    expect(body.trial).toEqual(match.objectContaining({ balance_usdc: '0.25', calls: 5, duration_days: 7 }));
  });
});

describe('x402 challenge probes', () => {
  test('GET /intel answers 402 with accepts[] for Base and Solana and a v2 PAYMENT-REQUIRED header', async () => {
    const res = await fetch(`${t.url}/intel`);
    expect(res.status).toBe(402);
    const body = await json<ChallengeBody>(res);
    expect(body.x402Version).toBe(1);
    expect(body.error).toBe('payment_required');
    expect(body.request_id).toBe(res.headers.get('x-request-id'));
    expect(body.accepts.map((a) => a.network)).toEqual(['base', 'solana']);
    const base = body.accepts[0];
    expect(base).toEqual(
      match.objectContaining({
        scheme: 'exact',
        maxAmountRequired: '50000',
        payTo: PAYEE_BASE,
        mimeType: 'application/json',
        asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        resource: match.stringMatching(/\/intel$/),
        extra: { name: 'USD Coin', version: '2' },
      }),
    );
    expect(body.accepts[1]).toEqual(
      match.objectContaining({ payTo: PAYEE_SOLANA, asset: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' }),
    );
    const v2 = JSON.parse(
      Buffer.from(res.headers.get('payment-required') ?? '', 'base64').toString(),
    ) as PaymentRequiredV2;
    expect(v2.x402Version).toBe(2);
    expect(v2.accepts.map((a) => a.network)).toEqual(['eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']);
    expect(v2.accepts[0].amount).toBe('50000');
    expect(v2.resource.url).toMatch(/\/intel$/);
  });

  test('GET /batch asks for 0.20 USDC; HEAD /intel is a 200 health check', async () => {
    const body = await json<ChallengeBody>(await fetch(`${t.url}/batch`));
    expect(body.accepts[0].maxAmountRequired).toBe('200000');
    expect(body.accepts[0].resource).toMatch(/\/batch$/);
    const head = await fetch(`${t.url}/intel`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  test('with no payee configured the challenge is honest: no options, still a clear 402', async () => {
    const bare = await startTestApp({ env: { PAYEE_BASE: '', PAYEE_SOLANA: '' } });
    try {
      const body = await json<ChallengeBody>(await fetch(`${bare.url}/intel`));
      expect(body.accepts).toEqual([]);
      expect(body.alternatives.api_key.header).toBe('X-API-KEY');
    } finally {
      await bare.close();
    }
  });
});

describe('OpenAPI and docs', () => {
  test('the OpenAPI document is generated from the routes and their schemas', async () => {
    const doc = await json<OpenApiDoc>(await fetch(`${t.url}/openapi.json`));
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('4.5.1');
    expect(Object.keys(doc.paths)).toEqual(
      match.arrayContaining([
        '/',
        '/health',
        '/pricing',
        '/intel',
        '/batch',
        '/access/api-key/status',
        '/access/status',
        '/api-keys/trial',
        '/openapi.json',
        '/docs',
      ]),
    );
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/admin'))).toEqual([]);
    expect(doc.paths['/access/api-key'].post.requestBody?.content['application/json'].schema.required).toEqual([
      'tx_hash',
    ]);
    expect(doc.paths['/access/api-key'].post.responses['422']).toBeDefined();
    expect(doc.paths['/intel'].get.responses['402'].content?.['application/json'].schema.required).toContain('accepts');
    expect(doc.paths['/intel'].head).toBeDefined();
    expect(doc.components.securitySchemes.apiKey.name).toBe('X-API-KEY');
  });

  test('/openapi.yaml is the same document', async () => {
    const res = await fetch(`${t.url}/openapi.yaml`);
    expect(res.headers.get('content-type')).toMatch(/yaml/);
    const fromYaml: unknown = YAML.parse(await res.text());
    const fromJson = await json<OpenApiDoc>(await fetch(`${t.url}/openapi.json`));
    expect(fromYaml).toEqual(fromJson);
  });

  test('/docs serves the interactive page with its assets locally', async () => {
    const page = await fetch(`${t.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('/docs/assets/swagger-ui-bundle.js');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const asset = await fetch(`${t.url}/docs/assets/swagger-ui-bundle.js`);
    expect(asset.status).toBe(200);
    expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    expect((await fetch(`${t.url}/docs/assets/..%2F..%2Fpackage.json`)).status).toBe(422);
    expect((await fetch(`${t.url}/docs/init.js`)).status).toBe(200);
  });
});

describe('HTTP skeleton', () => {
  test('every response carries a request id; an unknown route gets the error envelope', async () => {
    const res = await fetch(`${t.url}/nope`);
    expect(res.status).toBe(404);
    const body = await json<ErrorBody>(res);
    expect(body).toEqual({
      error: 'not_found',
      message: match.any(String),
      request_id: res.headers.get('x-request-id'),
    });
  });

  test('a well-formed incoming X-Request-Id is kept; a hostile one is replaced', async () => {
    const kept = await fetch(`${t.url}/pricing`, { headers: { 'x-request-id': 'trace-0123456789' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-0123456789');
    const replaced = await fetch(`${t.url}/pricing`, { headers: { 'x-request-id': '<script>alert(1)</script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^req_/);
  });

  test('CORS preflight allows the credential headers and exposes the x402 headers', async () => {
    const res = await fetch(`${t.url}/intel`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://agent.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-payment,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-PAYMENT/);
    const get = await fetch(`${t.url}/intel`, { headers: { origin: 'https://agent.example' } });
    const exposed = get.headers.get('access-control-expose-headers') ?? '';
    for (const h of ['PAYMENT-REQUIRED', 'PAYMENT-RESPONSE', 'X-PAYMENT-RESPONSE', 'X-Request-Id'])
      expect(exposed).toContain(h);
  });

  test('security headers are set', async () => {
    const res = await fetch(`${t.url}/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  test('a wrong method gets 405 with the envelope', async () => {
    const res = await fetch(`${t.url}/pricing`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect((await json<ErrorBody>(res)).error).toBe('method_not_allowed');
  });
});
