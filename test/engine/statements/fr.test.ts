import { figure, names, read } from './helpers.ts';
import { targetRegion } from './imports.ts';

describe('French statements', () => {
  test('a seed round in millions of euros', () => {
    const s = read("Nous avons levé 5 millions d'euros en seed.", 'fr');
    expect(figure(s, 'funding')).toMatchObject({ value: 5_000_000, currency: 'EUR', stage: 'seed' });
  });

  test('1 200 clients with a space and 15 % annual growth', () => {
    const s = read('Nous comptons 1 200 clients et 15 % de croissance annuelle.', 'fr');
    expect(figure(s, 'customers').value).toBe(1200);
    expect(figure(s, 'growth')).toMatchObject({ value: 15, period: 'year' });
  });

  test('2 M€ of revenue', () => {
    const s = read("Un chiffre d'affaires de 2 M€.", 'fr');
    expect(figure(s, 'revenue')).toMatchObject({ value: 2_000_000, currency: 'EUR' });
  });

  test('home Paris, target Italy', () => {
    const s = read('Basée à Paris, nous voulons nous lancer en Italie.', 'fr');
    expect(s.places.map((p) => [p.name, p.role])).toEqual([
      ['Paris', 'home'],
      ['Italy', 'target'],
    ]);
    expect(targetRegion(s)).toBe('italy');
  });

  test('competitor and integration', () => {
    const s = read("Contrairement à Qonto, notre outil s'intègre avec Pennylane.", 'fr');
    expect(s.competitors_named).toEqual([expect.objectContaining({ name: 'Qonto', resolved: true })]);
    expect(names(s.integrations)).toEqual(['Pennylane']);
  });

  test('a vertical after "pour"', () => {
    const s = read('Un logiciel pour cabinets dentaires.', 'fr');
    expect(s.segment).toEqual([expect.objectContaining({ segment: 'vertical', vertical: 'dental clinics' })]);
  });

  test('the caller competes with the subject', () => {
    expect(read('Un CRM.', 'fr', 'Nous sommes concurrents et nous cherchons leurs faiblesses.').caller).toMatchObject({
      side: 'competitor',
      asks_weakness: true,
    });
  });

  test('a transaction fee model and a price per transaction', () => {
    const s = read('Nous prenons des frais de transaction : 0,30 € par transaction.', 'fr');
    expect(s.revenue_model.map((r) => r.model)).toEqual(['transaction-fee']);
    expect(figure(s, 'price')).toMatchObject({ value: 0.3, currency: 'EUR', per: 'transaction' });
  });
});
