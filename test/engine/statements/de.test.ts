import { figure, names, read } from './helpers.ts';
import { targetRegion } from './imports.ts';

describe('German statements', () => {
  test('€2,5 Mio. Umsatz, 1.200 Kunden and 40 Mitarbeiter', () => {
    const s = read('Wir haben €2,5 Mio. Umsatz, 1.200 Kunden und 40 Mitarbeiter.', 'de');
    expect(figure(s, 'revenue')).toMatchObject({
      value: 2_500_000,
      currency: 'EUR',
      evidence: { text: '€2,5 Mio. Umsatz' },
    });
    expect(figure(s, 'customers')).toMatchObject({ value: 1200, subject: 'kunden' });
    expect(figure(s, 'headcount').value).toBe(40);
  });

  test('a price per user', () => {
    const s = read('Preis: 49 € pro Nutzer.', 'de');
    expect(figure(s, 'price')).toMatchObject({ value: 49, currency: 'EUR', per: 'user' });
  });

  test('CHF and a Series A round', () => {
    const s = read('Wir haben in einer Series A CHF 12 Mio. eingesammelt.', 'de');
    expect(figure(s, 'funding')).toMatchObject({ value: 12_000_000, currency: 'CHF', stage: 'series_a' });
  });

  test('home Munich, target Austria', () => {
    const s = read('Wir sind ein Startup aus München und planen den Markteintritt in Österreich.', 'de');
    expect(s.places.map((p) => [p.name, p.role])).toEqual([
      ['Munich', 'home'],
      ['Austria', 'target'],
    ]);
    expect(targetRegion(s)).toBe('dach');
  });

  test('competitor, partner and SME segment', () => {
    const s = read('Im Gegensatz zu Personio sind wir für KMU gebaut. Wir haben eine Partnerschaft mit SAP.', 'de');
    expect(s.competitors_named).toEqual([expect.objectContaining({ name: 'Personio', resolved: true })]);
    expect(names(s.partners)).toEqual(['SAP']);
    expect(s.segment.map((x) => x.segment)).toEqual(['smb']);
  });

  test('the caller wants to partner', () => {
    expect(read('Ein HR-Tool.', 'de', 'Wir wollen kooperieren.').caller.side).toBe('partner');
  });

  test('dates and years are not figures', () => {
    const s = read('Gegründet 2018, Launch am 15.03.2024, seit 2020 profitabel.', 'de');
    expect(s.figures).toEqual([]);
  });

  test('licence model and churn per month', () => {
    const s = read('Wir verkaufen Lizenzen; die Churn liegt bei 2 % pro Monat.', 'de');
    expect(s.revenue_model.map((r) => r.model)).toEqual(['license']);
    expect(figure(s, 'churn')).toMatchObject({ value: 2, period: 'month' });
  });
});
