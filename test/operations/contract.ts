// Checks a live response against what its operation documents for that status (the registry's own
// schemas, as the OpenAPI document publishes them).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { OPERATIONS } from '../../src/operations/index.ts';
import { documentedResponses } from '../../src/operations/responses.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const compiled = new Map<string, ValidateFunction>();

/** Every (operation, status) pair a test checked, for the coverage assertion. */
export const checked = new Set<string>();

export function operationFor(operationId: string) {
  const op = OPERATIONS.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  return op;
}

/** Fails with the schema errors unless `body` is what `operationId` documents for `status`. */
export function expectDocumented(operationId: string, status: number, body: unknown): void {
  const op = operationFor(operationId);
  const documented = documentedResponses(op)[status];
  if (!documented) throw new Error(`${operationId} answered ${status}, which it does not document`);
  checked.add(`${operationId} ${status}`);
  if (!documented.schema) return;
  const key = `${operationId} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(documented.schema);
    compiled.set(key, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `${operationId} ${status} does not match its documented schema: ${ajv.errorsText(validate.errors, { separator: '\n' })}` +
        `\n${JSON.stringify(body).slice(0, 600)}`,
    );
  }
}
