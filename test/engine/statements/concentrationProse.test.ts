// Concentration written in prose: a share of the order book or of volumes ("60 % du carnet de commandes vient
// de la Bundeswehr"), and selling mainly to one buyer ("sells mainly to the US Navy", "主要卖给政府和国企"), in
// the nine languages. A segment sold to mainly ("主要卖给中小企业") is not one buyer.
import { read } from './helpers.ts';
import type { Language } from './imports.ts';

describe('a share of the order book or of volumes from one buyer', () => {
  test.each<[Language, string, string, number]>([
    ['en', 'About 55% of our order book comes from Airbus.', 'Airbus', 55],
    ['es', 'El 40 % de los pedidos viene de Mercadona.', 'Mercadona', 40],
    ['pt', 'Cerca de 70% dos pedidos vêm da Petrobras.', 'Petrobras', 70],
    ['de', 'Rund 60 % des Auftragsbestands stammen von der Bundeswehr.', 'Bundeswehr', 60],
    ['fr', 'Environ 60 % du carnet de commandes vient de la Bundeswehr.', 'Bundeswehr', 60],
    ['it', 'Il 45% dei volumi arriva da Esselunga.', 'Esselunga', 45],
    ['ja', '受注の7割はトヨタ向けです。', 'トヨタ', 70],
    ['ko', '수주의 60%가 현대차에서 나옵니다.', '현대차', 60],
    ['zh', '订单的六成来自国家电网。', 'State Grid', 60],
  ])('%s: %s', (language, text, customer, share) => {
    expect(read(text, language).concentration[0]).toMatchObject({ customer, share_percent: share });
  });
});

describe('selling mainly to one buyer', () => {
  test.each<[Language, string, string]>([
    ['en', 'The company sells mainly to the US Navy.', 'US Navy'],
    ['es', 'Vendemos sobre todo a Pemex.', 'Pemex'],
    ['pt', 'Vendemos principalmente para a Petrobras.', 'Petrobras'],
    ['de', 'Wir verkaufen vor allem an die Deutsche Bahn.', 'Deutsche Bahn'],
    ['fr', 'Nous vendons surtout à EDF.', 'EDF'],
    ['it', 'Vendiamo soprattutto a Leonardo.', 'Leonardo'],
    ['ja', '主に防衛省に納入しています。', '防衛省'],
    ['ko', '주로 국방부에 납품합니다.', '국방부'],
    ['zh', '公司主要卖给政府和国企。', '政府和国企'],
  ])('%s: %s', (language, text, customer) => {
    expect(read(text, language).concentration[0]?.customer).toBe(customer);
  });

  test.each<[Language, string]>([
    ['zh', '我们主要卖给中小企业。'],
    ['ja', '主にスーパー向けに販売しています。'],
    ['en', 'We sell mostly to dentists in Texas.'],
    ['es', 'Vendemos sobre todo a restaurantes.'],
  ])('a segment is not one buyer — %s: %s', (language, text) => {
    expect(read(text, language).concentration).toEqual([]);
  });
});

describe('a channel or a place is not a buyer', () => {
  test.each<[Language, string]>([
    ['es', 'La empresa vende principalmente a través de Mercado Libre y Amazon.'],
    ['es', 'Nuestros ingresos provienen principalmente de Colombia y México.'],
    ['es', 'Vende principalmente a hospitales de Madrid.'],
    ['en', 'Most of our revenue comes through Amazon.'],
  ])('%s: %s', (language, text) => {
    expect(read(text, language).concentration).toEqual([]);
  });
});
