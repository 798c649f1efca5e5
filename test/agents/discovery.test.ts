// Every discovery document answers with its content type, and agrees with the live
// /pricing, /openapi.json, the 402 challenge of the paid routes and the MCP server itself.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { knownErrorCodes } from '../../src/http/errors.ts';
import { BUILD_VERSION } from '../../src/http/serviceInfo.ts';
import { json, PAYEE_BASE, PAYEE_SOLANA, type TestApp } from '../helpers/testApp.ts';
import { PUBLIC_BASE, startAgentApp } from './helpers.ts';
import { match } from '../helpers/match.ts';
import type {
  AgentRegistration,
  AiPlugin,
  ChallengeBody,
  DiscoveryList,
  GlamaJson,
  McpInfo,
  McpJson,
  McpServerCard,
  OpenApiDoc,
  PayJson,
  PaymentRequiredV2,
  PriceList,
  X402Manifest,
} from '../helpers/answers.ts';

/** The x402 v2 challenge a 402 carries in its PAYMENT-REQUIRED header. */
const paymentRequired = (res: Response) =>
  JSON.parse(Buffer.from(res.headers.get('payment-required') ?? '', 'base64').toString()) as PaymentRequiredV2;

// A facilitator URL makes x402 payable (no payment is made here; a closed port answers at once), so the
// documents advertise it; the last describe checks what a server without one says.
const FACILITATOR_URL = 'http://127.0.0.1:9';
let t: TestApp;
beforeAll(async () => {
  t = await startAgentApp({ FACILITATOR_URL });
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, init?: RequestInit) => fetch(`${t.url}${path}`, init);
const text = async (path: string) => (await get(path)).text();
const JSON_TYPE = /^application\/json; charset=utf-8$/;
const X402_RESOURCE_PATHS = [
  '/x402/discovery/resources',
  '/.well-known/x402/discovery/resources',
  '/v1/x402/discovery/resources',
  '/v2/x402/discovery/resources',
  '/discovery/resources',
];

describe('every path answers with the right content type', () => {
  test.each([
    ['/llms.txt', /^text\/plain; charset=utf-8$/],
    ['/llms-full.txt', /^text\/plain; charset=utf-8$/],
    ['/.well-known/x402', JSON_TYPE],
    ['/.well-known/x402.json', JSON_TYPE],
    ['/.well-known/pay.json', JSON_TYPE],
    ['/.well-known/ai-plugin.json', JSON_TYPE],
    ['/.well-known/mcp.json', JSON_TYPE],
    ['/.well-known/mcp/server-card.json', JSON_TYPE],
    ['/mcp-server-card.json', JSON_TYPE],
    ['/mcp/server-card', /^application\/mcp-server-card\+json/],
    ['/.well-known/agent-registration.json', JSON_TYPE],
    ...X402_RESOURCE_PATHS.map((p) => [p, JSON_TYPE] as [string, RegExp]),
    ['/.well-known/security.txt', /^text\/plain; charset=utf-8$/],
    ['/security.txt', /^text\/plain; charset=utf-8$/],
    ['/privacy', /^text\/html; charset=utf-8$/],
    ['/privacy-policy', /^text\/html; charset=utf-8$/],
    ['/terms', /^text\/html; charset=utf-8$/],
    ['/terms-of-service', /^text\/html; charset=utf-8$/],
    ['/sitemap.xml', /^application\/xml/],
    ['/robots.txt', /^text\/plain/],
    ['/.well-known/glama.json', JSON_TYPE],
    ['/logo.svg', /^image\/svg\+xml/],
    ['/.well-known/agent-card.json', /^application\/json/],
    ['/.well-known/agent.json', /^application\/json/],
    ['/agent-card.json', /^application\/json/],
    ['/mcp/agentcard.json', /^application\/json/],
  ])('GET %s', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
    expect((await res.text()).length).toBeGreaterThan(20);
  });

  test('HEAD /.well-known/x402 and /.well-known/x402.json: 200 and headers only', async () => {
    for (const path of ['/.well-known/x402', '/.well-known/x402.json']) {
      const res = await get(path, { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(JSON_TYPE);
      expect(await res.text()).toBe('');
    }
  });

  test('the OpenAPI document lists the discovery paths', async () => {
    const doc = await json<OpenApiDoc>(await get('/openapi.json'));
    for (const path of [
      '/llms.txt',
      '/.well-known/x402',
      '/.well-known/security.txt',
      '/sitemap.xml',
      ...X402_RESOURCE_PATHS,
    ])
      expect(doc.paths[path]).toBeDefined();
    expect(doc.paths['/.well-known/x402'].head).toBeDefined();
  });
});

describe('payment documents agree with the live 402 challenge and /pricing', () => {
  test('the x402 manifest lists what POST /intel and POST /batch ask for', async () => {
    const manifest = await json<X402Manifest>(await get('/.well-known/x402'));
    expect(manifest.resources).toEqual(['POST /intel', 'POST /batch']);
    for (const [i, path] of ['/intel', '/batch'].entries()) {
      const challenge = await get(path);
      expect(challenge.status).toBe(402);
      expect(manifest.items[i].accepts).toEqual((await json<ChallengeBody>(challenge)).accepts);
      expect(manifest.items[i].accepts_v2).toEqual(paymentRequired(challenge).accepts);
    }
    expect(await json<X402Manifest>(await get('/.well-known/x402.json'))).toEqual(manifest);
  });

  test('the discovery resources have the Bazaar shape (v1, and v2 under /v2) and paginate', async () => {
    const intel402 = await json<ChallengeBody>(await get('/intel'));
    for (const path of X402_RESOURCE_PATHS) {
      const list = await json<DiscoveryList>(await get(`${path}?type=http`));
      const version = path.startsWith('/v2/') ? 2 : 1;
      expect(list).toMatchObject({ x402Version: version, pagination: { limit: 100, offset: 0, total: 2 } });
      expect(list.items.map((i) => i.resource)).toEqual([`${PUBLIC_BASE}/intel`, `${PUBLIC_BASE}/batch`]);
      expect(list.items[0]).toMatchObject({
        type: 'http',
        x402Version: version,
        metadata: { method: 'POST', price_usdc: '0.05' },
      });
      if (version === 1) expect(list.items[0].accepts).toEqual(intel402.accepts);
      else
        expect(list.items[0].accepts.map((a: { network: string }) => a.network)).toEqual([
          'eip155:8453',
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        ]);
    }
    const page = await json<DiscoveryList>(await get('/discovery/resources?limit=1&offset=1'));
    expect(page.items.map((i) => i.resource)).toEqual([`${PUBLIC_BASE}/batch`]);
    expect(page.pagination).toEqual({ limit: 1, offset: 1, total: 4 });
    expect((await get('/discovery/resources?limit=0')).status).toBe(422);
    expect((await get('/discovery/resources?type=ftp')).status).toBe(422);
  });

  test('type=mcp lists the paid MCP tools, each at the MCP price, paid through /mcp', async () => {
    const list = await json<DiscoveryList>(await get('/v2/x402/discovery/resources?type=mcp'));
    expect(list.pagination.total).toBe(2);
    expect(list.items.map((i) => [i.type, i.resource, i.metadata.tool, i.metadata.price_usdc])).toEqual([
      ['mcp', `${PUBLIC_BASE}/mcp`, 'intel_analyze', '0.05'],
      ['mcp', `${PUBLIC_BASE}/mcp`, 'intel_batch', '0.20'],
    ]);
    expect(list.items[0].accepts[0]).toMatchObject({ amount: '50000', payTo: PAYEE_BASE });
  });

  test('pay.json: the payees of the configuration and the prices of /pricing', async () => {
    const pay = await json<PayJson>(await get('/.well-known/pay.json'));
    const pricing = await json<PriceList>(await get('/pricing'));
    expect(pay.networks.map((n) => [n.network, n.pay_to])).toEqual([
      ['base-mainnet', PAYEE_BASE],
      ['solana-mainnet', PAYEE_SOLANA],
    ]);
    expect(pay.prices).toEqual({ modes: pricing.modes, endpoints: pricing.endpoints, trial: pricing.trial });
    expect(pay.methods.session.plans).toEqual(pricing.plans);
    expect(pay.methods.x402?.resources.map((r) => r.price_usdc)).toEqual(['0.05', '0.20']);
  });
});

describe('llms.txt and llms-full.txt', () => {
  test('llms.txt follows llmstxt.org: H1, summary, sections of absolute links, Optional last', async () => {
    const body = await text('/llms.txt');
    const lines = body.split('\n');
    expect(lines[0]).toBe('# Competitive Intelligence Graph');
    expect(lines[2]).toMatch(/^> Competitive intelligence for autonomous agents/);
    const sections = lines.filter((l) => l.startsWith('## '));
    expect(sections.at(-1)).toBe('## Optional');
    const links = [...body.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(8);
    for (const link of links) expect(link.startsWith(PUBLIC_BASE)).toBe(true);
  });

  test('llms-full.txt documents every endpoint of the OpenAPI document, every mode price, tool and error code', async () => {
    const body = await text('/llms-full.txt');
    const doc = await json<OpenApiDoc>(await get('/openapi.json'));
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops).filter((m) => m !== 'head'))
        expect(body).toContain(`- ${method.toUpperCase()} ${path}: `);
    }
    const pricing = await json<PriceList>(await get('/pricing'));
    for (const m of pricing.modes) expect(body).toContain(`| ${m.mode} | ${m.price_usdc} | ${m.tier} |`);
    for (const [code, status] of knownErrorCodes()) expect(body).toContain(`| ${code} | ${status} |`);
    const info = await json<McpInfo>(await get('/mcp'));
    for (const tool of info.tools) expect(body).toContain(`- ${tool.name} (`);
    expect(body).toContain(`pay to ${PAYEE_BASE}`);
    expect(body).not.toContain('/admin');
  });
});

