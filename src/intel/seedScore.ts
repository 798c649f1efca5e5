// The market score of a knowledge-base entry on its own (no input text), used to seed the graph so
// that seeded and analyzed companies are scored by the same rules.
import type { KnowledgeBase } from '../knowledge/load.ts';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import type { RankedCompetitor } from './competitors.ts';
import { marketScore } from './score.ts';

export function scoreKnownEntry(kb: KnowledgeBase, entry: KnowledgeEntry) {
  const competitors: RankedCompetitor[] = entry.competitors.flatMap((name) => {
    const found = kb.get(name);
    return found
      ? [
          {
            name: found.name,
            relation: 'direct' as const,
            reason: 'a recorded competitor',
            source: 'knowledge_base',
            entry: found,
          },
        ]
      : [];
  });
  const score = marketScore({
    kb,
    entry,
    categories: entry.categories,
    cues: new Map(),
    figures: [],
    competitors,
    statedSize: null,
  });
  return { moat_strength: score.moat_strength, threat_level: score.threat_level };
}
