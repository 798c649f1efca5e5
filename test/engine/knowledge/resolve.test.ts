// Entity resolution over a small fixture knowledge base: scripts, aliases, domains, diacritics,
// and the guards against ordinary words that are also company names.
import {
  createKnowledgeBase,
  loadKnowledgeBase,
  pickSubject,
  type KnowledgeBase,
} from '../../../src/knowledge/load.ts';
import { FIXTURE, writeKnowledgeDir } from './fixture.ts';

let kb: KnowledgeBase;
let remove: () => void;
beforeAll(() => {
  const written = writeKnowledgeDir(FIXTURE);
  remove = () => written.remove();
  kb = loadKnowledgeBase(written.dir);
});
afterAll(() => remove());

const names = (text: string): string[] => kb.resolveEntities(text).map((m) => m.entry.name);
const subject = (text: string): string | null => pickSubject(text, kb.resolveEntities(text))?.entry.name ?? null;

describe('lookups', () => {
  test('get is case-, diacritic- and legal-form-insensitive on names and aliases', () => {
    expect(kb.get('stripe')?.name).toBe('Stripe');
    expect(kb.get('STRIPE, INC.')?.name).toBe('Stripe');
    expect(kb.get('Societe Generale')?.name).toBe('Société Générale');
    expect(kb.get('株式会社メルカリ')?.name).toBe('Mercari');
    expect(kb.get('ﾒﾙｶﾘ')?.name).toBe('Mercari'); // half-width katakana folds by NFKC
    expect(kb.get('transferwise')?.name).toBe('Wise');
    expect(kb.get('Unknown Corp')).toBeUndefined();
  });

  test("a group's name stands for its one business line on record, never a common word or two lines", () => {
    const line = (name: string, sector: 'energy' | 'robotics' | 'healthcare') => ({
      name,
      aliases: [],
      domain: null,
      sector,
      categories: ['energy storage'],
      country: null,
      founded: null,
      size: null,
      business_model: null,
      pricing_model: null,
      competitors: [],
      moat: [],
      maturity: 'mature' as const,
      description: 'x',
    });
    const groups = createKnowledgeBase([
      line('Voltacorp Energy', 'energy'),
      line('Brightline Robotics', 'robotics'),
      line('Brightline Energy', 'energy'),
      line('Open Dental', 'healthcare'),
    ]);
    expect(groups.get('Voltacorp')?.name).toBe('Voltacorp Energy');
    expect(groups.get('Brightline')).toBeUndefined(); // two lines: which one is meant is unknown
    expect(groups.get('open')).toBeUndefined(); // a common word is no name
  });

  test('byDomain takes a registrable domain, a host or a URL', () => {
    expect(kb.byDomain('stripe.com')?.name).toBe('Stripe');
    expect(kb.byDomain('https://dashboard.stripe.com/payments?x=1')?.name).toBe('Stripe');
    expect(kb.byDomain('www.nubank.com.br')?.name).toBe('Nubank');
    expect(kb.byDomain('stripe.dev')).toBeUndefined();
  });

  test('bySector and byCategory', () => {
    expect(kb.bySector('fintech').map((e) => e.name)).toContain('Adyen');
    expect(
      kb
        .byCategory('Payments Processing')
        .map((e) => e.name)
        .sort(),
    ).toEqual(['Adyen', 'Block', 'Stripe']);
  });
});

