// The one "analyze" verb behind REST, MCP and A2A: input checks, the 6-hour cache, the engine,
// the trend from the graph, and the graph write. It knows nothing of HTTP or payment.
import type { AnalysisCache } from '../cache/analysisCache.ts';
import type { GraphRepository, Snapshot } from '../graph/repository.ts';
import type { GraphWriteBehind } from '../graph/writeBehind.ts';
import { unnamedSubjectKey } from '../graph/repository.ts';
import { MAX_DETECTED } from './offline.ts';
import type { Clock } from '../lib/clock.ts';
import { DomainError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/hash.ts';
import { newId } from '../lib/ids.ts';
import { microToDecimal } from '../lib/money.ts';
import { modePriceMicro } from '../billing/prices.ts';
import type { Confidence, EngineInput, EngineResult, Mode, Recommendation, ThreatLevel, Trend } from './types.ts';
import type { Maturity } from '../knowledge/types.ts';
import { computeTrend, type PreviousAnalysis } from './trend.ts';
import { checkAnalysisInput, MIN_TEXT_LENGTH, visibleLength } from './input.ts';

export { MIN_TEXT_LENGTH };

export interface IntelRequest {
  url?: string | null;
  text?: string | null;
  context?: string | null;
  mode: Mode;
  force_refresh?: boolean | null;
  /** A batch's `companies` entries are names: the 50-character minimum does not apply to them. */
  nameOnly?: boolean;
}

export interface IntelResponse {
  source: string;
  analysis: EngineResult['analysis'];
  cached: boolean;
  response_ms: number;
  price_paid_usdc: string;
  mode: Mode;
  detected_language: EngineResult['detected_language'];
  market_context: EngineResult['market_context'];
  trend: Trend;
  // Root copies for clients written against the other published layout (docs/decisions.md).
  sources: string[];
  market_score: EngineResult['analysis']['market_score'];
  confidence: EngineResult['analysis']['confidence'];
  analyst: EngineResult['analyst'];
  analysis_id: string;
  /** Set when the url could not be read and the text sent with it was analyzed instead. */
  source_note?: string;
}

export interface Engine {
  analyze(input: EngineInput): Promise<EngineResult>;
}

// A paid call asks for its request's key twice (the read with the reservation, then the answer): kept per request.
const cacheKeys = new WeakMap<IntelRequest, string>();

export function cacheKeyOf(req: IntelRequest): string {
  let key = cacheKeys.get(req);
  if (key === undefined) {
    const norm = (s: string | null | undefined) =>
      (s ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
    key = sha256Hex(JSON.stringify([norm(req.url), norm(req.text), norm(req.context), req.mode]));
    cacheKeys.set(req, key);
  }
  return key;
}

/** The checks every door runs before payment (src/intel/input.ts); the service runs them again. */
export function checkInput(req: IntelRequest): void {
  checkAnalysisInput(req);
}

/** A page that could not be read, when a text came with it: the text is analyzed instead. */
function unreadablePage(err: unknown, req: IntelRequest): boolean {
  return (
    err instanceof DomainError &&
    (err.code === 'url_unreachable' || err.code === 'url_not_allowed') &&
    Boolean(req.url) &&
    visibleLength(req.text ?? '') >= MIN_TEXT_LENGTH
  );
}

function toPrevious(s: Snapshot): PreviousAnalysis {
  return {
    analyzed_at: s.analyzed_at,
    // The graph stores what the analysis wrote, so these strings are the closed value lists again.
    market_score: {
      moat_strength: s.moat_strength,
      threat_level: s.threat_level as ThreatLevel,
      market_maturity: s.market_maturity as Maturity,
      agent_recommendation: s.agent_recommendation as Recommendation,
      signals: [],
    },
    // Like with like: the list the response showed (older snapshots kept every relation: their first ten).
    detected_competitors: s.detected_competitors ?? (s.competitors ?? []).slice(0, MAX_DETECTED),
    confidence: s.confidence as Confidence,
  };
}

const GRAPH_NEIGHBOURS = 10;

type CachedAnswer = Omit<IntelResponse, 'response_ms' | 'cached'>;
/** A cache entry's JSON text read ahead of analyze (null: not cached), with the key it was read under. */
export interface CacheLookup {
  key: string;
  raw: string | null;
  /** The hit was counted where it was read (a paid call's reservation script). */
  counted?: boolean;
}

/** The fields a cached answer is sent with, after the stored ones: paid_with is the credential's kind. */
const cachedTail = (paidWith: string) => JSON.stringify({ cached: true, response_ms: 0, paid_with: paidWith });
const KIND_MARK = 'paid-with-kind';
/** The text around the credential's kind when a stored answer's closing brace is replaced by its tail. */
const CACHED_TAIL_AROUND_KIND = (() => {
  const tail = cachedTail(KIND_MARK);
  const at = tail.indexOf(KIND_MARK);
  return { before: `,${tail.slice(1, at)}`, after: tail.slice(at + KIND_MARK.length) };
})();

export function createIntelService(deps: {
  engine: Engine;
  cache: AnalysisCache;
  graph: GraphRepository;
  /** Where the analysis goes into the graph: appended to the write-behind stream, flushed in batches. */
  graphWrites: GraphWriteBehind;
  clock: Clock;
}) {
  const inFlight = new Map<string, Promise<Omit<IntelResponse, 'response_ms' | 'cached'>>>();

  async function compute(req: IntelRequest, key: string): Promise<Omit<IntelResponse, 'response_ms' | 'cached'>> {
    const run = (url: string | undefined) =>
      deps.engine.analyze({
        url,
        text: req.text ?? undefined,
        context: req.context ?? undefined,
        mode: req.mode,
        neighboursOf: (name) => deps.graph.neighbours(name, GRAPH_NEIGHBOURS),
      });
    let sourceNote: string | undefined;
    const result = await run(req.url ?? undefined).catch((err: unknown) => {
      if (!unreadablePage(err, req)) throw err;
      sourceNote = 'The page at the url could not be read; the text sent with it was analyzed instead.';
      return run(undefined);
    });
    const a = result.analysis;
    // The identity decides the node: a company key, or none (the analysis then stands alone and
    // its history is only its own input's re-runs, never strangers' inputs).
    const identity = a.entity.identity;
    const subjectKey = identity.key ?? unnamedSubjectKey(key);
    const previous = await deps.graphWrites.previousSnapshot(subjectKey);
    const trend = computeTrend(previous.last ? [toPrevious(previous.last)] : [], a);
    trend.snapshot_count = previous.count + 1;
    const analysisId = newId('ana');
    // Durable before the answer (a Redis stream with AOF); the graph holds it after the next flush.
    const written = deps.graphWrites.append(
      {
        id: analysisId,
        mode: req.mode,
        at: deps.clock.now().toISOString(),
        confidence: a.confidence,
        detectedLanguage: result.detected_language,
        marketContext: result.market_context,
        inputHash: key,
        company:
          identity.key === null
            ? null
            : {
                key: identity.key,
                name: a.entity.name || a.company_or_product,
                domain: a.entity.domain,
                sector: a.sector,
                categories: a.categories,
                country: a.entity.country,
                founded: a.entity.founded,
              },
        subjectName: a.entity.name || a.company_or_product,
        sector: a.sector,
        identityKind: identity.kind,
        score: a.market_score,
        competitors: a.competitor_details.map((c) => ({ name: c.name, relation: c.relation })),
        detectedCompetitors: a.detected_competitors,
        sources: a.sources,
      },
      trend.snapshot_count,
    );
    const response = {
      source: result.source,
      analysis: a,
      price_paid_usdc: microToDecimal(modePriceMicro(req.mode)),
      mode: req.mode,
      detected_language: result.detected_language,
      market_context: result.market_context,
      trend,
      sources: a.sources,
      market_score: a.market_score,
      confidence: a.confidence,
      analyst: result.analyst,
      analysis_id: analysisId,
      ...(sourceNote ? { source_note: sourceNote } : {}),
    };
    await Promise.all([written, deps.cache.set(key, response)]);
    return response;
  }

  return {
    /**
     * The cached answer of a request, read ahead (the pay pipeline sends this read with the reservation, so a
     * cached paid call costs one round trip less); pass it to analyze. Nothing is read on a forced refresh.
     */
    async lookup(req: IntelRequest): Promise<CacheLookup | undefined> {
      if (req.force_refresh) return undefined;
      const key = cacheKeyOf(req);
      return { key, raw: await deps.cache.readRaw(key) };
    },

    /**
     * The cache entry's read for a paid call, made with its reservation (src/billing/payForCall.ts `read`). With
     * `servesStored` the door answers a hit with cachedJson and a key's kind, nothing else, so the answer is
     * known from the entry alone: the reservation may capture the charge in the same step.
     */
    cacheRead(req: IntelRequest, servesStored: boolean) {
      if (req.force_refresh) return undefined;
      const key = cacheKeyOf(req);
      return {
        key: deps.cache.entryKeyOf(key),
        hitsKey: deps.cache.statsKey,
        toWork: (raw: string | null, captured: boolean): CacheLookup => ({ key, raw, counted: captured }),
        answer: servesStored ? CACHED_TAIL_AROUND_KIND : undefined,
      };
    },

    /**
     * A cached answer as JSON text, with cached, response_ms and paid_with after the stored fields, without
     * parsing the entry and serialising it again (most of the CPU of a cached paid call otherwise): the same
     * text JSON.stringify gives for `{...answer, cached: true, response_ms: 0, paid_with}`. Null
     * when the lookup missed or was made for another request; the door has checked the input.
     */
    cachedJson(req: IntelRequest, looked: CacheLookup | undefined, paidWith: string): string | null {
      if (req.force_refresh || !looked?.raw || looked.key !== cacheKeyOf(req)) return null;
      if (!looked.raw.endsWith('}')) return null;
      if (!looked.counted) deps.cache.count(true);
      return `${looked.raw.slice(0, -1)},${cachedTail(paidWith).slice(1)}`;
    },

    async analyze(req: IntelRequest, looked?: CacheLookup): Promise<IntelResponse> {
      const started = performance.now();
      checkInput(req);
      const key = cacheKeyOf(req);
      const elapsed = () => Math.round(performance.now() - started);
      if (!req.force_refresh) {
        let hit: CachedAnswer | null;
        if (looked?.key === key) {
          hit = looked.raw === null ? null : (JSON.parse(looked.raw) as CachedAnswer); // read with the reservation
          deps.cache.count(hit !== null);
        } else {
          hit = await deps.cache.get<CachedAnswer>(key);
        }
        if (hit) return { ...hit, cached: true, response_ms: elapsed() };
      }
      // Identical requests arriving together share one computation (and one graph write).
      let pending = inFlight.get(key);
      const leader = !pending;
      if (!pending) {
        pending = compute(req, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const response = await pending;
      return { ...response, cached: !leader, response_ms: elapsed() };
    },
  };
}

export type IntelService = ReturnType<typeof createIntelService>;
