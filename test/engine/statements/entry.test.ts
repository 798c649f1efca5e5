// Target regions stated as nouns of expansion and entry, growth and approach, in the nine languages
// ("an expansion of its business to Germany", "la expansión de X a Japón", "日本展開を評価",
// "일본 시장 확장", "在日本的扩张"), and the market held today through a network or presence.
import { read } from './helpers.ts';
import { marketRegion, targetRegion, type Language } from './imports.ts';

const TARGETS: [Language, string, string][] = [
  ['en', 'The company is considering an expansion of its artillery business to Germany.', 'dach'],
  ['en', 'How should the company approach Japan?', 'japan'],
  ['en', 'Should it push into the Korean market this year?', 'korea'],
  ['en', 'The plan is to grow in Spain first.', 'spain'],
  ['es', 'Evaluamos la expansión de la empresa a Japón.', 'japan'],
  ['es', 'La compañía prepara su entrada en el mercado brasileño.', 'brazil'],
  ['es', 'Queremos crecer en Italia el año que viene.', 'italy'],
  ['es', '¿Cómo debería abordar el mercado coreano?', 'korea'],
  ['pt', 'Avaliamos a expansão da empresa para o Japão.', 'japan'],
  ['pt', 'A empresa quer crescer na Espanha.', 'spain'],
  ['pt', 'Preparamos a entrada no mercado mexicano.', 'mexico'],
  ['de', 'Wir prüfen eine Expansion des Unternehmens nach Japan.', 'japan'],
  ['de', 'Das Unternehmen will in Spanien wachsen.', 'spain'],
  ['de', 'Geplant ist der Eintritt in den französischen Markt.', 'france'],
  ['fr', "Nous étudions une expansion de l'entreprise au Japon.", 'japan'],
  ['fr', 'Comment aborder le marché coréen ?', 'korea'],
  ['fr', 'Nous voulons croître en Italie.', 'italy'],
  ['it', "Valutiamo un'espansione dell'azienda in Giappone.", 'japan'],
  ['it', 'Vogliamo crescere in Spagna.', 'spain'],
  ['it', 'Come affrontare il mercato tedesco?', 'dach'],
  ['ja', '同社の日本展開を評価してください。', 'japan'],
  ['ja', '韓国でのサービスを検討しています。', 'korea'],
  ['ja', 'ドイツ展開戦略を教えてください。', 'dach'],
  ['ko', '일본 시장 확장 전략은 무엇입니까?', 'japan'],
  ['ko', '그 회사는 한국 시장에 들어오려고 합니다.', 'korea'],
  ['ko', '스페인으로 확장하려고 합니다.', 'spain'],
  ['zh', '评估该公司在日本的扩张。', 'japan'],
  ['zh', '我们在德国的布局刚刚开始。', 'dach'],
  ['zh', '公司计划向巴西扩展。', 'brazil'],
];

describe('expansion, entry, growth and approach name a target, in nine languages', () => {
  test.each(TARGETS)('%s: %s', (language, text, region) => {
    expect(targetRegion(read(text, language))).toBe(region);
  });
});

describe('a network, presence or past rollout is not a target', () => {
  test.each([
    ['en', 'Our approach in Germany relies on resellers.', 'dach'],
    ['es', 'Tenemos una red en México de 400 talleres.', 'mexico'],
    ['pt', 'Temos presença no Brasil desde 2019.', 'brazil'],
    ['de', 'Unser Netzwerk in Deutschland umfasst 300 Partner.', 'dach'],
    ['fr', 'Notre réseau en France compte 80 agences.', 'france'],
    ['it', 'Vogliamo rafforzare la nostra rete in Italia.', 'italy'],
    ['en', 'We have a strong network in Japan.', 'japan'],
  ] as [Language, string, string][])('%s: %s', (language, text, region) => {
    const s = read(text, language);
    expect(targetRegion(s)).toBeNull();
    expect(marketRegion(s)?.region).toBe(region);
  });

  test('a rollout told in the past in Japanese is not a plan', () => {
    expect(targetRegion(read('同社は米国で展開していた。', 'ja'))).toBeNull();
  });
});

describe('aiming at a market, local production and going overseas to a country (ko, ja, zh)', () => {
  test.each([
    ['ko', '그 회사는 독일 육군 현대화 사업을 노리고 있습니다.', 'dach'],
    ['ko', '독일 시장을 겨냥한 수출 전략을 분석해 주세요.', 'dach'],
    ['ko', '독일 현지 생산 거점을 세우려 합니다.', 'dach'],
    ['ja', '日本市場を狙っています。', 'japan'],
    ['ja', '日本での拡大を目指しています。', 'japan'],
    ['zh', '该公司希望拓展日本市场。', 'japan'],
    ['zh', '公司计划出海日本。', 'japan'],
  ] as [Language, string, string][])('%s: %s', (language, text, region) => {
    expect(targetRegion(read(text, language))).toBe(region);
  });
});

describe('selling to consumers or users in a place is a market today (ko, ja, zh)', () => {
  test.each([
    ['ko', '일본 소비자에게 화장품을 판매합니다.', 'japan'],
    ['ja', '米国の顧客に販売しています。', 'global'],
    ['zh', '我们的用户遍布全球。', 'global'],
    ['zh', '我们的协议面向全球用户。', 'global'],
  ] as [Language, string, string][])('%s: %s', (language, text, region) => {
    expect(marketRegion(read(text, language))?.region).toBe(region);
  });
});
