// A docker-compose file read for its structure, typed by the parts the tests look at.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { ROOT_DIR } from '../../src/lib/paths.ts';

export interface ComposeService {
  image?: string;
  ports?: string[];
  expose?: string[];
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition?: string }>;
  volumes?: string[];
  deploy?: { replicas?: number };
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** A compose file at the root of the repository. */
export const readCompose = (name: string): ComposeFile =>
  YAML.parse(readFileSync(join(ROOT_DIR, name), 'utf8')) as ComposeFile;
