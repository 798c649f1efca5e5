// The write-behind of analyses: a paid call appends its graph write to a Redis stream (durable with
// AOF, one XADD) and answers; a flusher writes the stream into Neo4j in batches, one transaction per
// batch, in stream order, and moves the stream's cursor (a Meta node) in the same commit. So a crash
// loses nothing (unflushed entries stay in the stream; the next flush of any instance writes them),
// nothing is written twice (the cursor, and a check of Analysis ids), and the graph catches up in order.
// An entry Neo4j refuses (or that is not a write at all) goes to a dead-letter stream after
// MAX_ATTEMPTS tries, so it cannot hold up the entries behind it. Trend reads the graph and the last
// appended snapshot of the subject (src/graph/pendingSnapshot.ts), so it never waits for a flush.
import type { Neo4jError } from 'neo4j-driver';
import type { Logger } from 'pino';
import type { RedisClient } from '../stores/redis.ts';
import type { AnalysisWrite, GraphRepository, Snapshot } from './repository.ts';
import {
  newestSnapshot,
  PENDING_SNAPSHOT_TTL_S,
  pendingSnapshotKey,
  pendingSnapshotOf,
  subjectKeyOf,
  type PendingSnapshot,
} from './pendingSnapshot.ts';

export const GRAPH_WRITES_STREAM = 'graph:writes';
/** Entries the graph refused, with the reason: `w` (the entry as appended), `error`, `attempts`, `at`. */
export const GRAPH_WRITES_DEAD = 'graph:writes:dead';
/** Analyses per flush transaction. */
export const FLUSH_BATCH = 200;
/** Tries of an entry written alone before it is moved to the dead letters. */
export const MAX_ATTEMPTS = 3;
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

/** The entry's write, or null when it is not one (then no statement could ever write it). */
function parseWrite(raw: string | undefined): AnalysisWrite | null {
  try {
    const w = JSON.parse(raw ?? '') as Partial<AnalysisWrite> | null;
    const ok =
      w !== null &&
      typeof w === 'object' &&
      typeof w.id === 'string' &&
      typeof w.at === 'string' &&
      typeof w.score === 'object' &&
      w.score !== null &&
      Array.isArray(w.competitors) &&
      Array.isArray(w.sources);
    return ok ? (w as AnalysisWrite) : null;
  } catch {
    return null;
  }
}

/**
 * Whether Neo4j refused the statement for what it holds (a value it cannot store, a constraint), as
 * opposed to being away, busy or deadlocked (those are retried as long as it takes), or an entry whose
 * shape broke building the statement.
 */
function refusedByGraph(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  // Checked by name and code, not by class: the driver's error class may come from another module instance.
  const { name, code, retryable } = err as { name?: unknown; code?: unknown; retryable?: unknown };
  if (name === 'Neo4jError')
    return (
      retryable !== true &&
      typeof code === 'string' &&
      /^Neo\.ClientError\.(Statement|Schema|Request|Procedure)\./.test(code)
    );
  return name === 'TypeError' || name === 'RangeError';
}

