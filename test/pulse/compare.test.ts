// The comparison a check makes, on snapshots built by hand: which moves alert and which do not.
import { compareSnapshots, type PulseSnapshot, type SubjectSnapshot } from '../../src/pulse/compare.ts';
import { retryDelayMs, RETRY_BASE_MS, RETRY_CAP_MS } from '../../src/pulse/delivery.ts';

const subject = (
  over: Partial<SubjectSnapshot['market_score']> = {},
  competitors = ['Coda', 'Confluence'],
): SubjectSnapshot => ({
  name: 'Notion',
  analysis_id: 'ana_x',
  confidence: 'medium',
  detected_competitors: competitors,
  market_score: {
    moat_strength: 0.5,
    threat_level: 'medium',
    market_maturity: 'growing',
    agent_recommendation: 'monitor',
    ...over,
  },
});
const snap = (company: SubjectSnapshot, extra: Partial<PulseSnapshot> = {}): PulseSnapshot => ({
  at: '2026-01-01T00:00:00Z',
  company,
  competitor: null,
  page: null,
  ...extra,
});
const page = (prices: string[], products: string[] = []) => ({
  prices,
  per_seat: false,
  free_trial: false,
  free_plan: false,
  contact_sales: false,
  products,
});

test('nothing changed: no alert', () => {
  expect(compareSnapshots(snap(subject()), snap(subject()), 0.1)).toEqual([]);
});

test('a moat move alerts only from the threshold up', () => {
  expect(compareSnapshots(snap(subject()), snap(subject({ moat_strength: 0.59 })), 0.1)).toEqual([]);
  const changes = compareSnapshots(snap(subject()), snap(subject({ moat_strength: 0.6 })), 0.1);
  expect(changes).toEqual([{ subject: 'company', field: 'moat_strength', from: 0.5, to: 0.6, delta: 0.1 }]);
  expect(compareSnapshots(snap(subject()), snap(subject({ moat_strength: 0.52 })), 0)).toHaveLength(1);
});

test('threat level and maturity changes always alert; the recommendation alone does not', () => {
  const fields = compareSnapshots(
    snap(subject()),
    snap(subject({ threat_level: 'high', market_maturity: 'mature', agent_recommendation: 'counter' })),
    1,
  ).map((c) => c.field);
  expect(fields.sort()).toEqual(['market_maturity', 'threat_level']);
});

test('competitors added or removed alert, case-insensitively', () => {
  expect(compareSnapshots(snap(subject()), snap(subject({}, ['coda', 'CONFLUENCE'])), 0.1)).toEqual([]);
  const [change] = compareSnapshots(snap(subject()), snap(subject({}, ['Coda', 'Obsidian'])), 0.1);
  expect(change).toEqual({ subject: 'company', field: 'competitors', added: ['Obsidian'], removed: ['Confluence'] });
});

test('the watched competitor and the page are compared too', () => {
  const before = snap(subject(), { competitor: subject(), page: page(['$10/month'], ['Notion AI']) });
  const after = snap(subject(), {
    competitor: subject({ threat_level: 'high' }),
    page: page(['$12/month'], ['Notion AI', 'Notion Mail']),
  });
  expect(compareSnapshots(before, after, 0.1).map((c) => `${c.subject}.${c.field}`)).toEqual([
    'competitor.threat_level',
    'page.pricing',
    'page.products',
  ]);
});

test('retry delays grow exponentially with jitter, capped', () => {
  expect(retryDelayMs(1, () => 0)).toBe(RETRY_BASE_MS / 2);
  expect(retryDelayMs(1, () => 1)).toBe(RETRY_BASE_MS);
  expect(retryDelayMs(3, () => 0.5)).toBe(0.75 * 4 * RETRY_BASE_MS);
  expect(retryDelayMs(30, () => 1)).toBe(RETRY_CAP_MS);
  const spread = new Set(Array.from({ length: 20 }, () => retryDelayMs(4)));
  expect(spread.size).toBeGreaterThan(1);
});
