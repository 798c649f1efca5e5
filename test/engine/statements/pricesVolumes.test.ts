// Prices with tax notes and period adjectives, commissions on each sale, volumes handled (never a price),
// CJK amounts ending in a plain number, the caller counting its own team, and people who work through an
// app, in the nine languages.
import { read } from './helpers.ts';
import type { Language } from './imports.ts';

type Price = [Language, string, number, string | undefined, string | undefined];

describe('a tax note between a price and its basis keeps the basis', () => {
  test.each<Price>([
    ['en', 'The plan costs €49 excl. VAT per seat per month.', 49, 'seat', 'month'],
    ['es', 'Cuesta 29 € + IVA al mes por usuario.', 29, 'user', 'month'],
    ['pt', 'Cobramos R$ 99 + impostos por mês.', 99, 'month', 'month'],
    ['de', 'Der Preis liegt bei €49 zzgl. MwSt. pro Nutzer und Monat.', 49, 'user', 'month'],
    ['fr', 'Notre offre coûte 49 € HT / mois.', 49, 'month', 'month'],
    ['it', 'Il prezzo è 39 € IVA escluso al mese.', 39, 'month', 'month'],
    ['ja', '料金は980円(税別)/月です。', 980, 'month', 'month'],
    ['ko', '요금은 월 9,900원(부가세 별도)입니다.', 9900, 'month', 'month'],
    ['zh', '价格为每月99元（不含税）。', 99, 'month', 'month'],
  ])('%s: %s', (language, text, value, per, period) => {
    const price = read(text, language).figures.find((f) => f.metric === 'price');
    expect(price).toMatchObject({ value, per, period });
  });

  test('a tax note that ends the sentence ends it when a capital follows', () => {
    const figures = read('Kostet 39 € zzgl. MwSt. Wir haben 40 Kunden.', 'de').figures;
    expect(figures.map((f) => [f.metric, f.value])).toEqual([
      ['price', 39],
      ['customers', 40],
    ]);
  });
});

describe('a period said as an adjective after the amount makes it a price per period', () => {
  test.each<Price>([
    ['en', 'The plan is €79 monthly.', 79, 'month', 'month'],
    ['es', 'El plan cuesta 29 € mensuales.', 29, 'month', 'month'],
    ['pt', 'O plano custa R$ 79 mensais.', 79, 'month', 'month'],
    ['de', 'Das Abo kostet 790 € jährlich.', 790, 'year', 'year'],
    ['fr', 'Le forfait est à 79 € mensuels.', 79, 'month', 'month'],
    ['it', 'Abbonamento a 19 € mensili.', 19, 'month', 'month'],
    ['ja', '月額980円で提供しています。', 980, 'month', 'month'],
    ['ko', '요금은 월 9,900원입니다.', 9900, 'month', 'month'],
    ['zh', '会员费每月99元。', 99, 'month', 'month'],
    ['en', 'Seats cost $12 per user monthly.', 12, 'user', 'month'],
  ])('%s: %s', (language, text, value, per, period) => {
    const price = read(text, language).figures.find((f) => f.metric === 'price');
    expect(price).toMatchObject({ value, per, period });
  });
});

describe('CJK amounts whose last part is a plain number', () => {
  test.each<[Language, string, number]>([
    ['ja', '料金は月額1万9800円です。', 19800],
    ['ja', '年額1万4800円のプランです。', 14800],
    ['ko', '회원 1만 5000명이 있습니다.', 15000],
    ['zh', '已有2万5000个商户。', 25000],
  ])('%s: %s', (language, text, value) => {
    expect(read(text, language).figures[0]?.value).toBe(value);
  });
});

describe('a percent on each sale or payment is a commission (a price in percent)', () => {
  test.each<[Language, string, number]>([
    ['en', 'We take 2% on each sale.', 2],
    ['es', 'Cobramos un 3 % por cada transacción.', 3],
    ['pt', 'Cobramos 1,5% sobre cada mensalidade.', 1.5],
    ['de', 'Wir nehmen 3 % auf jeden Umsatz.', 3],
    ['fr', 'Nous prenons 1,5 % sur chaque vente.', 1.5],
    ['it', 'Prendiamo il 2% su ogni transazione.', 2],
    ['ja', '決済ごとに3.6%をいただきます。', 3.6],
    ['ko', '건당 2%를 받습니다.', 2],
    ['zh', '每笔交易收取0.6%。', 0.6],
  ])('%s: %s', (language, text, value) => {
    const price = read(text, language).figures.find((f) => f.metric === 'price');
    expect(price).toMatchObject({ value, unit: 'percent' });
  });

  test('a growth word keeps a percent a growth rate', () => {
    expect(read('Growth was 20% on each quarter.', 'en').figures[0]?.metric).toBe('growth');
  });
});

