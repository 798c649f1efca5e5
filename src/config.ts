// One validated schema over the environment. Fail fast; no default secrets.
import { Ajv } from 'ajv';
import { resolve } from 'node:path';

const schema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 8402 },
    HOST: { type: 'string', default: '127.0.0.1' },
    DATA_DIR: { type: 'string', default: './data' },
    PUBLIC_BASE_URL: { type: 'string', pattern: '^https?://[^\\s/]+(/[^\\s]*)?$' },
    NEO4J_URI: { type: 'string', pattern: '^(neo4j|bolt)(\\+s|\\+ssc)?://' },
    NEO4J_USER: { type: 'string', default: 'neo4j' },
    NEO4J_PASSWORD: { type: 'string' },
    NEO4J_DATABASE: { type: 'string' },
    LOCAL_NEO4J_BOLT_PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 7687 },
    LOCAL_NEO4J_HTTP_PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 7474 },
    REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    REDIS_CLUSTER: { type: 'boolean', default: false },
    LOCAL_REDIS_PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 6390 },
    LOCAL_REDIS_BINARY: { enum: ['auto', 'system', 'maven'], default: 'auto' },
    ADMIN_TOKEN: { type: 'string', minLength: 16 },
    FACILITATOR_URL: { type: 'string', pattern: '^https?://' },
    FACILITATOR_AUTH_HEADER: { type: 'string', minLength: 8, maxLength: 4096 },
    FACILITATOR_TIMEOUT_MS: { type: 'integer', minimum: 1000, maximum: 120000, default: 20000 },
    BASE_RPC_URL: { type: 'string', pattern: '^https?://' },
    SOLANA_RPC_URL: { type: 'string', pattern: '^https?://' },
    PAYEE_BASE: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
    PAYEE_SOLANA: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' },
    BASE_USDC_ADDRESS: {
      type: 'string',
      pattern: '^0x[0-9a-fA-F]{40}$',
      default: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    },
    SOLANA_USDC_MINT: {
      type: 'string',
      pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$',
      default: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    },
    PAYMENT_TX_MAX_AGE_HOURS: { type: 'integer', minimum: 1, maximum: 8760, default: 72 },
    PENDING_PAYMENT_TTL_S: { type: 'integer', minimum: 60, maximum: 86400, default: 900 },
    PAYMENT_WATCH_INTERVAL_MS: { type: 'integer', minimum: 0, maximum: 600000, default: 5000 },
    PENDING_PAYMENTS_PER_CLIENT_PER_HOUR: { type: 'integer', minimum: 1, maximum: 100000, default: 10 },
    PENDING_PAYMENTS_MAX_OPEN: { type: 'integer', minimum: 1, maximum: 1000000, default: 1000 },
    HELIUS_WEBHOOK_SECRET: { type: 'string', minLength: 16, maxLength: 512 },
    LLM_BASE_URL: { type: 'string', pattern: '^https?://' },
    LLM_MODEL: { type: 'string' },
    LLM_API_KEY: { type: 'string' },
    SEARCH_PROVIDER: { enum: ['searxng', 'brave', 'tavily', 'exa', 'serper'] },
    SEARCH_API_KEY: { type: 'string' },
    SEARCH_BASE_URL: { type: 'string', pattern: '^https?://' },
    FETCH_ALLOW_PRIVATE: { type: 'boolean', default: false },
    PULSE_WORKER: { type: 'boolean', default: true },
    PULSE_TICK_MS: { type: 'integer', minimum: 0, maximum: 3600000, default: 15000 },
    PULSE_MAX_SUBSCRIPTIONS: { type: 'integer', minimum: 1, maximum: 10000, default: 20 },
    PULSE_WEBHOOK_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 60000, default: 10000 },
    PULSE_JOB_LOCK_MS: { type: 'integer', minimum: 1000, maximum: 600000, default: 30000 },
    BODY_LIMIT_KB: { type: 'integer', minimum: 1, maximum: 10240, default: 256 },
    DEMO_CALLS_PER_HOUR: { type: 'integer', minimum: 0, maximum: 100000, default: 3 },
    TRIAL_KEYS_PER_IP_PER_DAY: { type: 'integer', minimum: 0, maximum: 100000, default: 1 },
    TRUST_PROXY: { type: 'string', pattern: '^(true|false|[0-9]{1,2})$', default: 'false' },
    CORS_ORIGINS: { type: 'string', default: '*' },
    LOG_LEVEL: { enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
    SECURITY_CONTACT: { type: 'string', default: 'mailto:security@example.invalid' },
    MCP_ALLOWED_HOSTS: { type: 'string', default: '' },
    MAINTAINER_EMAIL: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+$' },
    ERC8004_REGISTRY: { type: 'string', pattern: '^eip155:[0-9]+:0x[0-9a-fA-F]{40}$' },
    ERC8004_AGENT_ID: { type: 'integer', minimum: 0 },
  },
} as const;

