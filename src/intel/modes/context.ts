// What every mode reads (the facts and the offline analysis so far) and what it returns.
import type { KnowledgeEntry } from '../../knowledge/types.ts';
import type { Analysis, Battlecard, MarketScore } from '../types.ts';
import type { Facts } from '../facts.ts';
import type { RankedCompetitor } from '../competitors.ts';
import type { TextFields } from '../narrative.ts';

export interface ModeContext {
  facts: Facts;
  /** Empty when competitors are withheld (the demo): modes must not name rivals another way. */
  competitors: RankedCompetitor[];
  score: MarketScore;
  fields: TextFields;
  signals: Analysis['market_signals'];
}

export interface ModeOutput {
  insights: Record<string, unknown>;
  battlecard?: Battlecard;
}
export type ModeAnalyst = (ctx: ModeContext) => ModeOutput;

export type Level = 'none' | 'low' | 'medium' | 'high';
export interface Assessment {
  level: Level;
  reasons: string[];
}
const LEVELS: Level[] = ['none', 'low', 'medium', 'high'];
export const maxLevel = (...levels: Level[]): Level =>
  levels.reduce((a, b) => (LEVELS.indexOf(b) > LEVELS.indexOf(a) ? b : a), 'none');
export const lowerLevel = (level: Level): Level =>
  LEVELS[Math.max(LEVELS.indexOf(level) - 1, level === 'none' ? 0 : 1)];

/** The company's own name, or a neutral phrase for an unnamed one. */
export const subjectName = (ctx: ModeContext): string =>
  ctx.facts.subject.identifiedBy === 'none' ? 'the company' : ctx.facts.subject.name;

/** Known players of the company's markets (the company itself excluded). */
export function marketPlayers(ctx: ModeContext): KnowledgeEntry[] {
  const players = new Set(ctx.facts.categories.flatMap((c) => ctx.facts.kb.byCategory(c)));
  if (ctx.facts.entry) players.delete(ctx.facts.entry);
  return [...players];
}

/** How many of `players` record each moat factor, most common first. */
export function moatFrequency(players: KnowledgeEntry[]): { factor: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const p of players) for (const f of p.moat) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts]
    .map(([factor, count]) => ({ factor, count }))
    .sort((a, b) => b.count - a.count || a.factor.localeCompare(b.factor));
}

export const has = (ctx: ModeContext, cue: string): boolean => ctx.facts.cues.has(cue);
export const cueLabel = (ctx: ModeContext, cue: string): string => ctx.facts.cues.get(cue)?.label ?? cue;

/** EU member states and the EEA, where GDPR and the AI Act apply at home. */
export const EU_EEA = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
]);
const EU_REGIONS = new Set(['dach', 'france', 'italy', 'spain']);

/** Where the company is based, from the KB or the page; null when unknown. */
export const homeCountry = (ctx: ModeContext): string | null =>
  ctx.facts.entry?.country ?? ctx.facts.page?.organization?.country?.toUpperCase() ?? null;

/** Evidence that the company operates in the EU: its home country, its regional context, or the text. */
export function euPresence(ctx: ModeContext): string | null {
  const country = homeCountry(ctx);
  if (country && EU_EEA.has(country)) return `headquartered in the EU/EEA (${country})`;
  if (EU_REGIONS.has(ctx.facts.region.market_context)) return `regional context ${ctx.facts.region.market_context}`;
  if (/\b(?:EU|European Union|Europe|GDPR|DSGVO|RGPD)\b/.test(ctx.facts.text.slice(0, 20_000)))
    return 'the input mentions the EU or Europe';
  return null;
}
