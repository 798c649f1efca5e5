// zod schemas to JSON Schema (2020-12, as OpenAPI 3.1 uses): the request side describes what a client
// may send (fields with defaults are optional), the response side what the service promises. Each
// conversion is done once per schema.
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const cache = new WeakMap<z.ZodType, JsonSchema>();

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  let out = cache.get(schema);
  if (!out) {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
      io: 'input',
      target: 'draft-2020-12',
      unrepresentable: 'any',
    });
    out = rest;
    cache.set(schema, out);
  }
  return out;
}
