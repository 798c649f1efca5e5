// Coverage: phrasings that pitch decks, investor updates, RFPs and battlecard requests use every day, one
// sentence per test, in the nine languages. Every evidence span is checked against its text by `read`.
import { figure, names, read } from './helpers.ts';
import { targetRegion, type Language, type Statements } from './imports.ts';

type Case = [Language, string, string | undefined, (s: Statements) => void];

const headcount = (value: number, text: string) => (s: Statements) =>
  expect(figure(s, 'headcount')).toMatchObject({ value, unit: 'count', status: 'actual', evidence: { text } });
const price = (expected: Record<string, unknown>, text: string) => (s: Statements) =>
  expect(figure(s, 'price')).toMatchObject({ ...expected, unit: 'currency', evidence: { text } });
const place = (name: string, role: string, text: string) => (s: Statements) =>
  expect(s.places).toMatchObject([{ name, role, negated: false, evidence: { text } }]);
const allocation = (expected: [string, number, string][]) => (s: Statements) =>
  expect(s.token.allocation.map((a) => [a.holder, a.percent, a.evidence.text])).toEqual(expected);
const integrations = (expected: string[], firstEvidence: string) => (s: Statements) => {
  expect(names(s.integrations)).toEqual(expected);
  expect(s.integrations[0].evidence.text).toBe(firstEvidence);
};
/** The caller competes with the named company, and the company is named as a rival. */
const rival = (name: string, cue: string, named: string) => (s: Statements) => {
  expect(s.caller).toMatchObject({ side: 'competitor', evidence: { text: cue } });
  expect(s.competitors_named).toContainEqual(
    expect.objectContaining({ name, evidence: expect.objectContaining({ text: named }) as unknown }),
  );
};

