// Every on-chain payment is used once, forever: for one API key, one plan session, one pending payment or
// one x402 call (an x402 settlement pays our payee too, so its transaction must not also buy a key).
// A claim is one SET NX with no expiry: two redemptions racing get one winner, and nothing overwrites a
// claim afterwards — completing or freeing it checks first that the record is still the claimant's own.
import { randomBytes } from 'node:crypto';
import type { RedisClient } from '../stores/redis.ts';
import type { PayNetwork } from './chains.ts';

export type RedemptionUse = 'api_key' | 'session' | 'pending_payment' | 'x402';
export interface Redemption {
  use: RedemptionUse;
  state: 'claiming' | 'done';
  at: string;
  /** Whose claim this is: a random token (funding) or the x402 payment's identity. */
  owner: string;
  credential?: string;
  amount_micro?: number;
}
export type Claim = { ok: true; owner: string } | { ok: false; previous: Redemption };

const key = (network: PayNetwork, txId: string) =>
  `intel:redeemed:${network}:${network === 'base' ? txId.toLowerCase() : txId}`;

// Replaces the record only while it is still the claim of ARGV[1] (compare-and-set / compare-and-delete).
const IF_OWNER = `
local current = redis.call('GET', KEYS[1])
if not current or cjson.decode(current).owner ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2]) end
return 1`;

export function createRedemptions(redis: RedisClient, now: () => Date) {
  async function claimAs(network: PayNetwork, txId: string, record: Redemption): Promise<Claim> {
    const taken = await redis.set(key(network, txId), JSON.stringify(record), 'NX');
    if (taken === 'OK') return { ok: true, owner: record.owner };
    const raw = await redis.get(key(network, txId));
    const previous = raw ? (JSON.parse(raw) as Redemption) : record;
    // The same x402 payment claiming again (a retry after its first claim) finds its own record.
    if (record.use === 'x402' && previous.use === 'x402' && previous.owner === record.owner)
      return { ok: true, owner: record.owner };
    return { ok: false, previous };
  }

  return {
    /** A funding claim (key, session, pending payment): held until complete() or abandon(). */
    claim: (network: PayNetwork, txId: string, use: Exclude<RedemptionUse, 'x402'>) =>
      claimAs(network, txId, {
        use,
        state: 'claiming',
        at: now().toISOString(),
        owner: randomBytes(12).toString('hex'),
      }),
    /** An x402 settlement, claimed done in one step by the payment that settled it. */
    claimX402: (network: PayNetwork, txId: string, paymentIdentity: string, amountMicro: number) =>
      claimAs(network, txId, {
        use: 'x402',
        state: 'done',
        at: now().toISOString(),
        owner: paymentIdentity,
        amount_micro: amountMicro,
      }),
    /** The use is complete: the claim becomes the permanent record (only if it is still this owner's). */
    async complete(
      network: PayNetwork,
      txId: string,
      owner: string,
      details: Pick<Redemption, 'use' | 'credential' | 'amount_micro'>,
    ): Promise<boolean> {
      const record: Redemption = { ...details, owner, state: 'done', at: now().toISOString() };
      return (await redis.eval(IF_OWNER, 1, key(network, txId), owner, JSON.stringify(record))) === 1;
    },
    /** Nothing was created: free the transaction so the payer can retry (only this owner's claim). */
    async abandon(network: PayNetwork, txId: string, owner: string): Promise<void> {
      await redis.eval(IF_OWNER, 1, key(network, txId), owner, '');
    },
    async find(network: PayNetwork, txId: string): Promise<Redemption | null> {
      const raw = await redis.get(key(network, txId));
      return raw ? (JSON.parse(raw) as Redemption) : null;
    },
  };
}

export type Redemptions = ReturnType<typeof createRedemptions>;

export function alreadyRedeemedMessage(previous: Redemption): string {
  const what = {
    api_key: 'an API key',
    session: 'a plan session',
    pending_payment: 'a pending payment',
    x402: 'an x402 call',
  }[previous.use];
  return previous.state === 'claiming'
    ? 'This transaction is being redeemed by another request right now.'
    : `This transaction was already redeemed (for ${what}); each payment is redeemed once.`;
}
