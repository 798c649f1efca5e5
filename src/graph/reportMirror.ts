// A Redis copy of each sector's market-share report (the SectorReport node, src/graph/sectorReport.ts),
// so GET /graph/market-share/{sector} reads one Redis hash instead of a Neo4j transaction.
//   Written by the writer right after the transaction that refreshed the report commits, with the
//   report's version (raised by one in that transaction, under the report's lock): a copy is replaced
//   only by a newer version, so two instances committing one after the other never leave the older
//   report behind, whatever order their copies arrive in.
//   The version is the previous one plus one, or the commit's clock in ms when that is larger, so a graph
//   rebuilt from nothing still writes versions above the copies of the graph it replaced.
//   Read first by the repository; a missing copy is read from Neo4j and copied. A writer that stops
//   between its commit and its copy leaves the previous version readable until the next write to the
//   sector or the copy's expiry (COPY_TTL_S), after which the next read copies the node again.
import type { RedisClient } from '../stores/redis.ts';
import { SECTORS } from '../knowledge/types.ts';

export const COPY_TTL_S = 600;
const key = (sector: string) => `graph:report:${sector}`;

// KEYS[1] the copy; ARGV 1 version, 2 report JSON, 3 ttl s. Replaces the copy only with a newer version.
const WRITE_IF_NEWER = `
local current = tonumber(redis.call('HGET', KEYS[1], 'version') or '-1')
if current >= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'version', ARGV[1], 'report', ARGV[2])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return 1`;

export interface ReportCopy {
  sector: string;
  version: number;
  /** The report node's properties, plain JSON values. */
  report: Record<string, unknown>;
}

export interface ReportMirror {
  write(copies: ReportCopy[]): Promise<void>;
  /** The copied report node's properties, or null when there is no copy. */
  read(sector: string): Promise<Record<string, unknown> | null>;
}

const COMMAND = 'graphReport_writeIfNewer';

export function createReportMirror(redis: RedisClient): ReportMirror {
  // defineCommand runs the script by its SHA (EVALSHA), sending the Lua text once per connection.
  const commands = redis as unknown as Record<string, (...args: string[]) => Promise<number>>;
  if (!commands[COMMAND]) redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: WRITE_IF_NEWER });
  return {
    async write(copies) {
      await Promise.all(
        copies.map((c) =>
          commands[COMMAND](key(c.sector), String(c.version), JSON.stringify(c.report), String(COPY_TTL_S)),
        ),
      );
    },
    async read(sector) {
      const text = await redis.hget(key(sector), 'report');
      return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
    },
  };
}

/** Drops every sector's copy (a graph emptied or replaced by hand; tests that wipe the graph). */
export async function forgetReportCopies(redis: RedisClient): Promise<void> {
  await Promise.all(SECTORS.map((sector) => redis.del(key(sector))));
}
