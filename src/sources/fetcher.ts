// The one way the engine reads a web page a caller named (docs/decisions.md, "Analysis engine"):
// undici's own fetch over an Agent whose socket lookup refuses non-public addresses,
// IP literals checked before connecting, every redirect hop re-checked, one overall time-out, a
// byte cap, an HTML-only content type and the site's robots.txt.
import { fetch } from 'undici';
import { DomainError } from '../lib/errors.ts';
import { decodeBody, mediaType, readCapped } from './body.ts';
import { createRobotsPolicy, type RobotsFetchResult } from './robots.ts';
import { AddressRefusedError, checkUrl, type AddressPolicy } from './ssrf.ts';
import { addressPolicy, createGuardedAgent } from './guardedAgent.ts';

export interface FetchedPage {
  /** The URL asked for, and the one the content came from after redirects. */
  url: string;
  finalUrl: string;
  status: number;
  contentType: string;
  html: string;
  bytes: number;
  redirects: string[];
  elapsedMs: number;
}

export interface SafeFetcherOptions {
  /** FETCH_ALLOW_PRIVATE: lets tests fetch from servers on 127.0.0.1. Never in production. */
  allowPrivate?: boolean;
  /** Replaces the address policy (tests prove redirect hops are re-checked with it). */
  isAddressAllowed?: AddressPolicy;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  respectRobots?: boolean;
  robotsTtlMs?: number;
}

export interface SafeFetcher {
  fetchPage(url: string): Promise<FetchedPage>;
  /** Closes pooled connections; calling it again is harmless. */
  close(): Promise<void>;
}

const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ROBOTS_MAX_BYTES = 512 * 1024;
const DEFAULT_USER_AGENT = 'IntelGraphBot/1.0 (+competitive-intelligence; respects robots.txt)';

function unreachable(message: string, url: string, extra?: Record<string, unknown>): DomainError {
  return new DomainError('url_unreachable', message, { url, ...extra });
}

/** Names what went wrong inside undici's "fetch failed" (the cause chain holds the real error). */
function networkError(error: unknown, url: URL, signal: AbortSignal, timeoutMs: number): DomainError {
  if (error instanceof DomainError) return error;
  if (signal.aborted) return unreachable(`no complete answer within ${timeoutMs} ms`, url.href);
  // Duck-typed, not instanceof Error: errors raised inside Node's sockets come from another realm under jest's VM.
  for (
    let cause = error as { message?: unknown; code?: unknown; cause?: unknown } | undefined;
    cause && typeof cause === 'object';
    cause = cause.cause as typeof cause
  ) {
    // The resolved address stays out of the answer: it would map our network for the caller.
    if (cause instanceof AddressRefusedError)
      return new DomainError('url_not_allowed', `${url.hostname} is not a public address`, { url: url.href });
    if (cause.message === 'bad port')
      return new DomainError('url_not_allowed', `port ${url.port} is not allowed`, { url: url.href });
    const code = typeof cause.code === 'string' ? cause.code : undefined;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return unreachable(`${url.hostname} does not resolve`, url.href);
    if (code === 'ECONNREFUSED') return unreachable(`${url.host} refused the connection`, url.href);
    if (code) return unreachable(`${url.host} could not be reached (${code})`, url.href);
  }
  return unreachable(`${url.host} could not be reached`, url.href);
}

export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const policy = addressPolicy(options.allowPrivate, options.isAddressAllowed);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const agent = createGuardedAgent(policy, timeoutMs);

  /** Follows redirects by hand so that every hop passes checkUrl, the lookup and robots.txt again. */
  async function follow(start: URL, signal: AbortSignal, beforeHop: (url: URL) => Promise<void>) {
    let url = start;
    const redirects: string[] = [];
    for (;;) {
      await beforeHop(url);
      const response = await fetch(url, {
        dispatcher: agent,
        redirect: 'manual',
        signal,
        headers: {
          'user-agent': userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.5,*/*;q=0.1',
        },
      });
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location) return { response, url, redirects };
      await response.body?.cancel();
      if (redirects.length >= maxRedirects) return { response, url, redirects, tooManyRedirects: true };
      url = checkUrl(new URL(location, url).href, policy);
      redirects.push(url.href);
    }
  }

  async function fetchRobots(robotsUrl: string, outer: AbortSignal): Promise<RobotsFetchResult> {
    // robots.txt gets part of the budget: a site that stalls on it is treated as closed, not slow.
    const signal = AbortSignal.any([outer, AbortSignal.timeout(Math.max(1, Math.floor(timeoutMs / 2)))]);
    const start = new URL(robotsUrl);
    try {
      const { response, url } = await follow(start, signal, async () => {});
      const body = decodeBody(
        await readCapped(response, ROBOTS_MAX_BYTES, url.href, true),
        response.headers.get('content-type'),
      );
      return { status: response.status, body };
    } catch (error) {
      if (signal.aborted && !outer.aborted) return { timedOut: true };
      throw networkError(error, start, outer, timeoutMs);
    }
  }

  const robots = createRobotsPolicy({
    fetchRobots,
    agentToken: userAgent.split(/[/\s]/)[0],
    ttlMs: options.robotsTtlMs,
  });
  const checkRobots =
    options.respectRobots === false
      ? async () => {}
      : (url: URL, signal: AbortSignal) => robots.assertAllowed(url, signal);

  async function fetchPage(raw: string): Promise<FetchedPage> {
    const started = performance.now();
    const requested = checkUrl(raw, policy);
    const signal = AbortSignal.timeout(timeoutMs);
    let current = requested;
    try {
      const hop = await follow(requested, signal, async (url) => {
        current = url;
        await checkRobots(url, signal);
      });
      current = hop.url;
      const { response, url } = hop;
      if (hop.tooManyRedirects) throw unreachable(`more than ${maxRedirects} redirects`, url.href);
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel();
        throw unreachable(`${url.host} answered HTTP ${response.status}`, url.href, { status: response.status });
      }
      const contentType = response.headers.get('content-type');
      const type = mediaType(contentType);
      if (!PAGE_TYPES.has(type)) {
        await response.body?.cancel();
        throw unreachable(`the page is ${type || 'of no declared type'}, not HTML`, url.href, { content_type: type });
      }
      const bytes = await readCapped(response, maxBytes, url.href);
      return {
        url: requested.href,
        finalUrl: url.href,
        status: response.status,
        contentType: type,
        html: decodeBody(bytes, contentType),
        bytes: bytes.byteLength,
        redirects: hop.redirects,
        elapsedMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      // The error names the page the caller sent as `url`; a redirect hop that failed is `at` (the
      // robots.txt read on the way is not named: it is our housekeeping, not the caller's page).
      const failure = networkError(error, current, signal, timeoutMs);
      const failedAt = failure.details?.url;
      if (failedAt === requested.href) throw failure;
      const hop = typeof failedAt === 'string' && !failedAt.endsWith('/robots.txt') ? { at: failedAt } : {};
      throw new DomainError(failure.code, failure.message, { ...failure.details, url: requested.href, ...hop });
    }
  }

  let closing: Promise<void> | undefined;
  return { fetchPage, close: () => (closing ??= agent.close()) };
}
