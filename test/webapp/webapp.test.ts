// The web app in a real browser (Debian chromium through playwright-core) against the real service on the
// local devnet: buy a plan end to end with a Solana Pay transfer, fund keys on Solana and Base, run an
// analysis, explore the graph and a sector's market share, read the account; every page scanned by axe-core
// and photographed at desktop and phone widths (screenshots/webapp/).
import type { Browser, BrowserContext } from 'playwright-core';
import { MODES, PLANS } from '../../src/billing/prices.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { microToDecimal } from '../../src/lib/money.ts';
import { APP_PAGES } from '../../src/operations/webapp.ts';
import { APP_CSP } from '../../src/webapp/routes.ts';
import { randomIp, startTestApp, type TestApp } from '../helpers/testApp.ts';
import { startDevnet, serviceEnv, type Devnet } from '../payments/helpers/devnet.ts';
import { startPaymentsApp, type PaymentsApp } from '../payments/helpers/paymentsApp.ts';
import { wallets, type Wallets } from '../payments/helpers/wallets.ts';
import { VIEWPORTS, launchBrowser, openPage, outcome, screenshot, seriousViolations } from './browser.ts';

/**
 * The DOM members that page functions (run in the browser by waitForFunction) touch: the tests' libraries
 * carry no DOM types. Only types are named here, so nothing outside the function reaches the browser.
 */
interface PageGlobals {
  document: {
    getElementById(
      id: string,
    ): { src?: string; textContent: string | null; dataset: Record<string, string | undefined> } | null;
    querySelector(selector: string): { textContent: string | null } | null;
  };
}

const USDC = 1_000_000;
const TEXT =
  'Vercel is a frontend cloud platform for deploying web applications with serverless functions and a global edge network.';
const SLOW = 360_000; // a 2-core machine shared with other work (load 10 seen): generous, never a timing assertion

let devnet: Devnet;
let app: PaymentsApp; // payees and chains of the devnet, the pending-payment watcher every 200 ms
let unpaid: TestApp; // no chain configured: nothing can be bought
let w: Wallets;
let browser: Browser;
let context: BrowserContext; // one visitor: the credential it buys stays in its storage
const requested: string[] = []; // every URL the browser asked for
let vercelSector = 'saas';

beforeAll(async () => {
  devnet = await startDevnet();
  app = await startPaymentsApp({ ...serviceEnv(devnet), PAYMENT_WATCH_INTERVAL_MS: '200' });
  unpaid = await startTestApp();
  w = wallets(devnet);
  browser = await launchBrowser();
  // Its own client address: demo, trial and pending-payment limits count per address, across runs.
  context = await browser.newContext({
    viewport: VIEWPORTS.desktop,
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  });
  context.on('request', (req) => {
    requested.push(req.url());
  });
}, SLOW);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await unpaid?.close();
  await app?.close();
  await devnet?.stop();
}, SLOW);

test(
  'landing and pricing come from the one price table; the free demo answers',
  async () => {
    const page = await openPage(context);
    const res = await page.goto(`${app.url}/app`);
    expect(res!.headers()['content-security-policy']).toBe(APP_CSP);
    for (const plan of Object.values(PLANS))
      await expect(page.locator('.cards').first().textContent()).resolves.toContain(microToDecimal(plan.priceMicro));
    await expect(page.locator('#demo-h + p').textContent()).resolves.toContain(
      `${app.config.demoCallsPerHour} calls per address per hour`,
    );
    await page.locator('#demo-form button').click();
    await page.locator('#demo-out .score').waitFor();
    expect((await page.locator('#demo-out .lead').textContent())!.length).toBeGreaterThan(20);

    await page.goto(`${app.url}/app/pricing`);
    const rows = page.locator('table').first().locator('tbody tr');
    expect(await rows.count()).toBe(MODES.length);
    await expect(rows.filter({ hasText: 'sales enablement' }).textContent()).resolves.toContain('1.00');
    expect((await fetch(`${app.url}/app/nothing-here`)).status).toBe(404);
    expect((await fetch(`${app.url}/app/assets/nothing.js`)).status).toBe(404);
    expect(page.problems).toEqual([]);
    await page.close();
  },
  SLOW,
);

