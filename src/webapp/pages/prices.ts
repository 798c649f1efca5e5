// Price tables for the landing and pricing pages, read from the one price table (src/billing/prices.ts).
import {
  BATCH_MAX_ITEMS,
  BATCH_PRICE_MICRO,
  MODE_FOCUS,
  MODES,
  PLANS,
  TRIAL,
  isEliteMode,
  modePriceMicro,
} from '../../billing/prices.ts';
import { microToDecimal } from '../../lib/money.ts';
import { html } from '../html.ts';

export const modeLabel = (mode: string) => mode.replaceAll('_', ' ');

export function modesTable() {
  return html`<div class="table-wrap" tabindex="0" role="region" aria-label="Modes and prices">
    <table>
      <caption>
        Analysis modes and the price of one call to
        <code>POST /intel</code>
      </caption>
      <thead>
        <tr>
          <th scope="col">Mode</th>
          <th scope="col">Tier</th>
          <th scope="col">Focus</th>
          <th scope="col">Price (USDC)</th>
        </tr>
      </thead>
      <tbody>
        ${MODES.map(
          (m) =>
            html`<tr>
              <th scope="row">${modeLabel(m)}</th>
              <td>${isEliteMode(m) ? 'elite' : 'standard'}</td>
              <td>${MODE_FOCUS[m]}</td>
              <td class="num">${microToDecimal(modePriceMicro(m))}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

export function planCards(withBuy: boolean) {
  return html`<ul class="cards">
    ${Object.values(PLANS).map(
      (p) =>
        html`<li class="card">
          <h3>${p.name[0].toUpperCase() + p.name.slice(1)} plan</h3>
          <p class="price">${microToDecimal(p.priceMicro)} <span>USDC</span></p>
          <p>${p.reports} reports over ${p.durationDays} days, any mode (an elite analysis is one report too).</p>
          <p class="small">
            ≈ ${microToDecimal(Math.round(p.priceMicro / p.reports))} USDC a report; sent as <code>X-SESSION</code>.
          </p>
          ${withBuy ? html`<p><a class="button" href="/app/buy?plan=${p.name}">Buy ${p.name}</a></p>` : ''}
        </li>`,
    )}
    <li class="card">
      <h3>API key</h3>
      <p class="price">pay as you go</p>
      <p>Fund a key with any USDC amount; each call takes its price from the balance.</p>
      <p class="small">
        Standard ${microToDecimal(modePriceMicro('competitive'))}, elite
        ${microToDecimal(modePriceMicro('sales_enablement'))}, batch ${microToDecimal(BATCH_PRICE_MICRO)} USDC; sent as
        <code>X-API-KEY</code>.
      </p>
      ${withBuy ? html`<p><a class="button" href="/app/buy#fund">Fund a key</a></p>` : ''}
    </li>
    <li class="card">
      <h3>Free trial key</h3>
      <p class="price">0.00 <span>USDC</span></p>
      <p>
        ${TRIAL.calls} calls (${microToDecimal(TRIAL.balanceMicro)} USDC) for ${TRIAL.durationDays} days, standard modes
        only.
      </p>
      <p class="small">One per address per day.</p>
      ${withBuy ? html`<p><a class="button" href="/app/analyze#trial">Get a trial key</a></p>` : ''}
    </li>
  </ul>`;
}

export function endpointsTable() {
  const rows: [string, string, string][] = [
    [
      'POST /intel',
      `${microToDecimal(modePriceMicro('competitive'))} · elite ${microToDecimal(modePriceMicro('sales_enablement'))}`,
      'one analysis of a URL or a text',
    ],
    ['POST /batch', microToDecimal(BATCH_PRICE_MICRO), `up to ${BATCH_MAX_ITEMS} analyses in standard modes`],
    ['POST /demo', '0.00', 'positioning and market score of a short text'],
    ['GET /graph', '0.00', 'the competitive graph'],
    ['GET /graph/market-share/{sector}', '0.00', 'a sector report computed in Cypher'],
  ];
  return html`<div class="table-wrap" tabindex="0" role="region" aria-label="Endpoints and prices">
    <table>
      <caption>
        Endpoints and prices (USDC)
      </caption>
      <thead>
        <tr>
          <th scope="col">Endpoint</th>
          <th scope="col">Price</th>
          <th scope="col">What</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          ([e, p, w]) =>
            html`<tr>
              <th scope="row"><code>${e}</code></th>
              <td class="num">${p}</td>
              <td>${w}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
