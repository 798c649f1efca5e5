// SearXNG, self-hosted: GET {base}/search?q=&format=json. The instance must list "json" under
// search.formats in its settings.yml, or it answers 403.
import { arrayAt, boundedQuery, cleanResults, DEFAULT_TIMEOUT_MS, limitOf, requestJson } from './http.ts';
import type { ProviderSettings, SearchProvider } from './types.ts';

export function createSearxngProvider(settings: ProviderSettings): SearchProvider {
  if (!settings.baseUrl)
    throw new Error('search provider searxng needs SEARCH_BASE_URL (the address of your SearXNG instance)');
  const base = settings.baseUrl.replace(/\/+$/, '');
  return {
    name: 'searxng',
    async search(query, options) {
      const url = new URL(`${base}/search`);
      url.searchParams.set('q', boundedQuery(query));
      url.searchParams.set('format', 'json');
      if (options?.language) url.searchParams.set('language', options.language);
      // SearXNG has no API keys; a key, when set, is for a reverse proxy in front of it.
      const headers: Record<string, string> = settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {};
      const answer = await requestJson('searxng', url, {
        method: 'GET',
        headers,
        timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      });
      const results = arrayAt(answer, 'results').map((r) => ({
        title: r.title,
        url: r.url,
        snippet: r.content,
        published: r.publishedDate,
      }));
      return cleanResults(results, limitOf(options));
    },
  };
}
