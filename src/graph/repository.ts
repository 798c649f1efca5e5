// The graph repository: every read and write of the competitive graph, each a Cypher file with
// parameters (cypher/queries/). Analyses arrive in batches from the write-behind stream
// (writeBatch, src/graph/writeBehind.ts): one transaction per batch, in which companies, edges,
// Analysis nodes, sources, sector counters, the touched sectors' market-share reports and the
// stream's cursor commit together. Hub counters are
// folded by one writer per process (foldHubs).
import neo4j, { type Driver, type ManagedTransaction } from 'neo4j-driver';
import { normalizeName } from '../knowledge/normalize.ts';
import type { MarketScore } from '../intel/types.ts';
import type { IdentityKind } from './identity.ts';
import { cypher } from './queries.ts';
import { analysisDeltas, SECTOR_SHARDS, ZERO_COUNTS, type CompanyState, type SectorCounts } from './sectorStats.ts';
import { exactLookup, findCompany, findCompanyByText } from './lookup.ts';
import { plainReport, refreshSectorReports, toSectorReport } from './sectorReport.ts';
import type { ReportCopy, ReportMirror } from './reportMirror.ts';
import { FOLD_TIMEOUT_MS, type CompanyViewCopies, type CopiedHub } from './companyViewCopies.ts';

export interface GraphCompany {
  key: string;
  name: string;
  domain: string | null;
  sector: string | null;
  categories: string[];
  country: string | null;
  founded: number | null;
}
export interface AnalysisWrite {
  id: string;
  mode: string;
  at: string;
  confidence: string;
  detectedLanguage: string;
  marketContext: string;
  inputHash: string;
  /** The analysed company; null when the input names none (the Analysis node then stands alone). */
  company: GraphCompany | null;
  /** Always set: the unnamed input's description ("… company described in the input") or the company name. */
  subjectName: string;
  sector: string | null;
  identityKind: IdentityKind;
  score: Pick<MarketScore, 'moat_strength' | 'threat_level' | 'market_maturity' | 'agent_recommendation'>;
  competitors: { name: string; relation: string }[];
  /** The competitor names the response listed (detected_competitors), for the next trend. */
  detectedCompetitors: string[];
  sources: string[];
}
export interface Snapshot {
  analyzed_at: string;
  mode: string;
  moat_strength: number;
  threat_level: string;
  market_maturity: string;
  agent_recommendation: string;
  confidence: string;
  detected_competitors: string[] | null;
  competitors: string[] | null;
}

const int = (n: number) => neo4j.int(Math.trunc(n));
const num = (v: unknown): number => (neo4j.isInt(v) ? (v as { toNumber(): number }).toNumber() : Number(v ?? 0));

export function companyKey(name: string): string {
  return normalizeName(name);
}

/** The subject key of an analysis: its company's key, or its own input's for an unnamed one. */
export const unnamedSubjectKey = (inputHash: string): string => `input:${inputHash}`;

/** A node or an edge of a graph answer, as its Cypher query maps it. */
type GraphRow = Record<string, unknown>;
interface GraphPart {
  nodes: GraphRow[];
  edges: GraphRow[];
}

function toState(m: Record<string, unknown> | null): CompanyState | null {
  if (!m) return null;
  return {
    sector: (m.sector as string | null) ?? null,
    maturity: (m.maturity as string | null) ?? null,
    threat_level: (m.threat_level as string | null) ?? null,
    moat_strength: (m.moat_strength as number | null) ?? null,
    analysis_count: num(m.analysis_count),
  };
}

/** The parameters every statement of one analysis shares. */
function statementParams(w: AnalysisWrite) {
  const seen = new Set<string>();
  // Distinct keys in one order: concurrent writers lock shared competitors in the same sequence.
  const competitors = w.competitors
    .map((c) => ({ key: companyKey(c.name), name: c.name, relation: c.relation }))
    .filter((c) => c.key && !seen.has(c.key) && seen.add(c.key));
  const ordered = [...competitors].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    at: w.at,
    score: w.score,
    competitors: ordered,
    analysis: {
      id: w.id,
      mode: w.mode,
      confidence: w.confidence,
      detected_language: w.detectedLanguage,
      market_context: w.marketContext,
      input_hash: w.inputHash,
      identity_kind: w.identityKind,
      subject_key: w.company ? w.company.key : unnamedSubjectKey(w.inputHash),
      subject_name: w.subjectName,
      sector: w.sector,
      detected_competitors: w.detectedCompetitors,
      competitors: w.competitors.map((c) => c.name),
      competitor_keys: competitors.map((c) => c.key),
    },
  };
}

/** The companies whose properties or edges a batch of analyses changes: subjects and their competitors. */
function touchedCompanies(writes: AnalysisWrite[]): string[] {
  // Unnamed inputs only add FOUND edges and bare competitor nodes, which no company's answer shows.
  return writes.flatMap((w) => (w.company ? [w.company.key, ...w.competitors.map((c) => companyKey(c.name))] : []));
}

