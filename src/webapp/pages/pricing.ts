// The pricing page: every mode, endpoint and plan from the one price table.
import { html } from '../html.ts';
import type { Page } from '../layout.ts';
import { endpointsTable, modesTable, planCards } from './prices.ts';

export function pricingPage(): Page {
  return {
    title: 'Pricing',
    body: html`<h1>Pricing</h1>
      <p class="lead">
        All prices in USDC. A failed call costs nothing; input errors are refused before any payment. The same prices
        apply over REST, MCP and A2A (machine-readable at <a href="/pricing">/pricing</a>).
      </p>
      <section aria-labelledby="plans-h">
        <h2 id="plans-h">Plans, keys and the trial</h2>
        ${planCards(true)}
      </section>
      <section aria-labelledby="modes-h">
        <h2 id="modes-h">Modes</h2>
        ${modesTable()}
      </section>
      <section aria-labelledby="ep-h">
        <h2 id="ep-h">Endpoints</h2>
        ${endpointsTable()}
      </section>`,
  };
}
