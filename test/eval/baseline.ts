// A knowledge-base-only analyzer: what entity resolution, classification, language and region
// detection give on their own, without the analyst. `npm run eval -- --baseline` measures it, to
// tell the knowledge layer's share of the figures from the analyst's.
import { pickSubject, type KnowledgeBase } from '../../src/knowledge/load.ts';
import { detectLanguage } from '../../src/knowledge/language.ts';
import { detectMarketContext } from '../../src/knowledge/region.ts';
import type { KnowledgeEntry } from '../../src/knowledge/types.ts';
import type { Analyze } from './evaluate.ts';

export function knowledgeBaseline(kb: KnowledgeBase): Analyze {
  return async ({ text = '' }) => {
    const matches = kb.resolveEntities(text);
    const subject = pickSubject(text, matches)?.entry ?? null;
    const classification = kb.classify(text);
    const sector = subject?.sector ?? classification.sector;
    const picked: KnowledgeEntry[] = [];
    const add = (e: KnowledgeEntry | undefined): void => { if (e && e !== subject && !picked.includes(e)) picked.push(e); };
    for (const name of subject?.competitors ?? []) add(kb.get(name));
    for (const m of matches) if (m.competitorContext) add(m.entry);
    // Market leaders among the similar entries: BM25 similarity, plus how often the other similar
    // entries name them as a competitor.
    const similar = classification.similar.filter((s) => s.entry.sector === sector);
    const named = new Map<KnowledgeEntry, number>();
    for (const { entry } of similar) for (const c of entry.competitors) { const e = kb.get(c); if (e) named.set(e, (named.get(e) ?? 0) + 1); }
    const ranked = [...new Set([...similar.map((s) => s.entry), ...named.keys()])]
      .filter((e) => e.sector === sector)
      .map((e) => ({ e, score: (similar.find((s) => s.entry === e)?.score ?? 0) + 0.25 * (named.get(e) ?? 0) }))
      .sort((a, b) => b.score - a.score);
    for (const { e } of ranked) add(e);
    const language = detectLanguage(text);
    const { market_context } = detectMarketContext({ text, language, country: subject?.country ?? null });
    return { detected_language: language, market_context, analysis: { sector, detected_competitors: picked.slice(0, 5).map((e) => e.name) } };
  };
}
