import { figure, metrics, names, read } from './helpers.ts';
import { targetRegion } from './imports.ts';

describe('Spanish statements', () => {
  test('a seed round in millions of dollars with a decimal comma', () => {
    const s = read('Levantamos 2,5 millones de dólares en una ronda semilla.', 'es');
    expect(figure(s, 'funding')).toMatchObject({ value: 2_500_000, currency: 'USD', stage: 'seed' });
  });

  test('1.200 clientes is twelve hundred, and 9%/mes is monthly growth', () => {
    const s = read('Tenemos 1.200 clientes y crecemos 9%/mes.', 'es');
    expect(figure(s, 'customers')).toMatchObject({ value: 1200, subject: 'clientes' });
    expect(figure(s, 'growth')).toMatchObject({ value: 9, period: 'month', evidence: { text: 'crecemos 9%/mes' } });
  });

  test('mil millones is a thousand million; a price in Mexican pesos per user', () => {
    const s = read('El mercado es de 3 mil millones de dólares. Cobramos MXN 499 por usuario.', 'es');
    expect(figure(s, 'market_size')).toMatchObject({ value: 3e9, currency: 'USD' });
    expect(figure(s, 'price')).toMatchObject({ value: 499, currency: 'MXN', per: 'user' });
  });

  test('home in Madrid, target the Mexican market', () => {
    const s = read('Somos una startup con sede en Madrid y queremos entrar al mercado mexicano en 2025.', 'es');
    expect(s.places.map((p) => [p.name, p.role])).toEqual([
      ['Madrid', 'home'],
      ['Mexico', 'target'],
    ]);
    expect(targetRegion(s)).toBe('mexico');
    expect(s.figures).toEqual([]); // 2025 is a year
  });

  test('concentration: 60% of revenue from a named buyer', () => {
    const s = read('El 60% de los ingresos proviene de Pemex.', 'es');
    expect(s.concentration).toEqual([expect.objectContaining({ customer: 'Pemex', share_percent: 60 })]);
  });

  test('competitors and integrations', () => {
    const s = read('Competimos con Zendesk y Freshdesk. La plataforma se integra con HubSpot.', 'es');
    expect(names(s.competitors_named)).toEqual(['Zendesk', 'Freshdesk']);
    expect(names(s.integrations)).toEqual(['HubSpot']);
  });

  test('the caller builds a startup for SMBs', () => {
    const s = read('Una herramienta de facturación.', 'es', 'Estoy construyendo una startup para pymes.');
    expect(s.caller).toMatchObject({ side: 'builder', evidence: { text: 'Estoy construyendo', source: 'context' } });
    expect(s.segment).toMatchObject([{ segment: 'smb', evidence: { source: 'context' } }]);
  });

  test('a range of employees and a price in Argentine pesos per month', () => {
    const s = read('Somos entre 10 a 20 empleados. El plan cuesta ARS 15.000 al mes.', 'es');
    expect(figure(s, 'headcount')).toMatchObject({ value: 10, max: 20 });
    expect(figure(s, 'price')).toMatchObject({ value: 15_000, currency: 'ARS', per: 'month' });
  });

  test('a negated expansion is not a target', () => {
    const s = read('No planeamos entrar en Brasil.', 'es');
    expect(s.places[0]).toMatchObject({ name: 'Brazil', negated: true });
    expect(targetRegion(s)).toBeNull();
    expect(metrics(s)).toEqual([]);
  });
});
