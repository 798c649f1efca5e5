// The Pulse workers of one instance: a tick that moves due schedule entries (store.ts) onto a BullMQ
// queue, and a BullMQ worker that runs them (check.ts, delivery.ts). Every instance may tick and work:
// an occurrence becomes a job with a deterministic id, so two ticks queue it once; BullMQ hands each
// job to one worker at a time and gives a job whose worker died to another after its lock lapses.
import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { Cluster } from 'ioredis';
import type { RedisClient } from '../stores/redis.ts';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import type { Checker } from './check.ts';
import type { Deliverer } from './delivery.ts';
import { entryOf, type PulseStore, type ScheduleEntry } from './store.ts';

export const PULSE_QUEUE = 'pulse';
/** One hash tag for every queue key, so the queue also runs on a Redis Cluster. */
const PREFIX = '{intel-pulse}';
const TICK_BATCH = 200;
const KEEP_DONE_S = 2 * 86_400;

type JobData = ScheduleEntry & { atMs: number };

export interface PulseRuntimeDeps {
  config: Config;
  redis: RedisClient;
  store: PulseStore;
  checker: Checker;
  deliverer: Deliverer;
  clock: Clock;
  logger: Logger;
}

/**
 * BullMQ opens its own connections to the Redis the service uses (an URL or the local server main.ts
 * started): its blocking reads need no retry limit, unlike the service's fail-fast client.
 */
function connectionOf(redis: RedisClient): ConnectionOptions {
  if (redis instanceof Cluster) {
    const seeds = redis.nodes('master').map((n) => ({ host: n.options.host, port: n.options.port }));
    return new Cluster(seeds, { redisOptions: { ...redis.options.redisOptions, maxRetriesPerRequest: null } });
  }
  const { host, port, username, password, db, tls } = redis.options;
  return { host, port, username, password, db, tls, maxRetriesPerRequest: null };
}

export function createPulseRuntime(deps: PulseRuntimeDeps) {
  const { config, store, clock, logger } = deps;
  const connection = connectionOf(deps.redis);
  const queue = new Queue<JobData>(PULSE_QUEUE, {
    connection,
    prefix: PREFIX,
    // Unexpected failures (a store down) retry a few times; expected outcomes are handled by the processors.
    defaultJobOptions: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 5_000 },
      removeOnComplete: { age: KEEP_DONE_S },
      removeOnFail: { age: 7 * 86_400 },
    },
  });
  let worker: Worker<JobData> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<number> | null = null;

  async function process(job: Job<JobData>): Promise<string> {
    const data = job.data;
    if (data.kind === 'check') return deps.checker.check(data.subId, data.atMs);
    return deps.deliverer.deliver(data.subId, data.alertId);
  }

  async function tickOnce(): Promise<number> {
    const due = await store.due(clock.now().getTime(), TICK_BATCH);
    for (const { member, atMs } of due) {
      const entry = entryOf(member);
      // The job id names the occurrence: a second tick (here or on another instance) adds nothing.
      if (entry) await queue.add(entry.kind, { ...entry, atMs }, { jobId: `${member}.${atMs}` });
      await store.claim(member, atMs);
    }
    return due.length;
  }

  /** Moves every due entry to the queue; returns how many. Tests call it after moving the clock. */
  function tick(): Promise<number> {
    ticking ??= tickOnce().finally(() => {
      ticking = null;
    });
    return ticking;
  }

  return {
    queue,
    tick,
    start(opts: { worker?: boolean; tickMs?: number; concurrency?: number } = {}) {
      if ((opts.worker ?? config.pulse.worker) && !worker) {
        worker = new Worker<JobData>(PULSE_QUEUE, process, {
          connection,
          prefix: PREFIX,
          concurrency: opts.concurrency ?? 4,
          lockDuration: config.pulse.jobLockMs,
          stalledInterval: Math.max(500, Math.floor(config.pulse.jobLockMs / 2)),
        });
        worker.on('failed', (job, err) => logger.warn({ job: job?.id, err }, 'pulse job failed'));
        worker.on('error', (err) => logger.warn({ err }, 'pulse worker error'));
      }
      const tickMs = opts.tickMs ?? config.pulse.tickMs;
      if (tickMs > 0 && !timer) {
        const safeTick = () => {
          void tick().catch((err: unknown) => logger.warn({ err }, 'pulse tick failed'));
        };
        timer = setInterval(safeTick, tickMs);
        timer.unref();
      }
    },
    /** Waits until no job is waiting or running (tests). */
    async idle(timeoutMs = 30_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).every((n) => n === 0)) return;
        if (Date.now() > until) throw new Error(`pulse queue not idle: ${JSON.stringify(counts)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await ticking?.catch(() => 0);
      await worker?.close();
      worker = null;
      await queue.close();
      if (connection instanceof Cluster) await connection.quit().catch(() => {});
    },
  };
}

export type PulseRuntime = ReturnType<typeof createPulseRuntime>;
