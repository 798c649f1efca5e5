// Reading schemas out of the published OpenAPI document: a missing one fails the test with its name.
import type { OpenApiDoc, SchemaDoc } from './answers.ts';

/** The JSON body schema the document gives one response (status as a string: '200', '422'). */
export function responseSchema(doc: OpenApiDoc, path: string, method: string, status: string): SchemaDoc {
  const schema = doc.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${path} ${status} documents no JSON body`);
  return schema;
}

/** The JSON request body schema of one operation. */
export function requestSchema(doc: OpenApiDoc, path: string, method: string): SchemaDoc {
  const schema = doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${path} documents no JSON request body`);
  return schema;
}

/** The object without the named fields (a field one door has and the other has not, a time of the request). */
export function without(value: object, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)));
}
