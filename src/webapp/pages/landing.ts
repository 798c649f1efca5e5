// The landing page: what the service does, the prices, the free demo and the doors for agents.
import { STANDARD_MODES } from '../../billing/prices.ts';
import { html } from '../html.ts';
import type { Page } from '../layout.ts';
import { modeLabel, planCards } from './prices.ts';

export function landingPage(opts: { demoCallsPerHour: number; baseUrl: string }): Page {
  return {
    title: 'Competitive intelligence, paid per call',
    script: 'landing',
    body: html`<section class="hero">
        <h1>Competitive intelligence on any company, in one call</h1>
        <p class="lead">
          Give a URL or a description of a company, product or market. You get positioning, target customer, value
          propositions, pain points, typed competitors with reasons, a market score with its signals, and the insight of
          one of 11 modes. Every analysis grows a shared competitive graph you can explore.
        </p>
        <p>
          <a class="button" href="/app/analyze">Run an analysis</a>
          <a class="button secondary" href="/app/buy">Buy a plan</a>
          <a class="button secondary" href="/app/graph">Explore the graph</a>
        </p>
      </section>

      <section aria-labelledby="demo-h">
        <h2 id="demo-h">Try it free</h2>
        <p>
          The free demo returns the positioning and market score of a short text (no URL fetching),
          ${opts.demoCallsPerHour} calls per address per hour.
        </p>
        <form id="demo-form" class="stack">
          <label for="demo-text">Describe a company (10–300 characters)</label>
          <textarea id="demo-text" name="text" minlength="10" maxlength="300" rows="3" required>
Stripe is a payments platform for internet businesses: online payments, billing and fraud prevention through developer APIs.</textarea>
          <label for="demo-mode">Mode</label>
          <select id="demo-mode" name="mode">
            ${STANDARD_MODES.map((m) => html`<option value="${m}">${modeLabel(m)}</option>`)}
          </select>
          <button type="submit">Run the free demo</button>
        </form>
        <div id="demo-out" aria-live="polite"></div>
      </section>

      <section aria-labelledby="plans-h">
        <h2 id="plans-h">Plans and prices</h2>
        ${planCards(true)}
        <p><a href="/app/pricing">Every mode and endpoint with its price</a></p>
      </section>

      <section aria-labelledby="agents-h">
        <h2 id="agents-h">For agents</h2>
        <ul>
          <li>
            REST: <a href="/docs">interactive API docs</a> and <a href="/openapi.json">OpenAPI</a>, paid with x402 (USDC
            on Base or Solana), an API key, a plan session or a trial key.
          </li>
          <li>MCP: <code>${opts.baseUrl}/mcp</code> (streamable HTTP).</li>
          <li>A2A: <a href="/.well-known/agent-card.json">agent card</a>, <code>POST /message/send</code>.</li>
          <li>For language models: <a href="/llms.txt">llms.txt</a>.</li>
        </ul>
      </section>`,
  };
}
