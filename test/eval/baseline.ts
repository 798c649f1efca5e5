// A knowledge-base-only analyzer: what entity resolution, classification, language and region
// detection give on their own, without the analyst. `npm run eval -- --baseline` measures it, to
// tell the knowledge layer's share of the figures from the analyst's. Competitors: the subject's own
// list, the rivals the text names, then entries of the text's categories ranked by similarity,
// how often other entries name them (market leaders), and whether they play in the text's region.
import { pickSubject, type KnowledgeBase } from '../../src/knowledge/load.ts';
import { detectLanguage } from '../../src/knowledge/language.ts';
import { detectMarketContext } from '../../src/knowledge/region.ts';
import type { KnowledgeEntry } from '../../src/knowledge/types.ts';
import type { MarketContext } from '../../src/intel/types.ts';
import type { Analyze } from './evaluate.ts';

const REGION_OF: Record<string, MarketContext> = {
  JP: 'japan',
  KR: 'korea',
  CN: 'china',
  BR: 'brazil',
  MX: 'mexico',
  AR: 'argentina',
  DE: 'dach',
  AT: 'dach',
  CH: 'dach',
  FR: 'france',
  IT: 'italy',
  ES: 'spain',
  CL: 'latam',
  CO: 'latam',
  PE: 'latam',
  UY: 'latam',
};
const CATEGORY_WEIGHTS = [1, 0.7, 0.5];

export function knowledgeBaseline(kb: KnowledgeBase, options: { regional?: boolean } = { regional: true }): Analyze {
  const inbound = new Map<KnowledgeEntry, number>();
  for (const e of kb.entries)
    for (const c of e.competitors) {
      const r = kb.get(c);
      if (r) inbound.set(r, (inbound.get(r) ?? 0) + 1);
    }
  return ({ text = '' }) => {
    const matches = kb.resolveEntities(text);
    const subject = pickSubject(text, matches)?.entry ?? null;
    const classification = kb.classify(text);
    const sector = subject?.sector ?? classification.sector;
    const categories = subject?.categories ?? classification.categories;
    const language = detectLanguage(text);
    const { market_context } = detectMarketContext({ text, language, country: subject?.country ?? null });
    const picked: KnowledgeEntry[] = [];
    const add = (e: KnowledgeEntry | undefined): void => {
      if (e && e !== subject && !picked.includes(e)) picked.push(e);
    };
    for (const name of subject?.competitors ?? []) add(kb.get(name));
    for (const m of matches) if (m.competitorContext) add(m.entry);
    const similarity = new Map(classification.similar.map((s) => [s.entry, s.score]));
    const candidates = new Set([
      ...categories.flatMap((c) => kb.byCategory(c)),
      ...classification.similar.map((s) => s.entry),
    ]);
    const ranked = [...candidates]
      .filter((e) => e.sector === sector)
      .map((e) => ({
        e,
        score:
          e.categories.reduce((a, c) => a + (CATEGORY_WEIGHTS[categories.indexOf(c)] ?? 0), 0) +
          (similarity.get(e) ?? 0) +
          0.1 * Math.min(6, inbound.get(e) ?? 0) +
          (options.regional && market_context !== 'global' && e.country && REGION_OF[e.country] === market_context
            ? 1
            : 0),
      }))
      .sort((a, b) => b.score - a.score);
    for (const { e } of ranked) add(e);
    return Promise.resolve({
      detected_language: language,
      market_context,
      analysis: { sector, detected_competitors: picked.slice(0, 5).map((e) => e.name) },
    });
  };
}
