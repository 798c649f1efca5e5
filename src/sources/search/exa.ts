// Exa: POST /search {query, type, numResults, contents} with x-api-key. Content options nest
// under "contents"; highlights give a short excerpt without paying for the full text.
import { arrayAt, boundedQuery, cleanResults, DEFAULT_TIMEOUT_MS, limitOf, requestJson } from './http.ts';
import type { ProviderSettings, SearchProvider } from './types.ts';

export function createExaProvider(settings: ProviderSettings): SearchProvider {
  if (!settings.apiKey) throw new Error('search provider exa needs SEARCH_API_KEY (an Exa API key)');
  const apiKey = settings.apiKey;
  const base = (settings.baseUrl ?? 'https://api.exa.ai').replace(/\/+$/, '');
  return {
    name: 'exa',
    async search(query, options) {
      const limit = limitOf(options);
      const body = {
        query: boundedQuery(query),
        type: 'auto',
        numResults: limit,
        contents: { highlights: { maxCharacters: 400 } },
      };
      const answer = await requestJson('exa', new URL(`${base}/search`), {
        method: 'POST',
        headers: { 'x-api-key': apiKey },
        body,
        timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      });
      const results = arrayAt(answer, 'results').map((r) => ({
        title: r.title,
        url: r.url,
        published: r.publishedDate,
        snippet:
          Array.isArray(r.highlights) && typeof r.highlights[0] === 'string'
            ? r.highlights[0]
            : typeof r.text === 'string'
              ? r.text
              : '',
      }));
      return cleanResults(results, limit);
    },
  };
}
