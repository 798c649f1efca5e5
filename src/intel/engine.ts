// The intelligence engine: input → (fetched page) → language → subject → market → competitors →
// score → fields → mode insights → confidence, offline and deterministic; then, when an LLM is
// configured, the LLM analyst refines the prose and the competitor list, falling back to the
// offline result on any failure. A library: configuration comes in as parameters.
import type { KnowledgeBase } from '../knowledge/load.ts';
import { DomainError } from '../lib/errors.ts';
import { extractPage, type PageFacts } from '../sources/extract.ts';
import type { FetchedPage } from '../sources/fetcher.ts';
import type { SearchProvider } from '../sources/search/types.ts';
import { MODES, type EngineInput, type EngineResult } from './types.ts';
import { gatherFacts, type Facts, type SearchOutcome } from './facts.ts';
import { offlineAnalysis } from './offline.ts';
import { createLlmAnalyst, type LlmConfig } from './llm.ts';

export type { LlmConfig } from './llm.ts';

export interface EngineDeps {
  knowledge: KnowledgeBase;
  fetcher?: { fetchPage(url: string): Promise<FetchedPage> };
  search?: SearchProvider | null;
  llm?: LlmConfig | null;
  now?: () => Date;
}

export interface Engine {
  analyze(input: EngineInput): Promise<EngineResult>;
}

const SEARCH_RESULTS = 5;

async function searchFor(
  provider: SearchProvider | null | undefined,
  facts: Omit<Facts, 'search' | 'now'>,
): Promise<SearchOutcome> {
  if (!provider || facts.demo) return { status: 'offline', provider: provider?.name ?? null, results: [] };
  if (facts.subject.identifiedBy === 'none') return { status: 'unnamed', provider: provider.name, results: [] };
  const market = facts.categories[0] ?? facts.sector ?? '';
  try {
    const results = await provider.search(`${facts.subject.name} ${market}`.trim(), {
      limit: SEARCH_RESULTS,
      language: facts.language,
    });
    const valid = results.filter((r) => /^https?:\/\//i.test(r.url)).slice(0, SEARCH_RESULTS);
    return { status: valid.length ? 'found' : 'empty', provider: provider.name, results: valid };
  } catch {
    // Search is optional (sources/search/types.ts): a failing provider costs sources, not the analysis.
    return { status: 'failed', provider: provider.name, results: [] };
  }
}

export function createEngine(deps: EngineDeps): Engine {
  const now = deps.now ?? (() => new Date());
  const llm = deps.llm ? createLlmAnalyst(deps.llm) : null;

  async function readPage(url: string): Promise<{ page: PageFacts; finalUrl: string }> {
    if (!deps.fetcher)
      throw new DomainError('url_unreachable', 'This engine has no page fetcher configured; send the text instead.', {
        url,
      });
    const fetched = await deps.fetcher.fetchPage(url);
    return { page: extractPage(fetched.html, fetched.finalUrl), finalUrl: fetched.finalUrl };
  }

  return {
    async analyze(input: EngineInput): Promise<EngineResult> {
      if (!MODES.includes(input.mode))
        throw new DomainError('invalid_mode', `Unknown mode "${String(input.mode)}".`, { allowed: MODES });
      const demo = input.demo === true;
      const text = input.text?.trim() ?? '';
      // The demo never fetches: a URL there is ignored and the text must carry the input.
      const url = demo ? null : input.url?.trim() || null;
      if (!text && !url)
        throw new DomainError('missing_input', 'Send a url or a text describing the company, product or market.');

      const fetched = url ? await readPage(url) : null;
      const gathered = gatherFacts({
        kb: deps.knowledge,
        mode: input.mode,
        demo,
        url: fetched?.finalUrl ?? url,
        page: fetched?.page ?? null,
        text,
        context: input.context ?? '',
      });
      const facts: Facts = { ...gathered, search: await searchFor(deps.search, gathered), now: now() };
      const named = facts.subject.identifiedBy !== 'none' && !demo;
      const neighbours =
        input.graphNeighbours ?? (named && input.neighboursOf ? await input.neighboursOf(facts.subject.name) : []);
      const offline = offlineAnalysis(facts, neighbours);
      const refined = llm
        ? await llm.refine(facts, offline)
        : { analysis: offline.analysis, analyst: { kind: 'offline' as const } };
      const analysis = demo
        ? { ...refined.analysis, detected_competitors: [], competitor_details: [] }
        : refined.analysis;
      return {
        source: fetched ? fetched.finalUrl : 'provided text',
        detected_language: facts.language,
        market_context: facts.region.market_context,
        analysis,
        analyst: refined.analyst,
      };
    },
  };
}
