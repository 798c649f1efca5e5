// The OpenAPI 3.1 document, generated from the same RouteSpecs the router validates with (and, for the
// REST API, from the operations registry behind them). The operator's admin API is left out; x402 is
// advertised only when a payee is configured to receive it.
import { toJsonSchema } from '../operations/jsonSchema.ts';
import { errorEnvelope, validationError } from '../operations/shapes/envelopes.ts';
import { ERROR_CODES } from '../lib/errors.ts';
import type { RouteSpec, SecurityScheme } from './route.ts';

/** The error envelope with every code, and the 422 detail (for routes without an operation). */
export const errorSchema = toJsonSchema(errorEnvelope(ERROR_CODES));
export const validationErrorSchema = toJsonSchema(validationError);

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
  serverUrl: string;
  /** A payee and a facilitator are configured: x402 can actually be paid, so it is advertised. */
  x402Payable: boolean;
  license?: string;
}

const SECURITY_SCHEMES: Record<SecurityScheme, Record<string, unknown>> = {
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-KEY',
    description: 'API key with a prepaid USDC balance (sk-intel-…) or a trial key (ikey_trial_…)',
  },
  session: { type: 'apiKey', in: 'header', name: 'X-SESSION', description: 'Session id of an access plan' },
  x402: { type: 'apiKey', in: 'header', name: 'X-PAYMENT', description: 'x402 v1 payment (PAYMENT-SIGNATURE for v2)' },
  admin: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN of the operator' },
  pollSecret: {
    type: 'http',
    scheme: 'bearer',
    description: 'The poll_secret returned when the pending payment was created',
  },
  webhookSecret: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'Shared secret of the payment provider',
  },
};

const TAG_DESCRIPTIONS: Record<string, string> = {
  intel: 'Paid analyses (POST /intel, POST /batch), the free demo and the payment probes',
  graph: 'Free reads of the competitive graph',
  access: 'API keys, trial keys, plan sessions, on-chain funding and operator budgets',
  service: 'Overview, health, prices and these documents',
  agents: 'The agent doors: MCP and A2A',
  discovery: 'Discovery documents for agents, crawlers and x402 bazaars',
};

function parameters(spec: RouteSpec) {
  const out: unknown[] = [];
  for (const [where, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!schema) continue;
    const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, s] of Object.entries(props)) {
      const { description, ...rest } = s;
      out.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: rest,
        ...(description ? { description } : {}),
      });
    }
  }
  return out;
}

function responsesOf(spec: RouteSpec) {
  const responses: Record<string, unknown> = {};
  for (const [status, r] of Object.entries(spec.responses)) {
    responses[status] = {
      description: r.description,
      ...(r.schema
        ? {
            content: Object.fromEntries(
              [r.contentType ?? 'application/json', ...(r.alsoAs ?? [])].map((type) => [type, { schema: r.schema }]),
            ),
          }
        : {}),
      ...(r.headers && Object.keys(r.headers).length
        ? {
            headers: Object.fromEntries(
              Object.entries(r.headers).map(([h, d]) => [h, { description: d, schema: { type: 'string' } }]),
            ),
          }
        : {}),
    };
  }
  if ((spec.body || spec.query || spec.params) && !spec.operation) {
    responses['422'] ??= {
      description: 'Validation error',
      content: { 'application/json': { schema: validationErrorSchema } },
    };
  }
  // The body parser runs before every route with a body (registry operations declare these themselves).
  if (spec.body && !spec.operation) {
    responses['413'] ??= { description: 'The body is larger than BODY_LIMIT_KB' };
    responses['415'] ??= { description: 'The body is not application/json' };
  }
  return responses;
}

/** The routes a public document lists: no asset routes, no admin API. */
export function publicRoutes(routes: RouteSpec[]): RouteSpec[] {
  return routes.filter((r) => !r.hidden && !r.admin);
}

export function buildOpenApi(routes: RouteSpec[], info: OpenApiInfo) {
  const paths: Record<string, Record<string, unknown>> = {};
  const used = new Set<SecurityScheme>();
  for (const spec of publicRoutes(routes)) {
    const schemes = (spec.security ?? []).filter((s) => s !== 'x402' || info.x402Payable);
    schemes.forEach((s) => used.add(s));
    paths[spec.path] ??= {};
    paths[spec.path][spec.method.toLowerCase()] = {
      operationId: spec.operationId,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: spec.tags,
      parameters: parameters(spec),
      ...(spec.body ? { requestBody: { required: true, content: { 'application/json': { schema: spec.body } } } } : {}),
      responses: responsesOf(spec),
      // A free operation says so: an empty requirement list, not an absent one.
      security: schemes.map((s) => ({ [s]: [] })),
    };
  }
  const tags = [
    ...new Set(
      Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => (op as { tags: string[] }).tags)),
    ),
  ];
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description: info.description,
      ...(info.license ? { license: { name: info.license, identifier: info.license } } : {}),
    },
    servers: [{ url: info.serverUrl }],
    tags: tags.map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) })),
    paths,
    components: {
      securitySchemes: Object.fromEntries([...used].sort().map((s) => [s, SECURITY_SCHEMES[s]])),
    },
  };
}
