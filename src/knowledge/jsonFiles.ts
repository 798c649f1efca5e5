// The data folders' files (data/knowledge, data/markets): every *.json of a folder, in name order,
// parsed; a file that is not valid JSON comes back as a schema problem instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaProblem } from './validate.ts';

export function readJsonFiles(dir: string): { parsed: { file: string; data: unknown }[]; problems: SchemaProblem[] } {
  const parsed: { file: string; data: unknown }[] = [];
  const problems: SchemaProblem[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    try {
      parsed.push({ file, data: JSON.parse(readFileSync(join(dir, file), 'utf8')) });
    } catch (err) {
      problems.push({ file, index: null, name: null, field: '', message: `not valid JSON: ${(err as Error).message}` });
    }
  }
  return { parsed, problems };
}
