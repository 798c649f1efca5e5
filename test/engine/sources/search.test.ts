import { DomainError } from '../../../src/lib/errors.ts';
import { createSearchProvider, SEARCH_PROVIDERS, type SearchProvider } from '../../../src/sources/search/index.ts';
import { startLoopbackServer, type LoopbackServer, type RecordedRequest } from './loopbackServer.ts';

let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A fake provider on loopback answering every request with this status and JSON body. */
async function fakeProvider(status: number, body: unknown, delayMs = 0): Promise<LoopbackServer> {
  server = await startLoopbackServer((_request, response) => {
    const answer = () => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    return void (delayMs ? setTimeout(answer, delayMs).unref() : answer());
  });
  return server;
}

function only(requests: RecordedRequest[]): RecordedRequest & { url: URL; json: Record<string, unknown> } {
  expect(requests).toHaveLength(1);
  const [request] = requests;
  return {
    ...request,
    url: new URL(request.path, 'http://x'),
    json: request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {},
  };
}

// Each provider: its real request shape, checked on the wire, and its real answer shape.
const PROVIDERS: {
  name: string;
  answer: unknown;
  check: (request: ReturnType<typeof only>) => void;
}[] = [
  {
    name: 'searxng',
    answer: {
      query: 'nubank',
      results: [
        {
          url: 'https://nubank.com.br/',
          title: 'Nubank',
          content: 'Conta digital <b>sem tarifas</b>',
          engine: 'duckduckgo',
          score: 2.1,
          publishedDate: '2026-10-01T00:00:00',
        },
      ],
    },
    check: (r) => {
      expect(r.method).toBe('GET');
      expect(r.url.pathname).toBe('/search');
      expect(Object.fromEntries(r.url.searchParams)).toEqual({ q: 'nubank', format: 'json', language: 'pt' });
    },
  },
  {
    name: 'brave',
    answer: {
      type: 'search',
      web: {
        type: 'search',
        results: [
          {
            title: 'Nubank',
            url: 'https://nubank.com.br/',
            description: 'Conta digital <strong>sem tarifas</strong>',
            page_age: '2026-10-01T00:00:00',
          },
        ],
      },
    },
    check: (r) => {
      expect(r.method).toBe('GET');
      expect(r.url.pathname).toBe('/res/v1/web/search');
      expect(Object.fromEntries(r.url.searchParams)).toEqual({ q: 'nubank', count: '5', search_lang: 'pt' });
      expect(r.headers['x-subscription-token']).toBe('test-key');
    },
  },
  {
    name: 'tavily',
    answer: {
      query: 'nubank',
      response_time: 1.2,
      results: [
        {
          title: 'Nubank',
          url: 'https://nubank.com.br/',
          content: 'Conta digital sem tarifas',
          score: 0.9,
          published_date: '2026-10-01T00:00:00',
        },
      ],
    },
    check: (r) => {
      expect(r.method).toBe('POST');
      expect(r.url.pathname).toBe('/search');
      expect(r.headers.authorization).toBe('Bearer test-key');
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.json).toEqual({ query: 'nubank', search_depth: 'basic', topic: 'general', max_results: 5 });
    },
  },
  {
    name: 'exa',
    answer: {
      requestId: 'r1',
      results: [
        {
          id: 'https://nubank.com.br/',
          url: 'https://nubank.com.br/',
          title: 'Nubank',
          publishedDate: '2026-10-01T00:00:00.000Z',
          highlights: ['Conta digital sem tarifas'],
        },
      ],
    },
    check: (r) => {
      expect(r.method).toBe('POST');
      expect(r.url.pathname).toBe('/search');
      expect(r.headers['x-api-key']).toBe('test-key');
      expect(r.json).toEqual({
        query: 'nubank',
        type: 'auto',
        numResults: 5,
        contents: { highlights: { maxCharacters: 400 } },
      });
    },
  },
  {
    name: 'serper',
    answer: {
      searchParameters: { q: 'nubank' },
      organic: [
        {
          title: 'Nubank',
          link: 'https://nubank.com.br/',
          snippet: 'Conta digital sem tarifas',
          date: '2026-10-01T00:00:00',
          position: 1,
        },
      ],
    },
    check: (r) => {
      expect(r.method).toBe('POST');
      expect(r.url.pathname).toBe('/search');
      expect(r.headers['x-api-key']).toBe('test-key');
      expect(r.json).toEqual({ q: 'nubank', num: 5, hl: 'pt' });
    },
  },
];

