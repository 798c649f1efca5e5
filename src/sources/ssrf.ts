// Which addresses the fetcher may connect to (docs/decisions.md, "Analysis engine").
// Callers give us URLs, so without this a request could reach the cloud metadata service, the
// Redis and Neo4j next to us, or anything else on the private network.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DomainError } from '../lib/errors.ts';

/** Decides whether one resolved or literal IP address may be connected to. */
export type AddressPolicy = (address: string) => boolean;

/**
 * Only globally routable unicast addresses. ipaddr.js classes everything else by name: private,
 * loopback, link-local (169.254.169.254, the metadata service), carrier-grade NAT (Alibaba's
 * 100.100.100.200), unique-local (fd00:ec2::254), multicast, reserved, unspecified, 6to4, Teredo.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    // ::ffff:127.0.0.1 reaches 127.0.0.1: judge the IPv4 address inside.
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    // NAT64 (64:ff9b::/96) reaches the IPv4 address in its last 32 bits: judge that one too, so
    // IPv6-only hosts behind DNS64 still reach public sites and nothing else.
    else if (v6.range() === 'rfc6052') parsed = ipaddr.fromByteArray(v6.toByteArray().slice(12));
  }
  return parsed.range() === 'unicast';
}

export const allowAnyAddress: AddressPolicy = () => true;

/** Raised inside the socket lookup; the fetcher finds it in the error's cause chain. */
export class AddressRefusedError extends Error {
  readonly host: string;
  readonly address: string;
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, which is not a public address`);
    this.name = 'AddressRefusedError';
    this.host = host;
    this.address = address;
  }
}

/**
 * A socket lookup that resolves every address of a host and refuses the host if any of them is
 * refused: a name with one public and one private record is a DNS-rebinding trick, not a site.
 * Connecting to the addresses we checked (rather than resolving again) closes the time-of-check
 * gap. undici does not call it for IP literals, hence checkUrl below.
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(
      hostname,
      { all: true, family: options.family ?? 0, hints: options.hints },
      (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, '', 0);
        const refused = addresses.find((entry) => !policy(entry.address));
        if (refused) return callback(new AddressRefusedError(hostname, refused.address), '', 0);
        if (addresses.length === 0)
          return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      },
    );
  };
}

function notAllowed(message: string, url?: string): DomainError {
  return new DomainError('url_not_allowed', message, url ? { url } : undefined);
}

/**
 * Parses a URL and applies every check that needs no network: http(s) only, no credentials, and
 * the policy on IP literals. The WHATWG parser has already turned 2130706433, 0x7f.1, 0177.0.0.1
 * and 127.1 into 127.0.0.1, so the literal check sees the real address. Any port is allowed: the
 * address policy is what keeps us off internal services, and undici refuses the Fetch standard's
 * "bad ports" (SMTP, SSH …) itself.
 */
export function checkUrl(raw: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw notAllowed('not a valid absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw notAllowed(`scheme ${url.protocol} is not allowed: only http and https`, url.href);
  if (url.username || url.password)
    throw notAllowed('URLs with credentials are not fetched', `${url.protocol}//${url.host}${url.pathname}`);
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  // Named as sent, not as parsed: 2130706433 is not echoed back as 127.0.0.1.
  if (ipaddr.isValid(host) && !policy(host))
    throw notAllowed('the address is not a public address', raw.slice(0, 2048));
  return url;
}
