// The Browser favorites are the saved queries of docs/graph-model.md, and each one is valid Cypher
// for the current model on the real Neo4j (EXPLAIN plans it without running it).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../helpers/testApp.ts';
import { ROOT_DIR } from '../../src/lib/paths.ts';

const DIR = join(ROOT_DIR, 'docs', 'browser', 'favorites');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

test('every favorite is a saved query of docs/graph-model.md and plans on Neo4j', async () => {
  const model = readFileSync(join(ROOT_DIR, 'docs', 'graph-model.md'), 'utf8');
  const files = readdirSync(DIR).filter((f) => f.endsWith('.cypher'));
  expect(files.length).toBeGreaterThanOrEqual(6);
  for (const file of files) {
    const query = readFileSync(join(DIR, file), 'utf8').trim();
    expect(model).toContain(`${query};`);
    await expect(t.neo4j.executeQuery(`EXPLAIN ${query}`)).resolves.toBeDefined();
  }
});
