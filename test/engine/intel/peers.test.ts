// Which players can meet a company in a market that competes region by region.
import { fromAnotherContinent } from '../../../src/intel/peers.ts';
import type { KnowledgeEntry } from '../../../src/knowledge/types.ts';

const based = (country: string | null): KnowledgeEntry => ({
  name: `Player ${country}`,
  aliases: [],
  domain: null,
  sector: 'fintech',
  categories: ['digital wallet'],
  country,
  founded: null,
  size: null,
  business_model: null,
  pricing_model: null,
  competitors: [],
  moat: [],
  maturity: 'growing',
  description: 'A wallet.',
});

test("a player from another continent's named region is apart; same continent, elsewhere or unknown homes are not", () => {
  expect(fromAnotherContinent(based('JP'), 'mexico')).toBe(true);
  expect(fromAnotherContinent(based('DE'), 'korea')).toBe(true);
  expect(fromAnotherContinent(based('BR'), 'mexico')).toBe(false); // same continent
  expect(fromAnotherContinent(based('FR'), 'spain')).toBe(false);
  expect(fromAnotherContinent(based('US'), 'japan')).toBe(false); // not a named region: may operate anywhere
  expect(fromAnotherContinent(based(null), 'japan')).toBe(false);
  expect(fromAnotherContinent(based('JP'), 'global')).toBe(false);
});
