// The short words that join a price to its period, in the nine languages: "29 € im Monat", "R$ 89 ao mês",
// "49 € al mes", "$49 a month". A year named after "im Jahr" is a date, and leaves no price.
import { read } from './helpers.ts';
import type { Language } from './imports.ts';

describe('a price joined to its period by a short word', () => {
  test.each<[Language, string, number, string]>([
    ['en', 'It costs $49 a month per store.', 49, 'month'],
    ['es', 'La suscripción cuesta 49 € al mes.', 49, 'month'],
    ['pt', 'A assinatura custa R$ 89 ao mês.', 89, 'month'],
    ['de', 'Die Software kostet 29 € im Monat.', 29, 'month'],
    ['de', 'Die Lizenz kostet 1.200 € im Jahr.', 1200, 'year'],
    ['fr', "L'abonnement coûte 49 € par mois.", 49, 'month'],
    ['it', 'Il servizio costa 7 € al mese.', 7, 'month'],
    ['ja', '料金は月額980円です。', 980, 'month'],
    ['ko', '요금은 월 9,900원입니다.', 9900, 'month'],
    ['zh', '价格为每月99元。', 99, 'month'],
  ])('%s: %s', (language, text, value, period) => {
    expect(read(text, language).figures.find((f) => f.metric === 'price')).toMatchObject({ value, period });
  });

  test('"im Jahr 2024" after an amount of revenue is no price', () => {
    expect(read('Wir erzielten 3 Mio. € Umsatz im Jahr 2024.', 'de').figures.some((f) => f.metric === 'price')).toBe(
      false,
    );
  });
});
