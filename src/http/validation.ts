// Route schemas are JSON Schema checked by ajv; failures become the spec's 422 detail records.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { ValidationFailed, type ValidationIssue } from './errors.ts';

export type JsonSchema = Record<string, unknown>;

export const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: true });
addFormats.default(ajv);
const queryAjv = new Ajv({ allErrors: true, strict: false, coerceTypes: true, useDefaults: true });
addFormats.default(queryAjv);

const TYPE_NAMES: Record<string, string> = {
  required: 'missing',
  maxLength: 'string_too_long',
  minLength: 'string_too_short',
  maxItems: 'too_long',
  minItems: 'too_short',
  additionalProperties: 'extra_forbidden',
  enum: 'enum',
  const: 'literal_error',
  pattern: 'string_pattern_mismatch',
  maximum: 'less_than_equal',
  minimum: 'greater_than_equal',
  format: 'format',
  anyOf: 'union',
  oneOf: 'union',
};

export function toIssues(where: 'body' | 'query' | 'path' | 'header', errors: ErrorObject[]): ValidationIssue[] {
  return errors
    .filter((e) => e.keyword !== 'if')
    .map((e) => {
      const loc: (string | number)[] = [
        where,
        ...e.instancePath
          .split('/')
          .slice(1)
          .map((p) => (/^\d+$/.test(p) ? Number(p) : p.replaceAll('~1', '/').replaceAll('~0', '~'))),
      ];
      if (e.keyword === 'required') loc.push(String(e.params.missingProperty));
      if (e.keyword === 'additionalProperties') loc.push(String(e.params.additionalProperty));
      const type = e.keyword === 'type' ? `${e.params.type}_type` : (TYPE_NAMES[e.keyword] ?? e.keyword);
      const msg =
        e.keyword === 'required'
          ? 'Field required'
          : e.keyword === 'additionalProperties'
            ? 'Extra inputs are not permitted'
            : e.keyword === 'enum'
              ? `Input should be one of: ${(e.params.allowedValues as unknown[]).join(', ')}`
              : `Input ${e.message ?? 'is invalid'}`;
      return { loc, msg, type };
    });
}

const cache = new WeakMap<object, ValidateFunction>();
function compiled(schema: JsonSchema, forQuery: boolean): ValidateFunction {
  let fn = cache.get(schema);
  if (!fn) {
    fn = (forQuery ? queryAjv : ajv).compile(schema);
    cache.set(schema, fn);
  }
  return fn;
}

/** Validates (and fills defaults into) a value; throws ValidationFailed with 422 details. */
export function check<T>(where: 'body' | 'query' | 'path', schema: JsonSchema, value: unknown): T {
  const fn = compiled(schema, where !== 'body');
  if (!fn(value)) throw new ValidationFailed(toIssues(where, fn.errors ?? []));
  return value as T;
}
