// Brave Search API: GET /res/v1/web/search?q=&count= with X-Subscription-Token.
import { arrayAt, boundedQuery, cleanResults, DEFAULT_TIMEOUT_MS, limitOf, requestJson } from './http.ts';
import type { ProviderSettings, SearchProvider } from './types.ts';

export function createBraveProvider(settings: ProviderSettings): SearchProvider {
  if (!settings.apiKey)
    throw new Error('search provider brave needs SEARCH_API_KEY (a Brave Search API subscription token)');
  const apiKey = settings.apiKey;
  const base = (settings.baseUrl ?? 'https://api.search.brave.com').replace(/\/+$/, '');
  return {
    name: 'brave',
    async search(query, options) {
      const limit = limitOf(options);
      const url = new URL(`${base}/res/v1/web/search`);
      url.searchParams.set('q', boundedQuery(query));
      url.searchParams.set('count', String(limit));
      if (options?.language) url.searchParams.set('search_lang', options.language);
      const answer = await requestJson('brave', url, {
        method: 'GET',
        headers: { 'x-subscription-token': apiKey },
        timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      });
      const results = arrayAt(answer, 'web', 'results').map((r) => ({
        title: r.title,
        url: r.url,
        snippet: r.description,
        published: r.page_age ?? r.age,
      }));
      return cleanResults(results, limit);
    },
  };
}
