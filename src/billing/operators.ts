// Per-operator spend of a credential (docs/decisions.md): totals, today's spend and optional daily caps.
import type { RedisClient } from '../stores/redis.ts';
import type { Clock } from '../lib/clock.ts';
import { redisKeys, utcDay } from './redisKeys.ts';

export const OPERATOR_ID_PATTERN = '^[A-Za-z0-9._:@-]{1,128}$';

export function createOperatorBudgets(redis: RedisClient, clock: Clock) {
  return {
    async setDailyCap(cid: string, operator: string, capMicro: number | null): Promise<void> {
      if (capMicro === null) await redis.hdel(redisKeys.operatorCaps(cid), operator);
      else await redis.hset(redisKeys.operatorCaps(cid), operator, capMicro);
    },

    async usage(
      cid: string,
    ): Promise<{ operator: string; totalMicro: number; todayMicro: number; dailyCapMicro: number | null }[]> {
      const [totals, caps] = await Promise.all([
        redis.hgetall(redisKeys.operatorTotals(cid)),
        redis.hgetall(redisKeys.operatorCaps(cid)),
      ]);
      const operators = [...new Set([...Object.keys(totals), ...Object.keys(caps)])].sort();
      const day = utcDay(clock.now());
      const today = operators.length
        ? await redis.mget(operators.map((op) => redisKeys.operatorDay(cid, op, day)))
        : [];
      return operators.map((operator, i) => ({
        operator,
        totalMicro: Number(totals[operator] ?? 0),
        todayMicro: Number(today[i] ?? 0),
        dailyCapMicro: caps[operator] !== undefined ? Number(caps[operator]) : null,
      }));
    },
  };
}

export type OperatorBudgets = ReturnType<typeof createOperatorBudgets>;
