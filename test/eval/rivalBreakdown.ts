// Aggregate breakdowns of the rivals of an analyst report, to tell a gap of the knowledge base (the
// first-named rivals are not entries at all) from a gap of the ranking (they are entries, sharing the
// subject's market or recorded as its rivals, and still not ranked), and to tell which rule brought
// each absurd name in. Counts only: nothing here names a case or a company.
import type { KnowledgeBase } from '../../src/knowledge/load.ts';
import type { EngineResult } from '../../src/intel/types.ts';
import { lists } from '../../src/intel/prominence.ts';

/** Why a missed first-named rival was missed, as far as the knowledge base tells. */
export interface RivalMiss {
  inKnowledgeBase: boolean;
  /** The entry shares one of the subject's first two markets (the engine's categories). */
  sharesFirstMarkets: boolean;
  /** The entry shares the subject's sector (the engine's sector). */
  sharesSector: boolean;
  /** The subject's entry records it as a rival, or it records the subject. */
  recorded: boolean;
}

/** The rule that brought a ranked name in, read from the reason the engine gives for it. */
export type RivalSource =
  | 'recorded link'
  | 'named in input'
  | 'substitute'
  | 'graph neighbour'
  | 'region rule'
  | 'link of links'
  | 'shared market'
  | 'other';

export interface RivalOutcome {
  kind: 'known' | 'unknown';
  rivalMisses: RivalMiss[];
  /** The source of every absurd name among the first 10. */
  absurdSources: RivalSource[];
}

/** What a case's missed rivals are, and where its absurd names came from. */
export function diagnoseRivals(
  kb: KnowledgeBase,
  analysis: EngineResult['analysis'] | undefined,
  missed: string[],
  absurd: string[],
): Omit<RivalOutcome, 'kind'> {
  const firstMarkets = (analysis?.categories ?? []).slice(0, 2);
  const subject = analysis?.entity.matched ? kb.get(analysis.entity.name) : undefined;
  const rivalMisses = missed.map((name): RivalMiss => {
    const e = kb.get(name);
    const recorded = !!e && !!subject && (lists(kb, subject, e) || lists(kb, e, subject));
    return {
      inKnowledgeBase: !!e,
      sharesFirstMarkets: !!e && e.categories.some((c) => firstMarkets.includes(c)),
      sharesSector: !!e && e.sector === analysis?.sector,
      recorded,
    };
  });
  const details = analysis?.competitor_details ?? [];
  const absurdSources = absurd.map((name) => sourceOf(details.find((d) => d.name === name)));
  return { rivalMisses, absurdSources };
}

function sourceOf(detail: EngineResult['analysis']['competitor_details'][number] | undefined): RivalSource {
  if (!detail) return 'other';
  const r = detail.reason;
  if (r.startsWith('Recorded as a competitor')) return 'recorded link';
  if (r.startsWith('Named as a rival')) return 'named in input';
  if (detail.relation === 'substitute' && r.startsWith('Does the same job')) return 'substitute';
  if (detail.source === 'graph') return 'graph neighbour';
  if (/records .* as a rival|recorded as a rival by/.test(r)) return 'link of links';
  if (r.includes('a local player in a regional market')) return 'region rule';
  if (r.startsWith('Also in')) return 'shared market';
  return 'other';
}

export interface RivalBreakdown {
  /** Per kind of subject ("known", "unknown", "all"): the missed first-named rivals and what they are. */
  missed: Record<
    string,
    { missed: number; inKnowledgeBase: number; sharesFirstMarkets: number; sharesSector: number; recorded: number }
  >;
  /** Absurd names among the first 10, counted by kind of subject and the rule that brought them in. */
  absurdBySource: Record<string, number>;
}

export function rivalBreakdown(outcomes: RivalOutcome[]): RivalBreakdown {
  const missed: RivalBreakdown['missed'] = {};
  const absurdBySource: Record<string, number> = {};
  for (const o of outcomes) {
    for (const group of [o.kind, 'all']) {
      const t = (missed[group] ??= {
        missed: 0,
        inKnowledgeBase: 0,
        sharesFirstMarkets: 0,
        sharesSector: 0,
        recorded: 0,
      });
      for (const m of o.rivalMisses) {
        t.missed += 1;
        if (m.inKnowledgeBase) t.inKnowledgeBase += 1;
        if (m.sharesFirstMarkets) t.sharesFirstMarkets += 1;
        if (m.sharesSector) t.sharesSector += 1;
        if (m.recorded) t.recorded += 1;
      }
    }
    for (const s of o.absurdSources) absurdBySource[`${o.kind}: ${s}`] = (absurdBySource[`${o.kind}: ${s}`] ?? 0) + 1;
  }
  return { missed, absurdBySource };
}

/** The breakdown as two lines of the text report. */
export function formatRivalBreakdown(b: RivalBreakdown): string[] {
  const groups = Object.entries(b.missed)
    .map(
      ([k, t]) =>
        `${k} ${t.missed} missed: ${t.inKnowledgeBase} entries, ${t.sharesFirstMarkets} in its first markets, ` +
        `${t.sharesSector} in its sector, ${t.recorded} recorded`,
    )
    .join('; ');
  const sources = Object.entries(b.absurdBySource)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return [`  rivals missed           ${groups}`, `  absurd names by source  ${sources || 'none'}`];
}
