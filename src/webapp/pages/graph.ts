// The graph explorer: search a company, expand its neighbours; colour by sector, size by degree.
import { html } from '../html.ts';
import type { Page } from '../layout.ts';

export function graphPage(): Page {
  return {
    title: 'Explore the graph',
    script: 'graph',
    body: html`<h1>The competitive graph</h1>
      <form id="graph-form" class="inline">
        <label for="graph-company">Company</label>
        <input id="graph-company" name="company" maxlength="200" placeholder="name, domain or alias" />
        <label for="graph-limit">Nodes</label
        ><select id="graph-limit" name="limit">
          <option>25</option>
          <option selected>50</option>
          <option>100</option>
          <option>200</option>
        </select>
        <button type="submit">Show</button>
      </form>
      <p id="graph-status" class="status" role="status" aria-live="polite"></p>
      <p class="small">
        Select a company to expand its neighbours. Colour: sector; size: competitive edges in the whole graph.
      </p>
      <div class="graph-layout">
        <div
          id="graph-canvas"
          role="img"
          aria-label="Competitive graph drawing; the same companies are listed beside it"
        ></div>
        <aside aria-labelledby="nodes-h">
          <h2 id="nodes-h">Companies shown</h2>
          <ul id="graph-legend" class="legend"></ul>
          <ol id="graph-nodes" class="node-list"></ol>
        </aside>
      </div>`,
  };
}
