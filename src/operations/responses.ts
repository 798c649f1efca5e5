// Every response an operation can give, with its real body: its declared responses, then its error codes
// grouped by status (the error envelope with the closed list of those codes), the 422 validation detail
// when it has input, and the x402 challenge for a paid 402. The OpenAPI document and the REST adapter
// both read this, and the tests check live responses against it.
import { ERROR_CATALOGUE, type ErrorCode } from '../lib/errors.ts';
import { toJsonSchema, type JsonSchema } from './jsonSchema.ts';
import type { Operation } from './operation.ts';
import { CHALLENGE_ERROR_CODES, challenge, errorEnvelope, validationError } from './shapes/envelopes.ts';

export interface DocumentedResponse {
  description: string;
  schema?: JsonSchema;
  contentType?: string;
  headers?: Record<string, string>;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Missing or invalid credential',
  402: 'Payment required or refused',
  403: 'Not allowed for this credential',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Body is not JSON',
  422: 'Input refused',
  429: 'Too many calls',
  500: 'Internal error',
  501: 'Not available on this server',
  502: 'Upstream failure',
  503: 'Temporarily unavailable',
};

const RETRY_AFTER = { 'Retry-After': 'Seconds to wait before retrying' };

export function hasInput(op: Operation): boolean {
  return Boolean(op.body || op.query || op.params || op.pricing);
}

export function documentedResponses(op: Operation): Record<number, DocumentedResponse> {
  const out: Record<number, DocumentedResponse> = {};
  for (const [status, r] of Object.entries(op.responses)) {
    out[Number(status)] = {
      description: r.description,
      ...(r.schema ? { schema: toJsonSchema(r.schema) } : {}),
      ...(r.contentType ? { contentType: r.contentType } : {}),
      ...(r.headers ? { headers: r.headers } : {}),
    };
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(op.errors)) {
    const { status } = ERROR_CATALOGUE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  if (hasInput(op) && !byStatus.has(422)) byStatus.set(422, []);
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    if (out[status]) continue; // a declared shape of its own (the probes' 402)
    const listed = codes.length ? `: ${codes.join(', ')}` : '';
    const variants: JsonSchema[] = [];
    if (status === 422 && hasInput(op)) variants.push(toJsonSchema(validationError));
    if (status === 402 && op.pricing) variants.push(toJsonSchema(challenge));
    const envelopeCodes =
      status === 402 && op.pricing ? codes.filter((c) => !CHALLENGE_ERROR_CODES.includes(c)) : codes;
    if (envelopeCodes.length) variants.push(toJsonSchema(errorEnvelope(envelopeCodes)));
    const description =
      status === 422 && hasInput(op)
        ? `Validation error (detail records)${codes.length ? ` or${listed.slice(1)}` : ''}`
        : `${STATUS_TEXT[status] ?? 'Error'}${listed}`;
    out[status] = {
      description,
      schema: variants.length === 1 ? variants[0] : { anyOf: variants },
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
      ...(status === 402 && op.pricing ? { headers: { 'PAYMENT-REQUIRED': 'x402 v2 challenge, base64 JSON' } } : {}),
    };
  }
  return out;
}
