// crypto_protocol: what defends a protocol (liquidity, network, community, audits), what the input
// says about its token, and the regulation it meets (MiCA in the EU, securities law in the US).
import { joinNames } from '../narrative.ts';
import { euPresence, has, homeCountry, maxLevel, type Assessment, type Level, type ModeContext, type ModeOutput } from './context.ts';

const PROTOCOL_MOATS = ['liquidity', 'network effects', 'open-source community', 'ecosystem'];
const TOKEN_CUES = ['token', 'staking', 'stablecoin', 'liquidity'];

function defiMoat(ctx: ModeContext): Record<string, unknown> {
  const { facts } = ctx;
  const recorded = (facts.entry?.moat ?? []).filter((f) => PROTOCOL_MOATS.includes(f));
  const stated = ['liquidity', 'staking', 'audit', 'open_source', 'network_effects'].filter((c) => has(ctx, c)).map((c) => facts.cues.get(c)!.label);
  // Liquidity and an open-source community are what protocols compete on; networks and ecosystems help.
  const strength = Math.min(1, recorded.reduce((a, f) => a + (f === 'liquidity' || f === 'open-source community' ? 0.3 : 0.15), 0) + 0.15 * stated.length);
  const protocol = facts.sector === 'crypto' || has(ctx, 'token') || has(ctx, 'liquidity');
  const level: Level = !protocol ? 'none' : strength >= 0.6 ? 'high' : strength >= 0.3 ? 'medium' : strength > 0 ? 'low' : 'none';
  const scope = protocol ? null : `Not a crypto protocol (sector ${facts.sector ?? 'unknown'}, no token or liquidity in the input): no DeFi moat to assess.`;
  return {
    level,
    knowledge_base_factors: recorded,
    stated_in_input: stated,
    reading: recorded.length || stated.length
      ? `Defensibility from ${joinNames([...recorded, ...stated])}.`
      : 'No liquidity, network or community advantage recorded or stated.',
    ...(scope ? { scope } : {}),
  };
}

function tokenomics(ctx: ModeContext): Record<string, unknown> {
  const { facts } = ctx;
  const mechanisms = TOKEN_CUES.filter((c) => has(ctx, c)).map((c) => facts.cues.get(c)!.label);
  const tokenModel = facts.entry?.pricing_model === 'token' || facts.entry?.business_model === 'protocol';
  return {
    token_mentioned: has(ctx, 'token') || facts.entry?.pricing_model === 'token',
    mechanisms,
    knowledge_base: facts.entry ? `business model ${facts.entry.business_model ?? 'unknown'}, pricing ${facts.entry.pricing_model ?? 'unknown'}` : null,
    assessment: mechanisms.length
      ? `The input describes ${joinNames(mechanisms)}; supply, emission schedule and value accrual are not stated and need the token documentation.`
      : tokenModel ? 'Recorded as a token-priced protocol; the input gives no token details.' : 'No token mentioned in the input.',
  };
}

function regulatoryRisk(ctx: ModeContext): Assessment {
  if (ctx.facts.sector !== 'crypto' && !has(ctx, 'token') && !has(ctx, 'stablecoin') && !has(ctx, 'custody')) {
    return { level: 'none', reasons: ['No crypto activity stated in the input or recorded in the knowledge base.'] };
  }
  const reasons: string[] = [];
  let level: Level = ctx.facts.sector === 'crypto' ? 'medium' : 'low';
  if (ctx.facts.sector === 'crypto') reasons.push('Crypto-asset services are licensed activities in most markets.');
  if (has(ctx, 'stablecoin')) { level = maxLevel(level, 'high'); reasons.push('Stablecoins: e-money / asset-referenced token rules under MiCA; reserve and issuer licensing elsewhere.'); }
  if (has(ctx, 'custody')) { level = maxLevel(level, 'high'); reasons.push('Custody of client assets: a licensed activity (MiCA CASP, US trust or state money-transmitter rules).'); }
  if (has(ctx, 'token')) { level = maxLevel(level, 'medium'); reasons.push('A token: securities-law analysis (the Howey test in the US; a MiCA white paper in the EU).'); }
  if (ctx.facts.categories.some((c) => /exchange|trading|derivative/.test(c))) { level = maxLevel(level, 'high'); reasons.push('Exchange or trading activity: CASP authorisation under MiCA, AML/travel-rule obligations.'); }
  const eu = euPresence(ctx);
  if (eu) reasons.push(`EU exposure (${eu}): MiCA applies.`);
  if (homeCountry(ctx) === 'US') reasons.push('US-based: SEC and CFTC jurisdiction questions.');
  return { level, reasons };
}

export function cryptoProtocol(ctx: ModeContext): ModeOutput {
  return { insights: { defi_moat: defiMoat(ctx), tokenomics: tokenomics(ctx), regulatory_risk: regulatoryRisk(ctx) } };
}
