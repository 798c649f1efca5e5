// Roles of the phrases in a company description (src/knowledge/roles.ts) in the nine languages, and
// how the market matcher weighs a term by its role (src/knowledge/marketMatch.ts).
import { readRoles, roleOf, genericBuyer, namesSoftware, type Span } from '../../../src/knowledge/roles.ts';
import { createMarketMatcher } from '../../../src/knowledge/marketMatch.ts';
import { foldText } from '../../../src/knowledge/normalize.ts';
import type { MarketProfile } from '../../../src/knowledge/types.ts';

const texts = (folded: string, spans: Span[]): string[] => spans.map((s) => folded.slice(s.start, s.end).trim());

describe('readRoles: buyer, means and product phrases', () => {
  test.each([
    ['en', 'Route-optimisation software for grocery delivery fleets.', 'grocery delivery fleets', 'software'],
    ['es', 'Software de agenda para clínicas dentales en México.', 'clinicas dentales en mexico', 'software de agenda'],
    ['pt', 'Plataforma de cobrança para academias de ginástica.', 'academias de ginastica', 'plataforma de cobranca'],
    [
      'de',
      'Wir bauen Buchhaltungssoftware für Zahnarztpraxen mit DATEV-Export.',
      'zahnarztpraxen',
      'buchhaltungssoftware',
    ],
    [
      'fr',
      'Logiciel de prise de rendez-vous pour les cabinets dentaires.',
      'les cabinets dentaires',
      'logiciel de prise',
    ],
    [
      'it',
      'Piattaforma di pagamenti ricorrenti per palestre e piscine.',
      'palestre e piscine',
      'piattaforma di pagamenti',
    ],
    ['ja', '当社は歯科医院向けの会計ソフトを提供しています。', '歯科医院', '会計ソフト'],
    ['ko', '중소 제조업체를 위한 예지보전 솔루션입니다.', '중소 제조업체', '예지보전 솔루션'],
    ['zh', '我们为三甲医院提供病历质控系统。', '三甲医院', '病历质控系统'],
  ])('%s: the buyer phrase and the product phrase', (_lang, text, buyer, product) => {
    const folded = foldText(text);
    const roles = readRoles(folded);
    expect(texts(folded, roles.buyer)).toContain(buyer);
    expect(texts(folded, roles.product).some((p) => p.includes(product))).toBe(true);
  });

  test.each([
    ['en', 'AI platform for predictive maintenance of wind turbines'],
    ['es', 'Plataforma para gestionar inventarios'],
    ['pt', 'Software para manutenção preditiva'],
    ['de', 'Software für die Tourenplanung'],
    ['fr', 'Logiciel pour la gestion des stocks'],
    ['it', 'Piattaforma per la manutenzione predittiva'],
    ['ja', '予知保全のためのAIプラットフォーム'],
    ['ko', '예지보전을 위한 AI 플랫폼'],
    ['zh', '针对预测性维护的AI平台'],
  ])('%s: a phrase after "for" that names a job, not a buyer, is no buyer phrase', (_lang, text) => {
    expect(readRoles(foldText(text)).buyer).toEqual([]);
  });

  test.each([
    ['en', 'Credit for farmers using satellite imagery to follow the harvest.', 'satellite imagery'],
    ['es', 'Crédito para agricultores basado en imágenes satelitales.', 'imagenes satelitales'],
    ['pt', 'Crédito para produtores rurais que usa imagens de satélite.', 'imagens de satelite'],
    ['de', 'Kredite für Landwirte auf Basis von Satellitenbildern.', 'satellitenbildern'],
    ['fr', 'Crédit aux agriculteurs grâce à l’imagerie satellite.', 'l’imagerie satellite'],
    ['it', 'Credito agli agricoltori basato su immagini satellitari.', 'immagini satellitari'],
    ['ja', '衛星画像を活用した農業融資', '衛星画像'],
    ['ko', '위성영상을 활용한 농업 대출', '위성영상'],
    ['zh', '基于卫星遥感的农业贷款', '卫星遥感'],
  ])('%s: a technology the company uses is a means phrase', (_lang, text, means) => {
    const folded = foldText(text);
    expect(texts(folded, readRoles(folded).means)).toContain(means);
  });

  test('a term next to a product noun is product; inside a buyer phrase, buyer; elsewhere plain', () => {
    const folded = foldText('Route optimization software for grocery delivery fleets. We started in 2021.');
    const roles = readRoles(folded);
    const at = (s: string): [number, number] => [folded.indexOf(s), folded.indexOf(s) + s.length];
    expect(roleOf(roles, ...at('route optimization'))).toBe('product');
    expect(roleOf(roles, ...at('grocery delivery'))).toBe('buyer');
    expect(roleOf(roles, ...at('started'))).toBe('plain');
  });

  test('generic buyers name no vertical; software nouns are recognised in every script', () => {
    expect(genericBuyer('small businesses')).toBe(true);
    expect(genericBuyer('pequenas empresas')).toBe(true);
    expect(genericBuyer('中小企業')).toBe(true);
    expect(genericBuyer('clinicas veterinarias')).toBe(false);
    expect(genericBuyer('歯科医院')).toBe(false);
    for (const text of [
      'gestionale per palestre',
      'Zahnarztsoftware für Praxen',
      '歯科医院向けシステム',
      '面向药店的软件',
    ]) {
      const folded = foldText(text);
      expect(namesSoftware(folded, readRoles(folded))).toBe(true);
    }
  });
});

