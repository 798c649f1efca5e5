// market_signals and sources: each from evidence in hand, and saying so when there is none.
import type { Analysis } from './types.ts';
import { callerStandsApart, type Facts } from './facts.ts';
import { inCallerVoice } from './modes/said.ts';
import { NOT_STATED } from './narrative.ts';
import { describeFigure } from './stated.ts';
import type { Figure } from './statements/types.ts';

const MAX_SOURCES = 10;

/** A stated figure with its words: `price EUR 89 per month ("€89/month")`. */
const statedFigure = (f: Figure): string => `${describeFigure(f)} ("${f.evidence.text}")`;

/** Figures the input states about the subject: what a rival, buyer or investor says of itself stays out. */
function subjectFigures(facts: Facts, metric: Figure['metric']): Figure[] {
  const apart = callerStandsApart(facts.statements);
  return facts.statements.figures.filter(
    (f) => f.metric === metric && !(apart && inCallerVoice({ facts }, f.evidence)),
  );
}

function headcountSignal(facts: Facts): string {
  const parts: string[] = [];
  const pageHeadcount = facts.page?.organization?.numberOfEmployees;
  const statedTeam = subjectFigures(facts, 'headcount');
  if (facts.entry?.size) parts.push(`${facts.entry.size} employees on record`);
  else if (pageHeadcount && facts.statedSize)
    parts.push(`${pageHeadcount} employees stated on the page (band ${facts.statedSize})`);
  if (statedTeam.length) parts.push(`stated in the input: ${statedTeam.slice(0, 2).map(statedFigure).join('; ')}`);
  const careers = facts.page?.careers;
  if (careers?.openRoles) parts.push(`${careers.openRoles} open roles listed on the page`);
  else if (careers?.hiring) parts.push('the page says it is hiring');
  if (careers?.links.length) parts.push('a careers page is linked');
  if (!careers?.hiring && facts.cues.has('hiring')) parts.push('the input mentions hiring');
  if (parts.length === 0)
    return facts.entry ? 'Headcount not recorded in the knowledge base and not stated in the input' : NOT_STATED;
  return parts.join('; ');
}

const VOLUME_METRICS = new Set(['gmv', 'volume', 'revenue', 'arr', 'mrr']);

function pricingSignal(facts: Facts): string {
  const parts: string[] = [];
  if (facts.entry?.pricing_model) parts.push(`${facts.entry.pricing_model} pricing on record`);
  const statedPrices = subjectFigures(facts, 'price');
  if (statedPrices.length) parts.push(`stated in the input: ${statedPrices.slice(0, 3).map(statedFigure).join('; ')}`);
  const models = [...new Set(facts.statements.revenue_model.map((m) => m.model))];
  if (models.length) parts.push(`revenue model stated in the input: ${models.join(', ')}`);
  const pricing = facts.page?.pricing;
  if (pricing?.prices.length) parts.push(`prices on the page: ${pricing.prices.slice(0, 4).join(', ')}`);
  const offers = (facts.page?.products ?? []).flatMap((p) => p.offers).filter((o) => o.price);
  if (!pricing?.prices.length && offers.length)
    parts.push(
      `offers stated on the page: ${offers
        .slice(0, 3)
        .map((o) => `${o.price} ${o.priceCurrency ?? ''}`.trim())
        .join(', ')}`,
    );
  const flags = [
    pricing?.perSeat && 'per-seat',
    pricing?.freeTrial && 'free trial',
    pricing?.freePlan && 'free plan',
    pricing?.contactSales && 'contact sales',
  ].filter(Boolean);
  if (flags.length) parts.push(`the page mentions ${flags.join(', ')}`);
  if (pricing?.links.length) parts.push('a pricing page is linked');
  // "R$ 40 mi TPV per month" is a volume handled, not a subscription: a "per month" inside a volume's sentence says nothing.
  const volumes = facts.statements.figures.filter((f) => VOLUME_METRICS.has(f.metric)).map((f) => f.evidence.text);
  const aboutVolume = (c: string): boolean => volumes.some((v) => facts.cues.get(c)!.sentence.includes(v));
  const textCues = ['subscription', 'free_offer']
    .filter((c) => facts.cues.has(c) && !(c === 'subscription' && aboutVolume(c)))
    .map((c) => facts.cues.get(c)!.label);
  if (!pricing && !statedPrices.length && !models.length && textCues.length)
    parts.push(`the input mentions ${textCues.join(' and ')}`);
  return parts.length ? parts.join('; ') : NOT_STATED;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

function recentCoverage(facts: Facts): string {
  const { search } = facts;
  if (search.status === 'found') {
    const dated = search.results.map((r) => Date.parse(r.published ?? '')).filter((t) => Number.isFinite(t));
    const recent = dated.filter((t) => facts.now.getTime() - t <= YEAR_MS).length;
    const when = dated.length ? `, ${recent} dated within the last 12 months` : '';
    const top = search.results
      .slice(0, 2)
      .map((r) => `"${r.title.slice(0, 100)}"${r.published ? ` (${r.published})` : ''}`);
    return `${search.results.length} result(s) from ${search.provider}${when}: ${top.join('; ')}`;
  }
  if (search.status === 'failed') return 'no recent coverage found (the search provider did not answer)';
  if (search.status === 'empty') return `no recent coverage found (${search.provider} returned nothing)`;
  if (search.status === 'unnamed') return 'no recent coverage found (the input gives no company name to search for)';
  return 'no recent coverage found (offline)';
}

export function marketSignals(facts: Facts): Analysis['market_signals'] {
  return {
    headcount_signal: headcountSignal(facts),
    pricing_signal: pricingSignal(facts),
    recent_coverage: recentCoverage(facts),
  };
}

/** Web sources actually consulted or found: search results, the fetched page, the company's own site. */
export function sourcesOf(facts: Facts): string[] {
  const urls = [
    ...facts.search.results.map((r) => r.url),
    facts.page?.url ?? facts.url,
    facts.entry?.domain ? `https://${facts.entry.domain}` : null,
  ];
  return [...new Set(urls.filter((u): u is string => !!u && /^https?:\/\//i.test(u)))].slice(0, MAX_SOURCES);
}
