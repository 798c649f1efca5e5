// Tool input and output schemas, taken from the HTTP routes' own JSON Schemas (the request body,
// query or path schema in, the 200 response schema out) so MCP and REST accept and promise the same
// shapes. Paid tools add the credential arguments; nothing else is re-declared here.
// Two rules keep every MCP client working: an input schema is one plain object (no top-level oneOf,
// anyOf or allOf, which the tool APIs of the large model providers refuse), and an output schema is
// "the answer or an error" (anyOf), so an error result's structuredContent validates against it as
// SDK 1.x clients and the Inspector check.
import type { AppServices } from '../../services.ts';
import type { RouteSpec } from '../../http/route.ts';
import type { JsonSchema } from '../../http/validation.ts';
import { accessRoutes } from '../../http/routes/access.ts';
import { graphRoutes } from '../../http/routes/graph.ts';
import { batchRequestSchema, demoRequestSchema, intelRequestSchema, intelRoutes } from '../../http/routes/intel.ts';
import { paymentRoutes } from '../../payments/routes.ts';
import { ERROR_CODES } from '../../lib/errors.ts';

export const credentialProperties = {
  api_key: {
    type: 'string',
    minLength: 1,
    maxLength: 200,
    description:
      'API key (sk-intel-…) or trial key (ikey_trial_…) that pays for the call. May instead be sent as the X-API-KEY header of the MCP connection.',
  },
  session: {
    type: 'string',
    minLength: 1,
    maxLength: 200,
    description: 'Session id of an access plan (ses_…). May instead be sent as the X-SESSION header.',
  },
  idempotency_key: {
    type: 'string',
    pattern: '^[A-Za-z0-9._:-]{8,128}$',
    description: 'Retrying with the same key returns the first answer and charges once.',
  },
} as const;

/** Adds the credential arguments to an object schema. */
export function withCredentials(schema: JsonSchema): JsonSchema {
  return { ...schema, properties: { ...(schema.properties as JsonSchema), ...credentialProperties } };
}

function without(schema: JsonSchema, field: string): JsonSchema {
  const { [field]: _dropped, ...properties } = schema.properties as JsonSchema;
  return { ...schema, properties };
}

function find(routes: RouteSpec[], operationId: string): RouteSpec {
  const spec = routes.find((r) => r.operationId === operationId);
  if (!spec) throw new Error(`route ${operationId} is missing: the MCP schemas are read from it`);
  return spec;
}

const okSchema = (spec: RouteSpec): JsonSchema => spec.responses[200]?.schema ?? { type: 'object' };

/** The structuredContent of an error result (results.ts): a code of the closed catalogue and a message. */
export const toolErrorSchema: JsonSchema = {
  type: 'object',
  required: ['error', 'message'],
  additionalProperties: true,
  description: 'An error result (isError: true): the code, a message, and details such as x402 accepts[]',
  properties: {
    error: { type: 'string', enum: ERROR_CODES },
    message: { type: 'string' },
    request_id: { type: 'string' },
  },
};

/** A tool's output schema: its answer, or an error result (applied to every tool in server.ts). */
export function orError(answer: JsonSchema): JsonSchema {
  return { type: 'object', anyOf: [answer, toolErrorSchema] };
}

export function toolSchemas(services: AppServices) {
  const routes = [
    ...intelRoutes(services),
    ...graphRoutes(services),
    ...accessRoutes(services),
    ...paymentRoutes(services),
  ];
  const fundedKey = find(routes, 'createApiKey');
  const graph = find(routes, 'graph');
  const marketShare = find(routes, 'marketShare');
  return {
    // format=report (an HTML page) has no use inside a tool result.
    analyze: { input: withCredentials(without(intelRequestSchema, 'format')), output: okSchema(find(routes, 'intel')) },
    batch: { input: withCredentials(batchRequestSchema), output: okSchema(find(routes, 'batch')) },
    demo: { input: demoRequestSchema, output: okSchema(find(routes, 'demo')) },
    graph: { input: graph.query!, output: okSchema(graph) },
    marketShare: { input: marketShare.params!, output: okSchema(marketShare) },
    // With tx_hash: POST /access/api-key (a key funded by that USDC transfer); with no arguments: the
    // free trial key of GET /api-keys/trial. One object whose fields are all optional: the tool tells
    // the two apart by tx_hash.
    apiKeyCreate: {
      input: {
        type: 'object',
        additionalProperties: false,
        properties: (fundedKey.body as JsonSchema).properties,
        description:
          'With tx_hash (and optionally network, amount_usdc, email): a key funded by that USDC transfer. ' +
          'With no arguments: a free trial key.',
      },
      output: { type: 'object', anyOf: [okSchema(fundedKey), okSchema(find(routes, 'trialKey'))] },
    },
    keyStatus: {
      input: { type: 'object', additionalProperties: false, properties: { api_key: credentialProperties.api_key } },
      output: okSchema(find(routes, 'apiKeyStatus')),
    },
  };
}

export type ToolSchemas = ReturnType<typeof toolSchemas>;