function providerFor(name: string, origin: string, timeoutMs?: number): SearchProvider {
  return createSearchProvider({ provider: name, apiKey: 'test-key', baseUrl: origin, timeoutMs })!;
}

describe.each(PROVIDERS)('search provider $name', ({ name, answer, check }) => {
  test('sends the provider its request shape and reads its answer shape', async () => {
    const { origin, requests } = await fakeProvider(200, answer);
    const results = await providerFor(name, origin).search('  nubank ', { limit: 5, language: 'pt' });
    check(only(requests));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      title: 'Nubank',
      url: 'https://nubank.com.br/',
      snippet: 'Conta digital sem tarifas',
    });
    expect(results[0].published).toMatch(/^2026-10-01/);
  });

  test.each([401, 500])('HTTP %s is search_failed', async (status) => {
    const { origin } = await fakeProvider(status, { error: 'nope' });
    const error = await providerFor(name, origin)
      .search('nubank')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'search_failed', details: { provider: name, status } });
  });

  test('no answer in time is search_failed', async () => {
    const { origin } = await fakeProvider(200, answer, 2000);
    const error = await providerFor(name, origin, 200)
      .search('nubank')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'search_failed' });
    expect((error as Error).message).toMatch(/within 200 ms/);
  });

  test('an answer that is not JSON is search_failed', async () => {
    server = await startLoopbackServer(
      (_q, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>'),
    );
    const error = await providerFor(name, server.origin)
      .search('nubank')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'search_failed' });
  });
});

describe('search results are cleaned', () => {
  test('http(s) only, no duplicates (fragments ignored), bounded by limit, tags stripped', async () => {
    const results = [
      { url: 'javascript:alert(1)', title: 'x', content: '' },
      { url: 'ftp://files.example/', title: 'ftp', content: '' },
      { url: 'not a url', title: 'bad', content: '' },
      { url: 'https://a.example/page#top', title: '<b>A</b> &amp; co', content: 'first' },
      { url: 'https://a.example/page', title: 'A again', content: 'duplicate' },
      { url: 'http://b.example/', title: '', content: 'no title' },
      ...Array.from({ length: 30 }, (_, i) => ({
        url: `https://c.example/${i}`,
        title: `C${i}`,
        content: 'x'.repeat(2000),
      })),
    ];
    const { origin } = await fakeProvider(200, { results });
    const found = await providerFor('searxng', origin).search('q', { limit: 4 });
    expect(found.map((r) => r.url)).toEqual([
      'https://a.example/page',
      'http://b.example/',
      'https://c.example/0',
      'https://c.example/1',
    ]);
    expect(found[0].title).toBe('A & co');
    expect(found[1].title).toBe('b.example');
    expect(found[2].snippet.length).toBe(600);
    expect((await providerFor('searxng', origin).search('q', { limit: 500 })).length).toBe(20);
  });

  test('an answer of another shape gives no results rather than an error', async () => {
    const { origin } = await fakeProvider(200, { unexpected: true });
    expect(await providerFor('brave', origin).search('q')).toEqual([]);
  });
});

describe('createSearchProvider', () => {
  test('no provider configured means no search', () => {
    expect(createSearchProvider({ provider: undefined })).toBeNull();
    expect(createSearchProvider({ provider: '' })).toBeNull();
  });

  test('an unknown name throws, listing the names it knows', () => {
    expect(() => createSearchProvider({ provider: 'google', apiKey: 'k' })).toThrow(
      /unknown search provider "google": use one of searxng, brave, tavily, exa, serper/,
    );
    expect(SEARCH_PROVIDERS).toEqual(['searxng', 'brave', 'tavily', 'exa', 'serper']);
  });

  test('a provider without the key or base URL it needs throws', () => {
    for (const name of ['brave', 'tavily', 'exa', 'serper'])
      expect(() => createSearchProvider({ provider: name })).toThrow(/needs SEARCH_API_KEY/);
    expect(() => createSearchProvider({ provider: 'searxng' })).toThrow(/needs SEARCH_BASE_URL/);
  });

  test("names are matched without regard to case; the default base URLs are the providers' own", () => {
    expect(createSearchProvider({ provider: 'Brave', apiKey: 'k' })?.name).toBe('brave');
  });
});
