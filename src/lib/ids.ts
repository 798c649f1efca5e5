import { randomBytes } from 'node:crypto';

// Ids carry a type prefix so a stray id in a log says what it is (req_…, ses_…, pay_…).
export function newId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}

/** A secret: prefix + 32 random bytes (256 bits), URL-safe. */
export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}
