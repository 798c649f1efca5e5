// One record per x402 payment (keyed by its identity, src/payments/x402Header.ts) so a payment is worked
// for and settled once: a replay after settlement, or a duplicate arriving while the first is in flight,
// is refused; a settlement whose outcome is unknown keeps the answer so a retry with the same payment
// settles (or reconciles) and receives it, instead of paying twice.
import type { Redis } from 'ioredis';

export type GuardState =
  | { state: 'in_progress'; at: number }
  | { state: 'unsettled'; at: number; response: StoredResponse; network: string }
  | { state: 'retrying'; at: number; response: StoredResponse; network: string }
  | { state: 'settled'; at: number; transaction: string; network: string };
export interface StoredResponse { status: number; body: unknown; type: string }

const key = (identity: string) => `intel:x402:${identity}`;
const IN_PROGRESS_TTL_S = 15 * 60;
const UNSETTLED_TTL_S = 24 * 3600;
const SETTLED_TTL_S = 30 * 24 * 3600; // longer than any authorization window or Solana blockhash lifetime

// Takes the record when absent, or takes an unsettled one back for a settlement retry (in one step).
const TAKE = `
local current = redis.call('GET', KEYS[1])
if not current then
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
  return {'taken', ''}
end
local decoded = cjson.decode(current)
if decoded.state == 'unsettled' then
  redis.call('SET', KEYS[1], cjson.encode({state = 'retrying', at = decoded.at, response = decoded.response, network = decoded.network}), 'EX', ARGV[2])
  return {'retry', current}
end
return {'held', current}`;

export function createPaymentGuard(redis: Redis, now: () => number) {
  return {
    /** 'taken': go ahead; 'retry': an earlier settlement is unresolved (its answer is returned); 'held': refuse. */
    async take(identity: string): Promise<{ outcome: 'taken' } | { outcome: 'retry'; previous: Extract<GuardState, { state: 'unsettled' }> } | { outcome: 'held'; previous: GuardState }> {
      const [outcome, raw] = (await redis.eval(TAKE, 1, key(identity), JSON.stringify({ state: 'in_progress', at: now() }), IN_PROGRESS_TTL_S)) as [string, string];
      if (outcome === 'taken') return { outcome: 'taken' };
      const previous = JSON.parse(raw) as GuardState;
      if (outcome === 'retry') return { outcome: 'retry', previous: previous as Extract<GuardState, { state: 'unsettled' }> };
      return { outcome: 'held', previous };
    },
    /** The payment was not used (invalid, or the work failed): the client may send it again. */
    release: (identity: string) => redis.del(key(identity)).then(() => undefined),
    settled: (identity: string, network: string, transaction: string) =>
      redis.set(key(identity), JSON.stringify({ state: 'settled', at: now(), network, transaction }), 'EX', SETTLED_TTL_S).then(() => undefined),
    unsettled: (identity: string, network: string, response: StoredResponse) =>
      redis.set(key(identity), JSON.stringify({ state: 'unsettled', at: now(), network, response }), 'EX', UNSETTLED_TTL_S).then(() => undefined),
  };
}

export type PaymentGuard = ReturnType<typeof createPaymentGuard>;