/** The environment as the schema admits it: a variable with a default is always there after validation. */
type Props = typeof schema.properties;
type ValueOf<P> = P extends { enum: readonly (infer E)[] }
  ? E
  : P extends { type: 'integer' }
    ? number
    : P extends { type: 'boolean' }
      ? boolean
      : string;
type Defaulted = { [K in keyof Props]: Props[K] extends { default: unknown } ? K : never }[keyof Props];
type Env = { [K in Defaulted]: ValueOf<Props[K]> } & { [K in Exclude<keyof Props, Defaulted>]?: ValueOf<Props[K]> };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  publicBaseUrl: string;
  neo4j: {
    uri?: string;
    user: string;
    password?: string;
    database?: string;
    localBoltPort: number;
    localHttpPort: number;
  };
  redis: {
    url?: string;
    /** REDIS_URL names a seed node of a Redis Cluster. */
    cluster: boolean;
    localPort: number;
    localBinary: 'auto' | 'system' | 'maven';
  };
  adminToken?: string;
  x402: {
    facilitatorUrl?: string;
    /** Sent as the Authorization header on /verify, /settle and /supported (hosted facilitators need one). */
    facilitatorAuthHeader?: string;
    facilitatorTimeoutMs: number;
    payeeBase?: string;
    payeeSolana?: string;
    baseUsdc: string;
    solanaUsdcMint: string;
  };
  chains: { baseRpcUrl?: string; solanaRpcUrl?: string };
  payments: {
    /** On-chain transfers older than this are not redeemed for keys or plans. */
    txMaxAgeHours: number;
    pendingTtlS: number;
    /** How often open pending payments are looked up on chain; 0 turns the watcher off (webhook only). */
    watchIntervalMs: number;
    webhookSecrets: { helius?: string };
    /** Pending payments: creations per client (IPv4 address or IPv6 /64) per hour, and open at once. */
    pending: { perClientPerHour: number; maxOpen: number };
  };
  llm: { baseUrl: string; model: string; apiKey?: string } | null;
  search: { provider: string; apiKey?: string; baseUrl?: string } | null;
  fetchAllowPrivate: boolean;
  /**
   * Pulse (src/pulse): whether this instance runs the check and delivery workers; how often it moves
   * due work to the queue (0: never, tests drive it); subscriptions per credential; webhook time-out;
   * how long a job stays locked to a worker that stopped answering (a crashed instance) before another takes it.
   */
  pulse: { worker: boolean; tickMs: number; maxSubscriptions: number; webhookTimeoutMs: number; jobLockMs: number };
  bodyLimitKb: number;
  demoCallsPerHour: number;
  trialKeysPerIpPerDay: number;
  /**
   * How many proxies in front of the service append to X-Forwarded-For: the client address is the one the
   * outermost of them saw. 0 ignores the header. TRUST_PROXY=true means 1 (one proxy), false means 0.
   */
  trustProxyHops: number;
  corsOrigins: string[] | '*';
  logLevel: string;
  securityContact: string;
  /** Host names /mcp answers to (DNS-rebinding guard): the public host, loopback names and these; '*' turns the check off. */
  mcpAllowedHosts: string[] | '*';
  /** Shown in /.well-known/glama.json and the plugin manifest; defaults to the mailto: address of SECURITY_CONTACT. */
  maintainerEmail?: string;
  /** ERC-8004 identity registry entry, listed in /.well-known/agent-registration.json once the agent is registered. */
  erc8004: { registry?: string; agentId?: number };
}

const ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: true });
const validate = ajv.compile(schema);

