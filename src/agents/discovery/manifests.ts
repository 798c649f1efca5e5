// Manifests for agent and MCP directories: the plugin manifest, /.well-known/mcp.json, the MCP server
// card (SEP-2127), the ERC-8004 registration file and glama.json.
import { isIP } from 'node:net';
import type { Config } from '../../config.ts';
import type { ServiceDescription } from './description.ts';

const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

export function aiPlugin(d: ServiceDescription) {
  return {
    schema_version: 'v1',
    name_for_human: d.shortName,
    name_for_model: d.name.replaceAll('-', '_'),
    description_for_human: d.tagline,
    description_for_model: `${d.description} Free: POST /demo, GET /graph, GET /graph/market-share/{sector}. Paid: POST /intel, POST /batch with X-API-KEY, X-SESSION${d.x402 ? ' or x402' : ''}; a free trial key: GET /api-keys/trial. Full reference: ${d.url.llmsFull}`,
    auth: { type: 'none' },
    api: { type: 'openapi', url: d.url.openapi, is_user_authenticated: false },
    logo_url: d.url.logo,
    contact_email: d.contact.email ?? '',
    legal_info_url: d.url.terms,
  };
}

const credentialHeaders = [
  {
    name: 'X-API-KEY',
    description:
      'API key or trial key that pays for intel_analyze and intel_batch (may also be passed as the api_key argument)',
    isRequired: false,
    isSecret: true,
  },
  {
    name: 'X-SESSION',
    description:
      'Access-plan session that pays for intel_analyze and intel_batch (may also be passed as the session argument)',
    isRequired: false,
    isSecret: true,
  },
];

/**
 * Reverse-DNS server name: the public host's domain reversed, then the service name. A host that is no
 * domain (an IP address, localhost) has no reverse-DNS namespace: the name is then `local/<service>`
 * (set PUBLIC_BASE_URL to the service's domain before listing it in a registry).
 */
export function serverCardName(d: ServiceDescription): string {
  const host = d.host.replace(/^\[|\]$/g, '');
  const domain = isIP(host) === 0 && host.includes('.') && !host.endsWith('.localhost');
  return `${domain ? host.split('.').reverse().join('.') : 'local'}/${d.name}`;
}

export function mcpServerCard(d: ServiceDescription) {
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: serverCardName(d),
    version: d.build,
    description: d.tagline,
    title: d.title,
    websiteUrl: d.base,
    icons: [{ src: d.url.logo, mimeType: 'image/svg+xml', sizes: ['any'] }],
    remotes: [
      { type: 'streamable-http', url: d.url.mcp, supportedProtocolVersions: d.mcpVersions, headers: credentialHeaders },
    ],
    _meta: {
      'io.modelcontextprotocol.registry/publisher-provided': {
        interface_version: d.version,
        docs: d.url.llmsFull,
        pricing: d.url.pricing,
      },
    },
  };
}

/** /.well-known/mcp.json: the older discovery proposal, plus a ready client configuration. */
export function mcpJson(d: ServiceDescription) {
  return {
    name: d.name,
    title: d.title,
    version: d.build,
    description: d.description,
    endpoint: d.url.mcp,
    transports: [{ type: 'streamable-http', url: d.url.mcp }],
    protocolVersions: d.mcpVersions,
    capabilities: { tools: { listChanged: false }, resources: { listChanged: false }, logging: {}, completions: {} },
    tools: d.tools.map((t) => ({ name: t.name, title: t.title, price_usdc: t.price?.usdc ?? '0.00' })),
    authentication: {
      type: 'none',
      paid_tools: `api_key or session arguments, X-API-KEY / X-SESSION headers${d.x402 ? ', or x402 in _meta["x402/payment"]' : ''}`,
    },
    mcpServers: { [d.name]: { type: 'http', url: d.url.mcp } },
    serverCard: d.url.mcpServerCard,
    documentation: d.url.llmsFull,
  };
}

/** The ERC-8004 agent registration file; `registrations` lists the on-chain entry once it exists. */
export function agentRegistration(d: ServiceDescription, config: Config) {
  const { registry, agentId } = config.erc8004;
  return {
    type: 'https://eips.ethereum.org/EIPS/eip-8004#registration-v1',
    name: d.title,
    description: d.description,
    image: d.url.logo,
    services: [
      { name: 'web', endpoint: d.base },
      { name: 'MCP', endpoint: d.url.mcp, version: d.mcpVersions[0] },
      { name: 'A2A', endpoint: d.url.agentCard, version: '1.0' },
      { name: 'OpenAPI', endpoint: d.url.openapi, version: d.version },
    ],
    x402Support: d.x402,
    active: true,
    registrations: registry && agentId !== undefined ? [{ agentId, agentRegistry: registry }] : [],
    supportedTrust: [],
  };
}

export function glamaJson(d: ServiceDescription) {
  return {
    $schema: 'https://glama.ai/mcp/schemas/connector.json',
    maintainers: d.contact.email ? [{ email: d.contact.email }] : [],
  };
}
