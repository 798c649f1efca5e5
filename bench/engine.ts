// Offline engine benchmark: p50/p99 of createEngine().analyze for a known company's text, an unknown
// company's text (English and Japanese) and a fetched ~30 KB page from a loopback server. Each
// figure is printed beside a baseline measured in the same run (these machines are noisy): the
// cost of JSON.parse(JSON.stringify(result)) for text inputs, the fetch alone for the page.
//   node bench/engine.ts        BENCH_ITERATIONS=500 to change the sample size (default 300)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createKnowledgeBase, readKnowledgeFiles } from '../src/knowledge/load.ts';
import { readMarketFiles } from '../src/knowledge/markets.ts';
import { createEngine } from '../src/intel/engine.ts';
import type { EngineInput } from '../src/intel/types.ts';
import { createSafeFetcher } from '../src/sources/fetcher.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARM_UP = 30;

const KNOWN =
  'Stripe is a payments platform for internet businesses. Developers use its APIs to accept online payments, run subscription billing, ' +
  'issue cards and prevent fraud, and platforms and marketplaces use it to pay out sellers in dozens of countries with a single integration.';
const UNKNOWN =
  'Ferrowave is a Lisbon startup building route-optimisation software for regional freight carriers. Dispatchers replace spreadsheets ' +
  'with real-time load matching, cutting empty kilometres by a fifth; 140 carriers use it and we raised a $6M seed round last spring.';
const JAPANESE =
  'さくらロボティクス株式会社は、物流倉庫向けの自律移動ロボットを開発するスタートアップです。人手不足に悩む中小企業の倉庫でピッキング作業を自動化し、' +
  '導入企業は120社を超えました。月額制のロボットサービスとして提供しています。';

/** A realistic company home page of about 30 KB: navigation, hero, features, pricing, customers, footer. */
function companyPage(): string {
  const features = [
    'Real-time load matching',
    'Route optimisation',
    'Carrier onboarding',
    'Proof of delivery',
    'Freight invoicing',
    'Fleet telematics',
    'Dock scheduling',
    'Spot and contract rates',
    'Customs documents',
    'Emissions reporting',
    'Driver app',
    'Shipper portal',
    'Capacity forecasting',
    'Yard management',
    'Claims handling',
    'Carrier scorecards',
    'Fuel surcharges',
    'Temperature monitoring',
  ];
  const paragraph = (topic: string, i: number) =>
    `<p>${topic} helps dispatchers and shippers move freight with fewer empty kilometres. ` +
    `Teams connect their transport management system through our API in days, not months, and see every load, truck and delivery window on one map. ` +
    `Customer ${i} cut manual planning work by ${20 + i}% and reduced late deliveries across ${3 + i} regional depots while keeping drivers on predictable shifts.</p>`;
  const sections = features
    .map(
      (f, i) =>
        `<section class="feature"><h2>${f}</h2>${paragraph(f, i)}${paragraph(`${f} analytics`, i + 1)}<ul>${[
          'Live tracking',
          'Automatic alerts',
          'Audit trail',
          'Role-based access',
        ]
          .map((li) => `<li>${li} for ${f.toLowerCase()}</li>`)
          .join('')}</ul></section>`,
    )
    .join('\n');
  const nav = ['Product', 'Solutions', 'Pricing', 'Customers', 'Resources', 'Company', 'Careers', 'Contact sales']
    .map((n) => `<a href="/${n.toLowerCase().replace(/\s/g, '-')}">${n}</a>`)
    .join(' ');
  const footer = Array.from({ length: 150 }, (_, i) => `<a href="/resources/guide-${i}">Freight guide ${i}</a>`).join(
    ' ',
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ferrowave — Freight routing for regional carriers</title>
<meta name="description" content="Ferrowave is route-optimisation and load-matching software for regional freight carriers and shippers.">
<meta property="og:site_name" content="Ferrowave"><meta property="og:title" content="Ferrowave">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Ferrowave","foundingDate":"2021","numberOfEmployees":{"@type":"QuantitativeValue","minValue":51,"maxValue":200},"address":{"@type":"PostalAddress","addressCountry":"PT"}}</script>
<style>${'.x{color:#123456;margin:0 auto;padding:1rem}'.repeat(40)}</style><script>${'window.dataLayer=window.dataLayer||[];'.repeat(40)}</script></head>
<body><header><nav>${nav}</nav></header><main><h1>Freight routing that fills every truck</h1>
<p>Ferrowave matches loads to regional carriers in real time. Plans from €490/month per depot, 14-day free trial. We're hiring: 8 open positions.</p>
${sections}
<section><h2>Pricing</h2><p>Starter €490/month. Growth €1,290/month. Enterprise: contact sales.</p></section>
<section><h2>Trusted by 140 carriers</h2><p>Unlike Flexport, we focus on regional road freight.</p></section></main>
<footer>${footer}<p>© Ferrowave, Lisbon, Portugal.</p></footer></body></html>`;
}

function stats(samples: number[]): { p50: number; p99: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p99: at(0.99), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

/** Times `fn`, which answers a value or a promise of one (awaited either way). */
async function measure(fn: () => unknown): Promise<{ p50: number; p99: number; mean: number }> {
  for (let i = 0; i < WARM_UP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

const ms = (n: number) => `${n.toFixed(2).padStart(7)} ms`;
const row = (name: string, s: { p50: number; p99: number }, base: { p50: number }, baseName: string) =>
  console.log(
    `${name.padEnd(28)} p50 ${ms(s.p50)}  p99 ${ms(s.p99)}   ${baseName} p50 ${ms(base.p50)}  ratio ${(s.p50 / base.p50).toFixed(1)}×`,
  );

const loadStarted = performance.now();
const kb = createKnowledgeBase(readKnowledgeFiles().entries, readMarketFiles().profiles);
console.log(
  `knowledge base: ${kb.entries.length} entries loaded in ${(performance.now() - loadStarted).toFixed(0)} ms; ${ITERATIONS} iterations after ${WARM_UP} warm-up`,
);

const html = companyPage();
const server = createServer((req, res) => {
  if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  else res.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const fetcher = createSafeFetcher({ allowPrivate: true, respectRobots: false });
const engine = createEngine({ knowledge: kb, fetcher });

for (const [name, input] of [
  ['text, known company', { text: KNOWN, mode: 'competitive' }],
  ['text, unknown company', { text: UNKNOWN, mode: 'competitive' }],
  ['text, unknown (Japanese)', { text: JAPANESE, mode: 'competitive' }],
  ['text, known, sales_enablement', { text: KNOWN, mode: 'sales_enablement' }],
] as [string, EngineInput][]) {
  const result = await engine.analyze(input);
  const analysis = await measure(() => engine.analyze(input));
  const copy = await measure(() => JSON.parse(JSON.stringify(result)));
  row(name, analysis, copy, 'JSON copy');
}
const sample = (await engine.analyze({ url: pageUrl, mode: 'competitive' })).analysis;
console.log(
  `page: ${(html.length / 1024).toFixed(1)} KB of HTML, read as ${sample.company_or_product} (${sample.sector}; ${sample.detected_competitors.slice(0, 3).join(', ')}; confidence ${sample.confidence})`,
);
const page = await measure(() => engine.analyze({ url: pageUrl, mode: 'competitive' }));
const fetchOnly = await measure(() => fetcher.fetchPage(pageUrl));
row('fetched page (fetch+analyze)', page, fetchOnly, 'fetch alone');

await fetcher.close();
server.close();
