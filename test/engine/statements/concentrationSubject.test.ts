// Concentration with the buyer as the subject of a verb of share ("Walmart accounts for 40 % of revenue",
// "トヨタが売上の6割を占め", "国家电网占收入的60%"), and a few buyers counted ("3 clients représentent 85 %"),
// in the nine languages. A share that is not of revenue, or many customers, is no concentration.
import { read } from './helpers.ts';
import type { Language } from './imports.ts';

describe('a named buyer as the subject of a share of revenue', () => {
  test.each<[Language, string, string, number]>([
    ['en', 'Salesforce accounts for 40% of our revenue.', 'Salesforce', 40],
    ['es', 'Nubank representa el 60 % de nuestros ingresos.', 'Nubank', 60],
    ['pt', 'A Petrobras responde por 55% da receita.', 'Petrobras', 55],
    ['de', 'Die SAP macht 45 % unseres Umsatzes aus.', 'SAP', 45],
    ['fr', "EDF représente 60 % du chiffre d'affaires.", 'EDF', 60],
    ['it', "L'Enel rappresenta il 55% del fatturato.", 'Enel', 55],
    ['ja', 'トヨタが売上の6割を占めています。', 'トヨタ', 60],
    ['ko', '삼성전자가 매출의 70%를 차지합니다.', '삼성전자', 70],
    ['zh', '国家电网占公司收入的60%。', 'State Grid', 60],
  ])('%s: %s', (language, text, customer, share) => {
    const [found, ...more] = read(text, language).concentration;
    expect(more).toEqual([]);
    expect(found).toMatchObject({ customer, share_percent: share });
  });
});

describe('a few buyers counted', () => {
  test.each<[Language, string, string, number]>([
    ['en', 'Three customers account for 65% of revenue.', 'Three customers', 65],
    ['es', '4 clientes generan el 70 % de los ingresos.', '4 clientes', 70],
    ['pt', '2 clientes respondem por 80% do faturamento.', '2 clientes', 80],
    ['de', '3 Kunden machen 75 % des Umsatzes aus.', '3 Kunden', 75],
    ['fr', "3 clients représentent 85 % du chiffre d'affaires.", '3 clients', 85],
    ['it', 'Due clienti valgono il 60% del fatturato.', 'Due clienti', 60],
  ])('%s: %s', (language, text, customer, share) => {
    expect(read(text, language).concentration[0]).toMatchObject({ customer, share_percent: share });
  });
});

describe('no buyer, or many, is no concentration', () => {
  test.each<[Language, string]>([
    ['en', 'We have 480 customers and subscriptions account for 90% of revenue.'],
    ['es', 'Las suscripciones representan el 80 % de los ingresos.'],
    ['fr', "L'export représente 30 % du chiffre d'affaires."],
    ['de', 'Wartung macht 20 % des Umsatzes aus.'],
    ['ja', '海外が売上の3割を占めています。'],
  ])('%s: %s', (language, text) => {
    expect(read(text, language).concentration).toEqual([]);
  });
});

describe('dependence on one buyer, and shares of recurring revenue or turnover', () => {
  test.each<[Language, string, string, number]>([
    ['en', 'The company relies on Salesforce for 60% of its sales.', 'Salesforce', 60],
    ['en', 'Salesforce alone accounts for 45% of ARR.', 'Salesforce', 45],
    ['es', 'El 50 % del MRR depende de Nubank.', 'Nubank', 50],
    ['pt', 'A empresa depende da Nubank para 70% das receitas.', 'Nubank', 70],
    ['de', 'Rund 55 % der Erlöse hängen von SAP ab.', 'SAP', 55],
    ['fr', "L'entreprise dépend d'EDF pour 65 % de ses revenus.", 'EDF', 65],
    ['it', 'Il 40% delle entrate dipende da Enel.', 'Enel', 40],
    ['ja', '収益の7割をトヨタに依存しています。', 'トヨタ', 70],
    ['ko', '수익의 60%를 삼성에 의존합니다.', 'Samsung', 60],
    ['zh', '公司营业额的五成依赖国家电网。', 'State Grid', 50],
  ])('%s: %s', (language, text, customer, share) => {
    expect(read(text, language).concentration[0]).toMatchObject({ customer, share_percent: share });
  });
});
