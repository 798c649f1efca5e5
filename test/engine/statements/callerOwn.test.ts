// The caller who names two companies: its own product (or the one it resells) and the rival it sells it
// against, in the nine languages ("we sell Coda and compete with Notion", "somos partner de X y competimos
// con Y", "wir vertreiben X gegen Y"). The caller is then the rival's competitor.
import { read } from './helpers.ts';
import type { Language } from './imports.ts';

const PAIRS: [Language, string, string, string][] = [
  ['en', 'We sell Salesforce and compete with HubSpot in mid-market deals.', 'Salesforce', 'HubSpot'],
  ['en', 'We resell Zendesk against HubSpot.', 'Zendesk', 'HubSpot'],
  ['es', 'Somos partner de Salesforce y competimos con HubSpot en pymes.', 'Salesforce', 'HubSpot'],
  ['pt', 'Somos parceiros da Salesforce e concorremos com a HubSpot.', 'Salesforce', 'HubSpot'],
  ['de', 'Wir vertreiben Personio gegen Factorial im Mittelstand.', 'Personio', 'Factorial'],
  ['fr', 'Nous distribuons Qonto et sommes en concurrence avec Shine.', 'Qonto', 'Shine'],
  ['it', 'Siamo partner di Satispay e competiamo con Nexi.', 'Satispay', 'Nexi'],
  ['ja', '当社はfreeeを販売しており、マネーフォワードと競合しています。', 'freee', 'Money Forward'],
  ['ko', '저희는 토스를 판매하고 삼성와 경쟁합니다.', 'Toss', 'Samsung'],
  ['zh', '我们代理钉钉，与Slack竞争。', 'DingTalk', 'Slack'],
];

describe('the caller sells its own product against a named rival', () => {
  test.each(PAIRS)('%s: %s', (language, text, own, against) => {
    const { caller } = read(text, language);
    expect(caller.own?.name).toBe(own);
    expect(caller.against?.name).toBe(against);
    expect(caller.side).toBe('competitor');
  });

  test('the same words in the context make the caller a competitor of the subject in the text', () => {
    const { caller } = read('HubSpot is a CRM for SMBs.', 'en', 'We sell Salesforce and compete with HubSpot.');
    expect(caller).toMatchObject({ side: 'competitor', own: { name: 'Salesforce' }, against: { name: 'HubSpot' } });
    expect(caller.own?.evidence.source).toBe('context');
  });
});

describe('a founder describing its own product is not a caller with two companies', () => {
  test.each([
    ['en', 'Acme is a CRM for clinics. We sell Acme to clinics and compete with HubSpot.'],
    ['de', 'Wir verkaufen Software an Kliniken und konkurrieren mit Doctolib.'],
    ['en', 'We sell to dental clinics and compete with HubSpot.'],
    ['es', 'Vendemos a restaurantes y competimos con Salesforce.'],
  ] as [Language, string][])('%s: %s', (language, text) => {
    const { caller } = read(text, language);
    expect(caller.own).toBeNull();
    expect(caller.against).toBeNull();
  });

  test('one company named as sold, with no rival, changes nothing', () => {
    expect(read('We sell Salesforce to banks.', 'en').caller).toMatchObject({ own: null, against: null });
  });
});
