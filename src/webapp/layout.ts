// The frame of every page: head with the style sheet and the page's module, navigation, footer.
import type { AppPage } from '../operations/webapp.ts';
import { html, type Html } from './html.ts';

export interface Page {
  title: string;
  body: Html;
  script?: string;
}

const NAV: { page: AppPage; href: string; label: string }[] = [
  { page: 'home', href: '/app', label: 'Overview' },
  { page: 'pricing', href: '/app/pricing', label: 'Pricing' },
  { page: 'buy', href: '/app/buy', label: 'Buy' },
  { page: 'analyze', href: '/app/analyze', label: 'Analyze' },
  { page: 'graph', href: '/app/graph', label: 'Graph' },
  { page: 'market', href: '/app/market', label: 'Markets' },
  { page: 'account', href: '/app/account', label: 'Account' },
];

export function layout(current: AppPage, page: Page, serviceTitle: string): string {
  // The page's markup stays as written: prettier would re-indent the embedded HTML.
  // prettier-ignore
  return `<!doctype html>\n${html`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${page.title} · ${serviceTitle}</title>
      <link rel="stylesheet" href="/app/assets/style.css" />
      <link rel="icon" href="data:," />
      ${page.script ? html`<script type="module" src="/app/assets/${page.script}.js"></script>` : ''}
    </head>
    <body>
      <a class="skip" href="#main">Skip to content</a>
      <header class="top">
        <a class="brand" href="/app">${serviceTitle}</a>
        <nav aria-label="Main">
          <ul>
            ${NAV.map((n) => html`<li><a href="${n.href}" ${n.page === current ? html` aria-current="page"` : ''}>${n.label}</a></li>`)}
          </ul>
        </nav>
      </header>
      <main id="main">${page.body}</main>
      <footer>
        <p>
          Same operations, same prices as the API: <a href="/docs">API docs</a> · <a href="/openapi.json">OpenAPI</a> ·
          <a href="/llms.txt">llms.txt</a> · <a href="/.well-known/agent-card.json">A2A card</a> · MCP at
          <code>/mcp</code>
        </p>
      </footer>
    </body>
  </html>`.text}`;
}
