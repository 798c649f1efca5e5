// Tavily: POST /search {query, search_depth, topic, max_results} with Authorization: Bearer.
import { arrayAt, boundedQuery, cleanResults, DEFAULT_TIMEOUT_MS, limitOf, requestJson } from './http.ts';
import type { ProviderSettings, SearchProvider } from './types.ts';

export function createTavilyProvider(settings: ProviderSettings): SearchProvider {
  if (!settings.apiKey) throw new Error('search provider tavily needs SEARCH_API_KEY (a Tavily API key, tvly-…)');
  const apiKey = settings.apiKey;
  const base = (settings.baseUrl ?? 'https://api.tavily.com').replace(/\/+$/, '');
  return {
    name: 'tavily',
    async search(query, options) {
      const limit = limitOf(options);
      // Basic depth costs one credit; Tavily has no language filter.
      const body = { query: boundedQuery(query), search_depth: 'basic', topic: 'general', max_results: limit };
      const answer = await requestJson('tavily', new URL(`${base}/search`), {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}` },
        body,
        timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      });
      const results = arrayAt(answer, 'results').map((r) => ({
        title: r.title,
        url: r.url,
        snippet: r.content,
        published: r.published_date,
      }));
      return cleanResults(results, limit);
    },
  };
}