/**
 * `mirror`: the Redis copy of the market-share reports (src/graph/reportMirror.ts); without one, reports are
 * read from Neo4j every time. `views`: the Redis copies of company answers (src/graph/companyViewCopies.ts);
 * without them, GET /graph?company= reads Neo4j every time.
 */
export function createGraphRepository(
  driver: Driver,
  database?: string,
  mirror?: ReportMirror,
  views?: CompanyViewCopies,
) {
  // Copies the reports a committed transaction refreshed; a failed copy only costs later reads a Neo4j trip.
  const copyReports = async (copies: ReportCopy[]) => {
    if (mirror && copies.length) await mirror.write(copies).catch(() => {});
  };
  const read = (query: string, params: Record<string, unknown>) =>
    driver.executeQuery(query, params, { database, routing: neo4j.routing.READ });

  type Delta = ReturnType<typeof analysisDeltas>[number];

  /**
   * Writes a batch of analyses on the transaction: three statements whatever the batch size (named
   * subjects, unnamed inputs, sources), sent without waiting between them (the server runs them in the
   * order sent). Returns the sector-counter deltas of the batch, not yet applied.
   */
  async function sendAnalyses(tx: ManagedTransaction, writes: AnalysisWrite[], shard: number): Promise<Delta[]> {
    const rows = writes.map((w) => ({ w, params: statementParams(w) }));
    const named = rows
      .filter(({ w }) => w.company)
      .map(({ w, params }) => ({
        ...params,
        company: { ...w.company!, founded: w.company!.founded === null ? null : int(w.company!.founded) },
      }));
    const unnamed = rows.filter(({ w }) => !w.company).map(({ params }) => params);
    const sources = writes
      .filter((w) => w.sources.length)
      .map((w) => ({ id: w.id, sources: [...new Set(w.sources)], at: w.at }));
    const [subjects] = await Promise.all([
      named.length ? tx.run(cypher('write-analyses'), { rows: named, hubDegree: int(HUB_DEGREE) }) : null,
      unnamed.length ? tx.run(cypher('write-unnamed'), { rows: unnamed }) : null,
      sources.length ? tx.run(cypher('write-sources'), { rows: sources }) : null,
    ]);
    return (subjects?.records ?? []).flatMap((r) => {
      const degreeBefore = num(r.get('degree_before'));
      return analysisDeltas({
        before: toState(r.get('before') as Record<string, unknown> | null),
        degreeBefore,
        after: toState(r.get('after') as Record<string, unknown>)!,
        degreeAfter: degreeBefore + num(r.get('created')),
        newEdgeSectors: r.get('new_edge_sectors') as (string | null)[],
        shard,
      });
    });
  }

  /** Sums deltas (they are additive) by shard id, sorted by id so transactions lock shards in one order. */
  function sumDeltas(deltas: Delta[]) {
    const byId = new Map<string, Delta>();
    for (const d of deltas) {
      const sum = byId.get(d.id);
      if (!sum) byId.set(d.id, { ...d });
      else for (const k of Object.keys(ZERO_COUNTS) as (keyof SectorCounts)[]) sum[k] += d[k];
    }
    return [...byId.values()]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((d) => ({ ...d, shard: int(d.shard) }));
  }

  // A shard per transaction, picked at random: concurrent writers rarely meet on one.
  const randomShard = () => Math.floor(Math.random() * SECTOR_SHARDS);

  /** GET /graph?company= from the Cypher query; the answer is copied when `version` (the copy's miss) is given. */
  async function missCompanyGraph(
    lookup: { key: string; domain: string | null },
    limit: number,
    hubs: number,
    version: string | null,
    copies: CompanyViewCopies | null,
  ) {
    const { records } = await read(cypher('company-graph'), {
      ...lookup,
      limit: int(limit),
      scan: int(NEIGHBOUR_SCAN),
      hubs: int(hubs),
    });
    const r = records[0];
    const answer = {
      center: (r.get('center') as string | null) ?? null,
      nodes: r.get('nodes') as GraphRow[],
      edges: r.get('edges') as GraphRow[],
      hubs: (r.get('hubs') as GraphRow[]).map((h): CopiedHub => ({
        name: h.name as string,
        key: h.key as string,
        mentions: num(h.mentions),
      })),
    };
    if (copies && version !== null && answer.center) {
      const { hubs: list, center, nodes, edges } = answer;
      const entry = { limit, view: { center, nodes, edges }, dependsOn: r.get('ranked') as string[] };
      await copies.store(version, entry, list).catch(() => false);
    }
    return answer;
  }
  type CompanyGraphAnswer = Awaited<ReturnType<typeof missCompanyGraph>>;
  const misses = new Map<string, Promise<CompanyGraphAnswer>>();

  const repo = {
    /** One analysis in its own transaction (fixtures, tools); the service goes through the write-behind stream. */
    async writeAnalysis(w: AnalysisWrite): Promise<void> {
      const registration = views ? await views.register(touchedCompanies([w]), null) : null;
      const session = driver.session({ database });
      try {
        const copies = await session.executeWrite(async (tx) => {
          const deltas = sumDeltas(await sendAnalyses(tx, [w], randomShard()));
          if (deltas.length) await tx.run(cypher('sector-stats-apply'), { deltas });
          return refreshSectorReports(
            tx,
            deltas.map((d) => d.sector),
          );
        });
        await copyReports(copies);
        scheduleFold();
      } finally {
        // Settled even after a failure: a write outside the stream has no cursor for a later settle to check.
        if (registration) await views!.settle(registration);
        await session.close();
      }
    },

    /**
     * Settles what a crashed writer left registered on the company answers' copies: batches the stream's cursor
     * has passed, folds past their time-out (src/graph/companyViewCopies.ts). `compare` orders stream ids.
     */
    async settleCopies(compare: (a: string, b: string) => number): Promise<number> {
      return views ? views.settleLeftovers(() => repo.writesCursor(), compare) : 0;
    },

    /** The last write-behind stream entry the graph holds (src/graph/writeBehind.ts). */
    async writesCursor(): Promise<string | null> {
      const { records } = await read(cypher('graph-writes-cursor'), {});
      return (records[0]?.get('last_id') as string | null) ?? null;
    },

    /**
     * Writes a batch of the write-behind stream in one transaction, in stream order, and moves the
     * stream's cursor to `lastId` in the same commit. Writes nothing when another flush moved the
     * cursor since `expected` was read; skips analyses already in the graph. Returns the cursor after.
     */
    async writeBatch(writes: AnalysisWrite[], expected: string | null, lastId: string): Promise<string | null> {
      // Registered before the transaction, settled after its commit; left registered when it fails (the commit
      // may have happened): views.settleLeftovers settles it once the cursor is past lastId.
      const registration = views ? await views.register(touchedCompanies(writes), lastId) : null;
      const session = driver.session({ database });
      try {
        let copies: ReportCopy[] = [];
        const cursor = await session.executeWrite(async (tx) => {
          copies = [];
          const begin = (await tx.run(cypher('graph-writes-begin'), { ids: writes.map((w) => w.id) })).records[0];
          const current = (begin?.get('last_id') as string | null) ?? null;
          if (current !== expected) return current;
          const existing = new Set(begin?.get('existing') as string[]);
          const shard = randomShard();
          const fresh = writes.filter((w) => !existing.has(w.id));
          const deltas = sumDeltas(fresh.length ? await sendAnalyses(tx, fresh, shard) : []);
          if (deltas.length) await tx.run(cypher('sector-stats-apply'), { deltas });
          copies = await refreshSectorReports(
            tx,
            deltas.map((d) => d.sector),
          );
          await tx.run(cypher('graph-writes-commit'), {
            last_id: lastId,
            count: int(fresh.length),
            at: new Date().toISOString(),
          });
          return lastId;
        });
        if (registration) await views!.settle(registration);
        if (cursor === lastId) {
          await copyReports(copies);
          scheduleFold();
        }
        return cursor;
      } finally {
        await session.close();
      }
    },

    /** The latest analysis of a subject (company key or unnamed input key) and how many it has. */
    async previousSnapshot(key: string): Promise<{ count: number; last: Snapshot | null }> {
      const { records } = await read(cypher('previous-snapshot'), { key });
      return {
        count: num(records[0]?.get('snapshot_count')),
        last: (records[0]?.get('last') as Snapshot | undefined) ?? null,
      };
    },

    /** Names of the companies the graph links to this one (by key, else by exact name), strongest first. */
    async neighbours(name: string, limit = 10): Promise<string[]> {
      const { records } = await read(cypher('company-neighbours'), {
        key: companyKey(name),
        name,
        limit: int(limit),
        scan: int(NEIGHBOUR_SCAN),
      });
      return records.map((r) => r.get('name') as string);
    },

    /** A company's key from its id, domain, name or alias; a fuzzy match only after those. */
    findCompanyKey: (query: string) => findCompany(read, query),

    /** A company's key from the full-text index alone (after companyGraph found no exact match). */
    findCompanyKeyByText: (query: string) => findCompanyByText(read, query),

    /**
     * GET /graph?company= in one query: the company by exact key or domain (`center` null when neither
     * matches), its `limit` strongest neighbours with the edges among them, and the top hub competitors.
     */
    async companyGraph(query: string | { key: string }, limit: number, hubs = HUB_COMPETITORS) {
      const lookup = typeof query === 'string' ? exactLookup(query) : { key: query.key, domain: null };
      // The Redis copy first (an exact key only: a copy exists only for a company the graph holds). Redis away
      // or another hub count: the graph answers alone.
      const copies = views && hubs === HUB_COMPETITORS ? views : null;
      const copy = copies ? await copies.read(lookup.key, limit).catch(() => null) : null;
      if (copy?.view && copy.hubs) return { ...copy.view, hubs: copy.hubs };
      if (copy?.view) {
        const list = await repo.hubCompetitors(hubs);
        await copies!.store(copy.version, null, list).catch(() => false);
        return { ...copy.view, hubs: list };
      }
      if (!copy) return missCompanyGraph(lookup, limit, hubs, null, null);
      // Concurrent misses of one answer at one version share one query (and one store); a read after a write
      // has settled sees another version, so it never gets an answer read before that write.
      const shared = `${copy.version}|${limit}|${lookup.domain}|${lookup.key}`;
      const pending = misses.get(shared);
      if (pending) return pending;
      const miss = missCompanyGraph(lookup, limit, hubs, copy.version, copies);
      misses.set(shared, miss);
      try {
        return await miss;
      } finally {
        misses.delete(shared);
      }
    },

    async topGraph(limit: number): Promise<GraphPart> {
      const { records } = await read(cypher('top-graph'), { limit: int(limit) });
      return {
        nodes: (records[0]?.get('nodes') as GraphRow[] | undefined) ?? [],
        edges: (records[0]?.get('edges') as GraphRow[] | undefined) ?? [],
      };
    },

    async hubCompetitors(limit: number): Promise<{ name: string; key: string; mentions: number }[]> {
      const { records } = await read(cypher('hub-competitors'), { limit: int(limit) });
      return records.map((r) => ({
        name: r.get('name') as string,
        key: r.get('key') as string,
        mentions: num(r.get('mentions')),
      }));
    },

    /**
     * The sector's market-share report as the last write touching the sector left it (one node,
     * src/graph/sectorReport.ts): counters, top players and emerging threats.
     */
    async marketShare(sector: string) {
      const copied = mirror ? await mirror.read(sector).catch(() => null) : null;
      if (copied) return toSectorReport(copied);
      const { records } = await read(cypher('sector-report'), { sector });
      const node = (records[0]?.get('report') as Record<string, unknown> | null) ?? null;
      if (node) await copyReports([plainReport(node)]);
      return toSectorReport(node);
    },

    /** The same counters recomputed from every company of the sector (checks and rebuilds). */
    async recomputeSectorCounts(sector: string) {
      const { records } = await read(cypher('market-share-recompute'), { sector });
      return records[0].toObject();
    },

    /**
     * Folds written analyses into hub counters (competitor_mentions, degree), a batch per
     * transaction, until none is pending. Returns how many analyses it folded.
     */
    async foldHubs(batch = 500): Promise<number> {
      let total = 0;
      for (;;) {
        const session = driver.session({ database });
        // The hub list's copy is held back during the fold; a fold that fails stays registered until it is
        // older than its time-out allows (views.settleLeftovers), since its commit may have happened.
        const registration = views ? await views.foldBegin() : null;
        try {
          const folded = await session.executeWrite(
            async (tx) =>
              num((await tx.run(cypher('fold-hub-stats'), { batch: int(batch) })).records[0]?.get('folded')),
            { timeout: FOLD_TIMEOUT_MS },
          );
          if (registration) await views!.foldEnd(registration, folded > 0);
          total += folded;
          if (folded === 0) return total;
        } finally {
          await session.close();
        }
      }
    },
  };

  // One fold at a time per process, shortly after writes: hubs get their counters without any
  // analysis transaction waiting on a hub's lock.
  let folding = false;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  function scheduleFold(): void {
    if (folding) {
      again = true;
      return;
    }
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      folding = true;
      void repo
        .foldHubs()
        .catch(() => 0)
        .finally(() => {
          folding = false;
          if (again) {
            again = false;
            scheduleFold();
          }
        });
    }, FOLD_DELAY_MS);
    timer.unref();
  }

  return repo;
}

/** Hub competitors listed beside a graph answer. */
export const HUB_COMPETITORS = 10;

/**
 * Relationships of each direction read to rank a company's neighbours: every one below this, the first
 * this many (Neo4j keeps a node's newest relationships first) of a hub's thousands.
 */
export const NEIGHBOUR_SCAN = 500;

/** Relationships from which a company counts as a hub: writers no longer lock it (write-analyses.cypher). */
export const HUB_DEGREE = 50;

/** How long writes accumulate before the hub counters are folded. */
export const FOLD_DELAY_MS = 200;

export type GraphRepository = ReturnType<typeof createGraphRepository>;
