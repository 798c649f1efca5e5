// Counts of buyers named by their trade (farms, households, law firms, sellers, public bodies) in the
// nine languages, companies sized as "a 40-person startup", and revenue concentrated in two buyers or
// one reseller.
import { figure, read } from './helpers.ts';

describe('buyers by trade, sized companies, concentration in a few buyers', () => {
  test.each([
    ['We serve 2,300 farmers and growers in Kansas.', 'en', 2300, 'farmers'],
    ['Atendemos a 1.250 hogares en Valencia.', 'es', 1250, 'hogares'],
    ['Já atendemos 640 fazendas no Paraná.', 'pt', 640, 'fazendas'],
    ['Wir betreuen 85 Kanzleien in Bayern.', 'de', 85, 'kanzleien'],
    ['Nous équipons 310 exploitations en Bretagne.', 'fr', 310, 'exploitations'],
    ['Lavoriamo con 95 cantine in Piemonte.', 'it', 95, 'cantine'],
    ['全国の農家3,000戸が利用しています。', 'ja', 3000, '農家'],
    ['현재 로펌 42곳이 사용 중입니다.', 'ko', 42, '로펌'],
    ['已有经销商800家接入平台。', 'zh', 800, '经销商'],
  ])('%s', (text, language, value, subject) => {
    const s = read(text, language as Parameters<typeof read>[1]);
    expect(figure(s, 'customers')).toMatchObject({ value, subject });
  });

  test('a company sized by its people is a headcount, a product size is not', () => {
    expect(figure(read('Acme is a 40-person startup in Lyon.', 'en'), 'headcount')).toMatchObject({ value: 40 });
    const kit = read('We sell a 40-person meeting room kit.', 'en');
    expect(kit.figures.filter((f) => f.metric === 'headcount')).toEqual([]);
  });

  test('revenue from two customers or one reseller is a concentration', () => {
    const en = read('About 65% of revenue comes from two customers.', 'en');
    expect(en.concentration[0]).toMatchObject({ share_percent: 65 });
    const fr = read("Près de 40 % du chiffre d'affaires vient d'un seul revendeur.", 'fr');
    expect(fr.concentration[0]).toMatchObject({ share_percent: 40 });
    const ko = read('매출의 70%가 한 곳에서 나옵니다.', 'ko');
    expect(ko.concentration[0]).toMatchObject({ share_percent: 70 });
  });
});

describe('a plan in the next clause', () => {
  test('does not make the figure before it a target', () => {
    const zh = read('我们有2,400家企业客户，计划明年进入韩国市场。', 'zh');
    expect(figure(zh, 'customers')).toMatchObject({ value: 2400, status: 'actual' });
    const en = read('We are raising a seed round, and we have 40 customers.', 'en');
    expect(figure(en, 'customers')).toMatchObject({ value: 40, status: 'actual' });
    expect(figure(read('We plan to reach 5,000 customers by 2027.', 'en'), 'customers')).toMatchObject({
      status: 'target',
    });
  });
});

describe('subscription fees are prices', () => {
  test.each([
    ['월 구독료 12,000원입니다.', 'ko', 12000],
    ['La cuota mensual es de 19 €.', 'es', 19],
    ['Die Monatsgebühr beträgt 59 Euro.', 'de', 59],
  ])('%s', (text, language, value) => {
    expect(figure(read(text, language as Parameters<typeof read>[1]), 'price')).toMatchObject({ value });
  });
});
