// Opening operations, a branch, an office or a subsidiary in a place names it as the target, in the nine
// languages ("lançar operações na Argentina", "aprire una filiale in Messico", "ドイツに現地法人を設立").
import { read } from './helpers.ts';
import type { Language } from './imports.ts';

describe('a branch, an office or operations opened there is the target', () => {
  test.each<[Language, string, string]>([
    ['en', 'We plan to open an office in Madrid.', 'spain'],
    ['es', 'Queremos abrir una filial en Chile.', 'latam'],
    ['pt', 'O Nubank avalia lançar operações na Argentina em 2026.', 'argentina'],
    ['de', 'Wir wollen in Spanien eine Niederlassung eröffnen.', 'spain'],
    ['fr', 'Nous voulons ouvrir une filiale au Brésil.', 'brazil'],
    ['it', 'Elettric80 valuta di aprire una filiale in Messico.', 'mexico'],
    ['ja', '来年、ドイツに現地法人を設立します。', 'dach'],
    ['ko', '일본에 지사를 설립할 계획입니다.', 'japan'],
    ['zh', '计划在巴西设立子公司。', 'brazil'],
  ])('%s: %s', (language, text, region) => {
    const target = read(text, language).places.find((p) => p.role === 'target');
    expect(target?.region).toBe(region);
  });
});
