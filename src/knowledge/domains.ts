// Registrable domains ("stripe.com" from "https://dashboard.stripe.com/x"), by the public-suffix
// list that tldts ships, so "example.co.uk" and "mercadolibre.com.ar" come out whole.
import { parse } from 'tldts';

/** The registrable domain of a URL, host or bare domain; null when it has none. */
export function registrableDomain(input: string): string | null {
  const trimmed = input.trim().toLowerCase();
  if (!trimmed) return null;
  const result = parse(trimmed, { allowPrivateDomains: false });
  if (!result.domain || !result.isIcann || result.isIp) return null;
  return result.domain;
}

// Host-like runs: labels of letters, digits and hyphens joined by dots, ending in a letter TLD.
const HOST = /(?<![\p{L}\p{N}@.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?![\p{L}\p{N}-])/gu;

/** Domains written in (lower-case, folded) text, with their offsets. */
export function findDomainMentions(folded: string): { domain: string; start: number; end: number }[] {
  const found: { domain: string; start: number; end: number }[] = [];
  for (const match of folded.matchAll(HOST)) {
    const domain = registrableDomain(match[0]);
    if (domain) found.push({ domain, start: match.index, end: match.index + match[0].length });
  }
  return found;
}
