// Applies cypher/schema/*.cypher at start. Each statement is idempotent, so this runs every time.
import type { Driver } from 'neo4j-driver';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleDir } from '../lib/paths.ts';

export const CYPHER_DIR = join(moduleDir(import.meta.url), '..', '..', 'cypher');

export function readStatements(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function applySchema(driver: Driver, database?: string): Promise<number> {
  const dir = join(CYPHER_DIR, 'schema');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cypher'))
    .sort();
  let applied = 0;
  for (const file of files) {
    for (const statement of readStatements(join(dir, file))) {
      await driver.executeQuery(statement, {}, { database });
      applied += 1;
    }
  }
  return applied;
}
