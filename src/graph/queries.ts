// Cypher lives in cypher/queries/*.cypher with parameters; this loads each file once by name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CYPHER_DIR } from './schema.ts';

const cache = new Map<string, string>();

export function cypher(name: string): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(join(CYPHER_DIR, 'queries', `${name}.cypher`), 'utf8');
    cache.set(name, text);
  }
  return text;
}
