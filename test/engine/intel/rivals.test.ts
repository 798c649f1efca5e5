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

test('a payment scheme or card network is a rival only of an entry of its own kind', () => {
  const kb = createKnowledgeBase(
    [
      entry({ name: 'Walletto', sector: 'fintech', categories: ['digital wallet', 'real-time payments'] }),
      entry({ name: 'Pocketpay', sector: 'fintech', categories: ['digital wallet'], competitors: ['Walletto'] }),
      entry({ name: 'Instantia', sector: 'fintech', categories: ['real-time payments'], competitors: ['Walletto'] }),
      entry({ name: 'Railway Pay', sector: 'fintech', categories: ['real-time payments'] }),
      entry({ name: 'Cardnet', sector: 'fintech', categories: ['card networks', 'digital wallet'] }),
    ],
    [
      profile({ category: 'digital wallet', sector: 'fintech' }),
      profile({ category: 'real-time payments', sector: 'fintech' }),
      profile({ category: 'card networks', sector: 'fintech' }),
    ],
    [
      { name: 'Instantia', kind: 'payment scheme', why: 'run by a central bank' },
      { name: 'Railway Pay', kind: 'payment scheme', why: 'run by a consortium of banks' },
      { name: 'Cardnet', kind: 'card network', why: 'a card network' },
    ],
  );
  expect(kb.kindOf(kb.get('Walletto')!)).toBe('company');
  // Recorded link, shared market: neither makes a scheme or a network a wallet's rival.
  expect(rank(kb, { self: 'Walletto' })).toEqual(['Pocketpay']);
  // A scheme meets the other scheme, and the companies of its market.
  const forScheme = rank(kb, { self: 'Instantia' });
  expect(forScheme).toContain('Railway Pay');
  expect(forScheme).toContain('Walletto');
  expect(forScheme).not.toContain('Cardnet');
});

test('a player of another sector is a rival only in its core market, or through a recorded link', () => {
  const kb = createKnowledgeBase(
    [
      entry({ name: 'Paymo', sector: 'fintech', categories: ['digital wallet'] }),
      entry({ name: 'Walletwise', sector: 'fintech', categories: ['digital wallet'] }),
      // Crypto wallets: one whose core market is the company's, one for which it is a side line.
      entry({ name: 'Coinpouch', sector: 'crypto', categories: ['digital wallet', 'crypto wallet'] }),
      entry({ name: 'Keyvault', sector: 'crypto', categories: ['crypto wallet', 'digital wallet'] }),
      // A side line too, but it records the company as its rival.
      entry({
        name: 'Chainpay',
        sector: 'crypto',
        categories: ['crypto wallet', 'digital wallet'],
        competitors: ['Paymo'],
      }),
    ],
    [
      profile({ category: 'digital wallet', sector: 'fintech' }),
      profile({ category: 'crypto wallet', sector: 'crypto' }),
    ],
  );
  const names = rank(kb, { self: 'Paymo' });
  expect(names).toEqual(expect.arrayContaining(['Walletwise', 'Coinpouch', 'Chainpay']));
  expect(names).not.toContain('Keyvault');
});
