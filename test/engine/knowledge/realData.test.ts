// The bundled knowledge base (data/knowledge/*.json) has no schema errors and loads.
import { checkKnowledge } from '../../../src/knowledge/check.ts';
import { loadKnowledgeBase } from '../../../src/knowledge/load.ts';

test('the bundled knowledge base passes the schema and loads', () => {
  const report = checkKnowledge();
  expect(report.schemaProblems).toEqual([]);
  const kb = loadKnowledgeBase();
  expect(kb.entries.length).toBe(report.total);
  expect(kb.entries.length).toBeGreaterThan(0);
});
