import { DomainError } from '../../../src/lib/errors.ts';
import { createSafeFetcher, type SafeFetcher } from '../../../src/sources/fetcher.ts';
import { startLoopbackServer, type LoopbackServer } from './loopbackServer.ts';

// Time budget of the fetches that are not about time-outs: robots.txt gets half of it, and a loaded CI machine
// once took more than a second for it on loopback, which reads as a closed site.
const FETCH_MS = 10_000;

let server: LoopbackServer | undefined;
let fetcher: SafeFetcher | undefined;
afterEach(async () => {
  await fetcher?.close();
  await server?.close();
  fetcher = server = undefined;
});

/** A site whose pages all answer, with the robots.txt answer given. */
async function siteWithRobots(robots: { status: number; body?: string; delayMs?: number }): Promise<LoopbackServer> {
  server = await startLoopbackServer((request, response) => {
    if (request.path === '/robots.txt') {
      const answer = () => response.writeHead(robots.status, { 'content-type': 'text/plain' }).end(robots.body ?? '');
      return void (robots.delayMs ? setTimeout(answer, robots.delayMs) : answer());
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<title>${request.path}</title>`);
  });
  return server;
}

/** 'fetched', or the code of the refusal. */
async function outcome(url: string): Promise<string> {
  return fetcher!.fetchPage(url).then(
    () => 'fetched',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );
}

const pagesRequested = () => server!.requests.filter((r) => r.path !== '/robots.txt').map((r) => r.path);

describe('robots.txt', () => {
  test('a Disallow rule keeps us off those paths, and the page is never requested', async () => {
    const { origin } = await siteWithRobots({
      status: 200,
      body: 'User-agent: *\nDisallow: /private\nAllow: /private/press\n',
    });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: FETCH_MS });
    expect(await outcome(`${origin}/private/roadmap`)).toBe('url_not_allowed');
    expect(await outcome(`${origin}/private/press`)).toBe('fetched');
    expect(await outcome(`${origin}/about`)).toBe('fetched');
    expect(pagesRequested()).toEqual(['/private/press', '/about']);
  });

  test('rules for our own agent token apply to us, and not those for other bots', async () => {
    const { origin } = await siteWithRobots({
      status: 200,
      body: 'User-agent: OtherBot\nDisallow: /\n\nUser-agent: IntelGraphBot\nDisallow: /pricing\n',
    });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: FETCH_MS });
    expect(await outcome(`${origin}/pricing`)).toBe('url_not_allowed');
    expect(await outcome(`${origin}/`)).toBe('fetched');
  });

  test('a redirect into a disallowed path is refused at that hop', async () => {
    server = await startLoopbackServer((request, response) => {
      if (request.path === '/robots.txt')
        return void response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /admin\n');
      if (request.path === '/go') return void response.writeHead(302, { location: '/admin/panel' }).end();
      response.writeHead(200, { 'content-type': 'text/html' }).end('<title>admin</title>');
    });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: FETCH_MS });
    expect(await outcome(`${server.origin}/go`)).toBe('url_not_allowed');
    expect(pagesRequested()).toEqual(['/go']);
  });

  test('a missing robots.txt (4xx) allows everything', async () => {
    const { origin } = await siteWithRobots({ status: 404 });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: FETCH_MS });
    expect(await outcome(`${origin}/anything`)).toBe('fetched');
  });

  test('a failing robots.txt (5xx) closes the site', async () => {
    const { origin } = await siteWithRobots({ status: 503 });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: FETCH_MS });
    expect(await outcome(`${origin}/anything`)).toBe('url_not_allowed');
    expect(pagesRequested()).toEqual([]);
  });

  test('a refusal names the page the caller asked for, never the robots.txt read on the way', async () => {
    const { origin } = await siteWithRobots({ status: 503 });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: FETCH_MS });
    const error = await fetcher.fetchPage(`${origin}/pricing`).then(
      () => null,
      (e: unknown) => e as DomainError,
    );
    expect(error?.details?.url).toBe(`${origin}/pricing`);
    expect(JSON.stringify(error?.details)).not.toContain('robots.txt');
  });

  test('a robots.txt that does not answer in time closes the site', async () => {
    const { origin } = await siteWithRobots({ status: 200, body: '', delayMs: 1500 });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: 400 });
    expect(await outcome(`${origin}/anything`)).toBe('url_not_allowed');
  });

  test('robots.txt is read once per origin and then cached', async () => {
    const { origin } = await siteWithRobots({ status: 200, body: 'User-agent: *\nDisallow: /private\n' });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: FETCH_MS });
    await Promise.all([outcome(`${origin}/a`), outcome(`${origin}/b`), outcome(`${origin}/private`)]);
    await outcome(`${origin}/c`);
    expect(server!.requests.filter((r) => r.path === '/robots.txt')).toHaveLength(1);
    expect(server!.requests.find((r) => r.path === '/robots.txt')?.headers['user-agent']).toMatch(/^IntelGraphBot\//);
  });

  test('respectRobots: false skips it', async () => {
    const { origin } = await siteWithRobots({ status: 200, body: 'User-agent: *\nDisallow: /\n' });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: FETCH_MS, respectRobots: false });
    expect(await outcome(`${origin}/`)).toBe('fetched');
    expect(server!.requests.map((r) => r.path)).toEqual(['/']);
  });
});
