import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DomainError } from '../../../src/lib/errors.ts';
import { moduleDir } from '../../../src/lib/paths.ts';
import { extractPage } from '../../../src/sources/extract.ts';
import { createSafeFetcher, type SafeFetcher } from '../../../src/sources/fetcher.ts';
import { closedPort, startLoopbackServer, type Handler, type LoopbackServer } from './loopbackServer.ts';

const COMPANY_PAGE = readFileSync(join(moduleDir(import.meta.url), 'fixtures', 'company-page.html'));

let server: LoopbackServer | undefined;
let fetcher: SafeFetcher | undefined;
afterEach(async () => {
  await fetcher?.close();
  await server?.close();
  fetcher = server = undefined;
});

/** A site on loopback whose robots.txt is missing (404), so robots allow everything. */
async function site(routes: Record<string, Handler>): Promise<LoopbackServer> {
  server = await startLoopbackServer((request, response) => {
    const route = routes[request.path.split('?')[0]];
    if (route) return route(request, response);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  return server;
}

function html(body: string | Buffer, type = 'text/html; charset=utf-8'): Handler {
  return (_request, response) => void response.writeHead(200, { 'content-type': type }).end(body);
}

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('createSafeFetcher: pages it reads', () => {
  test('a realistic company page, fetched and extracted', async () => {
    const { origin } = await site({ '/': html(COMPANY_PAGE) });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: 2000 });
    const page = await fetcher.fetchPage(`${origin}/`);
    expect(page).toMatchObject({
      url: `${origin}/`,
      finalUrl: `${origin}/`,
      status: 200,
      contentType: 'text/html',
      bytes: COMPANY_PAGE.byteLength,
      redirects: [],
    });
    const facts = extractPage(page.html, page.finalUrl);
    expect(facts.title).toBe('Ledgerly — Accounting automation for growing businesses');
    expect(facts.organization).toMatchObject({
      name: 'Ledgerly',
      foundingDate: '2019-03-01',
      numberOfEmployees: '51-200',
    });
    expect(facts.pricing.links).toEqual([`${origin}/pricing`]);
    expect(facts.careers).toMatchObject({ hiring: true, openRoles: 23 });
  });

  test('redirects are followed, and each hop is reported', async () => {
    const { origin } = await site({
      '/old': (_q, r) => void r.writeHead(301, { location: '/moved' }).end(),
      '/moved': (_q, r) => void r.writeHead(302, { location: `${origin}/final?x=1` }).end(),
      '/final': html('<title>Final</title>'),
    });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: 2000 });
    const page = await fetcher.fetchPage(`${origin}/old`);
    expect(page.finalUrl).toBe(`${origin}/final?x=1`);
    expect(page.redirects).toEqual([`${origin}/moved`, `${origin}/final?x=1`]);
    expect(page.html).toBe('<title>Final</title>');
  });

  test('the body is decoded in the charset the page declares', async () => {
    const { origin } = await site({
      '/latin1': html(Buffer.from('<p>Café crème</p>', 'latin1'), 'text/html; charset=iso-8859-1'),
      '/meta': html(Buffer.from('<meta charset="windows-1252"><p>Señor</p>', 'latin1'), 'text/html'),
      '/plain': html('just text', 'text/plain'),
    });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: 2000 });
    expect((await fetcher.fetchPage(`${origin}/latin1`)).html).toBe('<p>Café crème</p>');
    expect((await fetcher.fetchPage(`${origin}/meta`)).html).toContain('Señor');
    expect((await fetcher.fetchPage(`${origin}/plain`)).html).toBe('just text');
  });
});

describe('createSafeFetcher: pages it cannot read are url_unreachable', () => {
  test('a body past maxBytes, declared or streamed', async () => {
    const big = '<p>' + 'x'.repeat(50_000) + '</p>';
    const { origin } = await site({
      '/declared': html(big),
      '/streamed': (_q, r) => {
        r.writeHead(200, { 'content-type': 'text/html' });
        for (let i = 0; i < 50; i++) r.write('x'.repeat(1000));
        r.end();
      },
    });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: 2000, maxBytes: 10_000 });
    for (const path of ['/declared', '/streamed']) {
      const error = await failure(fetcher.fetchPage(`${origin}${path}`));
      expect(error.code).toBe('url_unreachable');
      expect(error.message).toMatch(/larger than/);
    }
  });

  test('a small compressed body that inflates past maxBytes', async () => {
    const bomb = gzipSync('<p>' + 'x'.repeat(1_000_000));
    const { origin } = await site({
      '/bomb': (_q, r) =>
        void r
          .writeHead(200, {
            'content-type': 'text/html',
            'content-encoding': 'gzip',
            'content-length': bomb.byteLength,
          })
          .end(bomb),
    });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: 2000, maxBytes: 10_000 });
    expect(bomb.byteLength).toBeLessThan(10_000);
    const error = await failure(fetcher.fetchPage(`${origin}/bomb`));
    expect(error.code).toBe('url_unreachable');
    expect(error.message).toMatch(/larger than/);
  });

  test('a server that answers too slowly, before or during the body', async () => {
    const { origin } = await site({
      '/silent': () => {},
      '/trickle': (_q, r) => void r.writeHead(200, { 'content-type': 'text/html' }).write('<p>first bytes'),
    });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: 300 });
    for (const path of ['/silent', '/trickle']) {
      const started = Date.now();
      const error = await failure(fetcher.fetchPage(`${origin}${path}`));
      expect(error.code).toBe('url_unreachable');
      expect(error.message).toMatch(/within 300 ms/);
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  test('a content type that is not a page', async () => {
    const { origin } = await site({
      '/json': html('{"a":1}', 'application/json'),
      '/png': html(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png'),
      '/untyped': (_q, r) => void r.writeHead(200).end('<p>?</p>'),
    });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: 2000 });
    for (const path of ['/json', '/png', '/untyped']) {
      const error = await failure(fetcher.fetchPage(`${origin}${path}`));
      expect(error.code).toBe('url_unreachable');
      expect(error.message).toMatch(/not HTML/);
    }
  });

  test('an error status', async () => {
    const { origin } = await site({
      '/boom': (_q, r) => void r.writeHead(500, { 'content-type': 'text/html' }).end('<p>oops</p>'),
    });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: 2000 });
    const error = await failure(fetcher.fetchPage(`${origin}/boom`));
    expect(error).toMatchObject({ code: 'url_unreachable', details: { status: 500 } });
    expect((await failure(fetcher.fetchPage(`${origin}/missing`))).details).toMatchObject({ status: 404 });
  });

  test('a refused connection and a name that does not resolve', async () => {
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: 1500 });
    const refused = await failure(fetcher.fetchPage(`http://127.0.0.1:${await closedPort()}/`));
    expect(refused.code).toBe('url_unreachable');
    expect(refused.message).toMatch(/refused the connection/);
    expect((await failure(fetcher.fetchPage('http://no-such-host.invalid/'))).code).toBe('url_unreachable');
  });

  test('a redirect loop stops at maxRedirects', async () => {
    let hops = 0;
    const { origin } = await site({ '/loop': (_q, r) => void r.writeHead(302, { location: `/loop?${++hops}` }).end() });
    fetcher = createSafeFetcher({ allowPrivate: true, timeoutMs: 2000, maxRedirects: 3 });
    const error = await failure(fetcher.fetchPage(`${origin}/loop`));
    expect(error.code).toBe('url_unreachable');
    expect(error.message).toMatch(/more than 3 redirects/);
    expect(hops).toBe(4);
  });
});
