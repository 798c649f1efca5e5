// Redis key names of the access ledger. Everything of one credential shares the hash tag {cid}
// (cid = SHA-256 of the secret), so each Lua script touches one slot and works on a cluster too.
export const redisKeys = {
  credential: (cid: string) => `intel:cred:{${cid}}`,
  holds: (cid: string) => `intel:holds:{${cid}}`,
  holdPrefix: (cid: string) => `intel:hold:{${cid}}:`,
  idempotency: (cid: string, key: string) => `intel:idem:{${cid}}:${key}`,
  /** The answer a retry with the same Idempotency-Key is given. */
  idempotentAnswer: (cid: string, key: string) => `intel:idemresp:{${cid}}:${key}`,
  ledger: (cid: string) => `intel:ledger:{${cid}}`,
  operatorDay: (cid: string, operator: string, day: string) => `intel:opday:{${cid}}:${day}:${operator}`,
  operatorTotals: (cid: string) => `intel:optotal:{${cid}}`,
  operatorCaps: (cid: string) => `intel:opcap:{${cid}}`,
  refunded: (cid: string, entryId: string) => `intel:refunded:{${cid}}:${entryId}`,
  funding: (cid: string, reference: string) => `intel:funded:{${cid}}:${reference}`,
  /** publicId → cid, for admin reads. */
  directory: 'intel:credentials',
  trialsPerIp: (ip: string, day: string) => `intel:trial-ip:${day}:${ip}`,
};

// Every reservation names the day's operator counter: the day's name is kept until the day changes.
let lastDay = { number: NaN, name: '' };
export function utcDay(date: Date): string {
  const number = Math.floor(date.getTime() / 86_400_000);
  if (number !== lastDay.number) lastDay = { number, name: date.toISOString().slice(0, 10).replaceAll('-', '') };
  return lastDay.name;
}
