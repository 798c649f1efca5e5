// Picks the search adapter named by SEARCH_PROVIDER; none configured means no web search.
import { createBraveProvider } from './brave.ts';
import { createExaProvider } from './exa.ts';
import { createSearxngProvider } from './searxng.ts';
import { createSerperProvider } from './serper.ts';
import { createTavilyProvider } from './tavily.ts';
import type { ProviderSettings, SearchProvider } from './types.ts';

export type { SearchOptions, SearchProvider, SearchResult } from './types.ts';

const PROVIDERS: Record<string, (settings: ProviderSettings) => SearchProvider> = {
  searxng: createSearxngProvider,
  brave: createBraveProvider,
  tavily: createTavilyProvider,
  exa: createExaProvider,
  serper: createSerperProvider,
};

export const SEARCH_PROVIDERS = Object.keys(PROVIDERS);

/**
 * The configured provider, or null when none is named. An unknown name or a missing key or base
 * URL throws at start-up, where the operator sees it, rather than at the first analysis.
 */
export function createSearchProvider(config: {
  provider: string | undefined;
  apiKey?: string;
  baseUrl?: string;
  timeoutMs?: number;
}): SearchProvider | null {
  const name = config.provider?.trim().toLowerCase();
  if (!name) return null;
  const create = PROVIDERS[name];
  if (!create)
    throw new Error(`unknown search provider "${config.provider}": use one of ${SEARCH_PROVIDERS.join(', ')}`);
  return create({ apiKey: config.apiKey, baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
}
