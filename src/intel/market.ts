// Which market an input is in. A known company's markets are its record's. An unknown one is
// placed by what it does: the market profiles' vocabulary found in the text (phrases such as
// "manutenção preditiva" or "fraud prevention API"), mixed with the markets of the known companies
// its description most resembles (the classifier's BM25 neighbours). A clear phrase decides the
// sector too; a weak one defers to the classifier's sector, which also weighs lexicon and names.
import type { Classification, KnowledgeBase, MarketHit } from '../knowledge/load.ts';
import type { KnowledgeEntry, Sector } from '../knowledge/types.ts';

export interface MarketReading {
  sector: Sector | null;
  categories: string[]; // best first, ≤ 3
  /** The market phrases found in the input, per market, best first (none looked for when the company is known). */
  hits: MarketHit[];
  basis: 'knowledge_base' | 'market_terms' | 'similar_companies' | 'none';
  /**
   * Whether the placement can be trusted: `doubtful` when no market phrase of the input names the first
   * market, when its phrases are weak, or when a market of another sector comes close.
   */
  certainty: 'recorded' | 'clear' | 'doubtful';
}

const MAX_CATEGORIES = 3;
const SIMILAR_WEIGHTS = [1, 0.75, 0.5]; // the classifier's categories, by rank
const STRONG_TERMS = 1.5; // a multi-word phrase, or two terms: enough to name the sector
const KEEP_SHARE = 0.45; // a further market is kept with this share of the best one's score
// A placement is clear when the first market's own phrases score at least STRONG_TERMS and a market of
// another sector scores less than this share of them.
const RIVAL_SECTOR_SHARE = 0.67;

export function readMarket(
  kb: KnowledgeBase,
  text: string,
  entry: KnowledgeEntry | null,
  classification: Classification,
  language?: string,
): MarketReading {
  // A known company's markets are on record: its text need not be searched for market phrases.
  if (entry)
    return {
      sector: entry.sector,
      categories: entry.categories,
      hits: [],
      basis: 'knowledge_base',
      certainty: 'recorded',
    };
  const hits = kb.matchMarkets(text, language);

  const scores = new Map<string, number>();
  const add = (category: string, score: number): void => {
    scores.set(category, (scores.get(category) ?? 0) + score);
  };
  for (const hit of hits) add(hit.category, hit.score);
  if (classification.sector) classification.categories.forEach((c, i) => add(c, SIMILAR_WEIGHTS[i] ?? 0.4));
  const ranked = [...scores].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (ranked.length === 0)
    return { sector: classification.sector, categories: [], hits, basis: 'none', certainty: 'doubtful' };

  const sectorOf = (category: string): Sector | null =>
    kb.markets.get(category)?.sector ?? kb.byCategory(category)[0]?.sector ?? null;
  // Two terms name a sector together even when they belong to two of its markets ("bookkeeping and
  // payroll for dental practices" is software for the practices, whatever sector its buyers are in).
  const bySector = new Map<Sector, number>();
  for (const hit of hits) {
    const s = sectorOf(hit.category);
    if (s) bySector.set(s, (bySector.get(s) ?? 0) + hit.score);
  }
  const [termSector, termScore] = [...bySector].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  const strong = (hits[0]?.score ?? 0) >= STRONG_TERMS;
  const sector = strong
    ? (sectorOf(ranked[0][0]) ?? classification.sector)
    : termSector && termScore >= STRONG_TERMS
      ? termSector
      : (classification.sector ?? sectorOf(ranked[0][0]));
  // Markets of the chosen sector: a market is in it when its profile is, or some player of it is.
  const inSector = ranked.filter(
    ([c]) => sector === null || sectorOf(c) === sector || kb.byCategory(c).some((e) => e.sector === sector),
  );
  const top = inSector[0]?.[1] ?? 0;
  const categories = inSector
    .filter(([, s]) => s >= top * KEEP_SHARE)
    .slice(0, MAX_CATEGORIES)
    .map(([c]) => c);
  const basis = hits.some((h) => categories.includes(h.category))
    ? 'market_terms'
    : categories.length
      ? 'similar_companies'
      : 'none';
  return { sector, categories, hits, basis, certainty: certaintyOf(hits, categories[0], sectorOf) };
}

/** Clear: the first market's own phrases are strong, and no market of another sector comes close. */
function certaintyOf(
  hits: MarketHit[],
  first: string | undefined,
  sectorOf: (category: string) => Sector | null,
): 'clear' | 'doubtful' {
  const own = hits.find((h) => h.category === first);
  if (!own || own.score < STRONG_TERMS) return 'doubtful';
  const sector = sectorOf(own.category);
  const rival = hits.find((h) => h.category !== own.category && sectorOf(h.category) !== sector);
  return rival && rival.score >= own.score * RIVAL_SECTOR_SHARE ? 'doubtful' : 'clear';
}