const CASES: Case[] = [
  // Team sizes written as adjectives, with a verb, or with a topic particle.
  ['en', 'We are a 60-person team across two offices.', undefined, headcount(60, '60-person team')],
  ['en', 'An 8-strong team ships every week.', undefined, headcount(8, '8-strong team')],
  [
    'en',
    'Founded in 2019, we are a 25-person engineering team.',
    undefined,
    (s) => {
      headcount(25, '25-person engineering team')(s);
      expect(s.figures).toHaveLength(1);
    },
  ],
  ['es', 'Somos un equipo de 14 personas en Madrid.', undefined, headcount(14, 'equipo de 14 personas')],
  ['pt', 'Nossa equipe tem 22 pessoas.', undefined, headcount(22, 'equipe tem 22 pessoas')],
  ['de', 'Wir sind ein 25-köpfiges Team in Hamburg.', undefined, headcount(25, '25-köpfiges Team')],
  ['de', 'Wir sind ein Team von 18 Leuten.', undefined, headcount(18, 'Team von 18 Leuten')],
  ['fr', 'Nous sommes une équipe de 20 personnes.', undefined, headcount(20, 'équipe de 20 personnes')],
  ['it', 'Siamo un team di 15 persone.', undefined, headcount(15, 'team di 15 persone')],
  ['ja', 'チームは12名です。', undefined, headcount(12, 'チームは12名')],
  ['ko', '팀은 12명입니다.', undefined, headcount(12, '팀은 12명')],
  ['zh', '团队共有45人。', undefined, headcount(45, '团队共有45人')],
  ['zh', '团队规模30人。', undefined, headcount(30, '团队规模30人')],

  // Prices per other units, with a joined second basis, and for a stretch of time.
  [
    'en',
    'Pricing is $15 per editor per month.',
    undefined,
    price({ value: 15, currency: 'USD', per: 'seat', period: 'month' }, '$15 per editor per month'),
  ],
  ['en', 'It costs $9 per member.', undefined, price({ value: 9, currency: 'USD', per: 'user' }, '$9 per member')],
  [
    'en',
    '$12 per agent per month for support teams.',
    undefined,
    price({ value: 12, per: 'seat', period: 'month' }, '$12 per agent per month'),
  ],
  [
    'en',
    'Starts at $199 per restaurant per month.',
    undefined,
    price({ value: 199, per: 'location', period: 'month' }, '$199 per restaurant per month'),
  ],
  [
    'en',
    'We charge $5 per active user a month.',
    undefined,
    price({ value: 5, per: 'user', period: 'month' }, '$5 per active user a month'),
  ],
  [
    'en',
    'Plans are $89 for three months.',
    undefined,
    (s) => {
      price({ value: 89, currency: 'USD', period: 'quarter' }, '$89 for three months')(s);
      expect(s.figures).toHaveLength(1);
    },
  ],
  [
    'en',
    'The starter pack is $249 for 12 months.',
    undefined,
    (s) => {
      price({ value: 249, period: 'year' }, '$249 for 12 months')(s);
      expect(s.figures).toHaveLength(1); // "12 months" is a duration, not a figure
    },
  ],
  [
    'es',
    'El plan cuesta 49 € por miembro al mes.',
    undefined,
    price({ value: 49, currency: 'EUR', per: 'user', period: 'month' }, '49 € por miembro al mes'),
  ],
  [
    'pt',
    'Cobramos R$ 49 por usuário por mês.',
    undefined,
    price({ value: 49, currency: 'BRL', per: 'user', period: 'month' }, 'R$ 49 por usuário por mês'),
  ],
  [
    'de',
    'Der Preis liegt bei 29 € pro Nutzer und Monat.',
    undefined,
    price({ value: 29, currency: 'EUR', per: 'user', period: 'month' }, '29 € pro Nutzer und Monat'),
  ],
  [
    'de',
    '49 € pro Fahrzeug im Monat.',
    undefined,
    price({ value: 49, per: 'device', period: 'month' }, '49 € pro Fahrzeug im Monat'),
  ],
  [
    'fr',
    'Comptez 49 € par utilisateur et par mois.',
    undefined,
    price({ value: 49, per: 'user', period: 'month' }, '49 € par utilisateur et par mois'),
  ],
  [
    'fr',
    'Abonnement à 99 € par trimestre.',
    undefined,
    price({ value: 99, currency: 'EUR', period: 'quarter' }, '99 € par trimestre'),
  ],
  [
    'it',
    'Costa 19 € al mese per utente.',
    undefined,
    price({ value: 19, per: 'user', period: 'month' }, '19 € al mese per utente'),
  ],
  [
    'ja',
    '1ユーザーあたり月額980円。',
    undefined,
    (s) => {
      price({ value: 980, currency: 'JPY', per: 'user', period: 'month' }, 'ユーザーあたり月額980円')(s);
      expect(s.figures.map((f) => f.metric)).toEqual(['price']); // the "1" of "1ユーザー" counts no users
    },
  ],
  [
    'ko',
    '사용자당 월 1만 원.',
    undefined,
    price({ value: 10_000, currency: 'KRW', per: 'user', period: 'month' }, '사용자당 월 1만 원'),
  ],
  [
    'zh',
    '每个用户每月99元。',
    undefined,
    price({ value: 99, currency: 'CNY', per: 'user', period: 'month' }, '每个用户每月99元'),
  ],

  // Counts with CJK counters, topic particles and rounding words.
  [
    'ja',
    '導入施設は320。',
    undefined,
    (s) =>
      expect(figure(s, 'customers')).toMatchObject({
        value: 320,
        subject: '導入施設',
        evidence: { text: '導入施設は320' },
      }),
  ],
  [
    'ko',
    '고객사 47곳을 확보했습니다.',
    undefined,
    (s) =>
      expect(figure(s, 'customers')).toMatchObject({ value: 47, subject: '고객사', evidence: { text: '고객사 47곳' } }),
  ],
  [
    'zh',
    '客户超过200家。',
    undefined,
    (s) =>
      expect(figure(s, 'customers')).toMatchObject({
        value: 200,
        approximate: true,
        evidence: { text: '客户超过200家' },
      }),
  ],
  [
    'zh',
    '我们已服务300多家医院。',
    undefined,
    (s) =>
      expect(figure(s, 'customers')).toMatchObject({
        value: 300,
        subject: '医院',
        approximate: true,
        evidence: { text: '300多家医院' },
      }),
  ],

  // Target markets said with a verb.
  ['en', 'We are going live in Germany in Q3.', undefined, place('Germany', 'target', 'going live in Germany')],
  [
    'en',
    'Next we are rolling out to Mexico.',
    undefined,
    (s) => {
      place('Mexico', 'target', 'rolling out to Mexico')(s);
      expect(targetRegion(s)).toBe('mexico');
    },
  ],
  ['es', 'Lanzaremos en México el próximo trimestre.', undefined, place('Mexico', 'target', 'Lanzaremos en México')],
  ['es', 'Queremos desembarcar en Chile.', undefined, place('Chile', 'target', 'desembarcar en Chile')],
  [
    'de',
    'Wir wollen in Japan starten.',
    undefined,
    (s) => {
      place('Japan', 'target', 'Japan starten')(s);
      expect(targetRegion(s)).toBe('japan');
    },
  ],
  ['de', 'Wir möchten nach Frankreich expandieren.', undefined, place('France', 'target', 'Frankreich expandieren')],
  ['fr', 'Nous visons le Japon en 2026.', undefined, place('Japan', 'target', 'visons le Japon')],
  ['it', 'Puntiamo ad aprire in Francia nel 2026.', undefined, place('France', 'target', 'aprire in Francia')],
  [
    'ja',
    '来年、韓国への進出を検討しています。',
    undefined,
    (s) => {
      place('South Korea', 'target', '韓国への進出')(s);
      expect(s.caller.side).toBe('entrant');
    },
  ],

  // Token allocations phrased in each language.
  [
    'en',
    'Token allocation: 22% to the team, 30% to the community.',
    undefined,
    allocation([
      ['team', 22, '22% to the team'],
      ['community', 30, '30% to the community'],
    ]),
  ],
  [
    'es',
    'Distribución del token: 18 % al equipo y 40 % a la comunidad.',
    undefined,
    allocation([
      ['team', 18, '18 % al equipo'],
      ['community', 40, '40 % a la comunidad'],
    ]),
  ],
  [
    'pt',
    'Alocação de tokens: 20% para a equipe, 35% para a comunidade.',
    undefined,
    allocation([
      ['team', 20, '20% para a equipe'],
      ['community', 35, '35% para a comunidade'],
    ]),
  ],
  [
    'de',
    'Token-Verteilung: 20 % für das Team, 40 % für die Community.',
    undefined,
    allocation([
      ['team', 20, '20 % für das Team'],
      ['community', 40, '40 % für die Community'],
    ]),
  ],
  [
    'fr',
    "Répartition des tokens : 22 % pour l'équipe, 30 % pour la communauté.",
    undefined,
    allocation([
      ['team', 22, "22 % pour l'équipe"],
      ['community', 30, '30 % pour la communauté'],
    ]),
  ],
  [
    'it',
    'Allocazione dei token: 20% al team, 40% alla comunità.',
    undefined,
    allocation([
      ['team', 20, '20% al team'],
      ['community', 40, '40% alla comunità'],
    ]),
  ],
  [
    'ja',
    'トークン配分：チームに20%、コミュニティに40%。',
    undefined,
    allocation([
      ['team', 20, 'チームに20%'],
      ['community', 40, 'コミュニティに40%'],
    ]),
  ],
  [
    'ko',
    '팀에 20%, 커뮤니티에 40%를 토큰으로 배분합니다.',
    undefined,
    allocation([
      ['team', 20, '팀에 20%'],
      ['community', 40, '커뮤니티에 40%'],
    ]),
  ],
  [
    'zh',
    '代币分配：团队20%，社区40%。',
    undefined,
    allocation([
      ['team', 20, '团队20%'],
      ['community', 40, '社区40%'],
    ]),
  ],

  // Integrations listed after (or, in Japanese, Korean and Chinese, before) a verb.
  [
    'en',
    'Integrates natively with Shopify and Klaviyo.',
    undefined,
    integrations(['Shopify', 'Klaviyo'], 'Integrates natively with Shopify'),
  ],
  [
    'es',
    'Se integra con Shopify y WooCommerce.',
    undefined,
    integrations(['Shopify', 'WooCommerce'], 'Se integra con Shopify'),
  ],
  [
    'pt',
    'Integra-se com Shopify, VTEX e Bling.',
    undefined,
    integrations(['Shopify', 'VTEX', 'Bling'], 'Integra-se com Shopify'),
  ],
  [
    'de',
    'Wir integrieren uns mit DATEV und Personio.',
    undefined,
    integrations(['DATEV', 'Personio'], 'integrieren uns mit DATEV'),
  ],
  [
    'de',
    'Angebunden an DATEV, Lexware und SAP.',
    undefined,
    integrations(['DATEV', 'Lexware', 'SAP'], 'Angebunden an DATEV'),
  ],
  [
    'fr',
    "L'outil intègre Slack, Notion et HubSpot.",
    undefined,
    integrations(['Slack', 'Notion', 'HubSpot'], 'intègre Slack'),
  ],
  [
    'fr',
    'Connecté à Salesforce et Pipedrive.',
    undefined,
    integrations(['Salesforce', 'Pipedrive'], 'Connecté à Salesforce'),
  ],
  [
    'it',
    'Integrato con Shopify e Salesforce.',
    undefined,
    integrations(['Shopify', 'Salesforce'], 'Integrato con Shopify'),
  ],
  [
    'ja',
    'freeeとマネーフォワードに連携。',
    undefined,
    integrations(['freee', 'Money Forward'], 'freeeとマネーフォワードに連携'),
  ],
  ['ko', 'Slack, Notion과 연동됩니다.', undefined, integrations(['Slack', 'Notion'], 'Slack, Notion과 연동')],
  ['zh', '已接入Salesforce和HubSpot。', undefined, integrations(['Salesforce', 'HubSpot'], '已接入Salesforce')],

  // A caller who sells against a named company, or loses deals to it, is its competitor.
  [
    'en',
    'Gong records sales calls.',
    'We compete with Gong. Where do they lose deals?',
    (s) => {
      expect(s.caller).toMatchObject({ side: 'competitor', evidence: { text: 'We compete with', source: 'context' } });
      expect(names(s.competitors_named)).toEqual(['Gong']);
    },
  ],
  [
    'en',
    'We usually lose to Zendesk on price. Build a battlecard.',
    undefined,
    rival('Zendesk', 'We usually lose to', 'lose to Zendesk'),
  ],
  [
    'en',
    'Acme sells CRM.',
    'We keep losing deals to Acme in the mid-market.',
    rival('Acme', 'We keep losing deals to', 'losing deals to Acme'),
  ],
  [
    'en',
    'Acme sells CRM.',
    'We sell against Acme in enterprise deals.',
    rival('Acme', 'We sell against', 'sell against Acme'),
  ],
  ['es', 'Acme vende CRM.', 'Solemos perder frente a Acme.', rival('Acme', 'perder frente a', 'perder frente a Acme')],
  [
    'pt',
    'Perdemos muitos negócios para a Acme.',
    undefined,
    rival('Acme', 'Perdemos muitos negócios para a', 'Perdemos muitos negócios para a Acme'),
  ],
  [
    'de',
    'Acme verkauft CRM.',
    'Wir verlieren oft gegen Acme.',
    rival('Acme', 'verlieren oft gegen', 'verlieren oft gegen Acme'),
  ],
  [
    'fr',
    'Acme vend un CRM.',
    'Nous perdons souvent face à Acme.',
    rival('Acme', 'perdons souvent face à', 'perdons souvent face à Acme'),
  ],
  [
    'it',
    'Acme vende CRM.',
    'Perdiamo spesso contro Acme.',
    rival('Acme', 'Perdiamo spesso contro', 'Perdiamo spesso contro Acme'),
  ],
  ['ko', '우리는 Acme에 자주 밀립니다.', undefined, rival('Acme', '에 자주 밀', 'Acme에 자주 밀')],
  ['zh', 'Acme是一家CRM公司。', '我们经常输给Acme。', rival('Acme', '输给', '输给Acme')],
];