describe('MCP, agent and directory manifests', () => {
  test('the MCP server card (SEP-2127) at its four paths, matching the live server', async () => {
    const card = await json<McpServerCard>(await get('/mcp/server-card'));
    expect(await json<McpServerCard>(await get('/.well-known/mcp/server-card.json'))).toEqual(card);
    expect(await json<McpServerCard>(await get('/mcp-server-card.json'))).toEqual(card);
    expect(await json<McpServerCard>(await get('/mcp/agentcard.json'))).toEqual(card);
    expect(card).toMatchObject({
      $schema: match.stringMatching(/^https:\/\/.+server-card\.schema\.json$/),
      name: 'test.example.intel/intel-graph',
      version: BUILD_VERSION,
    });
    expect(card.description.length).toBeLessThanOrEqual(100);
    const info = await json<McpInfo>(await get('/mcp'));
    expect(card.remotes).toEqual([
      match.objectContaining({
        type: 'streamable-http',
        url: `${PUBLIC_BASE}/mcp`,
        supportedProtocolVersions: info.protocol_versions,
      }),
    ]);
    expect(card).not.toHaveProperty('tools');
  });

  test('mcp.json lists the tools the server serves; ai-plugin.json keeps to its limits', async () => {
    const mcp = await json<McpJson>(await get('/.well-known/mcp.json'));
    const info = await json<McpInfo>(await get('/mcp'));
    expect(mcp.tools.map((x) => x.name)).toEqual(info.tools.map((x) => x.name));
    expect(mcp.transports).toEqual([{ type: 'streamable-http', url: `${PUBLIC_BASE}/mcp` }]);
    expect(mcp.capabilities).toEqual({
      tools: { listChanged: false },
      resources: { listChanged: false },
      logging: {},
      completions: {},
    });
    const plugin = await json<AiPlugin>(await get('/.well-known/ai-plugin.json'));
    expect(plugin.schema_version).toBe('v1');
    expect(plugin.name_for_human.length).toBeLessThanOrEqual(20);
    expect(plugin.name_for_model).toMatch(/^[A-Za-z0-9_]{1,50}$/);
    expect(plugin.api).toMatchObject({ type: 'openapi', url: `${PUBLIC_BASE}/openapi.json` });
    expect(plugin.legal_info_url).toBe(`${PUBLIC_BASE}/terms`);
  });

  test('the ERC-8004 registration file names the live MCP and A2A endpoints; not registered by default', async () => {
    const reg = await json<AgentRegistration>(await get('/.well-known/agent-registration.json'));
    expect(reg).toMatchObject({
      type: 'https://eips.ethereum.org/EIPS/eip-8004#registration-v1',
      active: true,
      registrations: [],
      x402Support: true,
    });
    expect(reg.services).toEqual(
      match.arrayContaining([
        { name: 'MCP', endpoint: `${PUBLIC_BASE}/mcp`, version: '2026-07-28' },
        { name: 'A2A', endpoint: `${PUBLIC_BASE}/.well-known/agent-card.json`, version: '1.0' },
      ]),
    );
  });

  test('configuration shows through: ERC-8004 registration, maintainer email, security contact', async () => {
    const other = await startAgentApp({
      ERC8004_REGISTRY: `eip155:8453:${PAYEE_BASE}`,
      ERC8004_AGENT_ID: '42',
      MAINTAINER_EMAIL: 'ops@intel.example.test',
      SECURITY_CONTACT: 'https://intel.example.test/security',
    });
    const at = (path: string) => fetch(`${other.url}${path}`);
    expect((await json<AgentRegistration>(await at('/.well-known/agent-registration.json'))).registrations).toEqual([
      { agentId: 42, agentRegistry: `eip155:8453:${PAYEE_BASE}` },
    ]);
    expect(await json<GlamaJson>(await at('/.well-known/glama.json'))).toEqual({
      $schema: 'https://glama.ai/mcp/schemas/connector.json',
      maintainers: [{ email: 'ops@intel.example.test' }],
    });
    const security = await (await at('/security.txt')).text();
    expect(security.match(/^Contact: .+$/gm)).toEqual([
      'Contact: https://intel.example.test/security',
      'Contact: mailto:ops@intel.example.test',
    ]);
    expect((await json<AiPlugin>(await at('/.well-known/ai-plugin.json'))).contact_email).toBe(
      'ops@intel.example.test',
    );
    await other.close();
  });
});

