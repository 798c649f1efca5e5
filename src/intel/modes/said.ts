// What the input states and what the market profile knows, as lines the modes quote. Figures go
// through describeFigure, so a stated figure always reads the same ("USD 4,000,000 seed funding")
// and is never reported missing; a list with nothing behind it stays empty and a note says why.
import type { MarketProfile } from '../../knowledge/types.ts';
import type { Facts } from '../facts.ts';
import { jurisdictionsOf, regulationsFor, type ApplicableRule } from '../regulation.ts';
import { describeFigure } from '../stated.ts';
import type { CompanyStage, Evidence, Figure, Place } from '../statements/types.ts';
import type { MarketContext } from '../types.ts';
import type { ModeContext } from './context.ts';

const MAX_QUOTE = 140;
const clip = (s: string, max = MAX_QUOTE): string => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);
/** The input's own words, quoted: the evidence a reader can find in what they wrote. */
export const quote = (e: Evidence): string => `"${clip(e.text.replace(/\s+/g, ' ').trim())}"`;

/** Every figure of these metrics the input states, in English. */
export const figureLines = (ctx: ModeContext, ...metrics: Figure['metric'][]): string[] =>
  ctx.facts.statements.figures.filter((f) => metrics.includes(f.metric)).map(describeFigure);

export const STAGE_NAMES: Record<CompanyStage, string> = {
  idea: 'idea stage',
  'pre-seed': 'pre-seed',
  seed: 'seed',
  series_a: 'Series A',
  series_b: 'Series B',
  series_c: 'Series C',
  series_d: 'Series D',
  series_e: 'Series E',
  series_f: 'Series F',
  series_g: 'Series G',
  series_h: 'Series H',
  growth: 'growth stage',
  public: 'public company',
};

/** The stage the input states ("seed", "Series A"), with its evidence; null when none is stated. */
export function statedStage(ctx: ModeContext): { stage: string; evidence: string } | null {
  const s = ctx.facts.statements.stage;
  return s ? { stage: STAGE_NAMES[s.stage], evidence: quote(s.evidence) } : null;
}

/** "82 % of revenue from US Department of Defense: "…"" for each concentration the input states. */
export function concentrationLines(ctx: ModeContext): string[] {
  return ctx.facts.statements.concentration.map((c) => {
    const share = c.share_percent !== undefined ? `${c.share_percent} % of revenue` : 'A large share of revenue';
    return `${share} from ${c.customer ?? 'few customers'} (stated: ${quote(c.evidence)})`;
  });
}