/** Reads the environment; throws one error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  if (!validate(raw)) {
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath.slice(1) || 'environment'} ${e.message}`);
    throw new Error(`invalid configuration: ${problems.join('; ')}`);
  }
  const v = raw as Env; // validated above, with types coerced and defaults filled in
  if ((v.LLM_BASE_URL === undefined) !== (v.LLM_MODEL === undefined)) {
    throw new Error('invalid configuration: LLM_BASE_URL and LLM_MODEL are set together or not at all');
  }
  return {
    port: v.PORT,
    host: v.HOST,
    dataDir: resolve(v.DATA_DIR),
    publicBaseUrl: (v.PUBLIC_BASE_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, ''),
    neo4j: {
      uri: v.NEO4J_URI,
      user: v.NEO4J_USER,
      password: v.NEO4J_PASSWORD,
      database: v.NEO4J_DATABASE,
      localBoltPort: v.LOCAL_NEO4J_BOLT_PORT,
      localHttpPort: v.LOCAL_NEO4J_HTTP_PORT,
    },
    redis: {
      url: v.REDIS_URL,
      cluster: v.REDIS_CLUSTER,
      localPort: v.LOCAL_REDIS_PORT,
      localBinary: v.LOCAL_REDIS_BINARY,
    },
    adminToken: v.ADMIN_TOKEN,
    x402: {
      facilitatorUrl: v.FACILITATOR_URL,
      facilitatorAuthHeader: v.FACILITATOR_AUTH_HEADER,
      facilitatorTimeoutMs: v.FACILITATOR_TIMEOUT_MS,
      payeeBase: v.PAYEE_BASE,
      payeeSolana: v.PAYEE_SOLANA,
      baseUsdc: v.BASE_USDC_ADDRESS,
      solanaUsdcMint: v.SOLANA_USDC_MINT,
    },
    chains: { baseRpcUrl: v.BASE_RPC_URL, solanaRpcUrl: v.SOLANA_RPC_URL },
    payments: {
      txMaxAgeHours: v.PAYMENT_TX_MAX_AGE_HOURS,
      pendingTtlS: v.PENDING_PAYMENT_TTL_S,
      watchIntervalMs: v.PAYMENT_WATCH_INTERVAL_MS,
      webhookSecrets: { helius: v.HELIUS_WEBHOOK_SECRET },
      pending: { perClientPerHour: v.PENDING_PAYMENTS_PER_CLIENT_PER_HOUR, maxOpen: v.PENDING_PAYMENTS_MAX_OPEN },
    },
    llm: v.LLM_BASE_URL && v.LLM_MODEL ? { baseUrl: v.LLM_BASE_URL, model: v.LLM_MODEL, apiKey: v.LLM_API_KEY } : null,
    search: v.SEARCH_PROVIDER
      ? { provider: v.SEARCH_PROVIDER, apiKey: v.SEARCH_API_KEY, baseUrl: v.SEARCH_BASE_URL }
      : null,
    fetchAllowPrivate: v.FETCH_ALLOW_PRIVATE,
    pulse: {
      worker: v.PULSE_WORKER,
      tickMs: v.PULSE_TICK_MS,
      maxSubscriptions: v.PULSE_MAX_SUBSCRIPTIONS,
      webhookTimeoutMs: v.PULSE_WEBHOOK_TIMEOUT_MS,
      jobLockMs: v.PULSE_JOB_LOCK_MS,
    },
    bodyLimitKb: v.BODY_LIMIT_KB,
    demoCallsPerHour: v.DEMO_CALLS_PER_HOUR,
    trialKeysPerIpPerDay: v.TRIAL_KEYS_PER_IP_PER_DAY,
    trustProxyHops: v.TRUST_PROXY === 'true' ? 1 : v.TRUST_PROXY === 'false' ? 0 : Number(v.TRUST_PROXY),
    corsOrigins:
      v.CORS_ORIGINS === '*'
        ? '*'
        : String(v.CORS_ORIGINS)
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    logLevel: v.LOG_LEVEL,
    securityContact: v.SECURITY_CONTACT,
    mcpAllowedHosts:
      v.MCP_ALLOWED_HOSTS.trim() === '*'
        ? '*'
        : String(v.MCP_ALLOWED_HOSTS)
            .split(',')
            .map((s) => s.trim().toLowerCase())
            .filter(Boolean),
    maintainerEmail: v.MAINTAINER_EMAIL ?? /^mailto:([^\s@?]+@[^\s@?]+)/i.exec(v.SECURITY_CONTACT)?.[1],
    erc8004: { registry: v.ERC8004_REGISTRY, agentId: v.ERC8004_AGENT_ID },
  };
}
