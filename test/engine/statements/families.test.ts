// Families of figures founders state, each in the nine languages: amounts in their usual renderings
// (compound CJK amounts, lakh and crore, "R$ 2 mi", "10 mdd", "Mio. €", plain pesos), volumes handled,
// commissions, hourly rates, professionals as users, pilots named by what runs them, and teams by the
// verb of employing. Every evidence span is checked against its text by `read`.
import { read } from './helpers.ts';
import type { FigureMetric, Language } from './imports.ts';

// [language, sentence, metric, value, currency or undefined, evidence]
type Row = [Language, string, FigureMetric, number, string | undefined, string];

const check = ([language, text, metric, value, currency, evidence]: Row): void => {
  const s = read(text, language);
  const found = s.figures.find((f) => f.metric === metric);
  expect(found).toMatchObject({ value, status: 'actual', evidence: { text: evidence } });
  expect(found?.currency).toBe(currency);
};

const AMOUNTS: Row[] = [
  ['ja', '売上は3億5000万円です。', 'revenue', 350_000_000, 'JPY', '売上は3億5000万円'],
  ['ja', '3万5千円の月額料金です。', 'price', 35_000, 'JPY', '3万5千円の月額'],
  ['ko', '월 9만 9천 원에 제공합니다.', 'price', 99_000, 'KRW', '월 9만 9천 원'],
  ['ko', '1억 5천만 원을 투자받았습니다.', 'funding', 150_000_000, 'KRW', '1억 5천만 원을 투자받았'],
  ['zh', '我们完成了2亿5000万元融资。', 'funding', 250_000_000, 'CNY', '2亿5000万元融资'],
  ['en', 'Revenue of ₹5 crore last year.', 'revenue', 50_000_000, 'INR', 'Revenue of ₹5 crore'],
  ['en', 'We raised 2 lakh dollars.', 'funding', 200_000, 'USD', 'raised 2 lakh dollars'],
  ['pt', 'Captamos R$ 2 mi em rodada seed.', 'funding', 2_000_000, 'BRL', 'Captamos R$ 2 mi em rodada seed'],
  ['pt', 'Faturamos R$ 1,5 bi em GMV.', 'revenue', 1_500_000_000, 'BRL', 'Faturamos R$ 1,5 bi'],
  [
    'es',
    'Levantamos 10 mdd en una ronda serie A.',
    'funding',
    10_000_000,
    undefined,
    'Levantamos 10 mdd en una ronda serie A',
  ],
  ['es', 'Cobramos 349 pesos al mes.', 'price', 349, undefined, '349 pesos al mes'],
  ['de', 'Wir haben 4,5 Mio. € eingesammelt.', 'funding', 4_500_000, 'EUR', '4,5 Mio. € eingesammelt'],
  ['de', 'Der Umsatz lag bei 3,2 Mio. Euro.', 'revenue', 3_200_000, 'EUR', 'Umsatz lag bei 3,2 Mio. Euro'],
  ['fr', "Le chiffre d'affaires atteint 2,4 M€.", 'revenue', 2_400_000, 'EUR', "chiffre d'affaires atteint 2,4 M€"],
  ['it', 'Fatturiamo 1,5 milioni di euro.', 'revenue', 1_500_000, 'EUR', 'Fatturiamo 1,5 milioni di euro'],
];

// Rounds: late series, and a round being raised now, in the clause that names it.
const ROUNDS: [Language, string, Record<string, unknown>, string][] = [
  [
    'en',
    'Clio raised a $900 million Series F in 2024.',
    { stage: 'series_f', status: 'actual' },
    '$900 million Series F',
  ],
  [
    'pt',
    'A carteira é de R$ 38 milhões e estamos captando uma Série A de US$ 12 milhões.',
    { value: 12_000_000, stage: 'series_a', status: 'target' },
    'Série A de US$ 12 milhões',
  ],
  [
    'es',
    'Estamos recaudando 3 millones de euros.',
    { value: 3_000_000, status: 'target' },
    'recaudando 3 millones de euros',
  ],
  [
    'it',
    'Stiamo raccogliendo 2 milioni di euro.',
    { value: 2_000_000, status: 'target' },
    'raccogliendo 2 milioni di euro',
  ],
  ['ja', '5億円を調達中です。', { value: 500_000_000, status: 'target' }, '5億円を調達中'],
  ['zh', '正在募资5000万元。', { value: 50_000_000, status: 'target' }, '募资5000万元'],
];

