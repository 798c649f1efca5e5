// Target regions: the families of phrasings founders use for the market they will enter next, in the
// nine languages, and the phrasings that must stay a home or today's market. Every evidence span is
// checked against its text by `read`.
import { read } from './helpers.ts';
import { marketRegion, targetRegion, type Language } from './imports.ts';

type Target = [Language, string, string, string];

// [language, sentence, market context, evidence of the target]
const TARGETS: Target[] = [
  ['en', 'We are starting in Germany next quarter.', 'dach', 'starting in Germany'],
  ['en', 'Next year in Spain, then Italy.', 'spain', 'Next year in Spain'],
  ['en', 'We plan to bring the product to Mexico in 2026.', 'mexico', 'bring the product to Mexico'],
  ['en', 'We are looking at Spain as our next market.', 'spain', 'Spain as our next market'],
  ['en', 'We want to break into the Korean market.', 'korea', 'break into the Korean market'],
  ['en', "We're eyeing Italy for 2026.", 'italy', 'eyeing Italy'],
  ['en', 'Expansion plans: Japan and Korea.', 'japan', 'Expansion plans: Japan'],
  ['en', 'We will debut in Spain this autumn.', 'spain', 'debut in Spain'],
  ['en', 'How should we approach the German market?', 'dach', 'approach the German market'],
  ['en', 'We want to launch in the US next year.', 'global', 'launch in the US'],
  ['es', 'Nuestro próximo mercado será Brasil.', 'brazil', 'próximo mercado será Brasil'],
  ['es', 'Planeamos aterrizar en España en 2026.', 'spain', 'aterrizar en España'],
  ['es', 'Vamos a abrir operaciones en Colombia.', 'latam', 'abrir operaciones en Colombia'],
  ['es', 'Queremos llevar el producto a Argentina.', 'argentina', 'llevar el producto a Argentina'],
  ['pt', 'Nosso próximo mercado é a Espanha.', 'spain', 'próximo mercado é a Espanha'],
  ['pt', 'Vamos internacionalizar para a Argentina.', 'argentina', 'internacionalizar para a Argentina'],
  ['pt', 'Estamos avaliando entrar na Alemanha.', 'dach', 'entrar na Alemanha'],
  ['pt', 'Queremos levar a plataforma para o México.', 'mexico', 'levar a plataforma para o México'],
  ['de', 'Nächstes Jahr gehen wir nach Spanien.', 'spain', 'gehen wir nach Spanien'],
  ['de', 'Wir wollen in Japan Fuß fassen.', 'japan', 'Japan Fuß fassen'],
  ['de', 'Geplant ist die Expansion in die Schweiz.', 'dach', 'Expansion in die Schweiz'],
  ['de', 'Wir wollen Frankreich als nächsten Markt erobern.', 'france', 'Frankreich als nächsten Markt'],
  ['fr', "Notre prochain marché sera l'Italie.", 'italy', "prochain marché sera l'Italie"],
  ['fr', "Nous envisageons d'ouvrir au Japon.", 'japan', 'ouvrir au Japon'],
  ['fr', 'Nous souhaitons conquérir le marché brésilien.', 'brazil', 'conquérir le marché brésilien'],
  ['fr', 'Nous allons nous développer au Mexique.', 'mexico', 'nous développer au Mexique'],
  ['it', 'Il nostro prossimo mercato è la Spagna.', 'spain', 'prossimo mercato è la Spagna'],
  ['it', 'Puntiamo al mercato giapponese.', 'japan', 'Puntiamo al mercato giapponese'],
  ['it', "Stiamo valutando l'ingresso in Brasile.", 'brazil', "l'ingresso in Brasile"],
  ['it', 'Vogliamo portare la piattaforma in Francia.', 'france', 'portare la piattaforma in Francia'],
  ['ja', '韓国でのサービス開始を計画しています。', 'korea', '韓国でのサービス開始'],
  ['ja', '来年ドイツでサービスを始めます。', 'dach', '来年ドイツ'],
  ['ja', '次の進出先はブラジルです。', 'brazil', '次の進出先はブラジル'],
  ['ko', '미국 시장 공략을 준비 중입니다.', 'global', '미국 시장 공략'],
  ['ko', '내년에 일본에서 서비스를 시작합니다.', 'japan', '일본에서 서비스를 시작'],
  ['ko', '독일에 법인을 설립할 계획입니다.', 'dach', '독일에 법인을 설립'],
  ['zh', '我们准备在巴西落地。', 'brazil', '准备在巴西'],
  ['zh', '明年在德国上线。', 'dach', '明年在德国'],
  ['zh', '我们想把产品带到墨西哥。', 'mexico', '把产品带到墨西哥'],
  ['zh', '菜鸟计划在巴西建设物流网络。', 'brazil', '计划在巴西'],
];

describe('a stated target region, in nine languages', () => {
  test.each(TARGETS)('%s: %s', (language, text, region, evidence) => {
    const s = read(text, language);
    expect(targetRegion(s)).toBe(region);
    expect(s.places.find((p) => p.role === 'target')?.evidence.text).toBe(evidence);
  });
});

// Homes and today's markets are not targets, and "bring value to" is not a move into a market.
const NOT_TARGETS: [Language, string][] = [
  ['en', 'We are a Berlin-based startup with customers in Spain.'],
  ['en', 'We bring value to hospitals in Spain.'],
  ['en', 'Our approach in Germany relies on resellers.'],
  ['de', 'Wir sind ein Startup aus München mit Kunden in Deutschland.'],
  ['es', 'Somos una startup de Madrid con clientes en México.'],
  ['pt', 'Somos uma startup de São Paulo com 300 clientes no Brasil.'],
  ['fr', 'Nous sommes une start-up basée à Lyon avec des clients en France.'],
  ['it', 'Siamo una startup di Milano con clienti in Italia.'],
  ['ja', '東京に本社を置くスタートアップです。'],
  ['ko', '서울에 본사를 둔 스타트업입니다.'],
  ['zh', '我们是一家总部位于上海的公司，在中国有500家客户。'],
];

describe('homes and current markets are not targets', () => {
  test.each(NOT_TARGETS)('%s: %s', (language, text) => {
    expect(targetRegion(read(text, language))).toBeNull();
  });

  test('a negated plan names no target', () => {
    expect(targetRegion(read('We have no plans to enter China.', 'en'))).toBeNull();
  });
});

describe('the market a company sells in today', () => {
  test.each([
    ['en', 'We sell to small shops in Brazil.', 'brazil'],
    ['es', 'Operamos en México y Colombia.', 'latam'],
    ['de', 'Wir sind ein Startup aus München mit Kunden in Deutschland.', 'dach'],
    ['zh', '我们在中国运营。', 'china'],
  ] as [Language, string, string][])('%s: %s', (language, text, region) => {
    expect(marketRegion(read(text, language))?.region).toBe(region);
  });

  test.each([
    ['zh', 'SHEIN主要面向海外市场销售快时尚服装。'],
    ['ja', '当社は海外で販売しています。'],
    ['en', 'We sell mostly overseas.'],
  ] as [Language, string][])('selling abroad is a global market: %s', (language, text) => {
    expect(marketRegion(read(text, language))?.region).toBe('global');
  });

  test('going abroad is a global target', () => {
    expect(targetRegion(read('来年は海外展開を計画しています。', 'ja'))).toBe('global');
    expect(targetRegion(read('해외 시장 진출을 준비 중입니다.', 'ko'))).toBe('global');
  });

  test('markets in two regions name no one market', () => {
    expect(marketRegion(read('We have customers in Japan and in Germany.', 'en'))).toBeNull();
  });
});
