// The knowledge base: reads data/knowledge/*.json, validates it, and answers lookups, entity
// resolution and classification. See data/knowledge/README.md for the data and kb API notes.
import { join } from 'node:path';
import { DomainError } from '../lib/errors.ts';
import { memoRecent, memoShort } from '../lib/memo.ts';
import { ROOT_DIR } from '../lib/paths.ts';
import type { KnowledgeEntry, MarketProfile, Sector } from './types.ts';
import { describeProblem, validateFile, type SchemaProblem } from './validate.ts';
import { readJsonFiles } from './jsonFiles.ts';
import { normalizeName } from './normalize.ts';
import { registrableDomain } from './domains.ts';
import { baseCommonWords, lowerCaseWordsOf } from './commonWords.ts';
import { buildEntityIndex, resolveEntities, type EntityMatch } from './entities.ts';
import { createClassifier, type Classification } from './classify.ts';
import { DEFAULT_MARKETS_DIR, createMarketProfiles, readMarketFiles, type MarketProfiles } from './markets.ts';
import { createMarketMatcher, type MarketHit } from './marketMatch.ts';
import {
  DEFAULT_KINDS_FILE,
  readEntityKinds,
  resolveEntityKinds,
  type EntityKind,
  type EntityKindLine,
} from './kinds.ts';

export type { EntityMatch } from './entities.ts';
export type { Classification } from './classify.ts';
export type { EntityKind } from './kinds.ts';
export type { MarketHit } from './marketMatch.ts';
export { pickSubject } from './subject.ts';

export interface KnowledgeBase {
  readonly entries: readonly KnowledgeEntry[];
  get(nameOrAlias: string): KnowledgeEntry | undefined;
  byDomain(domain: string): KnowledgeEntry | undefined;
  resolveEntities(text: string): readonly EntityMatch[];
  classify(text: string): Classification;
  byCategory(category: string): readonly KnowledgeEntry[];
  bySector(sector: Sector): readonly KnowledgeEntry[];
  /** 'company', or the kind data/kinds/entity-kinds.json gives an entry that competes for no buyer. */
  kindOf(entry: KnowledgeEntry): EntityKind;
  readonly categories: readonly string[]; // every category string, sorted
  /** The market profiles (data/markets), by category. */
  readonly markets: MarketProfiles;
  /** The markets a text speaks of, from the profiles' vocabulary, best first. */
  matchMarkets(text: string, language?: string): MarketHit[];
}

export const DEFAULT_KNOWLEDGE_DIR = join(ROOT_DIR, 'data', 'knowledge');
// Lookups by raw name keep their folded key; the table is emptied when it reaches this size, so
// callers' free text cannot grow it without bound.
const NAME_KEY_CACHE_SIZE = 50_000;
/** Texts whose entity matches are kept (an analysis resolves its text twice). */
const RECENT_RESOLVED = 4;

export interface KnowledgeFiles {
  entries: KnowledgeEntry[];
  files: { file: string; count: number }[];
  problems: SchemaProblem[];
}

/** Reads every <sector>.json of a folder; unreadable JSON and schema errors come back as problems. */
export function readKnowledgeFiles(dir: string = DEFAULT_KNOWLEDGE_DIR): KnowledgeFiles {
  const entries: KnowledgeEntry[] = [];
  const files: KnowledgeFiles['files'] = [];
  const { parsed, problems } = readJsonFiles(dir);
  for (const { file, data } of parsed) {
    const fileProblems = validateFile(file, data);
    problems.push(...fileProblems);
    const bad = new Set(fileProblems.map((p) => p.index));
    const valid = Array.isArray(data) ? (data as KnowledgeEntry[]).filter((_, i) => !bad.has(i)) : [];
    entries.push(...valid);
    files.push({ file, count: Array.isArray(data) ? data.length : 0 });
  }
  return { entries, files, problems };
}

/**
 * Loads and validates the knowledge base; throws a DomainError listing the schema problems. The kinds
 * file names entries of the real base, so it is read with it (or given for another folder).
 */
export function loadKnowledgeBase(
  dir: string = DEFAULT_KNOWLEDGE_DIR,
  marketsDir = DEFAULT_MARKETS_DIR,
  kindsFile: string | null = dir === DEFAULT_KNOWLEDGE_DIR ? DEFAULT_KINDS_FILE : null,
): KnowledgeBase {
  const { entries, problems: entryProblems } = readKnowledgeFiles(dir);
  const { profiles, problems: profileProblems } = readMarketFiles(marketsDir);
  const kinds = kindsFile ? readEntityKinds(kindsFile) : { lines: [], problems: [] };
  const problems = [...entryProblems, ...profileProblems, ...kinds.problems];
  const refuse = (): never => {
    const sample = problems.slice(0, 5).map(describeProblem).join('; ');
    throw new DomainError('knowledge_invalid', `knowledge base has ${problems.length} schema problem(s): ${sample}`, {
      problems,
    });
  };
  if (problems.length > 0) refuse();
  const kb = createKnowledgeBase(entries, profiles, kinds.lines);
  // Every kind line must name an entry: a renamed entry would otherwise silently become a company again.
  problems.push(...resolveEntityKinds(kinds.lines, (name) => kb.get(name)).problems);
  if (problems.length > 0) refuse();
  return kb;
}