const VOLUMES: Row[] = [
  ['en', 'We process 12,000 orders a month.', 'volume', 12_000, undefined, '12,000 orders'],
  ['es', 'Gestionamos 8.000 envíos al mes.', 'volume', 8_000, undefined, '8.000 envíos'],
  ['pt', 'Emitimos 50.000 notas fiscais por mês.', 'volume', 50_000, undefined, '50.000 notas fiscais'],
  ['de', 'Wir verkaufen 41.000 Sets pro Jahr.', 'volume', 41_000, undefined, '41.000 Sets'],
  ['de', 'Wir bearbeiten 180.000 Fälle im Jahr.', 'volume', 180_000, undefined, '180.000 Fälle'],
  ['fr', 'Nous traitons 5 000 dossiers par an.', 'volume', 5_000, undefined, '5 000 dossiers'],
  ['it', "Gestiamo 3.000 pratiche all'anno.", 'volume', 3_000, undefined, '3.000 pratiche'],
  ['ja', '月間1万件の注文を処理しています。', 'volume', 10_000, undefined, '1万件'],
  ['ko', '월 3만 건의 주문을 처리합니다.', 'volume', 30_000, undefined, '3만 건의 주문'],
  ['zh', '每月处理5万笔订单。', 'volume', 50_000, undefined, '5万笔订单'],
];

// A commission is a price in percent.
const COMMISSIONS: [Language, string, number, string][] = [
  ['en', 'We take a 15% commission on each booking.', 15, '15% commission'],
  ['es', 'Cobramos una comisión del 12 %.', 12, 'comisión del 12 %'],
  ['pt', 'Cobramos comissão de 10% por venda.', 10, 'comissão de 10%'],
  ['de', 'Wir nehmen eine Provision von 25 %.', 25, 'Provision von 25 %'],
  ['fr', 'Nous prenons une commission de 20 %.', 20, 'commission de 20 %'],
  ['it', 'Tratteniamo una commissione del 18%.', 18, 'commissione del 18%'],
  ['ja', '手数料は売上の3.6%です。', 3.6, '手数料は売上の3.6%'],
  ['ko', '수수료는 5%입니다.', 5, '수수료는 5%'],
  ['zh', '我们收取8%的佣金。', 8, '8%的佣金'],
];

const PRICES: [Language, string, Record<string, unknown>, string][] = [
  ['en', 'Our hourly rate is $90.', { value: 90, currency: 'USD' }, 'hourly rate is $90'],
  ['es', 'Cobramos 30 dólares por hora.', { value: 30, per: 'hour' }, '30 dólares por hora'],
  ['de', 'Der Stundensatz liegt bei 95 €.', { value: 95, currency: 'EUR' }, 'Stundensatz liegt bei 95 €'],
  ['fr', "Nous facturons 35 $ l'heure.", { value: 35, per: 'hour' }, "35 $ l'heure"],
  [
    'fr',
    "L'abonnement coûte 95 € par avocat et par mois.",
    { per: 'user', period: 'month' },
    '95 € par avocat et par mois',
  ],
  ['it', "Costa 40 euro all'ora.", { value: 40, per: 'hour' }, "40 euro all'ora"],
];

const COUNTS: Row[] = [
  ['en', '300 doctors use the app daily.', 'users', 300, undefined, '300 doctors'],
  ['pt', '3.000 médicos usam a plataforma.', 'users', 3_000, undefined, '3.000 médicos'],
  ['ko', '변호사 4,200명이 사용합니다.', 'users', 4_200, undefined, '변호사 4,200명'],
  ['ja', '弁護士1,500人が利用しています。', 'users', 1_500, undefined, '弁護士1,500人'],
  ['zh', '已有2000名律师使用。', 'users', 2_000, undefined, '2000名律师'],
  ['de', '12 Pilotkliniken testen das System.', 'pilots', 12, undefined, '12 Pilotkliniken'],
  ['it', 'Abbiamo 2 studi clinici pilota.', 'pilots', 2, undefined, '2 studi clinici pilota'],
  ['es', 'Tenemos 5 clientes piloto.', 'pilots', 5, undefined, '5 clientes piloto'],
  ['fr', 'Nous comptons 220 cabinets abonnés.', 'customers', 220, undefined, '220 cabinets'],
  ['en', 'We employ 45 people.', 'headcount', 45, undefined, 'employ 45 people'],
  ['es', 'Empleamos a 30 personas.', 'headcount', 30, undefined, 'Empleamos a 30 personas'],
  ['de', 'Wir beschäftigen 80 Menschen.', 'headcount', 80, undefined, 'beschäftigen 80 Menschen'],
];

