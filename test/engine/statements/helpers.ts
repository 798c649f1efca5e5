// Shared by the statement tests: read an input and check that every evidence span is exact.
import {
  readStatements,
  type Evidence,
  type Figure,
  type FigureMetric,
  type Language,
  type Statements,
} from './imports.ts';

/** A small stand-in for the knowledge base's resolver: canonical names of a few known companies. */
const KNOWN: Record<string, string> = {
  salesforce: 'Salesforce',
  hubspot: 'HubSpot',
  zendesk: 'Zendesk',
  visa: 'Visa',
  stripe: 'Stripe',
  sap: 'SAP',
  'money forward': 'Money Forward',
  マネーフォワード: 'Money Forward',
  freee: 'freee',
  세일즈포스: 'Salesforce',
  삼성: 'Samsung',
  토스: 'Toss',
  国家电网: 'State Grid',
  钉钉: 'DingTalk',
  'mercado libre': 'Mercado Libre',
  nubank: 'Nubank',
  personio: 'Personio',
  qonto: 'Qonto',
  satispay: 'Satispay',
  linear: 'Linear',
  jira: 'Jira',
};
export const knownNames = (s: string): string | null => KNOWN[s.trim().toLowerCase()] ?? null;

function evidenceOf(value: unknown, found: Evidence[] = []): Evidence[] {
  if (Array.isArray(value)) value.forEach((v) => evidenceOf(v, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.text === 'string' && typeof record.start === 'number' && typeof record.source === 'string')
      found.push(record as unknown as Evidence);
    else Object.values(record).forEach((v) => evidenceOf(v, found));
  }
  return found;
}

/** readStatements, with every evidence span checked against the string it quotes. */
export function read(text: string, language: Language, context?: string): Statements {
  const statements = readStatements({ text, language, knownNames, ...(context !== undefined ? { context } : {}) });
  for (const evidence of evidenceOf(statements)) {
    const source = evidence.source === 'text' ? text : (context ?? '');
    expect(source.slice(evidence.start, evidence.end)).toBe(evidence.text);
    expect(evidence.text.length).toBeGreaterThan(0);
  }
  return statements;
}

export function figure(statements: Statements, metric: FigureMetric): Figure {
  const found = statements.figures.find((f) => f.metric === metric);
  if (!found)
    throw new Error(`no ${metric} figure in ${JSON.stringify(statements.figures.map((f) => f.evidence.text))}`);
  return found;
}

export const metrics = (statements: Statements): FigureMetric[] => statements.figures.map((f) => f.metric);
export const names = (list: { name: string }[]): string[] => list.map((n) => n.name);
