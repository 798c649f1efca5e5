// crypto_protocol: what defends a protocol (liquidity, network, community, audits), its tokenomics
// as the input states them (each holder's share, vesting, and the warning signs investors check),
// and the regulation it meets (the profile's rules where it operates; MiCA in the EU, securities
// law in the US otherwise).
import { joinNames } from '../narrative.ts';
import { regulationsFor } from '../regulation.ts';
import { tractionOf } from '../stated.ts';
import {
  euPresence,
  has,
  homeCountry,
  maxLevel,
  type Assessment,
  type Level,
  type ModeContext,
  type ModeOutput,
} from './context.ts';
import { figureLines, linkLines, notesFor, quote, ruleLine } from './said.ts';

const PROTOCOL_MOATS = ['liquidity', 'network effects', 'open-source community', 'ecosystem'];
const TOKEN_CUES = ['token', 'staking', 'stablecoin', 'liquidity'];
const INSIDERS = new Set(['team', 'investors', 'advisors']);
const COMMUNITY = new Set(['community', 'airdrop', 'public_sale', 'ecosystem', 'liquidity']);
const INSIDER_LIMIT = 40; // % held by team, investors and advisors beyond which buyers read insider control
const SHORT_CLIFF = 12; // months

const isProtocol = (ctx: ModeContext): boolean =>
  ctx.facts.sector === 'crypto' ||
  has(ctx, 'token') ||
  has(ctx, 'liquidity') ||
  ctx.facts.statements.token.allocation.length > 0;

function defiMoat(ctx: ModeContext): Record<string, unknown> {
  const { facts } = ctx;
  const recorded = (facts.entry?.moat ?? []).filter((f) => PROTOCOL_MOATS.includes(f));
  const stated = ['liquidity', 'staking', 'audit', 'open_source', 'network_effects']
    .filter((c) => has(ctx, c))
    .map((c) => facts.cues.get(c)!.label);
  // Liquidity and an open-source community are what protocols compete on; networks and ecosystems help.
  const strength = Math.min(
    1,
    recorded.reduce((a, f) => a + (f === 'liquidity' || f === 'open-source community' ? 0.3 : 0.15), 0) +
      0.15 * stated.length,
  );
  const level: Level = !isProtocol(ctx)
    ? 'none'
    : strength >= 0.6
      ? 'high'
      : strength >= 0.3
        ? 'medium'
        : strength > 0
          ? 'low'
          : 'none';
  const usage = tractionOf(facts).lines;
  return {
    level,
    recorded_factors: recorded,
    stated_in_input: stated,
    stated_usage: usage,
    // A protocol's fees are its revenue, and its rounds say who holds the investors' tokens.
    stated_fees: figureLines(ctx, 'price'),
    stated_funding: figureLines(ctx, 'funding'),
    stated_team: figureLines(ctx, 'headcount'),
    // The chains, bridges and protocols it builds on or with: where its liquidity and users come from.
    stated_links: linkLines(ctx),
    reading: isProtocol(ctx)
      ? recorded.length || stated.length
        ? `Defensibility from ${joinNames([...recorded, ...stated])}.`
        : 'No liquidity, network or community advantage recorded or claimed.'
      : `Not a crypto protocol (sector ${facts.sector ?? 'unidentified'}, no token or liquidity in the input): no DeFi moat to assess.`,
  };
}

