import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of a module, from its import.meta.url (jest 29's ESM runtime has no import.meta.dirname). */
export function moduleDir(metaUrl: string): string {
  return dirname(fileURLToPath(metaUrl));
}

/** The repository root. */
export const ROOT_DIR = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
