// The shapes of the answers the tests read, named after the registry's declarations in src/operations/.
// Where the registry exports a schema the type is its `z.output`; where a response schema is declared inline
// (so its static type is not exported), a small interface restates the fields that schema declares.
import type { z } from 'zod';
import type { ErrorCode } from '../../src/lib/errors.ts';
import type { credentialStatus } from '../../src/operations/access.ts';
import type { publicCredential } from '../../src/operations/admin.ts';
import type { batchItemResult, marketScore, paidIntelResult } from '../../src/operations/shapes/analysis.ts';
import type { challenge, validationError } from '../../src/operations/shapes/envelopes.ts';
import type { Mode } from '../../src/intel/types.ts';
import type { buildV2PaymentRequired } from '../../src/payments/challenge.ts';
import type { mcpInfo } from '../../src/agents/mcp/info.ts';
import type {
  agentRegistration,
  aiPlugin,
  glamaJson,
  mcpJson,
  mcpServerCard,
} from '../../src/agents/discovery/manifests.ts';
import type { discoveryResources, payJson, x402Manifest } from '../../src/agents/discovery/payments.ts';

/** The error envelope of every error answer (src/operations/shapes/envelopes.ts). */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  request_id: string;
  details?: Record<string, unknown>;
}
/** The 422 of a schema failure: one record per problem. */
export type ValidationBody = z.output<typeof validationError>;
/** The x402 v1 challenge of a 402. */
export type ChallengeBody = z.output<typeof challenge>;

/** POST /intel 200. */
export type IntelAnswer = z.output<typeof paidIntelResult>;
export type BatchItemResult = z.output<typeof batchItemResult>;
/** POST /batch 200. */
export interface BatchAnswer {
  results: {
    id: string;
    status: 'ok' | 'error';
    result?: BatchItemResult;
    error?: { error: string; message: string };
  }[];
  succeeded: number;
  failed: number;
  price_paid_usdc: string;
  paid_with: IntelAnswer['paid_with'];
}
/** POST /demo 200. */
export interface DemoAnswer {
  positioning_summary: string;
  market_score: z.output<typeof marketScore>;
  mode: Mode;
  detected_language: string;
  market_context: string;
  demo: true;
  note: string;
}
/** GET /demo 200. */
export interface DemoInfo {
  endpoint: string;
  price_usdc: string;
  body: { text: string; mode: string };
  returns: string[];
  withheld: string[];
  url_fetching: boolean;
  rate_limit: string;
  full_analysis: { endpoint: string; price_usdc: string; trial_key: string };
}

type CredentialStatus = z.output<typeof credentialStatus>;
/** GET /access/api-key/status 200. */
export interface KeyStatus {
  balance_usdc: number;
  calls_remaining: number;
  calls_made: number;
  spent_usdc: number;
  kind: 'api_key' | 'trial';
  status: CredentialStatus;
  expires_at: string | null;
}
/** GET /access/status 200. */
export interface SessionStatus {
  reports_remaining: number;
  reports_total: number;
  plan: string | null;
  expires_at: string | null;
  status: CredentialStatus;
}
/** GET /api-keys/trial 200. */
export interface TrialKey {
  key: string;
  balance_usdc: number;
  calls_remaining: number;
  expires_at: string;
  status: 'active';
  next_step: string;
  next_step_body: { text: string; mode: string };
  next_step_header: string;
  modes_available: string[];
  note: string;
  docs: string;
}
/** One row of GET /access/operators, and the answer of PUT /access/operators/{operator_id}/budget (without spend). */
export interface OperatorSpend {
  operator_id: string;
  total_usdc: number;
  today_usdc: number;
  daily_cap_usdc: number | null;
}
export interface OperatorList {
  operators: OperatorSpend[];
}

/** POST /admin/api-keys 201. */
export interface CreatedKey {
  api_key: string;
  key_id: string;
  balance_usdc: number;
  calls_available: number;
}
/** POST /admin/sessions 201. */
export interface CreatedSession {
  session_id: string;
  id: string;
  reports_total: number;
  duration_days: number;
  expires_at?: string;
}
export type PublicCredential = z.output<typeof publicCredential>;
/** GET /admin/credentials 200. */
export interface CredentialList {
  credentials: PublicCredential[];
}
/** GET /admin/credentials/{id} 200. */
export type CredentialDetail = PublicCredential & {
  ledger: Record<string, unknown>[];
  operators: OperatorSpend[];
};

/** GET /health 200 and 503. */
export interface Health {
  status: 'ok' | 'degraded';
  version: string;
  build: string;
  uptime_s: number;
  stores: { neo4j: { ok: boolean; latency_ms: number }; redis: { ok: boolean; latency_ms: number } };
  cache: { hits: number; misses: number; hit_ratio: number; entries: number } | null;
}
/** GET / 200. */
export interface Overview {
  service: string;
  version: string;
  build: string;
  description: string;
  endpoints: { method: string; path: string; summary: string }[];
  payment_protocol: string;
  networks: string[];
  modes: Mode[];
  docs: string;
  openapi: string;
}
/** GET /pricing 200. */
export interface PriceList {
  currency: 'USDC';
  networks: string[];
  payment_methods: string[];
  modes: { mode: Mode; price_usdc: string; tier: 'standard' | 'elite'; focus: string }[];
  endpoints: {
    method: string;
    path: string;
    price_usdc: string;
    elite_price_usdc?: string;
    max_items?: number;
    elite_modes?: string;
    per_alert_usdc?: string;
  }[];
  pulse: { alert_price_usdc: string; plan_reports_per_alert: number; charged: string; subscribe: string };
  plans: { plan: string; price_usdc: string; reports: number; duration_days: number }[];
  trial: {
    price_usdc: string;
    balance_usdc: string;
    calls: number;
    duration_days: number;
    modes: Mode[];
    get: string;
  };
}

