// Names written in ways the capital-letter rule missed: a name that goes on across a linking word ("Banco do
// Brasil", "Sistema di Interscambio"), a camel-cased brand ("sevDesk", "eBay"), and, in Han and Hangul, a
// public body, a bank or a group named by its last word ("건강보험심사평가원", "三井住友カード", "招商银行").
import { read } from './helpers.ts';
import type { Language } from './imports.ts';

describe('names across a linking word and camel-cased brands', () => {
  test.each<[Language, string, 'integrations' | 'partners', string]>([
    ['en', 'Partners include Bank of America and Wells Fargo.', 'partners', 'Bank of America'],
    ['en', 'Integrates with eBay and Shopify.', 'integrations', 'eBay'],
    ['es', 'Tenemos un acuerdo con Banco de Bogotá.', 'partners', 'Banco de Bogotá'],
    ['pt', 'Parceria com o Banco do Brasil.', 'partners', 'Banco do Brasil'],
    ['de', 'Schnittstellen zu DATEV, Lexware und sevDesk.', 'integrations', 'sevDesk'],
    ['fr', 'Nous avons un partenariat avec Caisse des Dépôts.', 'partners', 'Caisse des Dépôts'],
    ['it', 'Integrazione con il Sistema di Interscambio (SdI).', 'integrations', 'Sistema di Interscambio'],
  ])('%s: %s', (language, text, kind, name) => {
    expect(read(text, language)[kind].map((n) => n.name)).toContain(name);
  });

  test('a place after a name is not part of it', () => {
    expect(read('We partner with Visa in Brazil.', 'en').partners.map((n) => n.name)).toEqual(['Visa']);
  });
});

describe('public bodies, banks and groups in Han and Hangul', () => {
  test.each<[Language, string, 'integrations' | 'partners', string]>([
    ['ko', '건강보험심사평가원과 연동됩니다.', 'integrations', '건강보험심사평가원'],
    ['ko', '신한카드와 제휴를 맺었습니다.', 'partners', '신한카드'],
    ['ja', '三井住友カードと提携しています。', 'partners', '三井住友カード'],
    ['ja', '東京大学と連携しています。', 'integrations', '東京大学'],
    ['zh', '与招商银行达成战略合作。', 'partners', '招商银行'],
  ])('%s: %s', (language, text, kind, name) => {
    expect(read(text, language)[kind].map((n) => n.name)).toContain(name);
  });

  test.each<[Language, string]>([
    ['ko', '고객 데이터와 연동됩니다.'],
    ['ko', '대형 은행과 경쟁합니다.'],
    ['ja', '大学と連携しています。'],
    ['zh', '与客户达成战略合作。'],
  ])('a common noun is not a name — %s: %s', (language, text) => {
    const s = read(text, language);
    expect([...s.integrations, ...s.partners, ...s.competitors_named]).toEqual([]);
  });
});

describe('the channel a product is sold through is a partner', () => {
  test.each<[Language, string, string]>([
    ['en', 'It resells through Deloitte.', 'Deloitte'],
    ['es', 'Se vende a través de Telefónica.', 'Telefónica'],
    ['pt', 'Revendido por Totvs.', 'Totvs'],
    ['de', 'Vertrieb über Bechtle.', 'Bechtle'],
    ['fr', 'Commercialisé par Orange Business.', 'Orange Business'],
    ['it', 'Distribuito da Esprinet.', 'Esprinet'],
  ])('%s: %s', (language, text, name) => {
    expect(read(text, language).partners.map((n) => n.name)).toContain(name);
  });
});