describe('volumes handled are their own kind, never a price', () => {
  test.each<[Language, string, number]>([
    ['en', 'We process R$ 40 mi TPV per month for our merchants.', 40_000_000],
    ['es', 'Movemos un GMV de 2 M€ al mes.', 2_000_000],
    ['pt', 'O volume processado chega a R$ 15 milhões.', 15_000_000],
    ['de', 'Wir verwalten ein Kreditportfolio von 12 Mio. €.', 12_000_000],
    ['fr', 'Nous gérons 80 M€ d’actifs sous gestion.', 80_000_000],
    ['it', 'Abbiamo un volume di pagamenti di 5 milioni di euro al mese.', 5_000_000],
    ['ja', '月間流通額は3億円です。', 300_000_000],
    ['ko', '월 거래액 50억 원을 처리합니다.', 5_000_000_000],
    ['zh', '月交易流水达到2亿元。', 200_000_000],
  ])('%s: %s', (language, text, value) => {
    const figures = read(text, language).figures;
    expect(figures.find((f) => f.value === value)?.metric).toBe('gmv');
    expect(figures.some((f) => f.metric === 'price')).toBe(false);
  });
});

describe('the caller counting its own team is headcount', () => {
  test.each<[Language, string, number]>([
    ['en', 'We are 14 people based in Austin.', 14],
    ['es', 'Somos 14 personas en Madrid.', 14],
    ['pt', 'Somos 22 pessoas.', 22],
    ['de', 'Wir sind 40 Leute.', 40],
    ['fr', 'Nous sommes 12 personnes.', 12],
    ['it', 'Siamo 9 persone.', 9],
    ['ja', '私たちは14人です。', 14],
    ['ko', '저희는 14명입니다.', 14],
    ['zh', '我们有30人。', 30],
    ['en', 'A 900-person organisation.', 900],
  ])('%s: %s', (language, text, value) => {
    expect(read(text, language).figures[0]).toMatchObject({ metric: 'headcount', value });
  });

  test('without a people word it is not a team', () => {
    expect(read('We are 2 years old.', 'en').figures).toEqual([]);
  });
});

describe('drivers, couriers, creators and dealers who work through an app are counted', () => {
  test.each<[Language, string, number]>([
    ['en', 'The app has 8,000 couriers.', 8000],
    ['es', 'Trabajan 4.000 repartidores con nosotros.', 4000],
    ['pt', 'Temos 26 mil motoristas cadastrados.', 26000],
    ['de', 'Über 1.200 Fahrer nutzen die App.', 1200],
    ['fr', 'Nous avons 3 000 livreurs.', 3000],
    ['it', 'Lavorano con noi 900 autisti.', 900],
    ['ja', 'ドライバー2,000人が登録しています。', 2000],
    ['ko', '딜러 3,200명이 참여합니다.', 3200],
    ['zh', '平台有5000名骑手。', 5000],
  ])('%s: %s', (language, text, value) => {
    const found = read(text, language).figures.find((f) => f.value === value);
    expect(['users', 'customers']).toContain(found?.metric);
  });
});

describe('prices per person or per room of a vertical tool', () => {
  test.each<Price>([
    ['en', '120 contractors pay $199 per technician per month.', 199, 'user', 'month'],
    ['es', 'Cobramos 9 € por alumno al mes.', 9, 'user', 'month'],
    ['pt', 'R$ 15 por leito por mês.', 15, 'unit', 'month'],
    ['de', '49 € pro Fahrer und Monat.', 49, 'user', 'month'],
    ['fr', '12 € par chambre et par mois.', 12, 'unit', 'month'],
    ['it', '5 € per studente al mese.', 5, 'user', 'month'],
    ['ja', '1部屋あたり月額800円。', 800, 'unit', 'month'],
    ['ko', '병상당 월 3만 원.', 30000, 'unit', 'month'],
    ['zh', '每个床位每月200元。', 200, 'unit', 'month'],
  ])('%s: %s', (language, text, value, per, period) => {
    const price = read(text, language).figures.find((f) => f.metric === 'price');
    expect(price).toMatchObject({ value, per, period });
  });
});

describe('people counted where they work are a headcount', () => {
  test.each<[Language, string, number]>([
    ['en', 'There are 14 people in the Paris office.', 14],
    ['en', 'We have 25 people on staff.', 25],
    ['es', 'Hay 30 personas en plantilla.', 30],
    ['pt', 'São 18 pessoas no escritório.', 18],
    ['de', '12 Personen im Büro in Wien.', 12],
    ['fr', '20 personnes au bureau de Lyon.', 20],
    ['it', '15 persone in organico.', 15],
  ])('%s: %s', (language, text, value) => {
    expect(read(text, language).figures[0]).toMatchObject({ metric: 'headcount', value });
  });

  test('people who use a product are not a headcount', () => {
    expect(read('14 people in the city use it.', 'en').figures.some((f) => f.metric === 'headcount')).toBe(false);
  });
});
