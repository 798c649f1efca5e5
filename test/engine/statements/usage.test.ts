// Counts said through a verb of use, whatever the counted noun ("used by 610 lidi", "180 bodegas usan
// nuestro sistema", "250 Kitas nutzen", "已有4.1万个商户使用"), and common nouns of buyers, members and
// devices, in the nine languages.
import { read } from './helpers.ts';
import type { FigureMetric, Language } from './imports.ts';

const COUNTS: [Language, string, FigureMetric, number][] = [
  ['en', 'The booking app is used by 420 beach clubs.', 'customers', 420],
  ['en', '3,200 investors have funded projects on the platform.', 'users', 3200],
  ['es', 'Ya trabajamos con 180 viñas en Mendoza.', 'customers', 180],
  ['es', '180 cooperativas usan nuestro sistema.', 'customers', 180],
  ['pt', 'Atendemos 340 transportadoras.', 'customers', 340],
  ['pt', 'São 12 mil cotistas ativos no consórcio.', 'users', 12000],
  ['de', '250 Kitas nutzen unsere Software.', 'customers', 250],
  ['de', 'Die Software wird genutzt von 90 Stadtwerken.', 'customers', 90],
  ['fr', "340 crèches utilisent déjà l'outil.", 'customers', 340],
  ['fr', 'Nous accompagnons 75 vignobles.', 'customers', 75],
  ['it', 'La nostra app è usata da 610 lidi in Liguria.', 'customers', 610],
  ['it', 'Abbiamo 11.500 investitori registrati.', 'users', 11500],
  ['ja', '全国1,200店舗が利用しています。', 'customers', 1200],
  ['ja', '2万台のデバイスが稼働中です。', 'volume', 20000],
  ['ko', '18만 개의 기기가 연결되어 있습니다.', 'volume', 180000],
  ['ko', '전국 300곳의 어린이집이 사용합니다.', 'customers', 300],
  ['zh', '已有4.1万个商户使用。', 'customers', 41000],
  ['zh', '平台有3万名投资者。', 'users', 30000],
];

describe('counts of users and customers said through use, in nine languages', () => {
  test.each(COUNTS)('%s: %s', (language, text, metric, value) => {
    const found = read(text, language).figures.find((f) => f.value === value);
    expect(found?.metric).toBe(metric);
  });
});

describe('a verb of use does not make a figure of what is not counted', () => {
  test.each([
    ['en', 'Used by teams since 2019.'],
    ['es', 'Trabajamos con hospitales desde 2018.'],
    ['de', 'Seit 2020 nutzen Kunden die Software.'],
  ] as [Language, string][])('%s: %s', (language, text) => {
    expect(read(text, language).figures.filter((f) => f.metric === 'customers')).toEqual([]);
  });
});

describe('people an app is for, wallets and downloads are its users, in nine languages', () => {
  test.each([
    ['en', '12,000 kids practise maths on it every week.', 12000],
    ['en', '14,000 wallets have staked BTC.', 14000],
    ['es', 'La app tiene 40.000 opositores inscritos.', 40000],
    ['pt', 'Mais de 9 mil idosos usam o botão.', 9000],
    ['de', '15.000 Senioren tragen den Notrufknopf.', 15000],
    ['fr', '6 000 enfants jouent chaque semaine.', 6000],
    ['it', 'Oltre 2.000 anziani indossano il sensore.', 2000],
    ['ja', '累計ダウンロード数は50万。', 500000],
    ['ko', '고령자 5천 명이 이용 중입니다.', 5000],
    ['zh', '累计下载量超过100万次。', 1000000],
  ] as [Language, string, number][])('%s: %s', (language, text, value) => {
    const found = read(text, language).figures.find((f) => f.value === value);
    expect(found?.metric).toMatch(/^(?:users|customers)$/);
  });
});

describe('a tax note between a price and its basis', () => {
  test.each([
    ['fr', '49 € HT par mois et par établissement.', 49],
    ['es', 'Cuesta 29 € + IVA al mes.', 29],
    ['ja', '月額9,800円（税別）です。', 9800],
  ] as [Language, string, number][])('%s: %s', (language, text, value) => {
    const price = read(text, language).figures.find((f) => f.metric === 'price');
    expect(price?.value).toBe(value);
  });
});
