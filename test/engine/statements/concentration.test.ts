// Customer concentration as the nine languages state it: a named buyer (names go on across "of", "de"),
// the largest or main customer, "half", and shares in tenths ("6割", "六成"). Every evidence span is
// checked against its text by `read`.
import { read } from './helpers.ts';
import type { Language } from './imports.ts';

// [language, sentence, customer, share in percent]
const CASES: [Language, string, string, number][] = [
  ['en', '82 % of its revenue comes from the US Department of Defense.', 'US Department of Defense', 82],
  ['en', 'Our largest client represents 55% of sales.', 'largest client', 55],
  ['en', 'Half of our revenue comes from two customers.', 'two customers', 50],
  ['es', 'Un solo cliente representa el 45 % de la facturación.', 'Un solo cliente', 45],
  ['es', 'El 70 % de los ingresos proviene del Ministerio de Defensa.', 'Ministerio de Defensa', 70],
  ['pt', 'Nosso maior cliente responde por 50% do faturamento.', 'maior cliente', 50],
  ['de', '65 % des Umsatzes entfallen auf Siemens.', 'Siemens', 65],
  ['de', 'Ein einziger Kunde macht 40 % des Umsatzes aus.', 'Ein einziger Kunde', 40],
  ['fr', "Notre premier client pèse 35 % du chiffre d'affaires.", 'premier client', 35],
  ['it', 'Il 60% del fatturato arriva da Enel.', 'Enel', 60],
  ['ja', '売上の6割が1社の3PLに依存しています。', '1社', 60],
  ['ja', '売上の70%が防衛省向けです。', '防衛省', 70],
  ['ko', '매출의 절반이 현대차에서 나옵니다.', '현대차', 50],
  ['zh', '收入的六成来自一家客户。', '一家客户', 60],
];

describe('customer concentration, in nine languages', () => {
  test.each(CASES)('%s: %s', (language, text, customer, share) => {
    const [found, ...more] = read(text, language).concentration;
    expect(more).toEqual([]);
    expect(found).toMatchObject({ customer, share_percent: share });
  });

  test('a revenue word is never the buyer ("des Umsatzes")', () => {
    const [found] = read('Ein einziger Kunde macht 40 % des Umsatzes aus.', 'de').concentration;
    expect(found.customer).not.toMatch(/Umsatz/);
  });

  test('a Han name with no stated share is not a buyer', () => {
    expect(read('防衛省向けの製品も開発しています。', 'ja').concentration).toEqual([]);
  });
});
