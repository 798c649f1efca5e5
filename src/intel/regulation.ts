// The rules of the company's markets that apply where it is based, sells and means to go: the
// market profiles' regulation, filtered by jurisdiction. With no place known, the rules of the
// largest markets (US, EU) stand in, and say so.
import type { MarketProfile, REGULATION_REGIONS } from '../knowledge/types.ts';
import type { Facts } from './facts.ts';
import { EU_EEA } from './modes/context.ts';
import { regionOfCountry } from './peers.ts';

type Jurisdiction = (typeof REGULATION_REGIONS)[number];
export interface ApplicableRule extends Readonly<MarketProfile['regulation'][number]> {
  market: string;
  /** Why this jurisdiction is in play: home, market, target, regional context, or assumed. */
  because: string;
}

// Countries with a jurisdiction of their own outside the market contexts (peers.ts maps the rest).
const OTHER_JURISDICTIONS: Record<string, Jurisdiction> = { US: 'us', GB: 'uk', IN: 'india' };
// A region also brings the wider jurisdiction it belongs to.
const WIDER: Partial<Record<Jurisdiction, Jurisdiction[]>> = {
  dach: ['eu'],
  france: ['eu'],
  italy: ['eu'],
  spain: ['eu'],
  brazil: ['latam'],
  mexico: ['latam'],
  argentina: ['latam'],
};

function jurisdictionsOfCountry(iso: string): Jurisdiction[] {
  const own = regionOfCountry(iso) ?? OTHER_JURISDICTIONS[iso];
  const list: Jurisdiction[] = own ? [own] : [];
  if (EU_EEA.has(iso) && !list.includes('eu')) list.push('eu');
  return list;
}

/** Where the company is in play, each jurisdiction with why. */
export function jurisdictionsOf(facts: Facts): Map<Jurisdiction, string> {
  const found = new Map<Jurisdiction, string>();
  const add = (j: Jurisdiction, why: string): void => {
    if (!found.has(j)) found.set(j, why);
    for (const wider of WIDER[j] ?? []) if (!found.has(wider)) found.set(wider, why);
  };
  const home = facts.entry?.country ?? facts.page?.organization?.country?.toUpperCase() ?? null;
  if (home) for (const j of jurisdictionsOfCountry(home)) add(j, `headquartered in ${home}`);
  for (const place of facts.statements.places) {
    if (place.negated || place.role === 'mentioned') continue;
    const why = `${place.role === 'home' ? 'based in' : place.role === 'target' ? 'targets' : 'sells in'} ${place.name} (stated)`;
    if (place.iso) for (const j of jurisdictionsOfCountry(place.iso)) add(j, why);
    else if (place.region !== 'global') add(place.region, why);
  }
  if (facts.region.market_context !== 'global')
    add(facts.region.market_context, `regional context ${facts.region.market_context}`);
  return found;
}

export function regulationsFor(facts: Facts): ApplicableRule[] {
  const places = jurisdictionsOf(facts);
  const assumed = places.size === 0;
  if (assumed) {
    places.set('us', 'no place stated: the rules of the largest markets are shown');
    places.set('eu', 'no place stated: the rules of the largest markets are shown');
  }
  places.set('global', 'applies everywhere');
  const rules: ApplicableRule[] = [];
  const seen = new Set<string>();
  for (const profile of facts.profiles) {
    for (const rule of profile.regulation) {
      const because = places.get(rule.region);
      if (!because || seen.has(rule.rule)) continue;
      seen.add(rule.rule);
      rules.push({ ...rule, market: profile.category, because });
    }
  }
  const order = { high: 0, medium: 1, low: 2 } as const;
  return rules.sort((a, b) => order[a.level] - order[b.level]);
}
