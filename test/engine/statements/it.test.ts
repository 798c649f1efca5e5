import { figure, names, read } from './helpers.ts';
import { targetRegion } from './imports.ts';

describe('Italian statements', () => {
  test('funding, customers and revenue in one sentence', () => {
    const s = read('Abbiamo raccolto 2 milioni di euro, 300 clienti e un fatturato di 1,2 milioni di euro.', 'it');
    expect(figure(s, 'funding')).toMatchObject({ value: 2_000_000, currency: 'EUR' });
    expect(figure(s, 'customers').value).toBe(300);
    expect(figure(s, 'revenue')).toMatchObject({ value: 1_200_000, currency: 'EUR' });
  });

  test('"dal 2018" is a year', () => {
    expect(read('Operiamo dal 2018.', 'it').figures).toEqual([]);
  });

  test('home Milan, target Germany', () => {
    const s = read('Siamo una startup con sede a Milano e vogliamo espanderci in Germania.', 'it');
    expect(s.places.map((p) => [p.name, p.role])).toEqual([
      ['Milan', 'home'],
      ['Germany', 'target'],
    ]);
    expect(targetRegion(s)).toBe('dach');
  });

  test('competitor and partner', () => {
    const s = read('A differenza di Satispay, lavoriamo in partnership con Nexi.', 'it');
    expect(names(s.competitors_named)).toEqual(['Satispay']);
    expect(names(s.partners)).toEqual(['Nexi']);
  });

  test('a subscription per seat per month', () => {
    const s = read('Abbonamento da 19 € per utente al mese.', 'it');
    expect(figure(s, 'price')).toMatchObject({ value: 19, currency: 'EUR', per: 'user' });
    expect(s.revenue_model.map((r) => r.model)).toContain('subscription');
  });

  test('SME segment and government contracts', () => {
    const s = read('Vendiamo alle piccole imprese e tramite appalti pubblici.', 'it');
    expect(s.segment.map((x) => x.segment)).toEqual(['smb']);
    expect(s.revenue_model.map((r) => r.model)).toEqual(['government-contracts']);
  });

  test('the caller considers entering', () => {
    expect(read('Una app di pagamenti.', 'it', 'Valutiamo di entrare in questo mercato.').caller.side).toBe('entrant');
  });

  test('headcount with dipendenti and a monthly growth rate', () => {
    const s = read('Siamo 35 dipendenti e cresciamo del 12% al mese.', 'it');
    expect(figure(s, 'headcount').value).toBe(35);
    expect(figure(s, 'growth')).toMatchObject({ value: 12, period: 'month' });
  });
});
