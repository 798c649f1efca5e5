import { figure, names, read } from './helpers.ts';
import { targetRegion } from './imports.ts';

describe('Portuguese statements', () => {
  test('R$ 3 milhões raised and more than 500 paying clinics', () => {
    const s = read('Captamos R$ 3 milhões e temos mais de 500 clínicas pagantes.', 'pt');
    expect(figure(s, 'funding')).toMatchObject({ value: 3_000_000, currency: 'BRL' });
    expect(figure(s, 'customers')).toMatchObject({ value: 500, subject: 'clínicas', approximate: true });
  });

  test('monthly revenue is revenue per month, not a price', () => {
    const s = read('Receita de R$ 400 mil por mês.', 'pt');
    expect(figure(s, 'revenue')).toMatchObject({ value: 400_000, currency: 'BRL', period: 'month' });
  });

  test('1.200 clientes and 40 funcionários', () => {
    const s = read('Atendemos 1.200 clientes com 40 funcionários.', 'pt');
    expect(figure(s, 'customers').value).toBe(1200);
    expect(figure(s, 'headcount').value).toBe(40);
  });

  test('home São Paulo, markets Brazil and Chile, target the Mexican market', () => {
    const s = read(
      'Somos uma empresa sediada em São Paulo, com clientes no Brasil e no Chile, e vamos entrar no mercado mexicano.',
      'pt',
    );
    expect(s.places.map((p) => [p.name, p.role])).toEqual([
      ['São Paulo', 'home'],
      ['Brazil', 'market'],
      ['Chile', 'market'],
      ['Mexico', 'target'],
    ]);
    expect(s.places.find((p) => p.name === 'Mexico')?.evidence.text).toBe('entrar no mercado mexicano');
    expect(targetRegion(s)).toBe('mexico');
  });

  test('a seed stage round and a subscription model', () => {
    const s = read('Estamos no estágio seed e cobramos uma assinatura mensal de R$ 299.', 'pt');
    expect(s.stage?.stage).toBe('seed');
    expect(s.revenue_model.map((r) => r.model)).toContain('subscription');
  });

  test('partners and competitors', () => {
    const s = read('Temos parceria com Stone. Ao contrário do Nubank, focamos em PMEs.', 'pt');
    expect(names(s.partners)).toEqual(['Stone']);
    expect(names(s.competitors_named)).toEqual(['Nubank']);
    expect(s.segment.map((x) => x.segment)).toEqual(['smb']);
  });

  test('predictive maintenance text with a CNPJ-like number states no figure', () => {
    const s = read(
      'Sensores de vibração para manutenção preditiva. CNPJ 12.345.678/0001-90, telefone +55 11 91234-5678.',
      'pt',
    );
    expect(s.figures).toEqual([]);
  });

  test('the caller is an investor', () => {
    const s = read('Uma fintech de crédito.', 'pt', 'Como investidor, estou avaliando um investimento nesta empresa.');
    expect(s.caller.side).toBe('investor');
  });
});
