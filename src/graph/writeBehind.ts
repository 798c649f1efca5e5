// The write-behind of analyses: a paid call appends its graph write to a Redis stream (durable with
// AOF, one XADD) and answers; a flusher writes the stream into Neo4j in batches, one transaction per
// batch, in stream order, and moves the stream's cursor (a Meta node) in the same commit. So a crash
// loses nothing (unflushed entries stay in the stream; the next flush of any instance writes them),
// nothing is written twice (the cursor, and a check of Analysis ids), and the graph catches up in order.
// Answers never depend on the write: trend and neighbours read what the graph already holds.
import type { Logger } from 'pino';
import type { RedisClient } from '../stores/redis.ts';
import type { AnalysisWrite, GraphRepository } from './repository.ts';

export const GRAPH_WRITES_STREAM = 'graph:writes';
/** Analyses per flush transaction. */
export const FLUSH_BATCH = 200;
/** How often an instance looks for entries it did not append (other instances, a crash before a flush). */
export const SWEEP_MS = 1_000;

/** Stream ids are `<ms>-<seq>`; compares them as numbers. */
export function compareStreamIds(a: string, b: string): number {
  const [am, as] = a.split('-').map(Number) as [number, number];
  const [bm, bs] = b.split('-').map(Number) as [number, number];
  return am - bm || as - bs;
}

/** The id just after one: XTRIM MINID keeps entries at or above it, so this drops `id` itself. */
const after = (id: string) => {
  const [ms, seq] = id.split('-');
  return `${ms}-${Number(seq) + 1}`;
};

export function createGraphWriteBehind(deps: { redis: RedisClient; graph: GraphRepository; logger?: Logger }) {
  const { redis, graph } = deps;
  let lastAppended: string | null = null;
  let cursor: string | null | undefined; // undefined: not read yet
  let running: Promise<void> | null = null;
  let again = false;
  let sweep: NodeJS.Timeout | null = null;
  let lastError: unknown = null;

  /** One batch from the cursor on; returns how many entries it wrote (0: the stream is drained). */
  async function flushOnce(): Promise<number> {
    if (cursor === undefined) cursor = await graph.writesCursor();
    const entries = await redis.xrange(GRAPH_WRITES_STREAM, cursor ? `(${cursor}` : '-', '+', 'COUNT', FLUSH_BATCH);
    if (entries.length === 0) return 0;
    const writes = entries.map(([, fields]) => JSON.parse(fields[1]) as AnalysisWrite);
    const lastId = entries[entries.length - 1][0];
    const now = await graph.writeBatch(writes, cursor, lastId);
    if (now !== lastId) {
      cursor = now; // another instance flushed meanwhile: go on from where it stopped
      return entries.length;
    }
    cursor = lastId;
    await redis.xtrim(GRAPH_WRITES_STREAM, 'MINID', after(lastId));
    return entries.length;
  }

  async function drain(): Promise<void> {
    try {
      while ((await flushOnce()) > 0);
      lastError = null;
    } catch (err) {
      // Neo4j or Redis away: the entries wait in the stream; the next append or sweep tries again.
      cursor = undefined;
      lastError = err;
      deps.logger?.warn({ err }, 'graph write-behind: flush failed, will retry');
    }
  }

  /** Starts a drain, or asks the running one to go round once more. */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again && !lastError);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Appends one analysis' graph write; the graph holds it after the next flush. */
    async append(write: AnalysisWrite): Promise<string> {
      const id = (await redis.xadd(GRAPH_WRITES_STREAM, '*', 'w', JSON.stringify(write)))!;
      if (!lastAppended || compareStreamIds(id, lastAppended) > 0) lastAppended = id;
      void kick();
      return id;
    },

    /**
     * Resolves when the graph holds every write this process appended so far (tests and tools that
     * read the graph right after an analysis). Rejects after `timeoutMs` if the stores stay away.
     */
    async flushed(timeoutMs = 30_000): Promise<void> {
      const target = lastAppended;
      if (!target) return;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await kick();
        if (cursor && compareStreamIds(cursor, target) >= 0) return;
        if (Date.now() > deadline) throw new Error(`graph writes not flushed up to ${target}`, { cause: lastError });
        cursor = undefined; // read the graph's cursor again: another instance may be the one flushing
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    /** Entries appended and not yet in the graph (every instance's). */
    async pending(): Promise<number> {
      return redis.xlen(GRAPH_WRITES_STREAM);
    },

    /** Flushes now and then every SWEEP_MS: entries other instances appended, or left by a crash. */
    start(): void {
      if (sweep) return;
      void kick();
      sweep = setInterval(() => void kick(), SWEEP_MS);
      sweep.unref();
    },

    /** Stops the sweep and waits for the flush in progress, then flushes what this process appended. */
    async close(): Promise<void> {
      if (sweep) clearInterval(sweep);
      sweep = null;
      await kick();
    },
  };
}

export type GraphWriteBehind = ReturnType<typeof createGraphWriteBehind>;
