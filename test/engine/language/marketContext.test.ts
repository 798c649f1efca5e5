import { detectLanguage } from '../../../src/knowledge/language.ts';
import { detectMarketContext } from '../../../src/knowledge/region.ts';
import type { MarketContext } from '../../../src/intel/types.ts';

/** The market context of a text, with its language detected as the engine does. */
function contextOf(text: string, country?: string | null) {
  return detectMarketContext({ text, language: detectLanguage(text), country });
}

describe('detectMarketContext: explicit cues', () => {
  test.each<[MarketContext, string, string]>([
    [
      'japan',
      'keiretsu',
      'Its suppliers belong to the Toyota keiretsu, which makes switching vendors slow for newcomers.',
    ],
    ['korea', 'chaebol', 'The startup sells logistics software to chaebol affiliates such as Samsung and LG.'],
    [
      'china',
      'BAT',
      'Like the other Chinese giants outside the BAT group, it depends on WeChat mini programs for traffic.',
    ],
    ['china', 'BAT', 'Its cloud business competes with Baidu, Alibaba and Tencent for enterprise AI contracts.'],
    ['brazil', 'Pix', 'Checkout supports Pix, credit cards and instant payments for online merchants.'],
    ['brazil', 'CPF', 'Onboarding validates the customer CPF against the Receita database in seconds.'],
    ['brazil', 'CNPJ', 'Any business with a CNPJ can open an account and issue invoices.'],
    ['mexico', 'RFC', 'Our invoicing API validates the RFC of each customer and stamps every factura electrónica.'],
    ['mexico', 'CFDI', 'Automatic CFDI 4.0 invoicing for online stores, connected to the SAT.'],
    ['mexico', 'SPEI', 'Merchants get paid by SPEI transfer the same day.'],
    ['argentina', 'CUIT', 'Registration only needs the CUIT of the company and a bank account.'],
    ['argentina', 'AFIP', 'Electronic invoices are authorised by AFIP in real time for every sale.'],
    [
      'dach',
      'Mittelstand',
      'ERP software built for the Mittelstand manufacturers that run their plants on spreadsheets.',
    ],
    ['dach', 'GmbH', 'Acme Robotics GmbH builds inspection drones for wind farms.'],
    ['france', 'URSSAF', 'Payroll software that files declarations with URSSAF automatically for small employers.'],
    ['italy', 'S.p.A.', 'Satispay S.p.A. offers mobile payments to merchants and consumers.'],
    ['spain', 'Bizum', 'Shops accept Bizum, cards and bank transfers at checkout.'],
    ['latam', 'SUNAT', 'Electronic invoices are sent to SUNAT the moment a sale closes.'],
  ])('%s from %s', (market, cue, text) => {
    const { market_context, regional_context } = contextOf(text);
    expect(market_context).toBe(market);
    expect(regional_context?.region).toBe(market);
    expect(regional_context?.cue).toContain(cue);
    expect(regional_context?.meaning.length).toBeGreaterThan(20);
  });

  test('several cues for one region are all named; the meaning is the strongest one', () => {
    const { market_context, regional_context } = contextOf(
      'KYC checks the CPF and the company CNPJ, then payouts go out by Pix.',
    );
    expect(market_context).toBe('brazil');
    expect(regional_context?.cue).toBe('Pix, CNPJ, CPF');
    expect(regional_context?.meaning).toMatch(/^Pix:/);
  });

  test("a legal form ranks below the headquarters: a US company's German subsidiary is not a DACH focus", () => {
    const text = 'Imprint: Acme Cloud Germany GmbH, Berlin. Acme builds observability software for engineering teams.';
    expect(contextOf(text, 'US')).toEqual({ market_context: 'global', regional_context: null });
    expect(contextOf(text).market_context).toBe('dach');
  });

  test('market cues for three or more regions describe a multi-market business', () => {
    const text = 'Accept Pix in Brazil, SPEI in Mexico and Bizum in Spain through one payments API.';
    expect(contextOf(text).market_context).toBe('global');
    expect(contextOf(text, 'NL').market_context).toBe('global');
    expect(contextOf(text, 'BR').regional_context?.cue).toBe('headquarters:BR');
  });

  test('explicit cues outrank the headquarters and the language', () => {
    const text = 'Stripe now supports Pix and boleto payments for merchants selling in Brazil.';
    expect(contextOf(text, 'US').market_context).toBe('brazil');
    expect(
      detectMarketContext({ text: 'Wir unterstützen jetzt Pix-Zahlungen für Händler in Brasilien.', language: 'de' })
        .market_context,
    ).toBe('brazil');
  });
});

describe('detectMarketContext: look-alikes do not fire', () => {
  test.each([
    'The server implements HTTP semantics as defined in RFC 9110 and RFC 7231.',
    'Security contacts follow RFC 9116, the Request for Comments on security.txt files.',
    'Students use our app to prepare for the SAT and ACT exams with adaptive practice tests.',
    'A SAT solver that checks hardware designs for bugs before tape-out.',
    'British American Tobacco (BAT) sells cigarettes and vaping products worldwide.',
    'Brave rewards users with BAT tokens for viewing privacy-preserving ads.',
    'Wildlife cameras that detect a bat flying at night and alert researchers.',
    'Singapore employers must contribute to the CPF, the Central Provident Fund, each month.',
    'Upload your pix and we turn them into printed photo books.',
    'A design tool that exports pixel-perfect images; Pixar artists use it for storyboards.',
    'SAS Institute sells analytics software to banks and insurers.',
    'Our logistics platform quotes CIF and FOB prices for sea freight.',
  ])('%s', (text) => {
    expect(contextOf(text)).toEqual({ market_context: 'global', regional_context: null });
  });
});

