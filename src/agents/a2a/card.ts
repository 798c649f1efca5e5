// The A2A agent card, in the 1.0 shape (supportedInterfaces) and the 0.3 shape (url,
// preferredTransport, additionalInterfaces), both from one description. The SDK's request handler
// takes the 1.0 card; the 0.3 card is ours to produce (the SDK's converter is not exported).
import { AgentCard, type AgentCard as AgentCardType } from '@a2a-js/sdk';
import type { Config } from '../../config.ts';
import { BUILD_VERSION, SERVICE } from '../../http/serviceInfo.ts';
import { STANDARD_MODES } from '../../intel/types.ts';
import { PULSE_ALERT_PRICE_MICRO } from '../../billing/prices.ts';
import { microToDecimal } from '../../lib/money.ts';

export const A2A_JSONRPC_PATH = '/a2a';
export const A2A_REST_PATH = '/a2a/rest';
/** The 0.3 HTTP+JSON binding puts its routes under /v1 of the interface URL. */
export const A2A_REST_V03_PATH = `${A2A_REST_PATH}/v1`;

export function agentCard(config: Config): AgentCardType {
  const base = config.publicBaseUrl;
  const iface = (path: string, protocolBinding: string, protocolVersion: string) => ({
    url: `${base}${path}`,
    protocolBinding,
    tenant: '',
    protocolVersion,
  });
  return {
    name: SERVICE.title,
    description: SERVICE.description,
    supportedInterfaces: [
      iface(A2A_JSONRPC_PATH, 'JSONRPC', '1.0'),
      iface(A2A_REST_PATH, 'HTTP+JSON', '1.0'),
      iface(A2A_JSONRPC_PATH, 'JSONRPC', '0.3'),
      iface(A2A_REST_PATH, 'HTTP+JSON', '0.3'),
    ],
    provider: { url: base, organization: SERVICE.title },
    version: BUILD_VERSION,
    documentationUrl: `${base}/llms-full.txt`,
    capabilities: { streaming: true, pushNotifications: false, extensions: [], extendedAgentCard: false },
    securitySchemes: {},
    securityRequirements: [],
    defaultInputModes: ['text/plain', 'application/json'],
    defaultOutputModes: ['application/json', 'text/plain'],
    skills: [
      {
        id: 'competitive-analysis',
        name: 'Basic competitive analysis (free)',
        description: `Send a description of a company, product or market (up to 300 characters are analyzed); the answer is a data part with the positioning summary and market score, and a short text part. Ask for a mode in the text (${STANDARD_MODES.join(', ')}). The full analysis with competitors is paid: POST ${base}/intel or the MCP tool intel_analyze.`,
        tags: ['competitive-intelligence', 'market-analysis', 'positioning'],
        examples: [
          'Notion is an all-in-one workspace for notes, docs, wikis and project management used by teams.',
          'mode: fundraising. Ramp builds corporate cards and spend management software for finance teams.',
        ],
        inputModes: ['text/plain', 'application/json'],
        outputModes: ['application/json', 'text/plain'],
        securityRequirements: [],
      },
      {
        id: 'pulse',
        name: 'Pulse: watch a company for changes',
        description: `Send a data part {"skill": "pulse_subscribe", "watch_company": …, "webhook_url": …, "api_key": …} (optional watch_competitor, threshold 0–1, every_hours ≥ 1, url): the company is re-analysed on schedule and each change crossing the threshold is POSTed to the webhook, signed per Standard Webhooks, for ${microToDecimal(PULSE_ALERT_PRICE_MICRO)} USDC per delivered alert. pulse_status, pulse_unsubscribe, pulse_resume and pulse_deliveries take subscription_id. Same as POST ${base}/pulse/subscriptions.`,
        tags: ['competitive-intelligence', 'monitoring', 'webhooks'],
        examples: [
          '{"skill": "pulse_subscribe", "watch_company": "Notion", "webhook_url": "https://agent.example/hooks/pulse", "api_key": "sk-intel-…"}',
        ],
        inputModes: ['application/json'],
        outputModes: ['application/json', 'text/plain'],
        securityRequirements: [],
      },
    ],
    signatures: [],
    iconUrl: `${base}/logo.svg`,
  };
}

/** The 1.0 card as JSON (the wire form of the SDK's protobuf-shaped object). */
export function agentCardJson(config: Config): Record<string, unknown> {
  return AgentCard.toJSON(agentCard(config)) as Record<string, unknown>;
}

/** The 0.3 card; it also carries the 1.0 supportedInterfaces so one document serves both generations. */
export function legacyAgentCardJson(config: Config): Record<string, unknown> {
  const card = agentCard(config);
  const legacy = card.supportedInterfaces.filter((i) => i.protocolVersion === '0.3');
  const skills = card.skills.map(({ securityRequirements: _none, ...skill }) => skill);
  return {
    protocolVersion: '0.3.0',
    name: card.name,
    description: card.description,
    url: legacy[0].url,
    preferredTransport: legacy[0].protocolBinding,
    additionalInterfaces: legacy.map((i) => ({ url: i.url, transport: i.protocolBinding })),
    iconUrl: card.iconUrl,
    provider: card.provider,
    version: card.version,
    documentationUrl: card.documentationUrl,
    capabilities: {
      streaming: card.capabilities?.streaming,
      pushNotifications: card.capabilities?.pushNotifications,
      stateTransitionHistory: false,
    },
    securitySchemes: {},
    security: [],
    defaultInputModes: card.defaultInputModes,
    defaultOutputModes: card.defaultOutputModes,
    skills,
    supportsAuthenticatedExtendedCard: false,
    supportedInterfaces: card.supportedInterfaces.map(({ tenant: _tenant, ...i }) => i),
  };
}