// "we", "our" in the nine languages: a sentence in the caller's own voice.
const FIRST_PERSON =
  /\b(?:we|we're|our|ours|us|nous|notre|nos|wir|unser\w*|vendemos|nuestr\w*|nosotros|somos|nosso|nossa|vendiamo|nostr\w*|siamo)\b|当社|弊社|私たち|우리|저희|我们|我司/i;

/** True when the figure sits in a sentence the caller writes about itself ("we sell at $12 per seat"). */
export function inCallerVoice(ctx: { facts: { callerText: string } }, e: Evidence): boolean {
  const text = ctx.facts.callerText;
  const at = text.indexOf(e.text);
  if (at < 0) return false;
  const before = text.slice(0, at);
  const start = Math.max(before.search(/[^.!?。！？\n]*$/), 0);
  const endRel = text.slice(at + e.text.length).search(/[.!?。！？\n]/);
  const sentence = text.slice(start, endRel < 0 ? undefined : at + e.text.length + endRel);
  return FIRST_PERSON.test(sentence);
}

/** Names the input gives, a wish marked as one ("Visa (sought, not yet a partner)"). */
export const namedCompanies = (list: { name: string; written?: string; prospective: boolean }[]): string[] => [
  ...new Set(
    list.map((n) => {
      // The caller's own word stays readable next to the record it resolved to: "Dentrix (Henry Schein One)".
      const shown =
        n.written && !n.name.toLowerCase().includes(n.written.toLowerCase()) ? `${n.written} (${n.name})` : n.name;
      return n.prospective ? `${shown} (sought, not yet a partner)` : shown;
    }),
  ),
];

/**
 * The integrations and partners the input names, as written, each with its evidence: every mode quotes
 * them, so a stated link is never lost ("Integrates with Square (Block) (stated: "integrates with …")").
 */
export function linkLines(ctx: ModeContext): string[] {
  const { integrations, partners } = ctx.facts.statements;
  const line = (label: string, list: typeof integrations): string[] =>
    list.length
      ? [
          `${label} ${namedCompanies(list).join(', ')} (stated: ${list
            .map((n) => quote(n.evidence))
            .slice(0, 2)
            .join('; ')})`,
        ]
      : [];
  return [...line('Integrates with', integrations), ...line('Partners:', partners)];
}

const CONTEXT_NAMES: Record<Exclude<MarketContext, 'global'>, string> = {
  japan: 'Japan',
  korea: 'South Korea',
  china: 'China',
  brazil: 'Brazil',
  mexico: 'Mexico',
  argentina: 'Argentina',
  latam: 'Latin America',
  dach: 'DACH (Germany, Austria, Switzerland)',
  france: 'France',
  italy: 'Italy',
  spain: 'Spain',
};

export interface Target {
  name: string;
  market_context: MarketContext;
  source: 'stated' | 'market_context';
  evidence: string;
  place: Place | null;
}

/** Where the company means to go: the target the input states, else the regional context; null when neither. */
export function targetOf(ctx: ModeContext): Target | null {
  const place = ctx.facts.statements.places.find((p) => p.role === 'target' && !p.negated) ?? null;
  const mc = ctx.facts.region.market_context;
  if (place) return { name: place.name, market_context: mc, source: 'stated', evidence: quote(place.evidence), place };
  if (mc === 'global') return null;
  const cue = ctx.facts.region.regional_context?.cue;
  return {
    name: CONTEXT_NAMES[mc],
    market_context: mc,
    source: 'market_context',
    evidence: cue ? `regional cue "${cue}"` : 'regional context',
    place: null,
  };
}

/** The facts as if the company stood only in the target: what its rules and jurisdictions are read from. */
function targetOnly(facts: Facts, target: Target): Facts {
  return {
    ...facts,
    entry: null,
    page: null,
    statements: { ...facts.statements, places: target.place ? [target.place] : [] },
    region: { market_context: target.place ? 'global' : target.market_context, regional_context: null },
  };
}

/** The jurisdictions of the target ("Germany" → dach, eu). */
export const targetJurisdictions = (facts: Facts, target: Target): string[] => [
  ...jurisdictionsOf(targetOnly(facts, target)).keys(),
];

/** The profile rules that apply in the target jurisdiction alone (and global ones). */
export const rulesInTarget = (facts: Facts, target: Target): ApplicableRule[] =>
  regulationsFor(targetOnly(facts, target));

export const ruleLine = (r: ApplicableRule): string => `${r.rule} (${r.region}, ${r.level}): ${r.why}`;

export const primaryProfile = (ctx: ModeContext): MarketProfile | null => ctx.facts.profiles[0] ?? null;

/** Why the profile's lists are empty: no market identified, or no profile written for it yet. */
export function profileGap(ctx: ModeContext): string | null {
  if (ctx.facts.profiles.length) return null;
  if (!ctx.facts.categories.length)
    return 'The market could not be identified from the input, so no market profile applies.';
  return `No market profile is recorded yet for ${ctx.facts.categories.join(', ')}.`;
}

/** Notes for the empty lists of an insight block: field → reason. */
export function notesFor(entries: [field: string, list: unknown[], reason: string | null][]): Record<string, string> {
  const notes: Record<string, string> = {};
  for (const [field, list, reason] of entries) if (list.length === 0 && reason) notes[field] = reason;
  return notes;
}
