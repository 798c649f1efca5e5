// Market share of one sector: maturity, saturation and top players as charts, each with its Cypher.
import { REPORT_SECTORS } from '../../knowledge/types.ts';
import { html } from '../html.ts';
import type { Page } from '../layout.ts';

export function marketPage(): Page {
  return {
    title: 'Market share by sector',
    script: 'market',
    body: html`<h1>Market share by sector</h1>
      <form id="market-form" class="inline">
        <label for="market-sector">Sector</label>
        <select id="market-sector" name="sector">
          ${REPORT_SECTORS.map((s) => html`<option value="${s}">${s.replaceAll('_', ' ')}</option>`)}
        </select>
        <button type="submit">Show report</button>
      </form>
      <p id="market-status" class="status" role="status" aria-live="polite"></p>
      <div id="market-out" hidden>
        <dl class="facts" id="market-facts"></dl>
        <p id="market-recommendation"></p>
        <div class="charts">
          <figure>
            <figcaption>Maturity distribution (<a href="/app/cypher/market-share">Cypher</a>)</figcaption>
            <canvas id="chart-maturity" role="img" aria-label="Maturity distribution chart"></canvas>
            <p class="small" id="alt-maturity"></p>
          </figure>
          <figure>
            <figcaption>Saturation and average moat, 0 to 1 (<a href="/app/cypher/market-share">Cypher</a>)</figcaption>
            <canvas id="chart-saturation" role="img" aria-label="Saturation chart"></canvas>
            <p class="small" id="alt-saturation"></p>
          </figure>
          <figure class="wide">
            <figcaption>Top players by moat strength (<a href="/app/cypher/market-top-players">Cypher</a>)</figcaption>
            <canvas id="chart-players" role="img" aria-label="Top players chart"></canvas>
          </figure>
        </div>
        <h2>Top players</h2>
        <div class="table-wrap" tabindex="0" role="region" aria-label="Top players table">
          <table id="players-table">
            <caption>
              Top players, strongest moat first
            </caption>
            <thead>
              <tr>
                <th scope="col">Company</th>
                <th scope="col">Moat</th>
                <th scope="col">Maturity</th>
                <th scope="col">Threat</th>
                <th scope="col">Edges</th>
              </tr>
            </thead>
            <tbody></tbody>
          </table>
        </div>
        <h2>Emerging threats</h2>
        <ul id="market-threats"></ul>
        <p class="small">
          How each figure is computed: <a href="/app/cypher/market-share">sector counters</a>,
          <a href="/app/cypher/sector-stats-apply">how they are kept</a>,
          <a href="/app/cypher/market-top-players">top players</a>,
          <a href="/app/cypher/market-emerging-threats">emerging threats</a>.
        </p>
      </div>`,
  };
}
