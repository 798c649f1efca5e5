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
