// Aggregate breakdowns of an analyst report, to find which kinds of stated facts and which region
// situations fail without reading any case: facts used per fact kind and per language, and region
// accuracy per language, per stated situation (target region stated, a place named, no place named,
// for known and unknown companies) and as an expected → got count. Nothing here names a case.
import type { Language, MarketContext } from '../../src/intel/types.ts';

/** Hits and total of one group. */
export interface Tally {
  ok: number;
  total: number;
}

/** How a case states its region, for the region split. */
export type RegionStated = 'target' | 'place' | 'none';

export interface BreakdownOutcome {
  language: { expected: Language };
  kind: 'known' | 'unknown';
  regionStated: RegionStated;
  facts: { kind: string; used: boolean; saidMissing: boolean; read: boolean; readAsOther: boolean }[];
  region: { expected: MarketContext; got: MarketContext | null; ok: boolean };
}

/** One fact kind: used (ok) of total; of those the reader found (read), read but left unquoted, read only
 * under another kind, and unused ones the output calls missing. */
export interface FactKindTally extends Tally {
  saidMissing: number;
  read: number;
  readUnused: number;
  readAsOther: number;
}

export interface AnalystBreakdown {
  factsByKind: Record<string, FactKindTally>;
  factsByLanguage: Record<string, Tally>;
  regionByLanguage: Record<string, Tally>;
  /** "target/known", "place/unknown" …: the region stated by the input, and the kind of company. */
  regionByStated: Record<string, Tally>;
  regionByExpected: Record<string, Tally>;
  /** "expected→got": number of misses of each shape. */
  regionMisses: Record<string, number>;
}

function add(map: Record<string, Tally>, key: string, ok: boolean): void {
  const t = (map[key] ??= { ok: 0, total: 0 });
  t.total += 1;
  if (ok) t.ok += 1;
}

const sorted = <V>(map: Record<string, V>): Record<string, V> =>
  Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));

export function breakdown(outcomes: BreakdownOutcome[]): AnalystBreakdown {
  const factsByKind: Record<string, FactKindTally> = {};
  const factsByLanguage: Record<string, Tally> = {};
  const regionByLanguage: Record<string, Tally> = {};
  const regionByStated: Record<string, Tally> = {};
  const regionByExpected: Record<string, Tally> = {};
  const regionMisses: Record<string, number> = {};
  for (const o of outcomes) {
    for (const f of o.facts) {
      const t = (factsByKind[f.kind] ??= { ok: 0, total: 0, saidMissing: 0, read: 0, readUnused: 0, readAsOther: 0 });
      t.total += 1;
      if (f.used) t.ok += 1;
      else if (f.saidMissing) t.saidMissing += 1;
      if (f.read) t.read += 1;
      if (f.read && !f.used) t.readUnused += 1;
      if (f.readAsOther) t.readAsOther += 1;
      add(factsByLanguage, o.language.expected, f.used);
    }
    add(regionByLanguage, o.language.expected, o.region.ok);
    add(regionByStated, `${o.regionStated}/${o.kind}`, o.region.ok);
    add(regionByExpected, o.region.expected, o.region.ok);
    if (!o.region.ok) {
      const shape = `${o.region.expected}→${o.region.got ?? 'none'}`;
      regionMisses[shape] = (regionMisses[shape] ?? 0) + 1;
    }
  }
  return {
    factsByKind: sorted(factsByKind),
    factsByLanguage: sorted(factsByLanguage),
    regionByLanguage: sorted(regionByLanguage),
    regionByStated: sorted(regionByStated),
    regionByExpected: sorted(regionByExpected),
    regionMisses: sorted(regionMisses),
  };
}

const tallies = (map: Record<string, Tally & Partial<FactKindTally>>): string =>
  Object.entries(map)
    .map(([k, t]) => {
      const notes = [
        t.read !== undefined && `read ${t.read}`,
        t.readUnused && `${t.readUnused} read unquoted`,
        t.readAsOther && `${t.readAsOther} read as another kind`,
        t.saidMissing && `${t.saidMissing} said missing`,
      ].filter(Boolean);
      return `${k} ${t.ok}/${t.total}${notes.length ? ` (${notes.join(', ')})` : ''}`;
    })
    .join(', ');

/** The breakdown as a few lines of the text report. */
export function formatBreakdown(b: AnalystBreakdown): string[] {
  return [
    `  facts by kind           ${tallies(b.factsByKind)}`,
    `  facts by language       ${tallies(b.factsByLanguage)}`,
    `  region by language      ${tallies(b.regionByLanguage)}`,
    `  region by stated        ${tallies(b.regionByStated)}`,
    `  region by expected      ${tallies(b.regionByExpected)}`,
    `  region misses           ${Object.entries(b.regionMisses)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  ];
}
