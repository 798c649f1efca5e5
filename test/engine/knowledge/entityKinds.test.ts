// The entity-kinds file (data/kinds/entity-kinds.json): its loader refuses a bad line, and every line of
// the real file names an entry of the real knowledge base.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEntityKinds, resolveEntityKinds } from '../../../src/knowledge/kinds.ts';
import { loadKnowledgeBase } from '../../../src/knowledge/load.ts';

const write = (data: unknown): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'kinds-')), 'entity-kinds.json');
  writeFileSync(path, JSON.stringify(data));
  return path;
};

test('the real file loads with the real base, and marks schemes and networks apart from companies', () => {
  const kb = loadKnowledgeBase();
  expect(kb.kindOf(kb.get('Pix')!)).toBe('payment scheme');
  expect(kb.kindOf(kb.get('Visa')!)).toBe('card network');
  expect(kb.kindOf(kb.get('Stripe')!)).toBe('company');
});

test('a kind outside the list, "company", a missing reason and a name listed twice are problems', () => {
  const { lines, problems } = readEntityKinds(
    write([
      { name: 'Pix', kind: 'payment scheme', why: 'central bank' },
      { name: 'Visa', kind: 'payment network', why: 'network' },
      { name: 'Stripe', kind: 'company', why: 'a company' },
      { name: 'SPEI', kind: 'payment scheme', why: ' ' },
      { name: 'pix', kind: 'payment scheme', why: 'again' },
    ]),
  );
  expect(lines.map((l) => l.name)).toEqual(['Pix']);
  expect(problems.map((p) => `${p.index} ${p.field}`)).toEqual(['1 kind', '2 kind', '3 why', '4 name']);
});

test("a name that is no entry, or only another entry's alias, is a problem", () => {
  const kb = loadKnowledgeBase();
  const { problems } = resolveEntityKinds(
    [
      { name: 'No Such Scheme', kind: 'payment scheme', why: 'invented' },
      { name: 'Pix', kind: 'payment scheme', why: 'central bank' },
    ],
    (name) => kb.get(name),
  );
  expect(problems.map((p) => p.name)).toEqual(['No Such Scheme']);
});

test('the loader refuses a kinds file with a problem', () => {
  const bad = write([{ name: 'No Such Scheme', kind: 'payment scheme', why: 'invented' }]);
  expect(() => loadKnowledgeBase(undefined, undefined, bad)).toThrow(/schema problem/);
});
