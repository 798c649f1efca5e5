// One record per x402 payment (keyed by its identity, src/payments/x402Header.ts) so a payment is worked
// for and settled once: a replay after settlement, or a duplicate arriving while the first is in flight,
// is refused; a settlement whose outcome is unknown keeps the answer so a retry with the same payment
// settles (or reconciles) and receives it, instead of paying twice.
import type { RedisClient } from '../stores/redis.ts';

export type GuardState =
  | { state: 'in_progress'; at: number }
  | { state: 'unsettled'; at: number; response: StoredResponse; network: string; since?: string }
  | { state: 'retrying'; at: number; response: StoredResponse; network: string; since?: string }
  | { state: 'settled'; at: number; transaction: string; network: string };
export interface StoredResponse {
  status: number;
  body: unknown;
  type: string;
}

/** The guard's Redis key; funding reads it to refuse a transaction an x402 payment holds. */
export const guardKey = (identity: string) => `intel:x402:${identity}`;
const key = guardKey;
/** The identity of an EIP-3009 authorization (x402Header.ts's paymentIdentity for EVM). */
export const evmIdentity = (from: string, nonce: string) => `evm:${from.toLowerCase()}:${nonce.toLowerCase()}`;
const IN_PROGRESS_TTL_S = 15 * 60;
const UNSETTLED_TTL_S = 24 * 3600;
const SETTLED_TTL_S = 30 * 24 * 3600; // longer than any authorization window or Solana blockhash lifetime

// Takes the record when absent, or takes an unsettled one back for a settlement retry (in one step). A
// retry whose holder died (retrying for longer than ARGV[5] ms) may be taken again; the record keeps
// the unsettled lifetime throughout, so an unknown outcome is never forgotten early.
const TAKE = `
local current = redis.call('GET', KEYS[1])
if not current then
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
  return {'taken', ''}
end
local decoded = cjson.decode(current)
local stale = decoded.state == 'retrying' and tonumber(decoded.retry_at or 0) < tonumber(ARGV[4]) - tonumber(ARGV[5])
if decoded.state == 'unsettled' or stale then
  decoded.state = 'retrying'
  decoded.retry_at = tonumber(ARGV[4])
  redis.call('SET', KEYS[1], cjson.encode(decoded), 'EX', ARGV[3])
  return {'retry', current}
end
return {'held', current}`;
/** Longer than any settlement attempt (facilitator time-out plus reconciliation). */
const RETRY_STALE_MS = 5 * 60_000;

export function createPaymentGuard(redis: RedisClient, now: () => number) {
  return {
    /** 'taken': go ahead; 'retry': an earlier settlement is unresolved (its answer is returned); 'held': refuse. */
    async take(
      identity: string,
    ): Promise<
      | { outcome: 'taken' }
      | { outcome: 'retry'; previous: Extract<GuardState, { state: 'unsettled' }> }
      | { outcome: 'held'; previous: GuardState }
    > {
      const [outcome, raw] = (await redis.eval(
        TAKE,
        1,
        key(identity),
        JSON.stringify({ state: 'in_progress', at: now() }),
        IN_PROGRESS_TTL_S,
        UNSETTLED_TTL_S,
        now(),
        RETRY_STALE_MS,
      )) as [string, string];
      if (outcome === 'taken') return { outcome: 'taken' };
      const previous = JSON.parse(raw) as GuardState;
      if (outcome === 'retry')
        return {
          outcome: 'retry',
          previous: { ...previous, state: 'unsettled' } as Extract<GuardState, { state: 'unsettled' }>,
        };
      return { outcome: 'held', previous };
    },
    /** The payment was not used (invalid, the work failed, settlement refused): the client may send it again. */
    release: (identity: string) => redis.del(key(identity)).then(() => undefined),
    settled: (identity: string, network: string, transaction: string) =>
      redis
        .set(key(identity), JSON.stringify({ state: 'settled', at: now(), network, transaction }), 'EX', SETTLED_TTL_S)
        .then(() => undefined),
    /** `since`: where reconciliation starts looking (a Base block, a Solana time), kept from the first attempt. */
    unsettled: (identity: string, network: string, response: StoredResponse, since?: string) =>
      redis
        .set(
          key(identity),
          JSON.stringify({ state: 'unsettled', at: now(), network, response, ...(since ? { since } : {}) }),
          'EX',
          UNSETTLED_TTL_S,
        )
        .then(() => undefined),
  };
}

export type PaymentGuard = ReturnType<typeof createPaymentGuard>;
