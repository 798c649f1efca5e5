// Serper (Google results): POST /search {q, num, hl} with X-API-KEY.
import { arrayAt, boundedQuery, cleanResults, DEFAULT_TIMEOUT_MS, limitOf, requestJson } from './http.ts';
import type { ProviderSettings, SearchProvider } from './types.ts';

export function createSerperProvider(settings: ProviderSettings): SearchProvider {
  if (!settings.apiKey) throw new Error('search provider serper needs SEARCH_API_KEY (a Serper API key)');
  const apiKey = settings.apiKey;
  const base = (settings.baseUrl ?? 'https://google.serper.dev').replace(/\/+$/, '');
  return {
    name: 'serper',
    async search(query, options) {
      const limit = limitOf(options);
      const body = { q: boundedQuery(query), num: limit, ...(options?.language ? { hl: options.language } : {}) };
      const answer = await requestJson('serper', new URL(`${base}/search`), {
        method: 'POST',
        headers: { 'x-api-key': apiKey },
        body,
        timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      });
      const results = arrayAt(answer, 'organic').map((r) => ({
        title: r.title,
        url: r.link,
        snippet: r.snippet,
        published: r.date,
      }));
      return cleanResults(results, limit);
    },
  };
}