describe('amounts in their usual renderings', () => {
  test.each(AMOUNTS)('%s: %s', (...row) => check(row));
  test('"seven-figure" and "eight-digit" are words, not figures', () => {
    expect(read('We closed a seven-figure deal and an eight-digit round.', 'en').figures).toEqual([]);
  });
});

describe('funding rounds', () => {
  test.each(ROUNDS)('%s: %s', (language, text, expected, evidence) => {
    const funding = read(text, language).figures.filter((f) => f.metric === 'funding');
    expect(funding).toHaveLength(1);
    expect(funding[0]).toMatchObject({ ...expected, evidence: { text: evidence } });
  });
});

describe('volumes handled or sold, kept with their noun', () => {
  test.each(VOLUMES)('%s: %s', (...row) => check(row));
});

describe('a commission is a price in percent', () => {
  test.each(COMMISSIONS)('%s: %s', (language, text, value, evidence) => {
    const price = read(text, language).figures.find((f) => f.metric === 'price');
    expect(price).toMatchObject({ value, unit: 'percent', evidence: { text: evidence } });
  });
});

describe('hourly rates and prices per professional', () => {
  test.each(PRICES)('%s: %s', (language, text, expected, evidence) => {
    const price = read(text, language).figures.find((f) => f.metric === 'price');
    expect(price).toMatchObject({ ...expected, unit: 'currency', evidence: { text: evidence } });
  });
});

describe('professionals, pilots and teams', () => {
  test.each(COUNTS)('%s: %s', (...row) => check(row));
  test('"nous comptons atteindre" is still a goal', () => {
    const s = read('Nous comptons atteindre 500 clients en 2026.', 'fr');
    expect(s.figures[0]).toMatchObject({ metric: 'customers', value: 500, status: 'target' });
  });
});

// A governance token with its team share, a lock-up read as the cliff, and linear release, in nine languages.
const TOKENS: [Language, string][] = [
  ['en', 'Governance token: 25 % to the team, locked for 12 months, then released linearly over 24 months.'],
  ['es', 'Token de gobernanza: 25 % para el equipo, bloqueados 12 meses y liberados linealmente durante 24 meses.'],
  ['pt', 'Token de governança: 25% para a equipe, bloqueados por 12 meses e liberados linearmente em 24 meses.'],
  ['de', 'Governance-Token: 25 % für das Team, 12 Monate gesperrt, danach linear über 24 Monate freigegeben.'],
  ['fr', "Le jeton de gouvernance : 25 % pour l'équipe, verrouillés 12 mois puis libérés linéairement sur 24 mois."],
  ['it', 'Token di governance: 25% al team, bloccati 12 mesi e poi rilasciati linearmente in 24 mesi.'],
  ['ja', 'ガバナンストークン：チーム25%、12か月ロック後24か月で線形に解除。'],
  ['ko', '거버넌스 토큰: 팀 25%, 12개월 잠금 후 24개월 선형 해제.'],
  ['zh', '治理代币：团队25%，锁定12个月后按月线性释放24个月。'],
];

describe('token allocation and vesting', () => {
  test.each(TOKENS)('%s: %s', (language, text) => {
    const { token } = read(text, language);
    expect(token.allocation).toMatchObject([{ holder: 'team', percent: 25 }]);
    expect(token.vesting).toMatchObject({ cliff_months: 12, duration_months: 24 });
  });

  test('a holder in the sentence before is not the holder of the next percent', () => {
    const { token } = read(
      'We are a 25-person team. 60 % of revenue comes from one customer. Token: 30 % to the community.',
      'en',
    );
    expect(token.allocation.map((a) => [a.holder, a.percent])).toEqual([['community', 30]]);
  });
});
