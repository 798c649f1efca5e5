// Integrations and partners as the nine languages name them: rails a product runs on or is paid
// through ("built on Polygon", "payments via MTN MoMo", "integração ao TOTVS", "tramite Satispay",
// "Polygon上で", "基于Polygon"), connections and syncs, and agreements or collaborations.
import { read } from './helpers.ts';
import type { Language } from './imports.ts';

const INTEGRATIONS: [Language, string, string[]][] = [
  ['en', 'Built on Polygon and paid through Stripe.', ['Polygon']],
  ['en', 'Payments via Orange Money and Wave.', ['Orange Money', 'Wave']],
  ['en', 'We plug into Personio and HiBob.', ['Personio', 'HiBob']],
  ['en', 'The app pulls orders from Shopify and Amazon.', ['Shopify', 'Amazon']],
  ['es', 'Cobros por Orange Money y Wave.', ['Orange Money', 'Wave']],
  ['es', 'Conectado a Holded.', ['Holded']],
  ['pt', 'Integração ao TOTVS e ao Bling.', ['TOTVS', 'Bling']],
  ['pt', 'Pagamentos via Stone.', ['Stone']],
  ['de', 'Die Software ist verbunden mit DATEV und Lexware.', ['DATEV', 'Lexware']],
  ['de', 'Die Plattform basiert auf Polygon.', ['Polygon']],
  ['fr', 'Synchronisé avec Pennylane.', ['Pennylane']],
  ['fr', 'Paiements via Wave et Orange Money.', ['Wave', 'Orange Money']],
  ['it', 'Pagamenti tramite Satispay e PayPal.', ['Satispay', 'PayPal']],
  ['it', 'Costruito su Polygon.', ['Polygon']],
  ['ja', 'Polygon上で動くゲームです。', ['Polygon']],
  ['ja', 'SlackとAPI連携しています。', ['Slack']],
  ['ko', 'Polygon 기반으로 만든 게임입니다.', ['Polygon']],
  ['ko', 'Slack에 연동됩니다.', ['Slack']],
  ['zh', '基于Polygon构建的游戏平台。', ['Polygon']],
  ['zh', '支持PayPal和Stripe付款。', ['PayPal', 'Stripe']],
];

const PARTNERS: [Language, string, string][] = [
  ['en', 'We signed a distribution agreement with Poste Italiane.', 'Poste Italiane'],
  ['es', 'Colaboramos con Mercado Pago.', 'Mercado Pago'],
  ['pt', 'Temos um acordo com a Stone.', 'Stone'],
  ['de', 'Gemeinsam mit Würth bauen wir den Vertrieb auf.', 'Würth'],
  ['fr', 'Nous avons un accord avec BNP Paribas.', 'BNP Paribas'],
  ['it', 'Abbiamo un accordo con Poste Italiane.', 'Poste Italiane'],
  ['ja', 'Salesforceと協業しています。', 'Salesforce'],
  ['ko', 'Salesforce와 협업합니다.', 'Salesforce'],
  ['zh', '与Salesforce签约。', 'Salesforce'],
];

describe('integrations: platforms, rails, connections and syncs, in nine languages', () => {
  test.each(INTEGRATIONS)('%s: %s', (language, text, names) => {
    const written = read(text, language).integrations.map((n) => n.written);
    for (const name of names) expect(written).toContain(name);
  });
});

describe('partners: agreements and collaborations, in nine languages', () => {
  test.each(PARTNERS)('%s: %s', (language, text, name) => {
    expect(read(text, language).partners.map((n) => n.written)).toContain(name);
  });
});

test('a channel word with no name after it names nothing', () => {
  expect(read('Payments go through the usual channels, via our website.', 'en').integrations).toEqual([]);
});
