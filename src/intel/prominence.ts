// How prominent a knowledge-base entry is within its market: how many other entries name it as a
// competitor (the curated graph's in-degree), its headcount band and its maturity. Used to put
// category leaders before small players when a company's own competitor list runs out.
import type { KnowledgeBase } from '../knowledge/load.ts';
import type { KnowledgeEntry } from '../knowledge/types.ts';

export const SIZE_SCORES: Record<string, number> = {
  '1-50': 0.1,
  '51-200': 0.3,
  '201-1000': 0.5,
  '1001-5000': 0.75,
  '5001+': 1,
};
export const MATURITY_SCORES: Record<string, number> = { emerging: 0.2, growing: 0.5, mature: 1 };
const UNKNOWN_SIZE = 0.4; // most entries have no headcount band: neither reward nor punish them
const INBOUND_SATURATION = 6;

const listersCache = new WeakMap<KnowledgeBase, Map<KnowledgeEntry, KnowledgeEntry[]>>();

/** For every entry, the other entries that list it among their competitors (once per name they list). */
function listersIndex(kb: KnowledgeBase): Map<KnowledgeEntry, KnowledgeEntry[]> {
  let index = listersCache.get(kb);
  if (!index) {
    index = new Map<KnowledgeEntry, KnowledgeEntry[]>();
    for (const lister of kb.entries) {
      for (const name of lister.competitors) {
        const rival = kb.get(name);
        if (!rival || rival === lister) continue;
        const listers = index.get(rival);
        if (listers) listers.push(lister);
        else index.set(rival, [lister]);
      }
    }
    listersCache.set(kb, index);
  }
  return index;
}

/** How many other entries list `entry` among their competitors (the curated graph's in-degree). */
function inboundOf(kb: KnowledgeBase, entry: KnowledgeEntry): number {
  return listersIndex(kb).get(entry)?.length ?? 0;
}

/** 0..1: 50 % references by other entries, 30 % size band, 20 % maturity. */
export function prominence(kb: KnowledgeBase, entry: KnowledgeEntry): number {
  const inbound = Math.min(1, inboundOf(kb, entry) / INBOUND_SATURATION);
  const size = entry.size ? SIZE_SCORES[entry.size] : UNKNOWN_SIZE;
  return 0.5 * inbound + 0.3 * size + 0.2 * (MATURITY_SCORES[entry.maturity] ?? 0.5);
}

/** The headcount band: the knowledge base's, else one the page states in its JSON-LD. */
export function sizeBandOf(input: { entry: KnowledgeEntry | null; statedSize: string | null }): string | null {
  return (
    input.entry?.size ?? (input.statedSize && SIZE_SCORES[input.statedSize] !== undefined ? input.statedSize : null)
  );
}

const listedCache = new WeakMap<KnowledgeBase, Map<KnowledgeEntry, Set<KnowledgeEntry>>>();

/** The entries an entry's competitor names resolve to, resolved once per knowledge base. */
function listed(kb: KnowledgeBase, entry: KnowledgeEntry): Set<KnowledgeEntry> {
  let byEntry = listedCache.get(kb);
  if (!byEntry) listedCache.set(kb, (byEntry = new Map<KnowledgeEntry, Set<KnowledgeEntry>>()));
  let rivals = byEntry.get(entry);
  if (!rivals) {
    rivals = new Set();
    for (const name of entry.competitors) {
      const rival = kb.get(name);
      if (rival) rivals.add(rival);
    }
    byEntry.set(entry, rivals);
  }
  return rivals;
}

/** The entries that list `entry` among their competitors: its recorded links, read the other way. */
export function listersOf(kb: KnowledgeBase, entry: KnowledgeEntry): readonly KnowledgeEntry[] {
  return listersIndex(kb).get(entry) ?? [];
}

/** True when `entry` lists `other` (by name or alias) as a competitor. */
export function lists(kb: KnowledgeBase, entry: KnowledgeEntry, other: KnowledgeEntry): boolean {
  return listed(kb, entry).has(other);
}
