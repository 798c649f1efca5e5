// The paid skills over A2A: a message whose data part names `"skill": "intel_analyze"` (the arguments of
// POST /intel) or `"skill": "intel_batch"` (those of POST /batch) gets the full analysis, paid through the
// same pay pipeline as REST and MCP: arguments and input checks first (free), then the credential (the
// data part's api_key / session, else the X-API-KEY / X-SESSION headers), entitlement, reserve, work,
// capture or release. Without a credential the answer is payment_required with the price; x402 is paid
// at POST /intel or through the MCP tools.
import type { AppServices } from '../../services.ts';
import { analyzeOperation, batchOperation, type PaidOperation } from '../../billing/operation.ts';
import { payForCall, sentSecret, type WorkOutcome } from '../../billing/payForCall.ts';
import { receiptOf } from '../../billing/receipt.ts';
import { check, type JsonSchema } from '../../http/validation.ts';
import { ValidationFailed } from '../../http/errors.ts';
import { batchRequestSchema, intelRequestSchema } from '../../http/routes/intel.ts';
import { prepareBatch, runBatch, type BatchInput } from '../../intel/batch.ts';
import { checkAnalysisInput } from '../../intel/input.ts';
import type { Mode } from '../../intel/types.ts';
import { DomainError } from '../../lib/errors.ts';
import { microToDecimal } from '../../lib/money.ts';
import type { BasicAnswer, MessageInput } from './basicAnalysis.ts';

export const PAID_SKILLS = ['intel_analyze', 'intel_batch'] as const;
type PaidSkill = (typeof PAID_SKILLS)[number];

/** Who is calling, from the HTTP request that carried the message. */
export interface SkillCaller {
  requestId: string;
  apiKeyHeader?: string;
  sessionHeader?: string;
}

const credentialFields = {
  api_key: { type: 'string', minLength: 1, maxLength: 200 },
  session: { type: 'string', minLength: 1, maxLength: 200 },
  idempotency_key: { type: 'string', pattern: '^[A-Za-z0-9._:-]{8,128}$' },
  skill: { enum: [...PAID_SKILLS] },
};
const withCallerFields = (schema: JsonSchema): JsonSchema => {
  const add = (s: JsonSchema): JsonSchema => ({
    ...s,
    properties: { ...(s.properties as JsonSchema), ...credentialFields },
  });
  return Array.isArray(schema.oneOf) ? { ...schema, oneOf: (schema.oneOf as JsonSchema[]).map(add) } : add(schema);
};
const { format: _htmlOnly, ...analyzeProperties } = (intelRequestSchema as { properties: Record<string, JsonSchema> })
  .properties;
const SCHEMAS: Record<PaidSkill, JsonSchema> = {
  intel_analyze: withCallerFields({ ...intelRequestSchema, properties: analyzeProperties }),
  intel_batch: withCallerFields(batchRequestSchema),
};

interface SkillArgs {
  skill: PaidSkill;
  api_key?: string;
  session?: string;
  idempotency_key?: string;
  operator_id?: string | null;
  [k: string]: unknown;
}

/** The data part that asks for a paid skill, if the message has one. */
export function paidSkillRequest(input: MessageInput): Record<string, unknown> | null {
  for (const d of input.data) {
    if (
      d &&
      typeof d === 'object' &&
      (PAID_SKILLS as readonly unknown[]).includes((d as Record<string, unknown>).skill)
    )
      return d as Record<string, unknown>;
  }
  return null;
}

function checkedArgs(data: Record<string, unknown>): SkillArgs {
  const skill = data.skill as PaidSkill;
  try {
    return check<SkillArgs>('body', SCHEMAS[skill], data);
  } catch (err) {
    if (!(err instanceof ValidationFailed)) throw err;
    const first = err.detail[0];
    const where = first ? `${first.loc.slice(1).join('.') || 'body'}: ${first.msg}` : 'invalid';
    throw new DomainError('invalid_arguments', `The arguments of ${skill} do not match its schema: ${where}.`, {
      detail: err.detail.slice(0, 10),
    });
  }
}

function requestOf(args: SkillArgs): Record<string, unknown> {
  const { skill: _skill, api_key: _key, session: _session, idempotency_key: _idem, ...request } = args;
  return request;
}

/** Runs a paid skill; null when the message asks for none (the free basic analysis answers it). */
export async function paidSkill(
  services: AppServices,
  input: MessageInput,
  caller: SkillCaller,
): Promise<BasicAnswer | null> {
  const data = paidSkillRequest(input);
  if (!data) return null;
  const args = checkedArgs(data);
  let operation: PaidOperation;
  let work: () => Promise<WorkOutcome<Record<string, unknown>>>;
  if (args.skill === 'intel_analyze') {
    checkAnalysisInput(args as { url?: string | null; text?: string | null });
    const mode: Mode = (args.mode as Mode | null | undefined) ?? 'competitive';
    operation = analyzeOperation(requestOf(args));
    work = async () => ({
      succeeded: true,
      value: {
        ...(await services.intel.analyze({
          url: args.url as string | null,
          text: args.text as string | null,
          context: args.context as string | null,
          mode,
          force_refresh: args.force_refresh as boolean | null,
        })),
      },
    });
  } else {
    const prepared = prepareBatch(args as BatchInput, 'the skill intel_analyze');
    operation = batchOperation(
      requestOf(args),
      prepared.runnable.map((item) => item.request.mode),
    );
    work = async () => {
      const batch = await runBatch(services.intel, prepared);
      return { succeeded: batch.succeeded > 0, value: { ...batch }, analysesDone: batch.succeeded };
    };
  }

  const fromArgs = Boolean(args.api_key || args.session);
  const sent = sentSecret(
    fromArgs
      ? { session: args.session, apiKey: args.api_key }
      : { session: caller.sessionHeader, apiKey: caller.apiKeyHeader },
  );
  if (!sent) {
    throw new DomainError(
      'payment_required',
      `Payment required: ${microToDecimal(operation.priceMicro)} USDC. Put api_key (an API key or a trial key from GET /api-keys/trial) or session in the data part, or send the X-API-KEY or X-SESSION header; x402 payments are taken at POST /intel, POST /batch and the MCP tools.`,
      {
        price_usdc: microToDecimal(operation.priceMicro),
        skill: args.skill,
      },
    );
  }
  const paid = await payForCall(
    services,
    {
      credential: sent,
      operation,
      route: `a2a:${args.skill}`,
      requestId: caller.requestId,
      operator: args.operator_id ?? undefined,
      idempotencyKey: args.idempotency_key,
    },
    work,
  );
  if (!paid.replayed && args.skill === 'intel_batch' && paid.value.succeeded === 0) {
    throw new DomainError('batch_failed', 'Every item failed; nothing was charged.', { results: paid.value.results });
  }
  const value = { ...paid.value, ...receiptOf(paid.credential, paid, operation) };
  return { text: summary(args.skill, value), data: value };
}

function summary(skill: PaidSkill, value: Record<string, unknown>): string {
  const paidWith = `paid ${String(value.price_paid_usdc)} USDC with ${String(value.paid_with)}`;
  if (skill === 'intel_batch')
    return `Batch: ${String(value.succeeded)} analyses succeeded, ${String(value.failed)} failed; ${paidWith}.`;
  const a = value.analysis as
    { company_or_product?: string; market_score?: { agent_recommendation?: string } } | undefined;
  return `Analysis of ${a?.company_or_product ?? 'the subject'} (${String(value.mode)} mode): recommendation ${a?.market_score?.agent_recommendation ?? 'n/a'}; ${paidWith}.`;
}
