// The browser of the web app tests: the Debian `chromium` package driven by playwright-core (no browser is
// ever downloaded), pages that record CSP violations and script errors, the axe-core scan, and screenshots
// at desktop and phone widths into screenshots/webapp/ (git-ignored).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { ROOT_DIR } from '../../src/lib/paths.ts';

export const SCREENSHOT_DIR = join(ROOT_DIR, 'screenshots', 'webapp');
export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('The web app tests need the Debian chromium package (apt-get install chromium), or CHROMIUM_PATH.');
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    // The sandbox needs user namespaces, which containers running as root often lack.
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
    timeout: 60_000,
  });
}

/** Problems a page reported while the test drove it: CSP refusals, uncaught errors, failed asset loads. */
export interface PageProblems {
  problems: string[];
}

export async function openPage(context: BrowserContext): Promise<Page & PageProblems> {
  const page = (await context.newPage()) as Page & PageProblems;
  page.problems = [];
  page.setDefaultTimeout(30_000);
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text()))
      page.problems.push(msg.text());
  });
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  page.on('response', (res) => {
    if (res.url().includes('/app/assets/') && res.status() !== 200)
      page.problems.push(`asset ${res.url()} answered ${res.status()}`);
  });
  return page;
}

/** The serious and critical accessibility violations axe-core finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Waits until a page's status line reports an outcome, and returns it: a failure then says what the page said. */
export async function outcome(page: Page, selector: string, timeout = 90_000): Promise<{ kind: string; text: string }> {
  const line = page.locator(`${selector}[data-kind="ok"], ${selector}[data-kind="error"]`);
  await line.waitFor({ timeout });
  return { kind: (await line.getAttribute('data-kind'))!, text: (await line.textContent())! };
}
