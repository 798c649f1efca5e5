import { lookup } from 'node:dns/promises';
import { DomainError } from '../../../src/lib/errors.ts';
import { createSafeFetcher, type SafeFetcher } from '../../../src/sources/fetcher.ts';
import { AddressRefusedError, guardedLookup, isPublicAddress } from '../../../src/sources/ssrf.ts';
import { startLoopbackServer, type LoopbackServer } from './loopbackServer.ts';

let server: LoopbackServer;
let fetcher: SafeFetcher | undefined;
beforeAll(async () => {
  // A site that would answer anything: every refusal below happens before it is reached, or not at all.
  server = await startLoopbackServer((request, response) => {
    const to = new URL(request.path, 'http://x').searchParams.get('to');
    if (to) return void response.writeHead(302, { location: to }).end();
    response.writeHead(200, { 'content-type': 'text/html' }).end('<title>internal</title>');
  });
});
afterAll(() => server.close());
afterEach(async () => {
  await fetcher?.close();
  fetcher = undefined;
});

async function refusal(
  url: string,
  make: () => SafeFetcher = () => createSafeFetcher({ timeoutMs: 2000 }),
): Promise<DomainError> {
  fetcher = make();
  const error = await fetcher.fetchPage(url).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('url_not_allowed');
  return error as DomainError;
}

describe('the address policy', () => {
  test.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '192.0.2.1',
    '240.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '2001:db8::1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  test.each(['8.8.8.8', '1.1.1.1', '93.184.215.14', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  test('the socket lookup refuses a name when any of its addresses is refused', async () => {
    const addresses = await lookup('localhost', { all: true });
    const error = await new Promise<unknown>((resolve) =>
      guardedLookup(isPublicAddress)('localhost', { all: true }, (e) => resolve(e)),
    );
    expect(error).toBeInstanceOf(AddressRefusedError);
    expect((error as AddressRefusedError).address).toBe(addresses[0].address);
  });
});

describe('createSafeFetcher refuses private and local targets (url_not_allowed)', () => {
  test.each([
    ['loopback', () => `http://127.0.0.1:${server.port}/`],
    ['localhost by name', () => `http://localhost:${server.port}/`],
    ['IPv6 loopback', () => `http://[::1]:${server.port}/`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${server.port}/`],
    ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
    ['the IPv6 metadata service', () => 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['a private network address', () => 'http://10.0.0.1/'],
    ['a decimal IPv4 literal', () => `http://2130706433:${server.port}/`],
    ['a hex IPv4 literal', () => `http://0x7f.1:${server.port}/`],
    ['an octal IPv4 literal', () => `http://0177.0.0.1:${server.port}/`],
    ['the unspecified address', () => `http://0.0.0.0:${server.port}/`],
  ])('%s', async (_name, url) => {
    await refusal(url());
    expect(server.requests).toHaveLength(0);
  });

  test.each([
    'file:///etc/passwd',
    'ftp://example.com/file.txt',
    'gopher://example.com/',
    'data:text/html,<title>x</title>',
    'javascript:alert(1)',
    'ws://example.com/',
    'not a url',
    '/relative/path',
  ])('%s', async (url) => {
    await refusal(url);
  });

  test('credentials in the URL', async () => {
    const error = await refusal('http://user:secret@example.com/');
    expect(JSON.stringify(error.details)).not.toContain('secret');
  });

  test('a port the Fetch standard blocks', async () => {
    await refusal('http://example.com:25/', () => createSafeFetcher({ allowPrivate: true, timeoutMs: 2000 }));
  });

  test('a redirect to loopback or to the metadata service, from a first hop that was allowed', async () => {
    // This policy lets the first hop's literal 127.0.0.1 through once, as if it were a public
    // site, and refuses everything after: each redirect hop must be checked again.
    for (const target of [
      `http://[::1]:${server.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      `http://localhost:${server.port}/`,
    ]) {
      let allowance = 1;
      const error = await refusal(`${server.origin}/start?to=${encodeURIComponent(target)}`, () =>
        createSafeFetcher({
          timeoutMs: 2000,
          respectRobots: false,
          isAddressAllowed: (address) => address === '127.0.0.1' && allowance-- > 0,
        }),
      );
      expect(error.details?.url).toContain('/start?to=');
      expect(error.details?.at).toContain(new URL(target).host);
      await fetcher?.close();
    }
    expect(server.requests.map((r) => new URL(r.path, 'http://x').pathname)).toEqual(['/start', '/start', '/start']);
  });
});