/** GET /graph 200 (the fields the tests read). */
export interface GraphAnswer {
  center: string | null;
  nodes: { id: string; name: string; analysis_count: number; degree: number; seeded: boolean }[];
  edges: { source: string; target: string; weight: number; relation: string }[];
  hub_competitors: { name: string; id: string; mentions: number }[];
}
/** GET /graph/market-share/{sector} 200 (the fields the tests read). */
export interface MarketShareAnswer {
  sector: string;
  graph_stats: Record<string, number>;
  top_players: { name: string }[];
  agent_action: 'enter_now' | 'enter_with_caution' | 'avoid';
  generated_at: string;
}

/** A JSON Schema as the published documents carry it (the keywords the tests read). */
export interface SchemaDoc {
  type?: string | string[];
  description?: string;
  properties?: Record<string, SchemaDoc>;
  required?: string[];
  additionalProperties?: boolean | SchemaDoc;
  enum?: unknown[];
  const?: unknown;
  items?: SchemaDoc;
  anyOf?: SchemaDoc[];
  oneOf?: SchemaDoc[];
  allOf?: SchemaDoc[];
  $ref?: string;
}
export interface MediaDoc {
  schema: SchemaDoc;
  example?: unknown;
}
/** One operation of the OpenAPI document. */
export interface OperationDoc {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: SchemaDoc; description?: string }[];
  requestBody?: { required?: boolean; content: Record<string, MediaDoc> };
  responses: Record<
    string,
    { description: string; content?: Record<string, MediaDoc>; headers?: Record<string, { description?: string }> }
  >;
}
/** GET /openapi.json 200 (OpenAPI 3.1). */
export interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, OperationDoc>>;
  components: { schemas?: Record<string, SchemaDoc>; securitySchemes: Record<string, Record<string, unknown>> };
}

/** The x402 v2 challenge of the PAYMENT-REQUIRED header (base64 JSON). */
export type PaymentRequiredV2 = ReturnType<typeof buildV2PaymentRequired>;

// The discovery documents, typed by the functions that build them (src/agents/).
/** GET /mcp: what the MCP endpoint says of itself. */
export type McpInfo = ReturnType<typeof mcpInfo>;
export type McpServerCard = ReturnType<typeof mcpServerCard>;
export type McpJson = ReturnType<typeof mcpJson>;
export type AiPlugin = ReturnType<typeof aiPlugin>;
export type AgentRegistration = ReturnType<typeof agentRegistration>;
export type GlamaJson = ReturnType<typeof glamaJson>;
export type X402Manifest = ReturnType<typeof x402Manifest>;
export type PayJson = ReturnType<typeof payJson>;
/** The x402 discovery resources (the Bazaar list). */
export type DiscoveryList = ReturnType<typeof discoveryResources>;

/** The A2A agent card as JSON: the 1.0 card, or the 0.3 card that also lists the 1.0 interfaces. */
export interface AgentCardDoc {
  name: string;
  description: string;
  version: string;
  protocolVersion?: string;
  url?: string;
  preferredTransport?: string;
  supportedInterfaces: { url: string; protocolBinding: string; protocolVersion: string }[];
  additionalInterfaces?: { url: string; transport: string }[];
  skills: { id: string; name: string; description: string; tags: string[]; examples?: string[] }[];
  capabilities?: Record<string, unknown>;
  securitySchemes?: Record<string, unknown>;
}
/** A JSON-RPC 2.0 answer: a result or an error (`D`: the error's data). */
export interface JsonRpcAnswer<R = unknown, D = unknown> {
  jsonrpc: '2.0';
  id: string | number | null;
  result?: R;
  error?: { code: number; message: string; data?: D };
}
/** An A2A 0.3 message as JSON (POST /message/send, the 0.3 JSON-RPC binding). */
export interface LegacyMessage {
  kind: 'message';
  role: 'agent' | 'user';
  messageId: string;
  contextId?: string;
  taskId?: string;
  metadata?: Record<string, unknown>;
  parts: { kind: 'text' | 'data' | 'file'; text?: string; data?: Record<string, unknown> }[];
}
/** An error of the A2A HTTP+JSON binding (google.rpc.Status style). */
export interface A2aRestError {
  error: { code: number; status: string; message: string };
}

/**
 * What a paid MCP tool or A2A skill adds to the operation's answer: what was paid and what is left
 * (src/billing/receipt.ts; an x402 payment names its settlement instead).
 */
export interface Receipt {
  price_paid_usdc: string;
  paid_with: 'api_key' | 'trial' | 'session' | 'x402';
  idempotent_replayed: boolean;
  balance_usdc?: number;
  calls_remaining?: number;
  reports_remaining?: number;
  network?: string;
  transaction?: string;
}
export type Paid<A> = A & Receipt;

/** POST /access/api-key 200 (and intel_api_key_create with a tx_hash): a key funded by a USDC transfer. */
export interface FundedKey {
  api_key: string;
  calls_available: number;
  balance_usdc: number;
  status: 'created';
  key_id: string;
  credited_usdc: string;
  network: string;
  tx_hash: string;
  note?: string;
}
