// Integrations named by base forms and compatibility ("we connect to X", "certified for X"), Latin
// names before the word for the link ("its X and Y sync"), and a reseller's maker as its partner.
import { read } from './helpers.ts';

const names = (list: { name: string }[]): string[] => list.map((n) => n.name);

describe('integrations and partners, more phrasings', () => {
  test.each([
    ['We connect to Xero and Stripe for reconciliation.', 'en', ['Xero', 'Stripe']],
    ['Its Salesforce and HubSpot sync is what buyers like.', 'en', ['Salesforce', 'HubSpot']],
    ['Integramos com Omie e Bling.', 'pt', ['Omie', 'Bling']],
    ['Nos capteurs sont certifiés pour Siemens et Schneider.', 'fr', ['Siemens', 'Schneider']],
    ['Il software è compatibile con Zucchetti.', 'it', ['Zucchetti']],
    ['Unsere Lösung ist kompatibel mit DATEV.', 'de', ['DATEV']],
  ])('%s', (text, language, expected) => {
    expect(names(read(text, language as Parameters<typeof read>[1]).integrations)).toEqual(expected);
  });

  test('a reseller names its maker as a partner; selling against a rival stays a rival', () => {
    expect(names(read('We resell Growatt inverters to installers in Texas.', 'en').partners)).toEqual(['Growatt']);
    const against = read('Acme sells CRM.', 'en', 'We sell against Acme in enterprise deals.');
    expect(names(against.partners)).toEqual([]);
    expect(names(against.competitors_named)).toEqual(['Acme']);
  });
});
