// What the five adapters share: one JSON request with a time-out and uniform errors, and one
// clean-up of results (http(s) only, no duplicates, bounded, tags stripped).
// The provider is operator-configured (SEARCH_BASE_URL may be a SearXNG on the private network),
// so this is a plain client, not the guarded page fetcher.
import { fetch } from 'undici';
import { DomainError } from '../../lib/errors.ts';
import { readCapped } from '../body.ts';
import type { SearchOptions, SearchResult } from './types.ts';

export const DEFAULT_TIMEOUT_MS = 8000;
const DEFAULT_LIMIT = 8;
const MAX_LIMIT = 20;
const MAX_QUERY = 400;
const MAX_TITLE = 300;
const MAX_SNIPPET = 600;
const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

export function limitOf(options?: SearchOptions): number {
  return Math.min(MAX_LIMIT, Math.max(1, Math.floor(options?.limit ?? DEFAULT_LIMIT)));
}

export function boundedQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
}

function failed(provider: string, message: string, details?: Record<string, unknown>): DomainError {
  return new DomainError('search_failed', `${provider}: ${message}`, { provider, ...details });
}

/** Sends one request and parses the JSON answer; any failure is DomainError('search_failed'). */
export async function requestJson(
  provider: string,
  url: URL,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<unknown> {
  let response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    // By name, not instanceof: the abort reason is a DOMException from Node's own realm.
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw failed(provider, timedOut ? `no answer within ${init.timeoutMs} ms` : 'could not be reached');
  }
  if (!response.ok) {
    await response.body?.cancel();
    // 401/403 usually mean a wrong SEARCH_API_KEY (or, for SearXNG, the json format switched off).
    throw failed(provider, `answered HTTP ${response.status}`, { status: response.status });
  }
  let bytes;
  try {
    bytes = await readCapped(response, MAX_RESPONSE_BYTES, url.href);
  } catch {
    throw failed(provider, 'the answer was cut off or larger than 5 MB');
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw failed(provider, 'answered something that is not JSON');
  }
}

function plain(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  // Brave and SearXNG highlight matches with <strong>; we return plain text.
  const stripped = value
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return stripped.replace(/\s+/g, ' ').trim().slice(0, max);
}

/** Keeps http(s) results with a title or snippet, drops duplicate URLs (ignoring #fragments), bounds fields. */
export function cleanResults(
  raw: { title?: unknown; url?: unknown; snippet?: unknown; published?: unknown }[],
  limit: number,
): SearchResult[] {
  const seen = new Set<string>();
  const results: SearchResult[] = [];
  for (const item of raw) {
    if (results.length >= limit) break;
    if (typeof item.url !== 'string') continue;
    let url: URL;
    try {
      url = new URL(item.url);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    url.hash = '';
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    const title = plain(item.title, MAX_TITLE);
    const snippet = plain(item.snippet, MAX_SNIPPET);
    const published = plain(item.published, 40);
    results.push({ title: title || url.hostname, url: url.href, snippet, ...(published ? { published } : {}) });
  }
  return results;
}

/** The array at `key` of a JSON object, or [] when the answer has another shape. */
export function arrayAt(value: unknown, ...path: string[]): Record<string, unknown>[] {
  let current = value;
  for (const key of path)
    current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return Array.isArray(current)
    ? (current as unknown[]).filter(
        (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
      )
    : [];
}
