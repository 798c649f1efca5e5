// The start-up lock: instances starting together take turns at the graph's start-up work, and a
// holder that dies frees the lock when its key expires. On the real Redis of the tests.
import { randomBytes } from 'node:crypto';
import type { RedisClient } from '../../src/stores/redis.ts';
import { openRedis } from '../../src/stores/redis.ts';
import { withStartLock } from '../../src/stores/startLock.ts';

let redis: RedisClient;
beforeAll(async () => {
  redis = await openRedis(process.env.REDIS_URL!);
});
afterAll(() => {
  redis.disconnect();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('five starts at once run the work one at a time, and leave the lock free', async () => {
  const key = `test:start-lock:${randomBytes(4).toString('hex')}`;
  let running = 0;
  let overlap = false;
  const order: number[] = [];
  await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      withStartLock(
        redis,
        async () => {
          running++;
          overlap ||= running > 1;
          await sleep(40);
          order.push(i);
          running--;
        },
        { key, pollMs: 10 },
      ),
    ),
  );
  expect(overlap).toBe(false);
  expect(order.sort()).toEqual([0, 1, 2, 3, 4]);
  expect(await redis.exists(key)).toBe(0);
});

test('a lock whose holder died is taken once its key expires; work that throws releases it', async () => {
  const key = `test:start-lock:${randomBytes(4).toString('hex')}`;
  await redis.set(key, 'a-dead-instance', 'PX', 300);
  const started = Date.now();
  expect(await withStartLock(redis, () => Promise.resolve('ran'), { key, pollMs: 20 })).toBe('ran');
  expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  await expect(withStartLock(redis, () => Promise.reject(new Error('boom')), { key })).rejects.toThrow('boom');
  expect(await redis.exists(key)).toBe(0);
});
