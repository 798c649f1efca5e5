import { randomBytes, randomFillSync } from 'node:crypto';

// Random bytes for ids are drawn from the same CSPRNG in blocks: a request takes several ids (request,
// charge, hold), and one call to the generator per id costs more than the rest of making it.
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let offset = POOL_SIZE;

function take(bytes: number): Buffer {
  if (bytes > POOL_SIZE) return randomBytes(bytes);
  if (offset + bytes > POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  offset += bytes;
  return pool.subarray(offset - bytes, offset);
}

// Ids carry a type prefix so a stray id in a log says what it is (req_…, ses_…, pay_…).
export function newId(prefix: string, bytes = 12): string {
  return `${prefix}_${take(bytes).toString('base64url')}`;
}

/** A secret: prefix + 32 random bytes (256 bits), URL-safe, drawn on its own (never from the pool). */
export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}
