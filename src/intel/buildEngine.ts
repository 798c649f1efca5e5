// Builds the analysis engine from the configuration: the bundled knowledge base, the safe page
// fetcher, and (when configured) a search provider and an OpenAI-compatible LLM.
import type { Config } from '../config.ts';
import { loadKnowledgeBase, type KnowledgeBase } from '../knowledge/load.ts';
import { createSafeFetcher } from '../sources/fetcher.ts';
import { createSearchProvider } from '../sources/search/index.ts';
import { createEngine } from './engine.ts';
import { BUILD_VERSION } from '../http/serviceInfo.ts';

let knowledge: KnowledgeBase | null = null;

/** The knowledge base is read-only: one copy per process. */
export function sharedKnowledgeBase(): KnowledgeBase {
  knowledge ??= loadKnowledgeBase();
  return knowledge;
}

export function buildEngine(config: Config) {
  return createEngine({
    knowledge: sharedKnowledgeBase(),
    fetcher: createSafeFetcher({
      allowPrivate: config.fetchAllowPrivate,
      userAgent: `IntelGraphBot/${BUILD_VERSION} (+${config.publicBaseUrl})`,
    }),
    search: config.search ? createSearchProvider(config.search) : null,
    llm: config.llm,
  });
}
