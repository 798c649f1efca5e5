// The bundled knowledge base has the players of every saas market: a company placed in one of them
// (an unknown veterinary-software startup in "veterinary practice management software") is answered
// with that market's players, not with no rival at all. `node bench/marketCoverage.ts` lists the counts.
import { loadKnowledgeBase } from '../../../src/knowledge/load.ts';
import { createEngine } from '../../../src/intel/engine.ts';

const MIN_PLAYERS = 6;
const kb = loadKnowledgeBase();

test(`every saas market profile has at least ${MIN_PLAYERS} players`, () => {
  const thin = kb.markets.all
    .filter((p) => p.sector === 'saas')
    .map((p) => ({ market: p.category, players: kb.byCategory(p.category).length }))
    .filter((m) => m.players < MIN_PLAYERS);
  expect(thin).toEqual([]);
});

test.each([
  [
    'veterinary practice management software',
    'VetFlow sells veterinary practice management software to animal clinics.',
  ],
  [
    'community association management software',
    'HOA management software for homeowners associations: dues and violations.',
  ],
  ['backup and recovery software', 'Backup and recovery software for Microsoft 365 data.'],
  ['loyalty management software', 'Loyalty management software for retail brands: points, tiers and rewards.'],
  ['seo software', 'RankLab is SEO software: keyword research, rank tracking and site audits.'],
  ['web hosting', 'HostBox offers shared web hosting and managed WordPress hosting for small businesses.'],
])('an unknown company in %s gets that market’s players as rivals', async (market, text) => {
  const { analysis } = await createEngine({ knowledge: kb }).analyze({ text, mode: 'competitive' });
  expect(analysis.categories[0]).toBe(market);
  const rivals = analysis.detected_competitors.slice(0, 10);
  const inMarket = rivals.filter((name) => kb.get(name)?.categories.includes(market));
  expect(inMarket.length).toBeGreaterThanOrEqual(MIN_PLAYERS);
});
