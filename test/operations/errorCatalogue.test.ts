// The error catalogue is closed: every code the source throws or writes into an error body is in it,
// each with an HTTP status, a JSON-RPC code and a line of documentation; and nothing imports app.ts back.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ERROR_CATALOGUE, ERROR_CODES, isErrorCode } from '../../src/lib/errors.ts';
import { knownErrorCodes } from '../../src/http/errors.ts';

const SRC = join(process.cwd(), 'src');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}
const files = sourceFiles(SRC).filter((f) => !f.includes(`${join('src', 'devnet')}`));

describe('error catalogue', () => {
  it('holds every code thrown as a DomainError or written as an error body', () => {
    const found = new Map<string, string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // DomainError('code' …), ternaries inside the call, and `{ error: 'code'` bodies
      for (const m of text.matchAll(/new DomainError\(([^,]*?),/gs)) {
        for (const lit of m[1].matchAll(/(?<!===? )'([a-z0-9_]+)'/g)) found.set(lit[1], relative(SRC, file));
      }
      for (const m of text.matchAll(/\berror: '([a-z0-9_]+)'/g)) found.set(m[1], relative(SRC, file));
      for (const m of text.matchAll(/sendError\(ctx, '([a-z0-9_]+)'/g)) found.set(m[1], relative(SRC, file));
    }
    expect(found.size).toBeGreaterThan(40);
    const missing = [...found].filter(([code]) => !isErrorCode(code)).map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });

  it('gives every code a status, a JSON-RPC code and a line of documentation', () => {
    for (const code of ERROR_CODES) {
      const entry = ERROR_CATALOGUE[code];
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(Number.isInteger(entry.rpc)).toBe(true);
      expect(entry.doc.length).toBeGreaterThan(10);
    }
  });

  it('maps invalid_mode, advertises batch_failed and knows idempotency_key_reused', () => {
    const known = new Map(knownErrorCodes());
    expect(known.get('invalid_mode')).toBe(422);
    expect(known.get('batch_failed')).toBe(422);
    expect(known.get('idempotency_key_reused')).toBe(422);
    expect(known.size).toBe(ERROR_CODES.length);
  });
});

describe('module graph', () => {
  it('has no import of the composition root outside main.ts', () => {
    const importers = files
      .filter((f) => /from '(\.\.?\/)+app\.ts'|from '\.\/app\.ts'/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(importers).toEqual(['main.ts']);
  });
});
