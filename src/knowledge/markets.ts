// Market profiles: what an analyst knows of each market (category) the knowledge base uses, read
// from data/markets/<sector>.json. Field meanings for reviewers: data/markets/README.md.
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { ROOT_DIR } from '../lib/paths.ts';
import { LANGUAGES_OF_TERMS, MOAT_FACTORS, REGULATION_REGIONS, SECTORS, type MarketProfile } from './types.ts';
import type { SchemaProblem } from './validate.ts';
import { readJsonFiles } from './jsonFiles.ts';

export const DEFAULT_MARKETS_DIR = join(ROOT_DIR, 'data', 'markets');

const text = (maxLength: number) => ({ type: 'string', minLength: 2, maxLength });
const list = (minItems: number, maxItems: number, maxLength = 200) => ({
  type: 'array',
  minItems,
  maxItems,
  items: text(maxLength),
});
const LEVEL = { enum: ['low', 'medium', 'high'] };

export const PROFILE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'category',
    'sector',
    'summary',
    'terms',
    'buyers',
    'decision_makers',
    'pain_points',
    'value_drivers',
    'switching_costs',
    'barriers_to_entry',
    'regulation',
    'key_success_factors',
    'pricing_models',
    'substitutes',
    'regional',
    'typical_moats',
  ],
  properties: {
    category: { ...text(80), pattern: '^[^A-Z]+$' },
    sector: { enum: [...SECTORS] },
    summary: text(300),
    terms: {
      type: 'object',
      additionalProperties: false,
      required: [...LANGUAGES_OF_TERMS],
      properties: Object.fromEntries(LANGUAGES_OF_TERMS.map((l) => [l, list(2, 16, 60)])),
    },
    buyers: list(1, 6),
    decision_makers: list(1, 6, 80),
    pain_points: list(3, 8),
    value_drivers: list(2, 8),
    switching_costs: {
      type: 'object',
      additionalProperties: false,
      required: ['level', 'why'],
      properties: { level: LEVEL, why: text(240) },
    },
    barriers_to_entry: list(1, 6),
    regulation: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['region', 'rule', 'why', 'level'],
        properties: { region: { enum: [...REGULATION_REGIONS] }, rule: text(160), why: text(240), level: LEVEL },
      },
    },
    key_success_factors: list(2, 6),
    pricing_models: list(1, 5, 120),
    substitutes: { type: 'array', maxItems: 8, items: { ...text(80), pattern: '^[^A-Z]+$' } },
    regional: { type: 'boolean' },
    typical_moats: { type: 'array', maxItems: 5, uniqueItems: true, items: { enum: [...MOAT_FACTORS] } },
  },
} as const;

const validateProfile = new Ajv({ allErrors: true, strict: true }).compile(PROFILE_SCHEMA);

export interface MarketFiles {
  profiles: MarketProfile[];
  problems: SchemaProblem[];
}

/** Reads every <sector>.json of the markets folder; schema errors come back as problems. */
export function readMarketFiles(dir: string = DEFAULT_MARKETS_DIR): MarketFiles {
  const profiles: MarketProfile[] = [];
  const { parsed, problems } = readJsonFiles(dir);
  for (const { file, data } of parsed) {
    if (!Array.isArray(data)) {
      problems.push({
        file,
        index: null,
        name: null,
        field: '',
        message: 'the file must hold a JSON array of profiles',
      });
      continue;
    }
    data.forEach((profile: unknown, index) => {
      if (validateProfile(profile)) {
        profiles.push(profile);
        return;
      }
      const name = (profile as { category?: unknown })?.category;
      for (const error of validateProfile.errors ?? []) {
        const field = error.instancePath.replace(/^\//, '') || String(error.params.missingProperty ?? '');
        problems.push({
          file,
          index,
          name: typeof name === 'string' ? name : null,
          field,
          message: error.message ?? '',
        });
      }
    });
  }
  return { profiles, problems };
}

export interface MarketProfiles {
  readonly all: readonly MarketProfile[];
  get(category: string): MarketProfile | undefined;
}

export function createMarketProfiles(profiles: readonly MarketProfile[]): MarketProfiles {
  const byCategory = new Map(profiles.map((p) => [p.category, p]));
  return { all: profiles, get: (category) => byCategory.get(category.toLowerCase().trim()) };
}

/** Problems between profiles and the entries: unprofiled categories, duplicates, unknown substitutes. */
export function crossCheckMarkets(profiles: readonly MarketProfile[], usedCategories: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const p of profiles) {
    if (seen.has(p.category)) problems.push(`duplicate profile "${p.category}"`);
    seen.add(p.category);
  }
  for (const c of usedCategories) if (!seen.has(c)) problems.push(`category "${c}" has no market profile`);
  for (const p of profiles) {
    for (const s of p.substitutes) if (!seen.has(s)) problems.push(`"${p.category}": substitute "${s}" has no profile`);
    if (p.substitutes.includes(p.category)) problems.push(`"${p.category}" names itself as a substitute`);
  }
  return problems;
}