describe('security, legal and crawler files', () => {
  test('security.txt (RFC 9116): Contact, exactly one Expires under a year ahead, the same at both paths', async () => {
    const body = await text('/.well-known/security.txt');
    expect(await text('/security.txt')).toBe(body);
    expect(body).toMatch(/^Contact: mailto:security@example\.invalid$/m);
    const expires = body.match(/^Expires: (.+)$/gm)!;
    expect(expires).toHaveLength(1);
    const at = Date.parse(expires[0].slice('Expires: '.length));
    expect(at).toBeGreaterThan(Date.now());
    expect(at).toBeLessThan(Date.now() + 365 * 86_400_000);
    expect(body).toMatch(new RegExp(`^Canonical: ${PUBLIC_BASE}/.well-known/security.txt$`, 'm'));
  });

  test('privacy and terms pages, each at both paths, describing this deployment', async () => {
    const privacy = await text('/privacy');
    expect(await text('/privacy-policy')).toBe(privacy);
    expect(privacy).toContain('<h1>Privacy policy</h1>');
    expect(privacy).toContain('no outside language model');
    const terms = await text('/terms');
    expect(await text('/terms-of-service')).toBe(terms);
    expect(terms).toContain('standard analysis 0.05 USDC, elite 1.00 USDC, batch 0.20 USDC');
    expect(terms).toContain('id="security"');
  });

  test('robots.txt points to the sitemap; the sitemap lists public documents and no API calls', async () => {
    const robots = await text('/robots.txt');
    expect(robots).toContain(`Sitemap: ${PUBLIC_BASE}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/admin\/$/m);
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].slice(PUBLIC_BASE.length));
    expect(locs).toEqual(
      match.arrayContaining([
        '/',
        '/llms.txt',
        '/llms-full.txt',
        '/pricing',
        '/openapi.json',
        '/terms',
        '/privacy',
        '/.well-known/agent-card.json',
      ]),
    );
    expect(locs.some((l) => /^\/(admin|access|intel|a2a)|\{/.test(l))).toBe(false);
  });
});

describe('x402 is offered only where it can be paid', () => {
  test('the v2 challenge carries the bazaar extension: how to call the resource, valid against its own schema', async () => {
    const ajv = new Ajv2020({ strict: false });
    for (const [path, method] of [
      ['/intel', 'GET'],
      ['/intel', 'POST'],
      ['/batch', 'POST'],
    ]) {
      const res = await get(path, {
        method,
        ...(method === 'POST'
          ? {
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ companies: ['Linear', 'Notion'] }),
            }
          : {}),
      });
      if (path === '/intel' && method === 'POST') continue; // a body /intel refuses is a free 422, before any challenge
      expect(res.status).toBe(402);
      const bazaar = paymentRequired(res).extensions?.bazaar;
      if (!bazaar) throw new Error(`${method} ${path}: the challenge has no bazaar extension`);
      const { info, schema } = bazaar;
      expect(info.input).toMatchObject({ type: 'http', method: 'POST', bodyType: 'json' });
      expect(ajv.validate(schema, info)).toBe(true);
    }
  });

  test('a payee without a facilitator, or no payee: no document offers x402; the challenge has no bazaar entry without a payee', async () => {
    for (const env of [{}, { FACILITATOR_URL, PAYEE_BASE: '', PAYEE_SOLANA: '' }] as Record<string, string>[]) {
      const other = await startAgentApp(env);
      const at = (path: string) => fetch(`${other.url}${path}`);
      try {
        expect((await json<PriceList>(await at('/pricing'))).payment_methods).toEqual([
          'api_key',
          'session',
          'trial_key',
        ]);
        expect(await (await at('/llms.txt')).text()).not.toMatch(/x402 manifest|x402 \(Base, Solana\), X-API-KEY/);
        expect(await (await at('/llms-full.txt')).text()).not.toMatch(/X-PAYMENT|Payment options \(x402\)/);
        expect((await json<DiscoveryList>(await at('/discovery/resources'))).pagination.total).toBe(0);
        expect((await json<X402Manifest>(await at('/.well-known/x402'))).resources).toEqual([]);
        expect((await json<PayJson>(await at('/.well-known/pay.json'))).methods.x402).toBeUndefined();
        const mcp = await json<McpInfo>(await at('/mcp'));
        expect(mcp.authentication).toMatchObject({ x402_enabled: false });
        expect(mcp.authentication.x402).toBeUndefined();
        expect((await json<OpenApiDoc>(await at('/openapi.json'))).components.securitySchemes.x402).toBeUndefined();
        expect((await json<AgentRegistration>(await at('/.well-known/agent-registration.json'))).x402Support).toBe(
          false,
        );
        const challenge = await at('/intel');
        expect(challenge.status).toBe(402);
        const v2 = paymentRequired(challenge);
        expect(Boolean(v2.extensions)).toBe(v2.accepts.length > 0);
      } finally {
        await other.close();
      }
    }
  });

  test('a server reached by IP address or localhost has no reverse-DNS namespace: its card is local/intel-graph', async () => {
    for (const base of ['http://127.0.0.1:8402', 'http://localhost:8402', 'http://[::1]:8402']) {
      const other = await startAgentApp({ PUBLIC_BASE_URL: base });
      try {
        expect((await json<McpServerCard>(await fetch(`${other.url}/mcp/server-card`))).name).toBe('local/intel-graph');
      } finally {
        await other.close();
      }
    }
  });
});
