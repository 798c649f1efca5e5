import { foldText, foldWithOffsets, normalizeName } from '../../../src/knowledge/normalize.ts';
import { registrableDomain } from '../../../src/knowledge/domains.ts';
import { tokenize } from '../../../src/knowledge/tokenize.ts';

describe('normalizeName', () => {
  test.each([
    ['Acme, Inc.', 'acme'],
    ['Toyota Motor Co., Ltd.', 'toyota motor'],
    ['Siemens AG', 'siemens'],
    ['Telefónica S.A.', 'telefonica'],
    ['Enel S.p.A.', 'enel'],
    ['Grupo Bimbo S.A.B. de C.V.', 'grupo bimbo'],
    ['Nu Pagamentos Ltda.', 'nu pagamentos'],
    ['株式会社メルカリ', 'メルカリ'],
    ['삼성전자 주식회사', '삼성전자'],
    ['阿里巴巴（中国）有限公司', '阿里巴巴(中国)'],
    ['Straße GmbH', 'strasse'],
    ['SoftBank Group', 'softbank group'], // "Group" is part of the name
    ['ＳＴＲＩＰＥ', 'stripe'],
  ])('%s → %s', (name, key) => {
    expect(normalizeName(name)).toBe(key);
  });
});

describe('folding', () => {
  test('Latin diacritics go, kana voicing and Hangul stay', () => {
    expect(foldText('Crédit Agricole Ünïcode')).toBe('credit agricole unicode');
    expect(foldText('ガンダム')).toBe('ガンダム');
    expect(foldText('카카오뱅크')).toBe('카카오뱅크');
  });

  test('offsets point back into the original text', () => {
    const text = 'Ａｃｍｅ ﬁnance';
    const { folded, sourceIndex } = foldWithOffsets(text);
    const at = folded.indexOf('finance');
    expect(text.slice(sourceIndex[at], sourceIndex[at + 'finance'.length])).toBe('ﬁnance');
  });
});

describe('registrableDomain', () => {
  test('public-suffix aware, from URLs, hosts and bare domains', () => {
    expect(registrableDomain('https://www.mercadolibre.com.ar/ofertas')).toBe('mercadolibre.com.ar');
    expect(registrableDomain('dashboard.stripe.com')).toBe('stripe.com');
    expect(registrableDomain('127.0.0.1')).toBeNull();
    expect(registrableDomain('not a domain')).toBeNull();
  });
});

describe('tokenize', () => {
  test('segments all scripts, drops stopwords, keeps one-character CJK words out of the stoplist', () => {
    expect(tokenize('The payments of the merchants')).toEqual(['payment', 'merchant']);
    expect(tokenize('蚂蚁集团是支付宝的母公司')).toEqual(expect.arrayContaining(['蚂蚁', '支付']));
    expect(tokenize('로봇을 만든다')).toContain('로봇');
  });
});