const profile = (category: string, terms: Partial<Record<string, string[]>>): MarketProfile =>
  ({
    category,
    sector: 'saas',
    terms: { en: [], es: [], pt: [], de: [], fr: [], it: [], ja: [], ko: [], zh: [], ...terms },
  }) as unknown as MarketProfile;

describe('market matcher: terms weighed by their role', () => {
  const matcher = createMarketMatcher([
    profile('delivery management software', { en: ['route optimization'], de: ['Tourenplanung'] }),
    profile('online grocery', { en: ['grocery delivery'], it: ['spesa online'] }),
    profile('fitness studio software', { en: ['software for gyms'], it: ['software per palestre'] }),
    profile('subscription billing', { en: ['recurring billing'], it: ['pagamenti ricorrenti'] }),
    profile('accounting software', { en: ['bookkeeping'] }),
    profile('earth observation', { pt: ['imagens de satélite'] }),
    profile('sme lending', { pt: ['crédito para empresas'] }),
  ]);
  const best = (text: string): string | undefined => matcher.match(text)[0]?.category;

  test('the product outweighs the buyer', () => {
    expect(best('Route-optimisation software for grocery delivery fleets')).toBe('delivery management software');
    const hits = matcher.match('Route optimization software for grocery delivery fleets');
    expect(hits.find((h) => h.category === 'online grocery')?.score).toBeLessThan(1);
  });

  test('a buyer phrase alone still names its market in full', () => {
    expect(matcher.match('We deliver to grocery delivery customers')[0]).toMatchObject({ category: 'online grocery' });
    expect(matcher.match('An app for grocery delivery fleets')[0]?.score).toBeGreaterThanOrEqual(1.5);
  });

  test('software for a vertical buyer names the vertical market, a product term outweighs it', () => {
    expect(best('Membership software for gyms and yoga studios')).toBe('fitness studio software');
    expect(best('Gestionale con pagamenti ricorrenti per palestre')).toBe('fitness studio software');
    expect(best('Bookkeeping software for gyms')).toBe('accounting software');
  });

  test('a technology the company uses counts less than what it sells', () => {
    const hits = matcher.match('Plataforma de crédito para empresas rurais que usa imagens de satélite');
    expect(hits[0]?.category).toBe('sme lending');
    expect(hits.find((h) => h.category === 'earth observation')?.score).toBeLessThan(1);
  });
});