function tokenomics(ctx: ModeContext): Record<string, unknown> {
  const { allocation, vesting } = ctx.facts.statements.token;
  const holders = allocation.map((a) => ({
    holder: a.holder,
    percent: a.percent,
    line: `${a.holder.replace('_', ' ')}: ${a.percent} %`,
    evidence: quote(a.evidence),
  }));
  const sum = (set: Set<string>) => allocation.filter((a) => set.has(a.holder)).reduce((n, a) => n + a.percent, 0);
  const insiders = sum(INSIDERS);
  const community = sum(COMMUNITY);
  const flags: string[] = [];
  if (allocation.length) {
    if (insiders > INSIDER_LIMIT)
      flags.push(
        `Team, investors and advisors hold ${insiders} %, above ${INSIDER_LIMIT} %: insider control and sell pressure at unlock.`,
      );
    if (community === 0) flags.push('No community, airdrop or public-sale share among the stated allocations.');
    const total = allocation.reduce((n, a) => n + a.percent, 0);
    if (Math.abs(total - 100) > 0.5)
      flags.push(`The stated shares add up to ${total} %, not 100 %: the rest is unaccounted for.`);
    if (!vesting) flags.push('Allocations are stated without a vesting schedule.');
  }
  if (vesting?.cliff_months !== undefined && vesting.cliff_months < SHORT_CLIFF) {
    flags.push(`A ${vesting.cliff_months}-month cliff is short: insiders can sell within the first year.`);
  }
  const mechanisms = TOKEN_CUES.filter((c) => has(ctx, c)).map((c) => ctx.facts.cues.get(c)!.label);
  return {
    allocation: holders,
    insiders_percent: allocation.length ? insiders : null,
    community_percent: allocation.length ? community : null,
    vesting: vesting
      ? {
          cliff_months: vesting.cliff_months ?? null,
          duration_months: vesting.duration_months ?? null,
          reading: [
            vesting.cliff_months !== undefined ? `${vesting.cliff_months}-month cliff` : '',
            vesting.duration_months !== undefined ? `vesting over ${vesting.duration_months} months` : '',
          ]
            .filter(Boolean)
            .join(', '),
          evidence: quote(vesting.evidence),
        }
      : null,
    mechanisms,
    flags,
  };
}

function regulatoryRisk(ctx: ModeContext): Assessment & { rules: string[] } {
  const rules = regulationsFor(ctx.facts).map(ruleLine);
  if (!isProtocol(ctx) && !has(ctx, 'stablecoin') && !has(ctx, 'custody')) {
    return { level: 'none', reasons: ['No crypto activity stated in the input or recorded.'], rules: [] };
  }
  const reasons: string[] = [];
  let level: Level = ctx.facts.sector === 'crypto' ? 'medium' : 'low';
  if (ctx.facts.sector === 'crypto') reasons.push('Crypto-asset services are licensed activities in most markets.');
  if (has(ctx, 'stablecoin')) {
    level = maxLevel(level, 'high');
    reasons.push(
      'Stablecoins: e-money / asset-referenced token rules under MiCA; reserve and issuer licensing elsewhere.',
    );
  }
  if (has(ctx, 'custody')) {
    level = maxLevel(level, 'high');
    reasons.push(
      'Custody of client assets: a licensed activity (MiCA CASP, US trust or state money-transmitter rules).',
    );
  }
  if (has(ctx, 'token') || ctx.facts.statements.token.allocation.length) {
    level = maxLevel(level, 'medium');
    reasons.push(
      'A token sold to investors: securities-law analysis (the Howey test in the US; a MiCA white paper in the EU).',
    );
  }
  if (ctx.facts.categories.some((c) => /exchange|trading|derivative/.test(c))) {
    level = maxLevel(level, 'high');
    reasons.push('Exchange or trading activity: CASP authorisation under MiCA, AML/travel-rule obligations.');
  }
  const eu = euPresence(ctx);
  if (eu) reasons.push(`EU exposure (${eu}): MiCA applies.`);
  if (homeCountry(ctx) === 'US') reasons.push('US-based: SEC and CFTC jurisdiction questions.');
  if (rules.some((r) => /\(\w+, high\)/.test(r))) level = maxLevel(level, 'high');
  return { level, reasons, rules };
}

export function cryptoProtocol(ctx: ModeContext): ModeOutput {
  const token = tokenomics(ctx);
  const risk = regulatoryRisk(ctx);
  return {
    insights: {
      defi_moat: defiMoat(ctx),
      tokenomics: token,
      regulatory_risk: risk,
      notes: notesFor([
        [
          'tokenomics.allocation',
          token.allocation as unknown[],
          'The input gives no token allocation; ask for the token documentation.',
        ],
        ['regulatory_risk.rules', risk.rules, 'The market profile records no rule for the places in play.'],
      ]),
    },
  };
}
