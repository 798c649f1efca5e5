// The SSRF guard as a connection pool: an undici Agent whose socket lookup refuses hosts that resolve
// to a non-public address (ssrf.ts). The page fetcher and the Pulse webhook sender share it, so a
// caller-given URL reaches the same addresses whichever feature connects to it.
import { lookup as dnsLookup } from 'node:dns/promises';
import { Agent } from 'undici';
import { DomainError } from '../lib/errors.ts';
import { allowAnyAddress, checkUrl, guardedLookup, isPublicAddress, type AddressPolicy } from './ssrf.ts';

/** FETCH_ALLOW_PRIVATE (tests only) lets any address through; otherwise only public unicast ones. */
export function addressPolicy(allowPrivate: boolean | undefined, override?: AddressPolicy): AddressPolicy {
  return override ?? (allowPrivate ? allowAnyAddress : isPublicAddress);
}

export function createGuardedAgent(policy: AddressPolicy, timeoutMs: number): Agent {
  return new Agent({
    connect: { lookup: guardedLookup(policy), timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
}

/**
 * The checks a URL can pass before it is stored for later use (a webhook): checkUrl's, then every
 * address its host resolves to. The guarded lookup checks again at each connection (DNS rebinding).
 * A host that does not resolve is refused too: nothing could ever be delivered to it.
 */
export async function checkStoredUrl(raw: string, policy: AddressPolicy): Promise<URL> {
  const url = checkUrl(raw, policy);
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: { address: string }[];
  try {
    addresses = await dnsLookup(host, { all: true });
  } catch {
    throw new DomainError('url_not_allowed', `${url.hostname} does not resolve`, { url: url.href });
  }
  if (addresses.some((a) => !policy(a.address))) {
    throw new DomainError('url_not_allowed', `${url.hostname} is not a public address`, { url: url.href });
  }
  return url;
}
