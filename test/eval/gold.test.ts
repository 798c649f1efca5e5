// The gold set itself (test/eval/gold.json) and what the knowledge layer alone makes of it.
import { loadKnowledgeBase } from '../../src/knowledge/load.ts';
import { LANGUAGES, MARKET_CONTEXTS } from '../../src/intel/types.ts';
import { SECTORS } from '../../src/knowledge/types.ts';
import { knowledgeBaseline } from './baseline.ts';
import { TARGETS, evaluate, loadGold } from './evaluate.ts';

const gold = loadGold();
const kb = loadKnowledgeBase();

test('the gold set covers the nine languages, each case well formed', () => {
  expect(gold.length).toBeGreaterThanOrEqual(110);
  for (const language of LANGUAGES) {
    expect(gold.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(8);
  }
  expect(new Set(gold.map((c) => c.id)).size).toBe(gold.length);
  for (const c of gold) {
    expect(c.text.length).toBeGreaterThanOrEqual(50);
    expect(c.expected.language).toBe(c.language);
    expect(SECTORS).toContain(c.expected.sector);
    expect(MARKET_CONTEXTS).toContain(c.expected.market_context);
    expect(c.expected.competitors.length).toBeGreaterThanOrEqual(3);
    expect(c.expected.competitors.length).toBeLessThanOrEqual(5);
  }
  expect(new Set(gold.map((c) => c.kind))).toEqual(new Set(['known', 'unknown', 'regional', 'trap']));
});

test('every expected competitor is a knowledge-base entry', () => {
  const unknown = gold.flatMap((c) => c.expected.competitors.filter((n) => !kb.get(n)).map((n) => `${c.id}: ${n}`));
  expect(unknown).toEqual([]);
});

test('the knowledge layer alone classifies the gold set to the sector target', async () => {
  const report = await evaluate(kb, knowledgeBaseline(kb), gold);
  expect(report.sectorAccuracy).toBeGreaterThanOrEqual(TARGETS.sector);
});
