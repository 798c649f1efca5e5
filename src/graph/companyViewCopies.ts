// Redis copies of GET /graph?company= answers (a company's neighbourhood, and the hub list beside it), so a
// repeated read costs one Redis script instead of a Neo4j transaction. They stay exact, never aged:
// - A copy lists what it depends on: its company and every neighbour the query ranked (each company whose
//   properties or edges could change the answer). Each such company has a set of the copies that depend on it.
// - Before a flush transaction (src/graph/writeBehind.ts) the writer registers the companies the batch
//   touches (subjects and competitors): their dependent copies are dropped, and while the registration lasts
//   no copy depending on them is stored. After the commit it settles the registration and raises the version.
// - A reader notes the version when it misses, and its copy is stored only if the version has not moved
//   since (so an answer read from the graph before a commit is never stored after it) and none of its
//   companies is registered. A crash between commit and settle leaves the registration: those companies are
//   read from Neo4j until a flusher sees the stream's cursor past the batch and settles it.
// - The hub list changes with the hub-counter fold (repository.foldHubs): a fold registers itself first (the
//   list is then neither served nor stored) and settles after, raising the hub list's own version (so folds
//   never hold company answers back); a fold left by a crash is settled once older than FOLD_STALE_MS, beyond
//   the fold transaction's time-out.
// - Memory is bounded: only companies someone asked for, least recently read dropped first above BUDGET_BYTES.
// - Every start drops every copy (resetCompanyViewCopies), so a graph changed while no instance ran is
//   never answered from copies of the graph before it.
// All keys share the hash tag {graph:view}, so every script runs on one slot of a Redis Cluster too.
import { randomUUID } from 'node:crypto';
import type { RedisClient } from '../stores/redis.ts';

const TAG = '{graph:view}';
const K = {
  version: `${TAG}:version`,
  hubsVersion: `${TAG}:hubs-version`,
  copies: `${TAG}:copies`,
  deps: `${TAG}:deps`,
  lru: `${TAG}:lru`,
  bytes: `${TAG}:bytes`,
  hubs: `${TAG}:hubs`,
  inflight: `${TAG}:inflight`,
  batches: `${TAG}:batches`,
  folds: `${TAG}:folds`,
};
/** Prefix of the set of copies that depend on one company (keys built in the scripts, same hash tag). */
const DEPENDENTS = `${TAG}:dep:`;

/** Most bytes of answers kept; the least recently read copies go first above it. */
export const BUDGET_BYTES = 32 * 1024 * 1024;
/** The fold transaction's time-out (repository.foldHubs); a fold registration older than FOLD_STALE_MS is over. */
export const FOLD_TIMEOUT_MS = 30_000;
export const FOLD_STALE_MS = 2 * FOLD_TIMEOUT_MS;

// Drops one copy: its answer, its dependency list, its place in the LRU, and its entries in its companies' sets.
// KEYS order in every script that uses it: copies, deps, lru, bytes.
const DROP = `
local function drop(field)
  local deps = redis.call('HGET', KEYS[2], field)
  if deps then
    for _, k in ipairs(cjson.decode(deps)) do redis.call('SREM', '${DEPENDENTS}' .. k, field) end
  end
  local size = redis.call('HSTRLEN', KEYS[1], field)
  if size > 0 then redis.call('DECRBY', KEYS[4], size) end
  redis.call('HDEL', KEYS[1], field)
  redis.call('HDEL', KEYS[2], field)
  redis.call('ZREM', KEYS[3], field)
end
`;

