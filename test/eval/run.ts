// `npm run eval`: runs the gold set (test/eval/gold.json) through the engine in mode 'competitive'
// and prints sector accuracy, competitor recall@5 and precision@5, language and market_context
// accuracy, and the misses; then the analyst gold set (test/eval/analyst-gold.json, analystEval.ts)
// in every mode, and the five held-out analyst sets (analyst-holdout.json, analyst-holdout2.json,
// analyst-holdout3.json, analyst-holdout4.json, analyst-holdout5.json) the same way. `--json` prints the
// figures of all seven as JSON; `--baseline` measures the knowledge layer alone (baseline.ts) on the first
// set. Exit code 1 when a target of the first set is missed; the analyst targets of any analyst set count
// towards it only with `--strict` (issue 10: measured before it is built).
import { loadKnowledgeBase } from '../../src/knowledge/load.ts';
import { createEngine } from '../../src/intel/engine.ts';
import {
  ANALYST_HOLDOUT2_PATH,
  ANALYST_HOLDOUT3_PATH,
  ANALYST_HOLDOUT4_PATH,
  ANALYST_HOLDOUT5_PATH,
  ANALYST_HOLDOUT_PATH,
  evaluateAnalyst,
  formatAnalystReport,
  loadAnalystGold,
} from './analystEval.ts';
import { knowledgeBaseline } from './baseline.ts';
import { TARGETS, evaluate, type EvalReport } from './evaluate.ts';

function print(report: EvalReport, label: string): void {
  const line = (s = ''): void => {
    process.stdout.write(`${s}\n`);
  };
  line(`${label}: ${report.cases} cases, ${report.msPerCase} ms a case`);
  line(`  sector accuracy        ${report.sectorAccuracy}  (target ≥ ${TARGETS.sector})`);
  line(`  competitor recall@5    ${report.recallAt5}  (target ≥ ${TARGETS.recallAt5})`);
  line(`  competitor precision@5 ${report.precisionAt5}`);
  line(`  language accuracy      ${report.languageAccuracy}  (target ≥ ${TARGETS.language})`);
  line(`  market_context acc.    ${report.marketContextAccuracy}  (target ≥ ${TARGETS.marketContext})`);
  if (report.unresolvedExpected.length)
    line(
      `  gold names the knowledge base does not know: ${report.unresolvedExpected.map((u) => `${u.id}:${u.name}`).join(', ')}`,
    );
  line('misses:');
  for (const o of report.outcomes) {
    const misses = [
      !o.sector.ok && `sector ${o.sector.got} ≠ ${o.sector.expected}`,
      o.competitors.recall < 0.5 &&
        `competitors [${o.competitors.got.join(', ')}] vs [${o.competitors.expected.join(', ')}]`,
      !o.language.ok && `language ${o.language.got} ≠ ${o.language.expected}`,
      !o.marketContext.ok && `market ${o.marketContext.got} ≠ ${o.marketContext.expected}`,
      o.error && `error ${o.error}`,
    ].filter(Boolean);
    if (misses.length) line(`  ${o.id}: ${misses.join('; ')}`);
  }
  line(report.missedTargets.length ? `MISSED: ${report.missedTargets.join('; ')}` : 'all targets met');
}

const knowledge = loadKnowledgeBase();
const baseline = process.argv.includes('--baseline');
const engine = createEngine({ knowledge });
const analyzeWithEngine: typeof engine.analyze = (input) => engine.analyze(input);
const analyze = baseline ? knowledgeBaseline(knowledge) : analyzeWithEngine;
const report = await evaluate(knowledge, analyze);
// The analyst set needs a whole analysis (mode insights, battlecard), which only the engine gives.
const analyst = baseline ? null : await evaluateAnalyst(knowledge, analyzeWithEngine);
const holdout = baseline
  ? null
  : await evaluateAnalyst(knowledge, analyzeWithEngine, loadAnalystGold(ANALYST_HOLDOUT_PATH));
const holdout2 = baseline
  ? null
  : await evaluateAnalyst(knowledge, analyzeWithEngine, loadAnalystGold(ANALYST_HOLDOUT2_PATH));
const holdout3 = baseline
  ? null
  : await evaluateAnalyst(knowledge, analyzeWithEngine, loadAnalystGold(ANALYST_HOLDOUT3_PATH));
const holdout4 = baseline
  ? null
  : await evaluateAnalyst(knowledge, analyzeWithEngine, loadAnalystGold(ANALYST_HOLDOUT4_PATH));
const holdout5 = baseline
  ? null
  : await evaluateAnalyst(knowledge, analyzeWithEngine, loadAnalystGold(ANALYST_HOLDOUT5_PATH));
if (process.argv.includes('--json')) {
  // The figures only: each report's case-by-case outcomes stay out of the JSON.
  const withoutOutcomes = <R extends { outcomes: unknown }>(r: R | null): Omit<R, 'outcomes'> | null => {
    if (!r) return null;
    const figures: Partial<R> = { ...r };
    delete figures.outcomes;
    return figures as Omit<R, 'outcomes'>;
  };
  process.stdout.write(
    `${JSON.stringify(
      {
        ...withoutOutcomes(report),
        analyst: withoutOutcomes(analyst),
        analystHoldout: withoutOutcomes(holdout),
        analystHoldout2: withoutOutcomes(holdout2),
        analystHoldout3: withoutOutcomes(holdout3),
        analystHoldout4: withoutOutcomes(holdout4),
        analystHoldout5: withoutOutcomes(holdout5),
      },
      null,
      2,
    )}\n`,
  );
} else {
  print(report, baseline ? 'knowledge baseline' : 'engine');
  if (analyst) process.stdout.write(`\n${formatAnalystReport(analyst)}\n`);
  if (holdout) process.stdout.write(`\n${formatAnalystReport(holdout, 'analyst held-out')}\n`);
  if (holdout2) process.stdout.write(`\n${formatAnalystReport(holdout2, 'analyst held-out 2')}\n`);
  if (holdout3) process.stdout.write(`\n${formatAnalystReport(holdout3, 'analyst held-out 3')}\n`);
  if (holdout4) process.stdout.write(`\n${formatAnalystReport(holdout4, 'analyst held-out 4')}\n`);
  if (holdout5) process.stdout.write(`\n${formatAnalystReport(holdout5, 'analyst held-out 5')}\n`);
}
const strict = process.argv.includes('--strict');
const analystMissed = [analyst, holdout, holdout2, holdout3, holdout4, holdout5].reduce(
  (n, r) => n + (r?.missedTargets.length ?? 0),
  0,
);
process.exitCode = report.missedTargets.length || (strict && analystMissed) ? 1 : 0;
