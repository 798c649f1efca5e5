// The offline analyst (the default): deterministic, no network, every field from the facts.
import type { Analysis } from './types.ts';
import type { Facts } from './facts.ts';
import { rankCompetitors, type RankedCompetitor } from './competitors.ts';
import { marketScore } from './score.ts';
import { describe } from './narrative.ts';
import { marketSignals, sourcesOf } from './signals.ts';
import { confidenceOf } from './confidence.ts';
import { decide } from './decision.ts';
import { tractionOf } from './stated.ts';
import { MODE_ANALYSTS } from './modes/index.ts';
import { registrableDomain } from '../knowledge/domains.ts';
import { identityOf } from '../graph/identity.ts';

export const MAX_DETECTED = 10;

export interface OfflineResult {
  analysis: Analysis;
  /** Every competitor found, with its knowledge-base record, even when the demo withholds them. */
  competitors: RankedCompetitor[];
}

/** The details the response shows: the ranked list without the knowledge-base records. */
export const publicDetails = (competitors: RankedCompetitor[]) =>
  competitors.map(({ entry: _entry, ...detail }) => detail);

function entityOf(facts: Facts): Analysis['entity'] {
  const { entry, page } = facts;
  if (entry) {
    const identity = identityOf({ knowledgeBaseName: entry.name, domain: null, statedName: null });
    return {
      matched: true,
      name: entry.name,
      domain: entry.domain,
      country: entry.country,
      founded: entry.founded,
      identity,
    };
  }
  const address = page?.url ?? facts.url;
  let host: string | null;
  try {
    host = address ? new URL(address).hostname : null;
  } catch {
    host = null;
  }
  const founded = Number(/\b(1[89]\d\d|20\d\d)\b/.exec(page?.organization?.foundingDate ?? '')?.[1]);
  const domain = host ? registrableDomain(host) : null;
  const named = facts.subject.identifiedBy !== 'none';
  return {
    matched: false,
    name: describedName(facts),
    domain,
    country: page?.organization?.country ?? null,
    founded: Number.isFinite(founded) ? founded : null,
    identity: identityOf({ knowledgeBaseName: null, domain, statedName: named ? facts.subject.name : null }),
  };
}

/** What an input that gives no name is called: by what it does, never one shared placeholder name. */
export function describedName(facts: Facts): string {
  if (facts.subject.identifiedBy !== 'none') return facts.subject.name;
  const market = facts.categories[0];
  return market
    ? `${market.charAt(0).toUpperCase()}${market.slice(1)} company described in the input`
    : 'Company described in the input';
}

function tractionForScore(facts: Facts): { lines: string[]; growth: boolean } {
  const traction = tractionOf(facts);
  return { lines: traction.lines, growth: traction.figures.some((f) => f.metric === 'growth' && f.value > 0) };
}

export function offlineAnalysis(facts: Facts, graphNeighbours: string[] = []): OfflineResult {
  const competitors = rankCompetitors({
    kb: facts.kb,
    subject: facts.subject,
    sector: facts.sector,
    categories: facts.categories,
    similar: facts.classification.similar,
    graphNeighbours,
    marketContext: facts.region.market_context,
  });
  // The demo withholds competitors: nothing downstream may name them, so nothing downstream sees them.
  const visible = facts.demo ? [] : competitors;
  const score = marketScore({
    kb: facts.kb,
    entry: facts.entry,
    categories: facts.categories,
    cues: facts.cues,
    figures: facts.figures,
    competitors,
    statedSize: facts.statedSize,
    typicalMoats: facts.profiles[0]?.typical_moats ?? [],
    traction: tractionForScore(facts),
  });
  const fields = describe(facts, visible);
  const signals = marketSignals(facts);
  const confidence = confidenceOf(facts);
  const mode = MODE_ANALYSTS[facts.mode]({ facts, competitors: visible, score, fields, signals });
  const analysis: Analysis = {
    company_or_product: describedName(facts),
    ...fields,
    detected_competitors: visible.slice(0, MAX_DETECTED).map((c) => c.name),
    competitor_details: publicDetails(visible),
    sector: facts.sector,
    categories: facts.categories,
    market_score: score,
    sources: sourcesOf(facts),
    market_signals: signals,
    confidence: confidence.level,
    confidence_reason: confidence.reason,
    decision_recommendation: decide({ facts, score, competitors: visible, confidence }),
    regional_context: facts.region.regional_context,
    mode_insights: mode.insights,
    ...(mode.battlecard ? { battlecard: mode.battlecard } : {}),
    entity: entityOf(facts),
  };
  return { analysis, competitors };
}
