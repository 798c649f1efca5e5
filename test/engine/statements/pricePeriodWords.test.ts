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

describe('a price per delivery, shipment or booking, in nine languages', () => {
  test.each<[Language, string, number]>([
    ['en', 'The startup charges R$ 15 per delivery.', 15],
    ['es', 'Cobramos 3 € por envío.', 3],
    ['pt', 'Cobramos R$ 7 por entrega.', 7],
    ['de', 'Wir verlangen 4 € pro Sendung.', 4],
    ['fr', 'Nous facturons 5 € par livraison.', 5],
    ['it', 'Costa 3 € a spedizione.', 3],
    ['ja', '料金は1配送あたり300円です。', 300],
    ['ko', '배송 1건당 3,000원입니다.', 3000],
    ['zh', '每单快递收费5元。', 5],
  ])('%s: %s', (language, text, value) => {
    expect(read(text, language).figures.find((f) => f.metric === 'price')).toMatchObject({ value });
  });
});

describe('a price per physical quantity (kWh, tonne, hectare), in nine languages', () => {
  test.each<[Language, string, number]>([
    ['en', 'We charge $0.02 per kWh.', 0.02],
    ['es', 'Cobramos 12 € por tonelada.', 12],
    ['pt', 'Cobramos R$ 30 por hectare.', 30],
    ['de', 'Wir berechnen 0,03 € pro kWh.', 0.03],
    ['fr', 'Nous facturons 25 € par tonne.', 25],
    ['it', 'Costa 50 € a ettaro.', 50],
    ['ja', '料金は1トンあたり2,000円です。', 2000],
    ['ko', '요금은 톤당 5만 원입니다.', 50000],
    ['zh', '每吨收费80元。', 80],
  ])('%s: %s', (language, text, value) => {
    expect(read(text, language).figures.find((f) => f.metric === 'price')).toMatchObject({ value, per: 'unit' });
  });
});

describe('sale prices, one-time fees and the average a customer pays, in nine languages', () => {
  test.each<[Language, string, number]>([
    ['en', 'We charge a $1,500 setup fee plus $300/month.', 1500],
    ['en', 'The device sells for $299.', 299],
    ['es', 'El ticket medio es de 35 €.', 35],
    ['pt', 'Ticket médio de R$ 300.', 300],
    ['de', 'Der durchschnittliche Vertragswert liegt bei 8.000 €.', 8000],
    ['fr', 'Le panier moyen est de 45 €.', 45],
    ['it', 'Lo scontrino medio è di 25 €.', 25],
    ['ja', '客単価は3,000円です。', 3000],
    ['ko', '객단가는 3만 원입니다.', 30000],
    ['zh', '客单价为200元。', 200],
  ])('%s: %s', (language, text, value) => {
    const prices = read(text, language).figures.filter((f) => f.metric === 'price');
    expect(prices.map((f) => f.value)).toContain(value);
  });

  test('a round raised upfront stays a round', () => {
    const figures = read('We raised $3M upfront from angels.', 'en').figures;
    expect(figures.map((f) => f.metric)).toEqual(['funding']);
  });
});
