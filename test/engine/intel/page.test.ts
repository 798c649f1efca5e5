// Analysing a URL: the real safe fetcher (private addresses allowed for the loopback server) and the
// real extractor; the page's own name, prices and careers cues feed the analysis and its sources.
import { createEngine } from '../../../src/intel/engine.ts';
import { createSafeFetcher, type SafeFetcher } from '../../../src/sources/fetcher.ts';
import { fixtureKb } from './fixture.ts';
import { startPageServer } from './servers.ts';

const STRIPE_PAGE = `<!doctype html><html lang="en"><head><title>Stripe | Financial Infrastructure for the Internet</title>
<meta name="description" content="Online payments infrastructure for businesses of every size.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Stripe","url":"https://stripe.com","foundingDate":"2010"}</script>
</head><body><h1>Payments infrastructure for the internet</h1><p>Millions of companies use Stripe to accept payments online and in person.</p></body></html>`;

const ROBOT_PAGE = `<!doctype html><html lang="en"><head><title>Picklo — Autonomous picking robots</title>
<meta property="og:site_name" content="Picklo">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Picklo","foundingDate":"2021-03-01","numberOfEmployees":{"@type":"QuantitativeValue","value":"35"}}</script>
</head><body><nav><a href="/pricing">Pricing</a> <a href="/careers">Careers</a></nav>
<h1>Autonomous mobile robots for warehouse picking</h1>
<p>Picklo builds autonomous mobile robots that pick orders in warehouses, so logistics operators cut manual work and picking errors.</p>
<p>Robots from $1,500/month per robot. Free trial for 30 days. We're hiring: 12 open positions.</p>
<p>Unlike Locus Robotics, our robots need no floor markers.</p></body></html>`;

let server: Awaited<ReturnType<typeof startPageServer>>;
let fetcher: SafeFetcher;
beforeAll(async () => {
  server = await startPageServer({ '/': STRIPE_PAGE, '/picklo': ROBOT_PAGE });
  fetcher = createSafeFetcher({ allowPrivate: true, respectRobots: false, timeoutMs: 5_000 });
});
afterAll(async () => {
  await server.close();
  await fetcher.close();
});

test("a known company's page: identified by the name it gives itself, with high confidence", async () => {
  const result = await createEngine({ knowledge: fixtureKb(), fetcher }).analyze({
    url: `${server.url}/`,
    mode: 'competitive',
  });
  expect(result.source).toBe(`${server.url}/`);
  expect(result.analysis.entity).toMatchObject({ matched: true, name: 'Stripe' });
  expect(result.analysis.confidence).toBe('high');
  expect(result.analysis.confidence_reason).toMatch(/the name on its page/);
  expect(result.analysis.sources).toEqual([`${server.url}/`, 'https://stripe.com']);
  expect(result.analysis.detected_competitors.slice(0, 3)).toEqual(['Adyen', 'PayPal', 'Checkout.com']);
});

test("an unknown company's page: its name, prices, hiring and named rival, nothing more", async () => {
  const { analysis, source } = await createEngine({ knowledge: fixtureKb(), fetcher }).analyze({
    url: `${server.url}/picklo`,
    mode: 'competitive',
  });
  expect(source).toBe(`${server.url}/picklo`);
  expect(analysis.company_or_product).toBe('Picklo');
  expect(analysis.entity).toMatchObject({ matched: false, name: 'Picklo', founded: 2021 });
  expect(analysis.sector).toBe('robotics');
  expect(analysis.confidence).toBe('medium');
  expect(analysis.competitor_details[0]).toMatchObject({ name: 'Locus Robotics', relation: 'direct', source: 'page' });
  expect(analysis.market_signals.pricing_signal).toMatch(/prices on the page: \$1,500\/month/);
  expect(analysis.market_signals.pricing_signal).toMatch(/free trial/);
  expect(analysis.market_signals.headcount_signal).toMatch(
    /35 employees stated on the page \(band 1-50\); 12 open roles listed on the page/,
  );
  expect(analysis.user_pain_points.join(' ')).toMatch(/Manual work/);
  expect(analysis.sources).toEqual([`${server.url}/picklo`]);
});

test('an unreachable page is a coded error, not a guess', async () => {
  await expect(
    createEngine({ knowledge: fixtureKb(), fetcher }).analyze({ url: `${server.url}/missing`, mode: 'competitive' }),
  ).rejects.toMatchObject({ code: 'url_unreachable' });
});
