// market_entry_execution: a phased go-to-market plan — a beachhead, then validate, land and expand
// phases with goals, channels and milestones — derived from the market's crowding, the business
// model, the region's institutions, the sector's regulation and the rivals to beat.
import { joinNames, mainAudience } from '../narrative.ts';
import { cuesOf } from '../cues.ts';
import { has, subjectName, type ModeContext, type ModeOutput } from './context.ts';

interface Phase { name: string; horizon: string; goals: string[]; channels: string[]; milestones: string[] }

const REGION_CHANNELS: Record<string, string[]> = {
  japan: ['system integrators and trading-house (keiretsu) partners', 'Japanese-language sales material and support'],
  korea: ['chaebol affiliates as anchor customers', 'Korean-language support and local cloud hosting'],
  china: ['a local entity or joint venture', 'distribution through the Baidu, Alibaba and Tencent ecosystems'],
  brazil: ['Pix and boleto support', 'local resellers; Portuguese-language sales'],
  mexico: ['CFDI e-invoicing compliance', 'SPEI payments; Spanish-language sales'],
  argentina: ['AFIP-compliant invoicing', 'local partners for currency controls'],
  latam: ['regional resellers', 'Spanish and Portuguese localisation'],
  dach: ['Mittelstand channel partners', 'EU data residency and GDPR-first messaging'],
  france: ['French-language sales and large-account partners', 'public procurement (UGAP) where relevant'],
  italy: ['regional system integrators', 'Italian-language support'],
  spain: ['Spanish-language sales', 'regional partners and public programmes'],
};
const MODEL_CHANNELS: Record<string, string[]> = {
  b2b: ['founder-led and outbound sales to named accounts', 'industry events and partner referrals'],
  b2c: ['app stores and performance marketing', 'community and referral programmes'],
  b2b2c: ['distribution partners who own the end customer', 'co-marketing with partners'],
  marketplace: ['seed the supply side first', 'local demand marketing once supply is dense'],
  protocol: ['developer relations, grants and hackathons', 'integrations with wallets and exchanges'],
  open_source: ['the open-source project and its community', 'a hosted offering for teams'],
  government: ['public tenders and framework agreements', 'prime contractors as partners'],
};
const PREREQUISITES: Record<string, string> = {
  fintech: 'secure the licence (or a licensed partner) the product needs',
  healthcare: 'complete data-protection and, for devices, medical-device approval',
  crypto: 'register as a crypto-asset service provider where required',
  defense: 'obtain security clearances and export-control approvals',
  energy: 'secure permits and grid or market access',
  edtech: 'set up student-data consent and school procurement compliance',
};

export function marketEntryExecution(ctx: ModeContext): ModeOutput {
  const { facts } = ctx;
  const name = subjectName(ctx);
  const byCrowding = [...facts.categories].sort((a, b) => facts.kb.byCategory(a).length - facts.kb.byCategory(b).length);
  const beachheadMarket = byCrowding[0] ?? null;
  const audience = mainAudience(facts) ?? 'the buyers the input describes';
  const region = facts.region.market_context;
  const model = facts.entry?.business_model ?? (has(ctx, 'api') || has(ctx, 'developers') ? 'b2b' : has(ctx, 'consumers') ? 'b2c' : 'b2b');
  const channels = [...(has(ctx, 'api') || has(ctx, 'developers') ? ['developer documentation, a free tier and integrations'] : []), ...(MODEL_CHANNELS[model] ?? [])];
  const regional = REGION_CHANNELS[region] ?? ['self-serve website, content and search', 'marketplaces of the platforms customers already use'];
  // For an established company the plan is an entrant's way into its market, against it; for a
  // young or unknown one it is the company's own go-to-market.
  const entry = facts.entry;
  const incumbent = !!entry && (entry.maturity === 'mature' || entry.size === '5001+' || entry.size === '1001-5000');
  const directRival = ctx.competitors.find((c) => c.relation === 'direct')?.name ?? null;
  const rival = incumbent ? entry.name : directRival;
  const perspective = incumbent ? `a new entrant into ${entry.name}'s markets` : name;
  const pains = cuesOf(facts.cues, 'pain').slice(0, 2).map((h) => h.label);
  const prerequisite = facts.sector ? PREREQUISITES[facts.sector] : undefined;
  const adjacent = [...new Set(ctx.competitors.filter((c) => c.relation === 'indirect' && c.entry).flatMap((c) => c.entry!.categories))].filter((c) => !facts.categories.includes(c)).slice(0, 2);

  const phases: Phase[] = [
    {
      name: 'Validate', horizon: '0–3 months',
      goals: [
        `Confirm ${pains.length ? `the pain of ${joinNames(pains)}` : 'the core problem'} with ${audience}${beachheadMarket ? ` in ${beachheadMarket}` : ''}`,
        ...(prerequisite ? [`Regulatory prerequisite: ${prerequisite}`] : []),
      ],
      channels: [channels[0] ?? 'direct outreach', ...(region !== 'global' ? [regional[0]!] : [])],
      milestones: ['Design partners signed and using the product', 'A priced offer accepted by at least one design partner'],
    },
    {
      name: 'Land', horizon: '3–9 months',
      goals: [
        `Win first paying customers in ${beachheadMarket ?? 'the beachhead market'}`,
        rival ? `Take deals from ${rival} where it is weakest (see the competitive analysis)` : 'Displace the status quo: manual work and in-house tools',
      ],
      channels: [...channels.slice(0, 2), ...regional],
      milestones: ['Repeatable sales motion: a second and third customer won the same way', rival ? `A reference customer won against ${rival}` : 'A public reference customer'],
    },
    {
      name: 'Expand', horizon: '9–18 months',
      goals: [
        adjacent.length ? `Extend into adjacent markets: ${joinNames(adjacent)}` : 'Broaden the product within the beachhead market',
        region === 'global' ? 'Open a second region with local sales' : 'Expand beyond the home region',
      ],
      channels: ['partners and integrations', ...(has(ctx, 'partner') ? ['the partners the input names'] : []), 'customer referrals'],
      milestones: ['Net revenue retention above 100 %', 'Partner-sourced pipeline'],
    },
  ];
  return {
    insights: {
      beachhead: {
        plan_for: perspective, market: beachheadMarket, audience, region,
        why: beachheadMarket ? `${beachheadMarket} is the least crowded of ${name}'s markets (${facts.kb.byCategory(beachheadMarket).length} known players).` : 'No market identified from the input; validate the market first.',
      },
      phases,
    },
  };
}
