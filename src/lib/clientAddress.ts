// The key per-client limits count by: an IPv4 address as it is, an IPv6 address by its /64 prefix (one
// subscriber usually holds a whole /64, so counting full addresses would let them mint 2^64 clients).
import ipaddr from 'ipaddr.js';

export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip); // an IPv4-mapped IPv6 address becomes its IPv4 address
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
