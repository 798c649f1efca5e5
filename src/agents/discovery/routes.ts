// Every discovery document of the interface, each rendered on request from the one service description
// (description.ts), with its own content type.
import type { Context } from 'koa';
import type { AppServices } from '../../services.ts';
import type { Method, RouteSpec } from '../../http/route.ts';
import { operationIdFor } from '../operationId.ts';
import { LOGO_SVG, robotsTxt, sitemapXml } from './crawlers.ts';
import { describe, paidResources, type DiscoveryInputs, type ServiceDescription } from './description.ts';
import { privacyPage, securityTxt, termsPage } from './legal.ts';
import { llmsFullTxt, llmsTxt } from './llms.ts';
import { agentRegistration, aiPlugin, glamaJson, mcpJson, mcpServerCard } from './manifests.ts';
import { discoveryResources, payJson, x402Manifest } from './payments.ts';

export const X402_RESOURCE_PATHS = [
  '/x402/discovery/resources',
  '/.well-known/x402/discovery/resources',
  '/v1/x402/discovery/resources',
  '/v2/x402/discovery/resources',
  '/discovery/resources',
];
const TEXT = 'text/plain; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const HTML = 'text/html; charset=utf-8';

type Render = (d: ServiceDescription, ctx: Context) => unknown; // a value or a promise of one

export function discoveryRoutes(services: AppServices, inputs: DiscoveryInputs): RouteSpec[] {
  const { config } = services;
  const startedAt = services.clock.now();
  const d = describe(services, inputs);
  const doc = (
    method: Method,
    path: string,
    summary: string,
    contentType: string,
    render: Render,
    extra: Partial<RouteSpec> = {},
  ): RouteSpec => ({
    method,
    path,
    operationId: operationIdFor(method, path),
    summary,
    tags: ['discovery'],
    responses: {
      200: {
        description: summary,
        contentType,
        schema:
          contentType.startsWith('application/') && contentType.includes('json')
            ? { type: 'object' }
            : { type: 'string' },
      },
    },
    handler: async (ctx) => {
      const body = await render(d, ctx);
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.type = contentType;
      ctx.body = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
    },
    ...extra,
  });
  // Documents offer x402 only where it can be paid (d.x402): elsewhere they list no paid resource.
  const paid = async () => (d.x402 ? paidResources(services, inputs.tools) : []);
  const x402 = async () => x402Manifest(d, await paid());

  const routes: RouteSpec[] = [
    doc('GET', '/llms.txt', 'Agent discovery text (llmstxt.org)', TEXT, () => llmsTxt(d)),
    doc(
      'GET',
      '/llms-full.txt',
      'Full reference for agents: every endpoint, price, mode, tool and error',
      TEXT,
      async () =>
        llmsFullTxt(
          d,
          services,
          (await paid()).filter((r) => r.type === 'http'),
        ),
    ),
    ...['/.well-known/x402', '/.well-known/x402.json'].flatMap((path) => [
      doc('GET', path, 'x402 payment manifest: paid resources with their Base and Solana options', JSON_TYPE, x402),
      doc('HEAD', path, 'x402 payment manifest (headers only)', JSON_TYPE, x402),
    ]),
    doc(
      'GET',
      '/.well-known/pay.json',
      'Payment configuration: networks, payees, methods, prices',
      JSON_TYPE,
      async () => payJson(d, services, await paid()),
    ),
    doc('GET', '/.well-known/ai-plugin.json', 'Plugin manifest', JSON_TYPE, () => aiPlugin(d)),
    doc('GET', '/.well-known/mcp.json', 'MCP client auto-configuration', JSON_TYPE, () => mcpJson(d)),
    doc('GET', '/mcp/server-card', 'MCP server card (SEP-2127)', 'application/mcp-server-card+json', () =>
      mcpServerCard(d),
    ),
    doc('GET', '/.well-known/mcp/server-card.json', 'MCP server card (SEP-2127)', JSON_TYPE, () => mcpServerCard(d)),
    doc('GET', '/mcp-server-card.json', 'MCP server card (SEP-2127)', JSON_TYPE, () => mcpServerCard(d)),
    doc('GET', '/mcp/agentcard.json', 'MCP server card (SEP-2127)', JSON_TYPE, () => mcpServerCard(d)),
    doc('GET', '/.well-known/agent-registration.json', 'ERC-8004 agent registration file', JSON_TYPE, () =>
      agentRegistration(d, config),
    ),
    ...X402_RESOURCE_PATHS.map((path) =>
      doc(
        'GET',
        path,
        'x402 discovery: paid resources (Bazaar shape)',
        JSON_TYPE,
        async (_d, ctx) =>
          discoveryResources(
            d,
            await paid(),
            path.startsWith('/v2/') ? 2 : 1,
            ctx.state.query as Parameters<typeof discoveryResources>[3], // validated by the query schema below
            startedAt.toISOString(),
          ),
        {
          query: {
            type: 'object',
            properties: {
              limit: { type: 'integer', minimum: 1, maximum: 100, default: 100 },
              offset: { type: 'integer', minimum: 0, default: 0 },
              type: { type: 'string', enum: ['http', 'mcp'], description: 'Only resources of this type' },
            },
          },
        },
      ),
    ),
    ...['/.well-known/security.txt', '/security.txt'].map((path) =>
      doc('GET', path, 'Security contact (RFC 9116)', TEXT, () => securityTxt(d, config, startedAt)),
    ),
    ...['/privacy', '/privacy-policy'].map((path) =>
      doc('GET', path, 'Privacy policy', HTML, () => privacyPage(d, config)),
    ),
    ...['/terms', '/terms-of-service'].map((path) =>
      doc('GET', path, 'Terms of service', HTML, () => termsPage(d, config)),
    ),
    doc('GET', '/sitemap.xml', 'Sitemap', 'application/xml; charset=utf-8', () => sitemapXml(d)),
    doc('GET', '/robots.txt', 'Crawler rules', TEXT, () => robotsTxt(d)),
    doc('GET', '/.well-known/glama.json', 'Connector verification (Glama)', JSON_TYPE, () => glamaJson(d)),
    doc('GET', '/logo.svg', 'Logo', 'image/svg+xml', () => LOGO_SVG, { hidden: true }),
  ];
  return routes;
}
