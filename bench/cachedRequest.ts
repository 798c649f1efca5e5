// The requests the benchmarks send, shared by the load generators (bench/http.ts, bench/profile.ts) and the
// bench server. The cached paid POST /intel: its answer is computed once, then served from the cache (the
// floor route of the bench server sends the same answer).
export const BENCH_CACHED_TEXT =
  'Notion is an all-in-one connected workspace where teams write docs, take notes, manage projects and build wikis.';

/** The uncached POST /intel body: a new company each call, and force_refresh so the cache is never read. */
export function uncachedRequest(n: number): { text: string; force_refresh: true } {
  return {
    text: `Benchco ${n} is a startup building payments processing APIs and fraud prevention for online merchants.`,
    force_refresh: true,
  };
}
