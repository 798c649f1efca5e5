// The quality measurement behind `npm run eval` and test/eval/eval.test.ts: runs every gold case
// through an analyzer (the engine, mode 'competitive') and scores sector, competitors (recall@5 and
// precision@5 over detected_competitors), language and market_context against the gold answers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleDir } from '../../src/lib/paths.ts';
import type { KnowledgeBase } from '../../src/knowledge/load.ts';
import { normalizeName } from '../../src/knowledge/normalize.ts';
import type { EngineInput, EngineResult, Language, MarketContext } from '../../src/intel/types.ts';
import type { Sector } from '../../src/knowledge/types.ts';

export interface GoldCase {
  id: string;
  language: Language;
  kind: 'known' | 'unknown' | 'regional' | 'trap';
  text: string;
  expected: { sector: Sector; competitors: string[]; language: Language; market_context: MarketContext };
}

export const TARGETS = { sector: 0.9, recallAt5: 0.6, language: 0.98, marketContext: 0.9 } as const;
export const GOLD_PATH = join(moduleDir(import.meta.url), 'gold.json');

export function loadGold(path: string = GOLD_PATH): GoldCase[] {
  return JSON.parse(readFileSync(path, 'utf8')) as GoldCase[];
}

export interface CaseOutcome {
  id: string;
  sector: { expected: Sector; got: Sector | null; ok: boolean };
  competitors: { expected: string[]; got: string[]; hits: string[]; recall: number; precision: number };
  language: { expected: Language; got: Language; ok: boolean };
  marketContext: { expected: MarketContext; got: MarketContext; ok: boolean };
  error?: string;
}

export interface EvalReport {
  cases: number;
  sectorAccuracy: number;
  recallAt5: number;
  precisionAt5: number;
  languageAccuracy: number;
  marketContextAccuracy: number;
  unresolvedExpected: { id: string; name: string }[]; // gold competitor names the knowledge base does not know
  missedTargets: string[];
  outcomes: CaseOutcome[];
  msPerCase: number;
}

/** What the evaluation reads of an engine result (an EngineResult has it all). */
export type Analyzed = Pick<EngineResult, 'detected_language' | 'market_context'> & {
  analysis: Pick<EngineResult['analysis'], 'sector' | 'detected_competitors'>;
};
export type Analyze = (input: EngineInput) => Promise<Analyzed>;

const round = (x: number): number => Math.round(x * 1000) / 1000;
const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export async function evaluate(
  kb: KnowledgeBase,
  analyze: Analyze,
  gold: GoldCase[] = loadGold(),
): Promise<EvalReport> {
  // Names are compared as knowledge-base entries, so "Mercado Livre" meets "MercadoLibre".
  const key = (name: string): string => kb.get(name)?.name ?? normalizeName(name);
  const outcomes: CaseOutcome[] = [];
  const started = performance.now();
  for (const c of gold) {
    let result: Analyzed | null = null;
    let error: string | undefined;
    try {
      result = await analyze({ text: c.text, mode: 'competitive' });
    } catch (err) {
      error = (err as Error).message;
    }
    const got = (result?.analysis.detected_competitors ?? []).slice(0, 5);
    const expectedKeys = new Set(c.expected.competitors.map(key));
    const hits = got.filter((name) => expectedKeys.has(key(name)));
    outcomes.push({
      id: c.id,
      sector: {
        expected: c.expected.sector,
        got: result?.analysis.sector ?? null,
        ok: result?.analysis.sector === c.expected.sector,
      },
      competitors: {
        expected: c.expected.competitors,
        got,
        hits,
        recall: hits.length / expectedKeys.size,
        precision: got.length ? hits.length / got.length : 0,
      },
      language: {
        expected: c.expected.language,
        got: result?.detected_language ?? 'en',
        ok: result?.detected_language === c.expected.language,
      },
      marketContext: {
        expected: c.expected.market_context,
        got: result?.market_context ?? 'global',
        ok: result?.market_context === c.expected.market_context,
      },
      ...(error ? { error } : {}),
    });
  }
  const report = {
    cases: gold.length,
    sectorAccuracy: round(mean(outcomes.map((o) => Number(o.sector.ok)))),
    recallAt5: round(mean(outcomes.map((o) => o.competitors.recall))),
    precisionAt5: round(mean(outcomes.map((o) => o.competitors.precision))),
    languageAccuracy: round(mean(outcomes.map((o) => Number(o.language.ok)))),
    marketContextAccuracy: round(mean(outcomes.map((o) => Number(o.marketContext.ok)))),
    unresolvedExpected: gold.flatMap((c) =>
      c.expected.competitors.filter((n) => !kb.get(n)).map((name) => ({ id: c.id, name })),
    ),
    outcomes,
    msPerCase: round((performance.now() - started) / Math.max(1, gold.length)),
  };
  const missedTargets = [
    ...(report.sectorAccuracy < TARGETS.sector ? [`sector accuracy ${report.sectorAccuracy} < ${TARGETS.sector}`] : []),
    ...(report.recallAt5 < TARGETS.recallAt5 ? [`competitor recall@5 ${report.recallAt5} < ${TARGETS.recallAt5}`] : []),
    ...(report.languageAccuracy < TARGETS.language
      ? [`language accuracy ${report.languageAccuracy} < ${TARGETS.language}`]
      : []),
    ...(report.marketContextAccuracy < TARGETS.marketContext
      ? [`market_context accuracy ${report.marketContextAccuracy} < ${TARGETS.marketContext}`]
      : []),
  ];
  return { ...report, missedTargets };
}
