// Two ranking rules of rankCompetitors, on a small knowledge base built by the real createKnowledgeBase:
// a company's recorded links read both ways, and a local player's bonus grows with its standing.
import { rankCompetitors, type CompetitorInput } from '../../../src/intel/competitors.ts';
import { createKnowledgeBase } from '../../../src/knowledge/load.ts';
import type { KnowledgeEntry } from '../../../src/knowledge/types.ts';
import { profile } from './fixture.ts';

type Fields = Pick<KnowledgeEntry, 'name' | 'categories'> & Partial<KnowledgeEntry>;
const entry = (fields: Fields): KnowledgeEntry => ({
  aliases: [],
  domain: null,
  sector: 'saas',
  country: 'US',
  founded: null,
  size: null,
  business_model: 'b2b',
  pricing_model: 'subscription',
  competitors: [],
  moat: [],
  maturity: 'growing',
  description: `${fields.name} sells software.`,
  ...fields,
});

const rank = (kb: ReturnType<typeof createKnowledgeBase>, over: Partial<CompetitorInput> & { self: string }) => {
  const self = kb.get(over.self)!;
  return rankCompetitors({
    kb,
    subject: { entry: self, name: self.name, identifiedBy: 'text_name', mentions: [], namedRivals: [] },
    sector: self.sector,
    categories: self.categories,
    similar: [],
    graphNeighbours: [],
    marketContext: 'global',
    ...over,
  }).map((c) => c.name);
};

test('an entry that records the company as its rival is ranked even without a shared market', () => {
  const kb = createKnowledgeBase(
    [
      entry({ name: 'Ledgerly', categories: ['accounting software'] }),
      entry({ name: 'Booksmith', categories: ['accounting software'] }),
      // Records Ledgerly as a rival, but is filed under another market of the same sector.
      entry({ name: 'Spendwise', categories: ['expense management'], competitors: ['Ledgerly'] }),
      entry({ name: 'Unrelated Expenses', categories: ['expense management'] }),
    ],
    [
      profile({ category: 'accounting software', sector: 'saas' }),
      profile({ category: 'expense management', sector: 'saas' }),
    ],
  );
  const names = rank(kb, { self: 'Ledgerly' });
  expect(names).toContain('Spendwise');
  expect(names).not.toContain('Unrelated Expenses');
});

test('in a regional market, a small local player gets a smaller local bonus than an established one', () => {
  const kb = createKnowledgeBase(
    [
      entry({ name: 'Kaikei One', country: 'JP', categories: ['payroll software'] }),
      entry({
        name: 'Tiny Payroll KK',
        country: 'JP',
        categories: ['payroll software'],
        maturity: 'emerging',
        size: '1-50',
      }),
      // An established player whose home is not on record: no local bonus, no foreign malus.
      entry({
        name: 'Payroll Leader',
        country: null,
        categories: ['payroll software'],
        maturity: 'mature',
        size: '5001+',
      }),
      // Others record the leader as a rival: its standing in the market.
      ...['A', 'B', 'C', 'D', 'E', 'F'].map((n) =>
        entry({ name: `Watcher ${n}`, country: 'US', categories: ['hr software'], competitors: ['Payroll Leader'] }),
      ),
    ],
    [
      profile({ category: 'payroll software', sector: 'saas', regional: true }),
      profile({ category: 'hr software', sector: 'saas', regional: true }),
    ],
  );
  const names = rank(kb, { self: 'Kaikei One', marketContext: 'japan' });
  expect(names).toContain('Tiny Payroll KK');
  expect(names.indexOf('Payroll Leader')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('Payroll Leader')).toBeLessThan(names.indexOf('Tiny Payroll KK'));
});
