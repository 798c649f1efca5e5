// Entity kinds (data/kinds/entity-kinds.json, described in data/kinds/README.md): the entries that are
// not companies competing for a buyer — payment schemes, card networks, standards bodies, government
// agencies, public infrastructure. Every entry not listed is a company. Kept apart from the sector
// files so the list can be reviewed on its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../lib/paths.ts';
import { normalizeName } from './normalize.ts';
import type { KnowledgeEntry } from './types.ts';
import type { SchemaProblem } from './validate.ts';

export const ENTITY_KINDS = [
  'company',
  'payment scheme',
  'card network',
  'standards body',
  'government agency',
  'public infrastructure',
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

export interface EntityKindLine {
  name: string;
  kind: EntityKind;
  why: string;
}

export const DEFAULT_KINDS_FILE = join(ROOT_DIR, 'data', 'kinds', 'entity-kinds.json');
const FILE = 'entity-kinds.json';

/** Reads and checks the kinds file's shape: an array of {name, kind, why}, a kind other than company. */
export function readEntityKinds(path: string = DEFAULT_KINDS_FILE): {
  lines: EntityKindLine[];
  problems: SchemaProblem[];
} {
  const problems: SchemaProblem[] = [];
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    return { lines: [], problems: [problem(null, null, '', `not readable JSON: ${(err as Error).message}`)] };
  }
  if (!Array.isArray(data)) return { lines: [], problems: [problem(null, null, '', 'must be an array')] };
  const lines: EntityKindLine[] = [];
  const seen = new Set<string>();
  data.forEach((row: unknown, index) => {
    const line = row as Partial<EntityKindLine> | null;
    const name = typeof line?.name === 'string' ? line.name : null;
    if (!name) return problems.push(problem(index, null, 'name', 'must be a non-empty string'));
    if (!line?.kind || !ENTITY_KINDS.includes(line.kind) || line.kind === 'company')
      return problems.push(problem(index, name, 'kind', `must be one of ${ENTITY_KINDS.slice(1).join(', ')}`));
    if (typeof line.why !== 'string' || !line.why.trim())
      return problems.push(problem(index, name, 'why', 'must say who operates it'));
    if (seen.has(normalizeName(name))) return problems.push(problem(index, name, 'name', 'listed twice'));
    seen.add(normalizeName(name));
    lines.push({ name, kind: line.kind, why: line.why });
  });
  return { lines, problems };
}

/** Each line's entry; a name that resolves to no entry (or only as another entry's alias) is a problem. */
export function resolveEntityKinds(
  lines: readonly EntityKindLine[],
  get: (name: string) => KnowledgeEntry | undefined,
): { kinds: Map<KnowledgeEntry, EntityKind>; problems: SchemaProblem[] } {
  const kinds = new Map<KnowledgeEntry, EntityKind>();
  const problems: SchemaProblem[] = [];
  lines.forEach((line, index) => {
    const entry = get(line.name);
    if (!entry || normalizeName(entry.name) !== normalizeName(line.name))
      problems.push(problem(index, line.name, 'name', 'is no knowledge-base entry name'));
    else kinds.set(entry, line.kind);
  });
  return { kinds, problems };
}

const problem = (index: number | null, name: string | null, field: string, message: string): SchemaProblem => ({
  file: FILE,
  index,
  name,
  field,
  message,
});
