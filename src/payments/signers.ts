// The facilitator's settling addresses, which tell an x402 settlement from a transfer that may buy a key.
// Read from its /supported and persisted in Redis on every change, so a facilitator that cannot be reached
// leaves the last list known in force. With no list at all the answer is 503: an unknown settlement must
// never be taken for a funding transfer (fail closed).
import type { RedisClient } from '../stores/redis.ts';
import { DomainError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/hash.ts';
import type { Facilitator } from './facilitatorClient.ts';

export function createSignerDirectory(redis: RedisClient, facilitator: Facilitator | null) {
  const key = facilitator ? `intel:facilitator-signers:${sha256Hex(facilitator.url).slice(0, 16)}` : '';
  let persisted = '';

  return {
    /** The addresses; throws facilitator_unavailable when neither the facilitator nor RedisClient knows them. */
    async known(): Promise<string[]> {
      if (!facilitator) return []; // no x402 on this server: no settlements to tell apart
      const fresh = await facilitator.signers();
      if (fresh && fresh.length > 0) {
        const list = [...fresh].sort();
        const encoded = JSON.stringify(list);
        if (encoded !== persisted) {
          await redis.set(key, encoded);
          persisted = encoded;
        }
        return list;
      }
      const saved = await redis.get(key);
      if (saved) return JSON.parse(saved) as string[];
      throw new DomainError(
        'facilitator_unavailable',
        'The payment facilitator could not be reached, so x402 settlements cannot be told apart from transfers; nothing was credited. Retry shortly.',
      );
    },
  };
}

export type SignerDirectory = ReturnType<typeof createSignerDirectory>;

/** Base addresses compare case-insensitively (checksums); Solana's base58 addresses exactly. */
export function isSigner(signers: string[], address: string): boolean {
  const hex = address.startsWith('0x');
  return signers.some((s) => (hex ? s.toLowerCase() === address.toLowerCase() : s === address));
}
