// The OpenAPI 3.1 document, generated from the same RouteSpecs the router validates with.
import type { RouteSpec } from './route.ts';

export const errorSchema = {
  type: 'object',
  required: ['error', 'message', 'request_id'],
  properties: {
    error: { type: 'string', description: 'Stable error code (see /llms-full.txt for the list)' },
    message: { type: 'string' },
    request_id: { type: 'string' },
    details: { type: 'object' },
  },
} as const;

export const validationErrorSchema = {
  type: 'object',
  required: ['detail'],
  properties: {
    detail: {
      type: 'array',
      items: {
        type: 'object',
        required: ['loc', 'msg', 'type'],
        properties: {
          loc: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
          msg: { type: 'string' },
          type: { type: 'string' },
        },
      },
    },
    request_id: { type: 'string' },
  },
} as const;

function parameters(spec: RouteSpec) {
  const out: unknown[] = [];
  for (const [where, schema] of [['path', spec.params], ['query', spec.query]] as const) {
    if (!schema) continue;
    const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, s] of Object.entries(props)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: s, ...(s.description ? { description: s.description } : {}) });
    }
  }
  return out;
}

export function buildOpenApi(routes: RouteSpec[], info: { title: string; version: string; description: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of routes) {
    if (spec.hidden) continue;
    const responses: Record<string, unknown> = {};
    for (const [status, r] of Object.entries(spec.responses)) {
      responses[status] = {
        description: r.description,
        ...(r.schema ? { content: { [r.contentType ?? 'application/json']: { schema: r.schema } } } : {}),
        ...(r.headers ? { headers: Object.fromEntries(Object.entries(r.headers).map(([h, d]) => [h, { description: d, schema: { type: 'string' } }])) } : {}),
      };
    }
    if (spec.body) responses['422'] ??= { description: 'Validation error', content: { 'application/json': { schema: validationErrorSchema } } };
    paths[spec.path] ??= {};
    paths[spec.path][spec.method.toLowerCase()] = {
      operationId: spec.operationId,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: spec.tags,
      parameters: parameters(spec),
      ...(spec.body ? { requestBody: { required: true, content: { 'application/json': { schema: spec.body } } } } : {}),
      responses,
      ...(spec.security ? { security: spec.security.map((s) => ({ [s]: [] })) } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: info.description },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-KEY', description: 'API key with a prepaid USDC balance (sk-intel-…) or a trial key (ikey_trial_…)' },
        session: { type: 'apiKey', in: 'header', name: 'X-SESSION', description: 'Session id of an access plan' },
        x402: { type: 'apiKey', in: 'header', name: 'X-PAYMENT', description: 'x402 v1 payment (PAYMENT-SIGNATURE for v2)' },
        admin: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN of the operator' },
      },
      schemas: { Error: errorSchema, ValidationError: validationErrorSchema },
    },
  };
}
