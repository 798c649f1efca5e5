// The x402 "bazaar" discovery extension of a v2 PaymentRequired: how to call the paid resource (method,
// a JSON body example and the body's JSON Schema), so x402 bazaars and facilitator catalogues can list
// the service from its 402 alone. The shape is that of the x402 v2 extensions: `{info, schema}`, where
// `schema` is a JSON Schema (2020-12) that `info` validates against.
import type { JsonSchema } from '../http/validation.ts';

export interface BazaarDeclaration {
  method: 'POST';
  /** A body that would be accepted (the caller pays for it only when it sends it). */
  example: Record<string, unknown>;
  /** The request body's JSON Schema (the operation's own). */
  bodySchema: JsonSchema;
}

export function bazaarExtension(d: BazaarDeclaration) {
  return {
    bazaar: {
      info: { input: { type: 'http', method: d.method, bodyType: 'json', body: d.example } },
      schema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        required: ['input'],
        properties: {
          input: {
            type: 'object',
            required: ['type', 'method', 'bodyType', 'body'],
            additionalProperties: false,
            properties: {
              type: { type: 'string', const: 'http' },
              method: { type: 'string', enum: ['POST', 'PUT', 'PATCH'] },
              bodyType: { type: 'string', enum: ['json', 'form-data', 'text'] },
              body: d.bodySchema,
            },
          },
        },
      },
    },
  };
}
