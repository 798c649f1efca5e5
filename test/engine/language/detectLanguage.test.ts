import { detectLanguage } from '../../../src/knowledge/language.ts';
import { HARD, HOLDOUT, PLAIN } from './corpus.ts';

describe('detectLanguage', () => {
  test.each([...PLAIN, ...HARD, ...HOLDOUT])('%s: %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  test('a long English page whose language menu lists CJK names stays English', () => {
    const menu = 'English · Español · Português · Deutsch · Français · Italiano · 日本語 · 한국어 · 简体中文';
    const body =
      'Ship faster with automated testing for your APIs. Teams use our platform to catch regressions before release. '.repeat(
        4,
      );
    expect(detectLanguage(`${menu}\n${body}`)).toBe('en');
  });

  test('a name glossed in its own script does not make an English line Japanese', () => {
    expect(detectLanguage('Toyota Motor (トヨタ自動車) sells hybrid cars in every market.')).toBe('en');
  });

  test('languages outside the nine answer en', () => {
    expect(detectLanguage('Wij zijn een Nederlands bedrijf dat betalingen verwerkt voor webwinkels.')).toBe('en');
    expect(detectLanguage('Vi er et dansk firma som laver software til restauranter.')).toBe('en');
    expect(detectLanguage('Мы разрабатываем программное обеспечение для банков.')).toBe('en');
  });

  test('names, fragments and empty input answer en', () => {
    for (const text of ['', '   ', '12345', 'Nubank', 'Stripe', '!!!']) expect(detectLanguage(text)).toBe('en');
  });

  test('a kanji-only line is Chinese, a line with kana is Japanese, Hangul is Korean', () => {
    expect(detectLanguage('中国电子商务')).toBe('zh');
    expect(detectLanguage('日本のソフトウェア')).toBe('ja');
    expect(detectLanguage('한국 소프트웨어')).toBe('ko');
  });
});
