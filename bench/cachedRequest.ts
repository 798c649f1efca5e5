// The text of the cached paid POST /intel the benchmarks send (its answer is computed once, then served
// from the cache), shared by the load generator and the floor route of the bench server.
export const BENCH_CACHED_TEXT =
  'Notion is an all-in-one connected workspace where teams write docs, take notes, manage projects and build wikis.';
