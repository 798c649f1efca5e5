// Where a company is and where it sells, as the nine languages say it: regions as groups (GCC, MENA,
// Nordics, Iberia, 동남아, 中東), places in Africa and the Gulf, a demonym before or after a word for a
// company ("a Kenyan startup", "empresa mexicana", "ein deutsches Startup"), the language's own word for
// "domestic" (국내, 国内), sales all over the world, markets in three regions, and "also" markets.
import { read } from './helpers.ts';
import { marketRegion, namedRegion, targetRegion, type Language } from './imports.ts';

describe('regions as groups of countries', () => {
  test.each([
    ['en', 'We sell to merchants across the GCC and MENA.', 'global'],
    ['es', 'Tenemos clientes en Oriente Medio.', 'global'],
    ['pt', 'Temos clientes na África.', 'global'],
    ['de', 'Wir sind aktiv in Skandinavien.', 'global'],
    ['fr', 'Nous avons des clients en Afrique de l’Ouest.', 'global'],
    ['it', 'Abbiamo clienti in Medio Oriente.', 'global'],
    ['ja', '中東で展開しています。', 'global'],
    ['ko', '동남아에서 운영합니다.', 'global'],
    ['zh', '我们在中东运营。', 'global'],
  ] as [Language, string, string][])('%s: %s', (language, text, region) => {
    expect(marketRegion(read(text, language))?.region).toBe(region);
  });

  test.each([
    ['en', 'Next year we expand to Iberia.', 'spain'],
    ['pt', 'Expansão para o Sudeste Asiático.', 'global'],
    ['ja', '中東への進出を計画しています。', 'global'],
    ['ko', '동남아 시장에 진출합니다.', 'global'],
  ] as [Language, string, string][])('target %s: %s', (language, text, region) => {
    expect(targetRegion(read(text, language))).toBe(region);
  });
});

describe("a demonym next to a word for a company names the company's home", () => {
  test.each([
    ['en', 'A Kenyan startup that lends to farmers.', 'global'],
    ['en', 'An Italian company making espresso machines.', 'italy'],
    ['es', 'Somos una empresa mexicana de logística.', 'mexico'],
    ['pt', 'Somos uma startup brasileira de crédito.', 'brazil'],
    ['de', 'Ein deutsches Startup für Lagerlogistik.', 'dach'],
    ['fr', 'Une start-up française de la cybersécurité.', 'france'],
    ['it', "Un'azienda italiana di software gestionale.", 'italy'],
  ] as [Language, string, string][])('%s: %s', (language, text, region) => {
    expect(namedRegion(read(text, language), 'home')?.region).toBe(region);
  });

  test('customers in the plural are not the home', () => {
    expect(namedRegion(read('Software para empresas mexicanas.', 'es'), 'home')).toBeNull();
  });
});

describe('a demonym on the buyers a company sells to names its market', () => {
  test.each([
    ['en', 'AgriVolt sells battery storage systems to Italian farms.', 'italy'],
    ['es', 'Vendemos software de turnos para clínicas mexicanas.', 'mexico'],
    ['pt', 'Oferecemos crédito para pequenas empresas brasileiras.', 'brazil'],
    ['de', 'Wir liefern Dienstplan-Software an deutsche Pflegeheime.', 'dach'],
    ['fr', 'Nous vendons un logiciel de paie aux entreprises françaises.', 'france'],
    ['it', 'Vendiamo sensori alle aziende agricole italiane.', 'italy'],
  ] as [Language, string, string][])('%s: %s', (language, text, region) => {
    expect(marketRegion(read(text, language))?.region).toBe(region);
  });

  test('an abbreviation after a preposition names no buyers ("Série A de US$ 12 milhões")', () => {
    expect(marketRegion(read('Estamos captando uma Série A de US$ 12 milhões.', 'pt'))).toBeNull();
  });
});

describe('the language’s own word for "domestic" names its country', () => {
  test.each([
    ['ko', '국내 병원 300곳이 사용합니다.', 'korea'],
    ['ja', '国内の中小企業向けです。', 'japan'],
    ['zh', '国内市场的客户有500家。', 'china'],
  ] as [Language, string, string][])('%s: %s', (language, text, region) => {
    expect(marketRegion(read(text, language))?.region).toBe(region);
  });

  test('国内外 (at home and abroad) is not the home market alone', () => {
    expect(marketRegion(read('国内外の企業に販売しています。', 'ja'))).toBeNull();
  });
});

describe('a business that sells all over the world', () => {
  test.each([
    ['en', 'We have customers in the US, Japan and Germany.'],
    ['es', 'Vendemos en todo el mundo.'],
    ['pt', 'Vendemos para o mundo todo.'],
    ['de', 'Wir verkaufen auf der ganzen Welt.'],
    ['fr', 'Nous vendons dans le monde entier.'],
    ['it', 'Vendiamo in tutto il mondo.'],
    ['ja', '世界各国に販売しています。'],
    ['ko', '글로벌 시장에서 판매합니다.'],
    ['zh', '我们的产品销往全球30多个国家。'],
  ] as [Language, string][])('%s: %s', (language, text) => {
    expect(marketRegion(read(text, language))?.region).toBe('global');
  });

  test('two markets in two regions still name no one market', () => {
    expect(marketRegion(read('We have customers in Japan and in Germany.', 'en'))).toBeNull();
  });
});

describe('a market named as "also" is one besides the home, not the one market', () => {
  test.each([
    ['en', 'We also sell in Japan.'],
    ['es', 'También vendemos en México.'],
    ['de', 'Wir verkaufen auch in Japan.'],
    ['fr', 'Nous vendons aussi en Italie.'],
    ['it', 'Vendiamo anche in Francia.'],
    ['zh', '产品也出口到巴西。'],
  ] as [Language, string][])('%s: %s', (language, text) => {
    expect(marketRegion(read(text, language))).toBeNull();
  });
});

describe('places named with no cue', () => {
  test.each([
    ['en', 'Charging depots in Santiago, Bogotá and Mexico City.', 'latam'],
    ['fr', "Un agrégateur de paiements pour les e-commerçants de Dakar et d'Abidjan.", 'global'],
    ['es', 'Consolidamos carga en São Paulo para pymes.', 'brazil'],
    ['zh', '目标用户是全球的专业交易者。', 'global'],
  ] as [Language, string, string][])('%s: %s', (language, text, region) => {
    expect(namedRegion(read(text, language), 'mentioned')?.region).toBe(region);
  });

  test('a broad region named with no cue says nothing', () => {
    expect(namedRegion(read('Unsere Plattform vermittelt Ladungen in ganz Europa.', 'de'), 'mentioned')).toBeNull();
  });
});
