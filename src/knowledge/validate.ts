// The knowledge-base schema, built from the constants of types.ts so the two cannot drift, and a
// validator that returns every problem as a value (file, entry, field, message).
import { Ajv } from 'ajv';
import { BUSINESS_MODELS, MATURITIES, MOAT_FACTORS, PRICING_MODELS, SECTORS, SIZE_BANDS } from './types.ts';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength });
const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });

export const ENTRY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'name',
    'aliases',
    'domain',
    'sector',
    'categories',
    'country',
    'founded',
    'size',
    'business_model',
    'pricing_model',
    'competitors',
    'moat',
    'maturity',
    'description',
  ],
  properties: {
    name: { ...text(120), pattern: '^\\S(.*\\S)?$' },
    aliases: { type: 'array', maxItems: 30, items: { ...text(120), pattern: '^\\S(.*\\S)?$' } },
    domain: nullable({ type: 'string', maxLength: 253, pattern: '^(?!-)[a-z0-9-]{1,63}(\\.[a-z0-9-]{1,63})+$' }),
    sector: { enum: [...SECTORS] },
    categories: { type: 'array', minItems: 1, maxItems: 12, items: { ...text(80), pattern: '^[^A-Z]+$' } },
    country: nullable({ type: 'string', pattern: '^[A-Z]{2}$' }),
    founded: nullable({ type: 'integer', minimum: 1000, maximum: new Date().getUTCFullYear() + 1 }),
    size: nullable({ enum: [...SIZE_BANDS] }),
    business_model: nullable({ enum: [...BUSINESS_MODELS] }),
    pricing_model: nullable({ enum: [...PRICING_MODELS] }),
    competitors: { type: 'array', maxItems: 30, items: text(120) },
    moat: { type: 'array', maxItems: MOAT_FACTORS.length, uniqueItems: true, items: { enum: [...MOAT_FACTORS] } },
    maturity: { enum: [...MATURITIES] },
    description: text(600),
  },
} as const;

export const FILE_SCHEMA = { type: 'array', items: ENTRY_SCHEMA } as const;

export interface SchemaProblem {
  file: string;
  index: number | null;
  name: string | null;
  field: string;
  message: string;
}

/** One line for a problem: `saas.json[12] Acme categories: must be …`. */
export const describeProblem = (p: SchemaProblem): string =>
  `${p.file}[${p.index ?? '-'}] ${p.name ?? ''} ${p.field}: ${p.message}`;

const ajv = new Ajv({ allErrors: true, strict: true });
const validateEntry = ajv.compile(ENTRY_SCHEMA);

/** Every schema problem of one parsed file (an array of entries). */
export function validateFile(file: string, data: unknown): SchemaProblem[] {
  if (!Array.isArray(data))
    return [{ file, index: null, name: null, field: '', message: 'the file must hold a JSON array of entries' }];
  const problems: SchemaProblem[] = [];
  data.forEach((entry: unknown, index) => {
    if (validateEntry(entry)) return;
    const name = typeof (entry as { name?: unknown })?.name === 'string' ? (entry as { name: string }).name : null;
    for (const error of validateEntry.errors ?? []) {
      // For "X or null" fields the null branch's complaint is noise; the X branch says what is wrong.
      if (error.keyword === 'anyOf' || error.schemaPath.includes('/anyOf/1/')) continue;
      const field =
        error.instancePath.replace(/^\//, '') ||
        String(error.params.missingProperty ?? error.params.additionalProperty ?? '');
      const detail = error.keyword === 'enum' ? `: ${(error.params.allowedValues as unknown[]).join(', ')}` : '';
      problems.push({ file, index, name, field, message: `${error.message ?? error.keyword}${detail}` });
    }
  });
  return problems;
}
