// The fields the LLM analyst may refine, as one JSON Schema: sent to the model as its structured
// output format and checked with ajv on the way back. Every string and array is bounded.
// Providers' strict modes accept only a subset of JSON Schema (OpenAI's rejects string length
// keywords on some models), so the wire copy drops minLength/maxLength and states the bounds in
// descriptions; ajv enforces them on the answer.
import { Ajv, type ErrorObject } from 'ajv';

export const LLM_SCHEMA_NAME = 'competitive_analysis_refinement';

const text = (max: number, description: string) => ({
  type: 'string',
  minLength: 1,
  maxLength: max,
  description: `${description} At most ${max} characters.`,
});
const list = (max: number, itemMax: number, description: string) => ({
  type: 'array',
  minItems: 0,
  maxItems: max,
  items: text(itemMax, description),
  description,
});

export const LLM_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'positioning_summary',
    'target_customer',
    'core_value_props',
    'user_pain_points',
    'unique_angle',
    'competitors',
  ],
  properties: {
    positioning_summary: text(600, 'Two or three sentences: what the company does, for whom, in which market.'),
    target_customer: text(300, 'Who buys it.'),
    core_value_props: list(5, 200, 'One value proposition.'),
    user_pain_points: list(5, 200, 'One pain the product addresses.'),
    unique_angle: text(400, 'What sets it apart, from the FACTS and the input.'),
    competitors: {
      type: 'array',
      maxItems: 12,
      description: 'Best first; names only from ALLOWED_COMPETITORS.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'relation', 'reason'],
        properties: {
          name: text(100, 'Exactly as written in ALLOWED_COMPETITORS.'),
          relation: { type: 'string', enum: ['direct', 'indirect', 'substitute'] },
          reason: text(240, 'One line: why it competes.'),
        },
      },
    },
  },
} as const;

export interface LlmRefinement {
  positioning_summary: string;
  target_customer: string;
  core_value_props: string[];
  user_pain_points: string[];
  unique_angle: string;
  competitors: { name: string; relation: 'direct' | 'indirect' | 'substitute'; reason: string }[];
}

function withoutLengths(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutLengths);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => k !== 'minLength' && k !== 'maxLength')
      .map(([k, v]) => [k, withoutLengths(v)]),
  );
}
export const WIRE_SCHEMA = withoutLengths(LLM_SCHEMA) as Record<string, unknown>;

const validate = new Ajv({ allErrors: false, strict: true }).compile<LlmRefinement>(LLM_SCHEMA);

export type ParseResult = { ok: true; value: LlmRefinement } | { ok: false; reason: string };

/** Some local models wrap JSON in a Markdown code fence; take what is inside. */
export function stripCodeFences(content: string): string {
  const fenced = /^\s*```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```\s*$/.exec(content);
  return (fenced ? fenced[1] : content).trim();
}

const describeError = (e: ErrorObject | undefined) =>
  e ? `${e.instancePath || '/'} ${e.message ?? 'is invalid'}` : 'does not match the schema';

export function parseRefinement(content: string | null | undefined): ParseResult {
  if (!content || !content.trim()) return { ok: false, reason: 'empty_answer' };
  let value: unknown;
  try {
    value = JSON.parse(stripCodeFences(content));
  } catch {
    return { ok: false, reason: 'invalid_json' };
  }
  if (!validate(value)) return { ok: false, reason: `schema_violation: ${describeError(validate.errors?.[0])}` };
  return { ok: true, value };
}
