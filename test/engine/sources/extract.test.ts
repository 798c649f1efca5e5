import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleDir } from '../../../src/lib/paths.ts';
import { extractPage } from '../../../src/sources/extract.ts';

const COMPANY_PAGE = readFileSync(join(moduleDir(import.meta.url), 'fixtures', 'company-page.html'), 'utf8');
const URL_ = 'https://www.ledgerly.example/';

describe('extractPage on a realistic company page', () => {
  const facts = extractPage(COMPANY_PAGE, URL_);

  test('title, description, Open Graph, canonical and language', () => {
    expect(facts.title).toBe('Ledgerly — Accounting automation for growing businesses');
    expect(facts.description).toBe(
      'Ledgerly automates bookkeeping, invoicing and month-end close for small and mid-sized businesses.',
    );
    expect(facts.openGraph).toEqual({
      title: 'Ledgerly: close your books in hours, not weeks',
      description: 'Automated bookkeeping and invoicing for finance teams.',
      siteName: 'Ledgerly',
      type: 'website',
    });
    expect(facts.canonical).toBe('https://www.ledgerly.example/');
    expect(facts.lang).toBe('en-US');
  });

  test('headings, bounded', () => {
    expect(facts.headings.h1).toEqual(['Close your books in hours, not weeks']);
    expect(facts.headings.h2[0]).toBe('Automatic categorisation');
    expect(facts.headings.h2).toHaveLength(20);
  });

  test('JSON-LD organization from @graph and product offers; broken JSON-LD is skipped', () => {
    expect(facts.organization).toEqual({
      name: 'Ledgerly',
      legalName: 'Ledgerly Inc.',
      url: 'https://www.ledgerly.example',
      description: 'Accounting automation for small and mid-sized businesses.',
      foundingDate: '2019-03-01',
      numberOfEmployees: '51-200',
      country: 'US',
      sameAs: [
        'https://www.linkedin.com/company/ledgerly-example',
        'https://x.com/ledgerly_example',
        'https://github.com/ledgerly-example',
      ],
    });
    expect(facts.products).toEqual([
      {
        name: 'Ledgerly Close',
        description: 'Month-end close software.',
        category: 'BusinessApplication',
        offers: [
          { name: 'Starter', price: '29', priceCurrency: 'USD' },
          { name: 'Growth', price: '79', priceCurrency: 'USD' },
        ],
      },
    ]);
  });

  test('pricing cues: the pricing link, prices (not the funding round), seats, trial, free plan, sales', () => {
    expect(facts.pricing).toEqual({
      links: ['https://www.ledgerly.example/pricing'],
      prices: ['$29/month', '$79 per user'],
      perSeat: true,
      freeTrial: true,
      freePlan: true,
      contactSales: true,
    });
  });

  test('careers cues: the careers page and the ATS board, hiring, the open-role count', () => {
    expect(facts.careers).toEqual({
      links: ['https://jobs.ashbyhq.com/ledgerly', 'https://www.ledgerly.example/careers'],
      hiring: true,
      openRoles: 23,
    });
    expect(facts.socialLinks).toEqual(['https://www.linkedin.com/company/ledgerly-example']);
  });

  test('visible text without scripts, styles or noscript, with words kept apart', () => {
    expect(facts.text).toMatch(/^Ledgerly Product Pricing Customers Careers Log in Book a demo Close your books/);
    expect(facts.text).not.toMatch(/SHOULD NOT APPEAR|dataLayer|font-family/);
    expect(facts.text.length).toBe(20_000);
  });
});

describe('extractPage on thin and hostile pages', () => {
  test('a fragment without head or metadata', () => {
    const facts = extractPage(
      '<p>Hello <b>world</b></p><!-- a comment --><footer>&copy; 2026 Acme<br>Austin</footer>',
      'https://a.example/x',
    );
    expect(facts).toMatchObject({
      title: null,
      description: null,
      canonical: null,
      lang: null,
      organization: null,
      products: [],
      openGraph: { title: null, description: null, siteName: null, type: null },
      headings: { h1: [], h2: [] },
      text: 'Hello world © 2026 Acme Austin',
    });
    expect(facts.pricing).toEqual({
      links: [],
      prices: [],
      perSeat: false,
      freeTrial: false,
      freePlan: false,
      contactSales: false,
    });
    expect(facts.careers).toEqual({ links: [], hiring: false, openRoles: null });
  });

  test('relative links resolve against the page; javascript: and mailto: links are dropped', () => {
    const facts = extractPage(
      '<a href="../precios/">Precios</a><a href="javascript:void(0)">Pricing</a><a href="mailto:x@y.z">Jobs</a><a href="/karriere">Karriere</a>',
      'https://a.example/es/inicio',
    );
    expect(facts.pricing.links).toEqual(['https://a.example/precios/']);
    expect(facts.careers.links).toEqual(['https://a.example/karriere']);
  });

  test('Open Graph written with name=, JSON-LD as an array with a single employee count', () => {
    const facts = extractPage(
      `<html><head>
      <meta name="og:site_name" content="Acme">
      <script type="application/ld+json">[{"@type":["Corporation"],"name":"Acme","numberOfEmployees":{"@type":"QuantitativeValue","value":1200},"sameAs":"https://www.linkedin.com/company/acme"}]</script>
      </head><body></body></html>`,
      'https://acme.example/',
    );
    expect(facts.openGraph.siteName).toBe('Acme');
    expect(facts.organization).toMatchObject({
      name: 'Acme',
      numberOfEmployees: '1200',
      sameAs: ['https://www.linkedin.com/company/acme'],
    });
  });

  test('huge pages stay bounded', () => {
    const facts = extractPage(
      `<title>${'t'.repeat(5000)}</title><body>${'<h2>x</h2><p>word </p>'.repeat(20_000)}</body>`,
      'https://a.example/',
    );
    expect(facts.title?.length).toBe(300);
    expect(facts.headings.h2).toHaveLength(20);
    expect(facts.text.length).toBeLessThanOrEqual(20_000);
  });

  test('pricing and hiring cues in other languages', () => {
    const facts = extractPage(
      '<body><p>Ab 9 € pro Nutzer im Monat. Kostenlos testen. Wir stellen ein: 12 offene Stellen.</p></body>',
      'https://a.example/',
    );
    expect(facts.pricing).toMatchObject({ prices: ['9 € pro Nutzer'], perSeat: true, freeTrial: true });
    expect(facts.careers).toMatchObject({ hiring: true, openRoles: 12 });
  });
});