const SCRIPTS = {
  // KEYS copies, lru, hubs, folds, version, hubs version; ARGV field, now ms
  // → [answer|nil, hubs|nil, 'version:hubs version']
  companyView_read: {
    keys: 6,
    lua: `
local answer = redis.call('HGET', KEYS[1], ARGV[1])
if answer then redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1]) end
local hubs = false
if redis.call('HLEN', KEYS[4]) == 0 then hubs = redis.call('GET', KEYS[3]) end
return {answer, hubs, (redis.call('GET', KEYS[5]) or '0') .. ':' .. (redis.call('GET', KEYS[6]) or '0')}`,
  },
  // KEYS copies, deps, lru, bytes, version, inflight, hubs, folds, hubs version; ARGV versions read, now ms,
  // budget, field, answer, deps JSON, hubs JSON ('' for none) → 1 stored, 0 refused (the graph moved meanwhile)
  companyView_store: {
    keys: 9,
    lua: `${DROP}
local seen = ARGV[1]
local sep = string.find(seen, ':', 1, true)
local version, hubsVersion = string.sub(seen, 1, sep - 1), string.sub(seen, sep + 1)
if ARGV[7] ~= '' and redis.call('HLEN', KEYS[8]) == 0 and (redis.call('GET', KEYS[9]) or '0') == hubsVersion then
  redis.call('SET', KEYS[7], ARGV[7])
end
if ARGV[4] == '' then return 1 end
if (redis.call('GET', KEYS[5]) or '0') ~= version then return 0 end
local deps = cjson.decode(ARGV[6])
for _, k in ipairs(deps) do
  if redis.call('HEXISTS', KEYS[6], k) == 1 then return 0 end
end
drop(ARGV[4])
redis.call('HSET', KEYS[1], ARGV[4], ARGV[5])
redis.call('HSET', KEYS[2], ARGV[4], ARGV[6])
redis.call('ZADD', KEYS[3], ARGV[2], ARGV[4])
redis.call('INCRBY', KEYS[4], string.len(ARGV[5]))
for _, k in ipairs(deps) do redis.call('SADD', '${DEPENDENTS}' .. k, ARGV[4]) end
while tonumber(redis.call('GET', KEYS[4]) or '0') > tonumber(ARGV[3]) do
  local oldest = redis.call('ZRANGE', KEYS[3], 0, 0)[1]
  if not oldest then break end
  drop(oldest)
end
return 1`,
  },
  // KEYS copies, deps, lru, bytes, inflight, batches; ARGV registration id, registration JSON {keys, last_id}
  companyView_register: {
    keys: 6,
    lua: `${DROP}
local reg = cjson.decode(ARGV[2])
for _, k in ipairs(reg.keys) do
  redis.call('HINCRBY', KEYS[5], k, 1)
  for _, field in ipairs(redis.call('SMEMBERS', '${DEPENDENTS}' .. k)) do drop(field) end
end
redis.call('HSET', KEYS[6], ARGV[1], ARGV[2])
return 1`,
  },
  // KEYS inflight, batches, version; ARGV registration id → 1 settled, 0 already settled
  companyView_settle: {
    keys: 3,
    lua: `
local reg = redis.call('HGET', KEYS[2], ARGV[1])
if not reg then return 0 end
for _, k in ipairs(cjson.decode(reg).keys) do
  if redis.call('HINCRBY', KEYS[1], k, -1) <= 0 then redis.call('HDEL', KEYS[1], k) end
end
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('INCR', KEYS[3])
return 1`,
  },
  // KEYS hubs, folds; ARGV fold id, now ms
  companyView_foldBegin: {
    keys: 2,
    lua: `
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('DEL', KEYS[1])
return 1`,
  },
  // KEYS hubs, folds, hubs version; ARGV fold id, '1' when the fold changed counters ('0': nothing was folded)
  companyView_foldEnd: {
    keys: 3,
    lua: `
if redis.call('HDEL', KEYS[2], ARGV[1]) == 0 then return 0 end
if ARGV[2] == '0' then return 1 end
redis.call('DEL', KEYS[1])
redis.call('INCR', KEYS[3])
return 1`,
  },
  // KEYS copies, deps, lru, bytes, version, hubs, hubs version; ARGV how many → copies left
  companyView_reset: {
    keys: 7,
    lua: `${DROP}
redis.call('INCR', KEYS[5])
redis.call('INCR', KEYS[7])
redis.call('DEL', KEYS[6])
for _, field in ipairs(redis.call('ZRANGE', KEYS[3], 0, tonumber(ARGV[1]) - 1)) do drop(field) end
local left = redis.call('ZCARD', KEYS[3])
if left == 0 then redis.call('DEL', KEYS[1], KEYS[2], KEYS[4]) end
return left`,
  },
} as const;

type Commands = Record<keyof typeof SCRIPTS, (...args: string[]) => Promise<unknown>>;

function commandsOf(redis: RedisClient): Commands {
  // defineCommand runs each script by its SHA (EVALSHA), sending the Lua text once per connection.
  const commands = redis as unknown as Commands;
  for (const [name, { keys, lua }] of Object.entries(SCRIPTS))
    if (!commands[name as keyof Commands]) redis.defineCommand(name, { numberOfKeys: keys, lua });
  return commands;
}

/** One copied answer: a company's neighbourhood as company-graph.cypher returns it (hubs apart). */
export interface CopiedView {
  center: string;
  nodes: Record<string, unknown>[];
  edges: Record<string, unknown>[];
}
export interface CopiedHub {
  name: string;
  key: string;
  mentions: number;
}
export interface CopyRead {
  view: CopiedView | null;
  hubs: CopiedHub[] | null;
  /** The version to hand back to store(): what the graph was when the copy missed. */
  version: string;
}

const fieldOf = (key: string, limit: number) => `${limit}|${key}`;