export function createGraphWriteBehind(deps: { redis: RedisClient; graph: GraphRepository; logger?: Logger }) {
  const { redis, graph } = deps;
  let lastAppended: string | null = null;
  let cursor: string | null | undefined; // undefined: not read yet
  let running: Promise<void> | null = null;
  let again = false;
  let sweep: NodeJS.Timeout | null = null;
  let lastError: unknown = null;
  /** Failed tries of entries written alone, by stream id (this process's count; a restart starts over). */
  const attempts = new Map<string, number>();

  interface Entry {
    id: string;
    raw: string;
    write: AnalysisWrite | null;
  }

  /** Writes entries in one transaction and moves the cursor past them; false when another flush moved it first. */
  async function commit(batch: Entry[]): Promise<boolean> {
    const lastId = batch[batch.length - 1].id;
    const writes = batch.flatMap((e) => (e.write ? [e.write] : []));
    const now = await graph.writeBatch(writes, cursor ?? null, lastId);
    cursor = now;
    if (now !== lastId) return false; // another instance flushed meanwhile: go on from where it stopped
    await redis.xtrim(GRAPH_WRITES_STREAM, 'MINID', after(lastId));
    return true;
  }

  /** Moves a refused entry to the dead letters, then the cursor past it (logged: someone must look at it). */
  async function deadLetter(entry: Entry, reason: unknown, tries: number): Promise<void> {
    const error =
      reason instanceof Error ? `${(reason as Neo4jError).code ?? reason.name}: ${reason.message}` : String(reason);
    // The dead letter keeps the entry's own id: a crash before the cursor moves re-sends the same id, refused as a duplicate.
    await redis
      .xadd(
        GRAPH_WRITES_DEAD,
        entry.id,
        'w',
        entry.raw,
        'error',
        error.slice(0, 2000),
        'attempts',
        String(tries),
        'at',
        new Date().toISOString(),
      )
      .catch((err: unknown) => {
        if (!(err instanceof Error && /equal or smaller/.test(err.message))) throw err;
      });
    deps.logger?.error(
      { entry: entry.id, attempts: tries, error },
      'graph write-behind: entry refused, moved to dead letters',
    );
    attempts.delete(entry.id);
    await commit([{ ...entry, write: null }]);
  }

  /** One batch from the cursor on; returns how many entries it consumed (0: the stream is drained). */
  async function flushOnce(): Promise<number> {
    if (cursor === undefined) cursor = await graph.writesCursor();
    const found = await redis.xrange(GRAPH_WRITES_STREAM, cursor ? `(${cursor}` : '-', '+', 'COUNT', FLUSH_BATCH);
    if (found.length === 0) return 0;
    const entries: Entry[] = found.map(([id, fields]) => ({ id, raw: fields[1], write: parseWrite(fields[1]) }));
    // An entry that is not a write can never be written: it goes to the dead letters at once.
    const malformed = entries.findIndex((e) => e.write === null);
    if (malformed === 0) {
      await deadLetter(entries[0], new Error('not a graph write (malformed JSON or missing fields)'), 0);
      return 1;
    }
    const batch = malformed > 0 ? entries.slice(0, malformed) : entries;
    try {
      await commit(batch);
      return batch.length;
    } catch (err) {
      if (!refusedByGraph(err)) throw err;
    }
    // Neo4j refused the batch: write its entries one at a time, up to the one it refuses.
    for (const [i, entry] of batch.entries()) {
      try {
        if (!(await commit([entry]))) return i + 1;
        attempts.delete(entry.id);
      } catch (err) {
        if (!refusedByGraph(err)) throw err;
        const tries = (attempts.get(entry.id) ?? 0) + 1;
        attempts.set(entry.id, tries);
        if (tries < MAX_ATTEMPTS) throw err;
        await deadLetter(entry, err, tries);
        return i + 1;
      }
    }
    return batch.length;
  }

  async function drain(): Promise<void> {
    try {
      // A writer that stopped between its commit and settling the company answers' copies held them back.
      await graph.settleCopies(compareStreamIds);
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
    /**
     * Appends one analysis' graph write, and in the same MULTI the subject's last snapshot with the
     * count the analysis reported; the graph holds the write after the next flush.
     */
    async append(write: AnalysisWrite, snapshotCount = 1): Promise<string> {
      const record = JSON.stringify(pendingSnapshotOf(write, snapshotCount));
      const replies = await redis
        .multi()
        .xadd(GRAPH_WRITES_STREAM, '*', 'w', JSON.stringify(write))
        .set(pendingSnapshotKey(subjectKeyOf(write)), record, 'EX', PENDING_SNAPSHOT_TTL_S)
        .exec();
      const failed = replies?.find(([err]) => err)?.[0];
      if (!replies || failed) throw failed ?? new Error('graph write-behind: append aborted');
      const id = replies[0][1] as string;
      if (!lastAppended || compareStreamIds(id, lastAppended) > 0) lastAppended = id;
      void kick();
      return id;
    },

    /**
     * The latest analysis of a subject and how many it has: what the graph holds, or the last one appended
     * when it is newer (not flushed yet), so an identical re-run is `stable` at once.
     */
    async previousSnapshot(subjectKey: string): Promise<{ count: number; last: Snapshot | null }> {
      const [inGraph, raw] = await Promise.all([
        graph.previousSnapshot(subjectKey),
        redis.get(pendingSnapshotKey(subjectKey)),
      ]);
      return newestSnapshot(inGraph, raw ? (JSON.parse(raw) as PendingSnapshot) : null);
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

    /** Entries appended and not yet in the graph (every instance's), refused ones excluded. */
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
