// Integrations stated as support, connectors and data sent or taken ("supports Xero", "Konnektor für DATEV",
// "a Shopify app"), and partners tied by cooperation, joint ventures or a possessive ("와의 제휴", "との提携",
// "的合作伙伴"), in the nine languages. A number or a plain word after a cue is not a name.
import { read } from './helpers.ts';
import type { Language } from './imports.ts';

const INTEGRATIONS: [Language, string, string][] = [
  ['en', 'The app supports Xero and Sage.', 'Xero'],
  ['en', 'We run a Shopify app for fashion brands.', 'Shopify'],
  ['es', 'La plataforma soporta Siigo y Alegra.', 'Siigo'],
  ['pt', 'Temos um conector para Omie e Bling.', 'Omie'],
  ['de', 'Unser Konnektor für DATEV ist zertifiziert.', 'DATEV'],
  ['fr', 'Le logiciel exporte vers Pennylane chaque nuit.', 'Pennylane'],
  ['it', 'Il gestionale si interfaccia con TeamSystem.', 'TeamSystem'],
  ['ja', 'freeeと自動連携します。', 'freee'],
  ['ko', 'Salesforce와 API 연동을 제공합니다.', 'Salesforce'],
  ['zh', '产品可集成到钉钉。', '钉钉'],
];

const PARTNERS: [Language, string, string][] = [
  ['en', 'We built the device in cooperation with Bosch.', 'Bosch'],
  ['es', 'Somos socio de Mercado Pago en Chile.', 'Mercado Pago'],
  ['pt', 'Somos parceiro de Stone no Nordeste.', 'Stone'],
  ['de', 'Wir sind Partner der Telekom.', 'Telekom'],
  ['fr', 'Nous travaillons en collaboration avec Orange.', 'Orange'],
  ['it', 'Siamo partner ufficiale di Poste Italiane.', 'Poste Italiane'],
  ['ja', 'Salesforceとの提携を検討しています。', 'Salesforce'],
  ['ko', '토스와의 제휴가 낫습니다.', '토스'],
  ['zh', '我们是Salesforce的合作伙伴。', 'Salesforce'],
];

describe('integrations by support, connectors and data flows, in nine languages', () => {
  test.each(INTEGRATIONS)('%s: %s', (language, text, name) => {
    expect(read(text, language).integrations.map((n) => n.written)).toContain(name);
  });
});

describe('partners by cooperation and possessive ties, in nine languages', () => {
  test.each(PARTNERS)('%s: %s', (language, text, name) => {
    expect(read(text, language).partners.map((n) => n.written)).toContain(name);
  });
});

test('a number or a plain word after a cue names nothing', () => {
  expect(read('The editor supports 40 languages and our mobile app works offline.', 'en').integrations).toEqual([]);
  expect(read('Die Software unterstützt mehrere Sprachen.', 'de').integrations).toEqual([]);
});

describe('products named as examples of the systems a product connects to, in nine languages', () => {
  test.each<[Language, string, string[]]>([
    ['en', 'We plug into ERPs like SAP and Oracle NetSuite.', ['SAP', 'Oracle NetSuite']],
    ['es', 'Nos conectamos a ERP como Siigo y Alegra.', ['Siigo', 'Alegra']],
    ['pt', 'Funciona com ERPs como TOTVS e Omie.', ['TOTVS', 'Omie']],
    ['de', 'Wir binden ERP-Systeme wie DATEV und Lexware an.', ['DATEV', 'Lexware']],
    ['fr', 'Nous nous branchons sur des ERP comme Sage.', ['Sage']],
    ['it', 'Ci colleghiamo a gestionali come TeamSystem e Zucchetti.', ['TeamSystem', 'Zucchetti']],
    ['ja', 'SAPなどのERPと接続します。', ['SAP']],
    ['ko', 'SAP 등의 ERP와 연동됩니다.', ['SAP']],
    ['zh', '我们对接SAP等ERP。', ['SAP']],
  ])('%s: %s', (language, text, names) => {
    expect(read(text, language).integrations.map((n) => n.written)).toEqual(names);
  });

  test('a rival named as an example of a platform stays a rival', () => {
    const s = read('We compete with platforms like Shopify.', 'en');
    expect(s.integrations).toEqual([]);
    expect(s.competitors_named.map((n) => n.written)).toEqual(['Shopify']);
  });
});
