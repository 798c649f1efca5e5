// Every on-chain payment is used once, forever: for one API key, one plan session, one pending payment or
// one x402 call (an x402 settlement pays our payee too, so its transaction must not also buy a key).
// A claim is taken atomically before anything is created, so two redemptions racing get one winner.
import type { Redis } from 'ioredis';
import type { PayNetwork } from './chains.ts';

export type RedemptionUse = 'api_key' | 'session' | 'pending_payment' | 'x402';
export interface Redemption { use: RedemptionUse; state: 'claiming' | 'done'; at: string; credential?: string; amount_micro?: number; reference?: string }

const key = (network: PayNetwork, txId: string) => `intel:redeemed:${network}:${network === 'base' ? txId.toLowerCase() : txId}`;
const CLAIM_TTL_S = 120; // a claim whose holder died is freed after this

export function createRedemptions(redis: Redis, now: () => Date) {
  return {
    /** True when this caller now holds the transaction; false with the earlier use when it was taken. */
    async claim(network: PayNetwork, txId: string, use: RedemptionUse): Promise<{ ok: true } | { ok: false; previous: Redemption }> {
      const record: Redemption = { use, state: 'claiming', at: now().toISOString() };
      const taken = await redis.set(key(network, txId), JSON.stringify(record), 'EX', CLAIM_TTL_S, 'NX');
      if (taken === 'OK') return { ok: true };
      const raw = await redis.get(key(network, txId));
      return { ok: false, previous: raw ? (JSON.parse(raw) as Redemption) : record };
    },
    /** The use is complete: the record is kept forever. */
    async complete(network: PayNetwork, txId: string, details: Omit<Redemption, 'state' | 'at'>): Promise<void> {
      await redis.set(key(network, txId), JSON.stringify({ ...details, state: 'done', at: now().toISOString() }));
    },
    /** Creating what the payment buys failed: free the transaction so the payer can retry. */
    async abandon(network: PayNetwork, txId: string): Promise<void> {
      await redis.del(key(network, txId));
    },
    async find(network: PayNetwork, txId: string): Promise<Redemption | null> {
      const raw = await redis.get(key(network, txId));
      return raw ? (JSON.parse(raw) as Redemption) : null;
    },
  };
}

export type Redemptions = ReturnType<typeof createRedemptions>;

export function alreadyRedeemedMessage(previous: Redemption): string {
  const what = { api_key: 'an API key', session: 'a plan session', pending_payment: 'a pending payment', x402: 'an x402 call' }[previous.use];
  return previous.state === 'claiming'
    ? 'This transaction is being redeemed by another request right now.'
    : `This transaction was already redeemed (for ${what}); each payment is redeemed once.`;
}