describe('detectMarketContext: headquarters, language and place', () => {
  test.each<[MarketContext, string]>([
    ['japan', 'JP'],
    ['korea', 'KR'],
    ['china', 'CN'],
    ['brazil', 'BR'],
    ['mexico', 'MX'],
    ['argentina', 'AR'],
    ['dach', 'DE'],
    ['dach', 'AT'],
    ['dach', 'CH'],
    ['france', 'FR'],
    ['italy', 'IT'],
    ['spain', 'ES'],
    ['latam', 'CL'],
    ['latam', 'CO'],
    ['latam', 'PE'],
    ['latam', 'UY'],
    ['global', 'US'],
    ['global', 'GB'],
  ])('%s from headquarters %s', (market, country) => {
    const result = contextOf('A software company that helps retailers forecast demand and plan inventory.', country);
    expect(result.market_context).toBe(market);
    if (market !== 'global') expect(result.regional_context?.cue).toBe(`headquarters:${country}`);
  });

  test('the headquarters outranks the language', () => {
    expect(contextOf('Nous développons des logiciels de paie pour les PME.', 'ch').market_context).toBe('dach');
  });

  test.each<[MarketContext, string]>([
    ['japan', '当社は中小企業向けのクラウド会計ソフトを提供しています。'],
    ['korea', '우리는 소상공인을 위한 간편결제 서비스를 제공합니다.'],
    ['china', '我们为中小企业提供云端财务软件和发票服务。'],
    ['brazil', 'Somos uma fintech que oferece conta digital gratuita para todos.'],
    ['dach', 'Wir entwickeln Software für die Buchhaltung kleiner Unternehmen.'],
    ['france', 'Nous aidons les PME à gérer leur trésorerie et leurs factures.'],
    ['italy', 'Siamo una startup che sviluppa software per la logistica.'],
    ['latam', 'Somos una plataforma de pagos para pequeñas empresas y comercios.'],
    ['mexico', 'Somos una plataforma de pagos para pequeñas empresas en México.'],
    ['argentina', 'Billetera digital para comercios de Buenos Aires y todo el país.'],
    ['spain', 'Software de reservas para restaurantes de Madrid y Barcelona.'],
    ['latam', 'Aplicación de entregas a domicilio que opera en Colombia y Perú.'],
  ])('%s from the language of: %s', (market, text) => {
    const result = contextOf(text);
    expect(result.market_context).toBe(market);
    expect(result.regional_context?.cue).toBe(`language:${detectLanguage(text)}`);
  });

  test('Portuguese about Portugal is not the Brazilian market', () => {
    expect(
      contextOf('Somos uma empresa de software sediada em Lisboa, Portugal, com clientes na Europa.').market_context,
    ).toBe('global');
  });

  test.each<[MarketContext, string]>([
    ['brazil', 'Nubank is a Brazilian digital bank serving customers across Latin America.'],
    ['dach', 'SAP SE is a German software company that makes enterprise resource planning software.'],
    ['japan', 'A Tokyo-based startup that builds warehouse robots.'],
    ['mexico', 'The lender is headquartered in Mexico City and serves small merchants.'],
  ])('%s from a place phrase: %s', (market, text) => {
    const result = contextOf(text);
    expect(result.market_context).toBe(market);
    expect(result.regional_context?.cue).toMatch(/^place:/);
  });

  test('mentioning a country is not being from it; English without cues is global', () => {
    expect(
      contextOf('Stripe is expanding its payment products to Brazil, Japan and Germany this year.').market_context,
    ).toBe('global');
    expect(contextOf('We build payment infrastructure for internet businesses of every size.')).toEqual({
      market_context: 'global',
      regional_context: null,
    });
  });
});

describe('stated places', () => {
  const text = 'We sell invoicing software to small shops.';
  test('a stated target outranks the headquarters, a target outside the regions gives global', () => {
    const target = { region: 'japan', evidence: 'launch in Japan' } as const;
    expect(detectMarketContext({ text, language: 'en', country: 'DE', target }).market_context).toBe('japan');
    const us = { region: 'global', evidence: 'launch in the US' } as const;
    expect(detectMarketContext({ text, language: 'en', country: 'JP', target: us })).toEqual({
      market_context: 'global',
      regional_context: null,
    });
  });

  test('the one market the input says it sells in outranks the headquarters, a target outranks it', () => {
    const market = { region: 'brazil', evidence: 'small shops in Brazil' } as const;
    const found = detectMarketContext({ text, language: 'en', country: 'AR', market });
    expect(found.market_context).toBe('brazil');
    expect(found.regional_context?.cue).toBe('market:"small shops in Brazil"');
    const target = { region: 'mexico', evidence: 'expand to Mexico' } as const;
    expect(detectMarketContext({ text, language: 'en', country: 'AR', market, target }).market_context).toBe('mexico');
  });
});