describe('resolveEntities', () => {
  test('names competitors in a sentence, and a description without names names none', () => {
    const matches = kb.resolveEntities('We compete with Stripe and Adyen in online payments.');
    expect(matches.map((m) => m.entry.name).sort()).toEqual(['Adyen', 'Stripe']);
    expect(matches.every((m) => m.competitorContext)).toBe(true);
    expect(kb.resolveEntities('Acme is a payments startup for small shops.')).toEqual([]);
  });

  test('reports what was written, where, and how often', () => {
    const [m] = kb.resolveEntities('Our team likes STRIPE. Stripe is fast; stripe.com has docs.');
    expect(m?.entry.name).toBe('Stripe');
    expect(m?.count).toBe(3);
    expect(m?.index).toBe(15);
    expect(['STRIPE', 'Stripe', 'stripe.com']).toContain(m?.matchedText);
  });

  test('Japanese, Korean and Chinese scripts', () => {
    expect(names('メルカリは日本のフリマアプリです。')).toEqual(['Mercari']);
    expect(names('토스는 한국의 핀테크 기업이다.')).toEqual(['Toss']);
    expect(names('비바리퍼블리카의 서비스')).toEqual(['Toss']);
    expect(names('我们和百度竞争。')).toEqual(['Baidu']);
    expect(names('阿里巴巴集团是一家电商公司')).toEqual(['Alibaba']);
    expect(names('我们与Stripe竞争')).toEqual(['Stripe']); // a Latin name inside Chinese text
  });

  test('script-run guards: katakana inside a longer katakana word, Korean words that merely start alike', () => {
    expect(names('オンライン決済を提供します')).toEqual([]); // ライン inside オンライン
    expect(names('LINEヤフーのサービス')).toEqual(['LINE Yahoo']);
    expect(names('토스트 가게를 운영한다')).toEqual([]); // 토스트 (toast) is not 토스
    expect(names('삼성SDS와 협력')).toEqual(['Samsung SDS']);
  });

  test('aliases, diacritics and domains', () => {
    expect(names('Clients of Mercado Livre in Brazil')).toEqual(['Mercado Libre']);
    expect(names('Partnership with Societe Generale')).toEqual(['Société Générale']);
    const [m] = kb.resolveEntities('Pricing is at https://www.adyen.com/pricing for details');
    expect(m?.entry.name).toBe('Adyen');
    expect(m?.matchedOn).toBe('domain');
  });

  test('ordinary words are not companies: lower case, inside words, foreign diacritics', () => {
    expect(names('Our product ships in a box with a square lid.')).toEqual([]);
    expect(names('We moved our files to Dropbox last year.')).toEqual([]);
    expect(names('It was a wise decision and the notion of scale ai workloads helped.')).toEqual([]);
    expect(names('Über uns: wir liefern Essen aus.')).toEqual([]);
    expect(names('We moved our files from Box to a shared drive; Notion hosts our wiki.')).toEqual(['Box', 'Notion']);
    expect(names('Sellers tap cards on Square readers.')).toEqual(['Block']);
    expect(names('We help teams scale AI workloads.')).toEqual([]);
    expect(names('Scale AI labels our training data.')).toEqual(['Scale AI']);
  });

  test('rivals named after the fact ("… are our main competitors")', () => {
    const matches = kb.resolveEntities('Stripe and Adyen are our main competitors in Europe.');
    expect(matches.map((m) => m.competitorContext)).toEqual([true, true]);
  });

  test('in a text that uses capitals, a name written in lower case is an ordinary word', () => {
    expect(names('We compete with adyen in Europe.')).toEqual([]);
    const [m] = kb.resolveEntities('we compete with adyen and stripe in europe');
    expect(m?.entry.name).toBe('Adyen'); // an all-lower-case text still names it; "stripe" stays a word
    expect(m?.score).toBeLessThan(1);
    expect(kb.resolveEntities('we compete with adyen and stripe in europe')).toHaveLength(1);
  });

  test('an ordinary-word name at a sentence start is only a weak match', () => {
    const [m] = kb.resolveEntities('Square footage matters in warehouses.');
    expect(m?.score).toBeLessThan(0.5);
    expect(subject('Square footage matters in warehouses.')).toBeNull();
  });

  test('the longer name wins over a shorter one inside it', () => {
    const local = createKnowledgeBase([
      ...FIXTURE.fintech,
      {
        ...FIXTURE.fintech[0],
        name: 'Stripe Capital',
        aliases: [],
        domain: null,
        description: 'Loans to Stripe merchants.',
      },
    ]);
    expect(local.resolveEntities('We got a loan from Stripe Capital.').map((m) => m.entry.name)).toEqual([
      'Stripe Capital',
    ]);
  });
});

describe('pickSubject', () => {
  test('the company the text is about, not the ones it names as rivals', () => {
    expect(subject('Stripe builds payment APIs and competes with Adyen.')).toBe('Stripe');
    expect(subject('We compete with Stripe and Adyen.')).toBeNull();
    expect(subject('Acme is a payments startup.')).toBeNull();
    expect(subject('Like Stripe, but for Brazil: Pix payments for small shops.')).toBeNull();
    expect(subject('Nubank é um banco digital, concorrente do Stripe.')).toBe('Nubank');
    expect(subject('当社はStripeと競合しています。')).toBeNull();
    expect(subject('メルカリは日本最大級のフリマアプリです。')).toBe('Mercari');
    expect(subject('A checkout plugin for small shops that pays out through Stripe, with refunds.')).toBeNull();
    expect(subject('Payments company Stripe is expanding in Japan.')).toBe('Stripe');
  });
});