function indexBy<K>(entries: readonly KnowledgeEntry[], keys: (e: KnowledgeEntry) => K[]): Map<K, KnowledgeEntry[]> {
  const map = new Map<K, KnowledgeEntry[]>();
  for (const entry of entries) for (const key of new Set(keys(entry))) map.set(key, [...(map.get(key) ?? []), entry]);
  return map;
}

/** Builds the knowledge base over entries already in memory (tests, or data from elsewhere). */
export function createKnowledgeBase(
  entries: readonly KnowledgeEntry[],
  profiles: readonly MarketProfile[] = [],
  kindLines: readonly EntityKindLine[] = [],
): KnowledgeBase {
  // A name wins over another entry's alias when both fold to the same key.
  const byName = new Map<string, KnowledgeEntry>();
  for (const e of entries) byName.set(normalizeName(e.name), byName.get(normalizeName(e.name)) ?? e);
  for (const e of entries)
    for (const a of e.aliases) if (!byName.has(normalizeName(a))) byName.set(normalizeName(a), e);
  // A group's name stands for its one business line on record ("Tesla" → "Tesla Energy", "Douyin" →
  // "Douyin E-commerce"); with two or more lines on record ("ABB Robotics", "ABB E-mobility") it stays unknown.
  const lines = new Map<string, KnowledgeEntry[]>();
  for (const e of entries) {
    const head = e.name.split(/\s+/)[0];
    if (head.length >= 3 && head !== e.name)
      lines.set(normalizeName(head), [...(lines.get(normalizeName(head)) ?? []), e]);
  }
  const heads = [...lines].filter(([head, list]) => list.length === 1 && !byName.has(head));
  const domains = new Map<string, KnowledgeEntry>();
  for (const e of entries) {
    const d = e.domain ? registrableDomain(e.domain) : null;
    if (d && !domains.has(d)) domains.set(d, e);
  }
  const byDomain = (domain: string): KnowledgeEntry | undefined => {
    const d = registrableDomain(domain);
    return d ? domains.get(d) : undefined;
  };
  const commonWords = baseCommonWords();
  for (const w of lowerCaseWordsOf(entries.flatMap((e) => [e.description, ...e.categories]))) commonWords.add(w);
  // A head that is a common word ("Open" of "Open Dental", "General" of "General Atomics") is no name.
  for (const [head, list] of heads) if (!commonWords.has(head)) byName.set(head, list[0]);
  const entityIndex = buildEntityIndex(entries, commonWords, byDomain);
  // An analysis resolves the same text twice (its subject, then the classifier's entity evidence): the last
  // texts' matches are kept (callers must not change them: the list is readonly).
  const resolve = memoRecent<readonly EntityMatch[]>((text) => resolveEntities(entityIndex, text), RECENT_RESOLVED);
  const classify = createClassifier(entries, resolve);
  // Compile the lexicon's patterns and load ICU's CJK word dictionaries now (~250 ms measured),
  // not in the first request.
  classify('Payments for online shops. メルカリは決済。토스는 송금. 支付平台');
  const categories = indexBy(entries, (e) => e.categories);
  const sectors = indexBy(entries, (e) => [e.sector]);
  // The same names (entries' competitor lists) are looked up again and again; folding costs ~5 µs.
  const nameKey = memoShort(normalizeName, Infinity, NAME_KEY_CACHE_SIZE);
  const get = (nameOrAlias: string): KnowledgeEntry | undefined => byName.get(nameKey(nameOrAlias));
  const kinds = resolveEntityKinds(kindLines, get).kinds;
  return {
    entries,
    get,
    byDomain,
    resolveEntities: resolve,
    classify,
    byCategory: (category) => categories.get(category.toLowerCase().trim()) ?? [],
    bySector: (sector) => sectors.get(sector) ?? [],
    kindOf: (entry) => kinds.get(entry) ?? 'company',
    categories: [...categories.keys()].sort(),
    markets: createMarketProfiles(profiles),
    matchMarkets: createMarketMatcher(profiles).match,
  };
}