test(
  'buy a plan: pending payment → Solana Pay transfer from a devnet wallet → confirmed → analysis → reports left 29',
  async () => {
    const page = await openPage(context);
    await page.goto(`${app.url}/app/buy`);
    await page.locator('#plan-form input[value="starter"]').check();
    await page.locator('#plan-form button').click();
    await page.waitForFunction(() =>
      (globalThis as unknown as PageGlobals).document.getElementById('pay-qr')?.src?.startsWith('data:image/png'),
    );
    const payUrl = new URL((await page.locator('#pay-link').getAttribute('href'))!);
    const reference = (await page.locator('#pay-reference').textContent())!;
    expect(payUrl.protocol).toBe('solana:');
    expect(payUrl.pathname).toBe(devnet.env.PAYEE_SOLANA);
    expect(payUrl.searchParams.get('reference')).toBe(reference);
    expect(payUrl.searchParams.get('amount')).toBe('15.00');
    await expect(page.locator('#pay-status').textContent()).resolves.toContain('Waiting');
    await screenshot(page, 'buy-pending-desktop');
    await page.reload(); // the tab keeps the poll secret in sessionStorage and picks the payment up again
    await expect(page.locator('#pay-reference').textContent()).resolves.toBe(reference);

    const signature = await w.sendSolanaUsdc(0, devnet.env.PAYEE_SOLANA, 15 * USDC, { reference });
    await page.locator('#plan-done .done').waitFor({ timeout: 90_000 }); // the page polls every 5 s
    const session = await page.locator('#session-id').inputValue();
    expect(session).toMatch(/^ses_/);
    expect(await page.evaluate(() => localStorage.getItem('intel-graph.credential'))).toBe(session);
    await screenshot(page, 'buy-confirmed-desktop');

    await page.goto(`${app.url}/app/analyze`);
    await expect(page.locator('#cred-state').textContent()).resolves.toContain('plan session');
    await page.locator('#intel-text').fill(TEXT);
    await page.locator('#intel-mode').selectOption('sales_enablement');
    await page.locator('#intel-fresh').check(); // a fresh analysis writes to the graph, which the graph test reads
    await page.locator('#intel-submit').click();
    await page.locator('#report .report h2').waitFor({ timeout: 90_000 });
    await expect(page.locator('#intel-status').textContent()).resolves.toContain('Reports left on your plan: 29.');
    await expect(page.locator('#report .report h2').textContent()).resolves.toContain('Vercel');
    // The battlecard's objection handlers read as question and answer, not JSON.
    expect(await page.locator('#report .qa').count()).toBeGreaterThan(0);
    expect(await page.locator('#report').textContent()).not.toContain('{"objection"');
    expect(await page.locator('#report .chip').count()).toBeGreaterThan(0);
    expect(await page.locator('#report .chip').first().getAttribute('href')).toMatch(/^\/app\/graph\?company=/);
    await screenshot(page, 'analyze-report-desktop');

    await page.goto(`${app.url}/app/account`);
    await page.locator('#account-facts dd').first().waitFor();
    await expect(page.locator('#account-facts').textContent()).resolves.toContain('29 of 30');
    // The activation transaction cannot open a second session.
    const again = await fetch(`${app.url}/access/activate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ plan: 'starter', tx_hash: signature }),
    });
    expect(again.status).toBe(409);
    // Secrets never travel in a URL.
    expect(requested.filter((u) => /pps_|ses_|sk-intel-|ikey_/.test(u))).toEqual([]);
    expect(page.problems).toEqual([]);
    await page.close();
  },
  SLOW,
);

test(
  'fund a key with a Solana transfer and another with a Base transfer; analyses take their price from the balance',
  async () => {
    const page = await openPage(context);
    const solanaSig = await w.sendSolanaUsdc(1, devnet.env.PAYEE_SOLANA, USDC);
    await page.goto(`${app.url}/app/buy#fund`);
    await page.locator('#fund-network').selectOption('solana');
    await page.locator('#fund-tx').fill(solanaSig);
    await page.locator('#fund-amount').fill('1');
    await page.locator('#fund-form button').click();
    await page.locator('#api-key').waitFor({ timeout: 60_000 });
    expect(await page.locator('#api-key').inputValue()).toMatch(/^sk-intel-/);
    await expect(page.locator('#fund-done h3').textContent()).resolves.toContain('1 USDC (20 standard calls)');

    // The same transaction twice: the envelope's message, no second key.
    await page.locator('#fund-tx').fill(solanaSig);
    await page.locator('#fund-form button').click();
    await page.locator('#fund-done .status[data-kind="error"]').waitFor();
    await expect(page.locator('#fund-done').textContent()).resolves.toMatch(/already/i);

    const baseHash = await w.sendBaseUsdc(1, devnet.env.PAYEE_BASE, USDC / 2);
    await page.locator('#fund-network').selectOption('base');
    await page.locator('#fund-tx').fill(baseHash);
    await page.locator('#fund-form button').click();
    await page.locator('#api-key').waitFor({ timeout: 60_000 });
    await expect(page.locator('#fund-done h3').textContent()).resolves.toContain('0.5 USDC');

    await page.goto(`${app.url}/app/analyze`);
    await expect(page.locator('#cred-state').textContent()).resolves.toContain('API key');
    await page.locator('#intel-text').fill(TEXT);
    await page.locator('#intel-operator').fill('web-agent');
    await page.locator('#intel-submit').click();
    await page.locator('#report .report h2').waitFor({ timeout: 90_000 });
    await expect(page.locator('#intel-status').textContent()).resolves.toContain(
      'Balance left: 0.45 USDC (9 standard calls).',
    );

    // The account: balance, the operator's spend, and a daily cap set from the page.
    await page.goto(`${app.url}/app/account`);
    await page.locator('#account-facts dd').first().waitFor();
    await expect(page.locator('#account-facts').textContent()).resolves.toContain('0.45 USDC');
    const row = page.locator('#ops-table tbody tr', { hasText: 'web-agent' });
    await expect(row.locator('td').first().textContent()).resolves.toBe('0.05');
    await page.locator('#cap-operator').fill('web-agent');
    await page.locator('#cap-usdc').fill('0.1');
    await page.locator('#cap-form button').click();
    await page.locator('#cap-status[data-kind="ok"]').waitFor();
    await page.waitForFunction(
      () =>
        (globalThis as unknown as PageGlobals).document.querySelector('#ops-table tbody tr td:last-child')
          ?.textContent === '0.1',
    );
    expect(page.problems).toEqual([]);
    await page.close();
  },
  SLOW,
);

test(
  'a free trial key from the analyze page runs standard modes; an elite mode is refused with the message',
  async () => {
    const visitor = await browser.newContext({
      viewport: VIEWPORTS.phone,
      extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
    });
    const page = await openPage(visitor);
    await page.goto(`${app.url}/app/analyze`);
    await page.locator('#trial-button').click();
    await page.locator('#trial-key').waitFor();
    expect(await page.locator('#trial-key').inputValue()).toMatch(/^ikey_trial_/);
    await page.locator('#intel-text').fill(TEXT);
    await page.locator('#intel-mode').selectOption('venture_screening');
    await page.locator('#intel-submit').click();
    await page.locator('#intel-status[data-kind="error"]').waitFor();
    await expect(page.locator('#intel-status').textContent()).resolves.toMatch(/trial/i);
    await page.locator('#intel-mode').selectOption('market_entry');
    await page.locator('#intel-submit').click();
    await page.locator('#intel-status[data-kind="ok"]').waitFor({ timeout: 90_000 });
    await expect(page.locator('#intel-status').textContent()).resolves.toContain(
      'Balance left: 0.2 USDC (4 standard calls).',
    );
    await screenshot(page, 'analyze-report-phone');
    expect(page.problems).toEqual([]);
    await visitor.close();
  },
  SLOW,
);

test(
  'errors show the envelope message and cost nothing',
  async () => {
    const page = await openPage(context);
    await page.goto(`${app.url}/app/analyze`);
    await page.locator('#intel-text').fill('Too short to analyze.');
    await page.locator('#intel-submit').click();
    await page.locator('#intel-status[data-kind="error"]').waitFor();
    await expect(page.locator('#intel-status').textContent()).resolves.toMatch(/50/);
    await page.goto(`${app.url}/app/account`);
    await page.locator('#account-facts dd').first().waitFor();
    await expect(page.locator('#account-facts').textContent()).resolves.toContain('0.45 USDC'); // unchanged

    await page.goto(`${app.url}/app/analyze`);
    await page.locator('#cred-input').fill('ses_notarealsession0000000000000000');
    await page.locator('#cred-form button[type="submit"]').click();
    await page.locator('#intel-text').fill(TEXT);
    await page.locator('#intel-submit').click();
    await page.locator('#intel-status[data-kind="error"]').waitFor();
    await expect(page.locator('#intel-status').textContent()).resolves.toContain('Session not found');
    await page.locator('#cred-forget').click();
    expect(page.problems).toEqual([]);
    await page.close();
  },
  SLOW,
);

test(
  'a pending payment that expires unpaid says so and lets the visitor start again',
  async () => {
    const clock = fixedClock(new Date());
    const expiring = await startPaymentsApp({ ...serviceEnv(devnet), PAYMENT_WATCH_INTERVAL_MS: '0' }, { clock });
    const page = await openPage(context);
    try {
      await page.goto(`${expiring.url}/app/buy`);
      await page.locator('#plan-form input[value="pro"]').check();
      await page.locator('#plan-form button').click();
      await page.locator('#pay-amount', { hasText: '30.00 USDC (pro plan)' }).waitFor(); // the payment exists
      clock.advance(16 * 60_000); // past the 15 minutes a pending payment lives
      await page.locator('#pay-status[data-kind="error"]').waitFor({ timeout: 30_000 });
      await expect(page.locator('#pay-status').textContent()).resolves.toContain('expired');
      expect(await page.evaluate(() => sessionStorage.getItem('intel-graph.pending'))).toBeNull();
      expect(page.problems).toEqual([]);
    } finally {
      await page.close();
      await expiring.close();
    }
  },
  SLOW,
);

test(
  'with no payee configured the buy page says so instead of offering a payment',
  async () => {
    const page = await openPage(context);
    await page.goto(`${unpaid.url}/app/buy`);
    await expect(page.locator('#plan-h + .notice').textContent()).resolves.toContain('no Solana payee configured');
    expect(await page.locator('#plan-form').count()).toBe(0);
    expect(await page.locator('#fund-form').count()).toBe(0);
    expect(page.problems).toEqual([]);
    await page.close();
  },
  SLOW,
);

test(
  'the graph explorer centres on a company and expands a neighbour; the market page draws its charts',
  async () => {
    const page = await openPage(context);
    await page.goto(`${app.url}/app/graph?company=Vercel`);
    const graphStatus = await outcome(page, '#graph-status');
    expect(graphStatus.kind).toBe('ok');
    expect(graphStatus.text).toContain('companies');
    const shown = Number(await page.locator('#graph-canvas').getAttribute('data-nodes'));
    expect(shown).toBeGreaterThan(1);
    await expect(page.locator('#graph-nodes').textContent()).resolves.toContain('Vercel');
    const neighbour = page.locator('#graph-nodes button').filter({ hasNotText: 'Vercel' }).first();
    await neighbour.focus();
    await page.keyboard.press('Enter'); // by keyboard, as a person without a mouse would
    await page.waitForFunction((before) => {
      const doc = (globalThis as unknown as PageGlobals).document;
      return (
        Number(doc.getElementById('graph-canvas')?.dataset.nodes) >= before &&
        !doc.getElementById('graph-status')?.textContent?.startsWith('Loading')
      );
    }, shown);
    expect(await page.locator('#graph-legend li').count()).toBeGreaterThan(0);

    const around = (await (await fetch(`${app.url}/graph?company=Vercel&limit=5`)).json()) as {
      center: string;
      nodes: { id: string; sector: string | null }[];
    };
    vercelSector = around.nodes.find((n) => n.id === around.center)?.sector ?? 'saas';
    await page.goto(`${app.url}/app/market?sector=${vercelSector}`);
    const marketStatus = await outcome(page, '#market-status');
    expect(marketStatus.kind).toBe('ok');
    expect(marketStatus.text).toContain('report generated');
    expect(await page.locator('#market-facts dt').count()).toBe(8);
    await expect(page.locator('#alt-maturity').textContent()).resolves.toMatch(/\d+ mature, \d+ growing, \d+ emerging/);
    const cypher = await fetch(
      `${app.url}${await page.locator('#market-out a[href^="/app/cypher/"]').first().getAttribute('href')}`,
    );
    expect(cypher.headers.get('content-type')).toContain('text/plain');
    expect(await cypher.text()).toContain('MATCH');
    expect(page.problems).toEqual([]);
    await page.close();
  },
  SLOW,
);

test(
  'every page: axe-core finds no serious violation, and screenshots at desktop and phone widths',
  async () => {
    const failures: string[] = [];
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      const page = await openPage(context);
      await page.setViewportSize(viewport);
      // The graph and market pages on what the analyses above wrote, so their pictures show something.
      const query: Record<string, string> = { graph: '?company=Vercel', market: `?sector=${vercelSector}` };
      for (const name of ['home', ...APP_PAGES]) {
        await page.goto(`${app.url}/app${name === 'home' ? '' : `/${name}`}${query[name] ?? ''}`);
        await page.waitForLoadState('networkidle');
        if (name === 'graph' || name === 'market')
          expect([name, (await outcome(page, `#${name}-status`)).kind]).toEqual([name, 'ok']);
        for (const v of await seriousViolations(page)) failures.push(`${name} at ${width}: ${v}`);
        await screenshot(page, `${name}-${width}`);
      }
      expect(page.problems).toEqual([]);
      await page.close();
    }
    expect(failures).toEqual([]);
  },
  SLOW * 2,
);
