// The engine on the gold set (test/eval/gold.json) in mode 'competitive' meets the quality targets.
import { loadKnowledgeBase } from '../../src/knowledge/load.ts';
import { createEngine } from '../../src/intel/engine.ts';
import { TARGETS, evaluate } from './evaluate.ts';

test('sector, competitor recall@5, language and market_context targets', async () => {
  const knowledge = loadKnowledgeBase();
  const engine = createEngine({ knowledge });
  const report = await evaluate(knowledge, (input) => engine.analyze(input));
  expect(report.unresolvedExpected).toEqual([]);
  expect(report.sectorAccuracy).toBeGreaterThanOrEqual(TARGETS.sector);
  expect(report.recallAt5).toBeGreaterThanOrEqual(TARGETS.recallAt5);
  expect(report.languageAccuracy).toBeGreaterThanOrEqual(TARGETS.language);
  expect(report.marketContextAccuracy).toBeGreaterThanOrEqual(TARGETS.marketContext);
}, 120_000);