export function createCompanyViewCopies(redis: RedisClient, budgetBytes = BUDGET_BYTES) {
  const run = commandsOf(redis);
  const copies = {
    /** The copy of the answer for the company `key` with `limit` neighbours, the hub list, and the version. */
    async read(key: string, limit: number): Promise<CopyRead> {
      const [view, hubs, version] = (await run.companyView_read(
        K.copies,
        K.lru,
        K.hubs,
        K.folds,
        K.version,
        K.hubsVersion,
        fieldOf(key, limit),
        String(Date.now()),
      )) as [string | null, string | null, string];
      return {
        view: view === null ? null : (JSON.parse(view) as CopiedView),
        hubs: hubs === null ? null : (JSON.parse(hubs) as CopiedHub[]),
        version,
      };
    },

    /**
     * Stores an answer read from the graph (and/or the hub list) unless the graph moved since `version` was
     * read or one of `dependsOn` is being written. `dependsOn`: the company and every neighbour its query ranked.
     */
    async store(
      version: string,
      entry: { limit: number; view: CopiedView; dependsOn: string[] } | null,
      hubs: CopiedHub[] | null,
    ): Promise<boolean> {
      const deps = entry ? [...new Set([entry.view.center, ...entry.dependsOn])] : [];
      const stored = await run.companyView_store(
        K.copies,
        K.deps,
        K.lru,
        K.bytes,
        K.version,
        K.inflight,
        K.hubs,
        K.folds,
        K.hubsVersion,
        version,
        String(Date.now()),
        String(budgetBytes),
        entry ? fieldOf(entry.view.center, entry.limit) : '',
        entry ? JSON.stringify(entry.view) : '',
        JSON.stringify(deps),
        hubs ? JSON.stringify(hubs) : '',
      );
      return stored === 1;
    },

    /**
     * Before a write transaction: drops the copies that depend on `companies` and holds new ones back until
     * settle(). `lastId`: the last stream entry of the batch (null for a write outside the stream).
     */
    async register(companies: Iterable<string>, lastId: string | null): Promise<string> {
      const id = randomUUID();
      const registration = JSON.stringify({ keys: [...new Set(companies)], last_id: lastId });
      await run.companyView_register(K.copies, K.deps, K.lru, K.bytes, K.inflight, K.batches, id, registration);
      return id;
    },

    /** After the write committed (or certainly did not): new copies of those companies may be stored again. */
    async settle(id: string): Promise<void> {
      await run.companyView_settle(K.inflight, K.batches, K.version, id);
    },

    /** Before a hub-counter fold: the hub list is neither served nor stored until foldEnd(). */
    async foldBegin(): Promise<string> {
      const id = randomUUID();
      await run.companyView_foldBegin(K.hubs, K.folds, id, String(Date.now()));
      return id;
    },

    /** After the fold committed; `changed` false when it folded nothing (the hub list is then still right). */
    async foldEnd(id: string, changed = true): Promise<void> {
      await run.companyView_foldEnd(K.hubs, K.folds, K.hubsVersion, id, changed ? '1' : '0');
    },

    /**
     * Settles what crashed writers left: stream batches the graph's cursor has passed (committed, or written by
     * another flush), and folds older than FOLD_STALE_MS. `cursor` is read only when something is left.
     */
    async settleLeftovers(cursor: () => Promise<string | null>, compare: (a: string, b: string) => number) {
      const [batches, folds] = await Promise.all([redis.hgetall(K.batches), redis.hgetall(K.folds)]);
      let settled = 0;
      const open = Object.entries(batches).map(([id, raw]) => ({ id, ...(JSON.parse(raw) as { last_id: string }) }));
      const streamed = open.filter((b) => b.last_id);
      if (streamed.length) {
        const now = await cursor();
        for (const b of streamed)
          if (now && compare(b.last_id, now) <= 0) {
            await copies.settle(b.id);
            settled++;
          }
      }
      for (const [id, at] of Object.entries(folds))
        if (Date.now() - Number(at) > FOLD_STALE_MS) {
          await copies.foldEnd(id);
          settled++;
        }
      return settled;
    },
  };
  return copies;
}

export type CompanyViewCopies = ReturnType<typeof createCompanyViewCopies>;

/**
 * Drops every copy and the hub list, and raises the version (so no answer read before is stored after). Run at
 * every start, and by tests that empty the graph. Registrations of running writers are left to them.
 */
export async function resetCompanyViewCopies(redis: RedisClient): Promise<void> {
  const run = commandsOf(redis);
  // In slices, so a large set of copies never blocks Redis for long.
  while (
    Number(await run.companyView_reset(K.copies, K.deps, K.lru, K.bytes, K.version, K.hubs, K.hubsVersion, '200')) > 0
  );
}