describe('coverage: common phrasings in nine languages', () => {
  const titled = CASES.map((c) => [c[0], c[2] === undefined ? c[1] : `${c[1]} | context: ${c[2]}`, c] as const);
  test.each(titled)('[%s] %s', (_language, _title, [language, text, context, check]) => {
    check(read(text, language, context));
  });
});

describe('coverage: what the new phrasings must not catch', () => {
  test('"we compete with X" in a founder\'s own text names a rival; the caller stays a builder', () => {
    const context = "I'm building a help desk. We compete with Zendesk.";
    const s = read('We compete with Zendesk and Freshdesk.', 'en', context);
    expect(s.caller).toMatchObject({ side: 'builder', sides: ['builder', 'competitor'] });
    expect(read('Acme is a help desk. We compete with Zendesk.', 'en').caller.side).toBe('unknown');
  });

  test('a German start-up that started in Berlin has not made Berlin a target', () => {
    expect(read('Wir sind 2019 in Berlin gestartet.', 'de').places).toEqual([
      expect.objectContaining({ name: 'Berlin', role: 'mentioned' }),
    ]);
  });

  test('a noun before a per word is the unit of a price, not a count', () => {
    const s = read('1アカウントあたり月額1,500円。', 'ja');
    expect(s.figures).toEqual([
      expect.objectContaining({ metric: 'price', value: 1500, per: 'seat', period: 'month' }),
    ]);
  });

  test('"for three months" with no amount is no price, and "per member" with no currency is none either', () => {
    expect(read('Onboarding takes 2 weeks; pilots run for three months with 40 per member.', 'en').figures).toEqual([]);
  });

  test('cash on delivery and lost time are not lost deals', () => {
    expect(read('Vendemos contra reembolso en toda España.', 'es').caller.side).toBe('unknown');
    const s = read('We lost 3 months to a data migration.', 'en');
    expect(s.caller.side).toBe('unknown');
    expect(s.competitors_named).toEqual([]);
  });

  test('"strong" without a team word is no headcount', () => {
    expect(read('We grew 3 strong quarters in a row.', 'en').figures).toEqual([]);
  });
});
