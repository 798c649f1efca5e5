// The graph explorer over GET /graph: a search centres the view on a company, selecting a company (in the
// drawing or in the list beside it, by keyboard too) adds its neighbours. Colour: sector; size: degree.
import cytoscape from 'cytoscape';
import { api, ApiError } from './lib/api.ts';
import { byId, formValue, h, say } from './lib/dom.ts';

interface GraphNode {
  id: string;
  name: string;
  sector: string | null;
  degree: number;
  analysis_count: number;
  domain: string | null;
}
interface GraphEdge {
  source: string;
  target: string;
  relation: string;
  weight: number;
}
interface GraphAnswer {
  center: string | null;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

// Okabe–Ito and Tableau colours: distinguishable, also for the common colour-vision deficiencies.
const PALETTE = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#D55E00',
  '#CC79A7',
  '#56B4E9',
  '#8C6D31',
  '#4E79A7',
  '#F28E2B',
  '#59A14F',
  '#B07AA1',
  '#76B7B2',
];
const sectorColours = new Map<string, string>();
const colourOf = (sector: string | null) => {
  const key = sector ?? 'unclassified';
  if (!sectorColours.has(key)) sectorColours.set(key, PALETTE[sectorColours.size % PALETTE.length]);
  return sectorColours.get(key)!;
};

// Cytoscape adds an inline <style> (refused by the page's CSP) unless an element with this id exists; the one
// rule it would add, position: relative on the container, is in style.css.
document.head.append(
  h('meta', { id: '__________cytoscape_stylesheet', name: 'cytoscape-style', content: 'style.css' }),
);

const status = byId('graph-status');
const form = byId<HTMLFormElement>('graph-form');
const cy = cytoscape({
  container: byId('graph-canvas'),
  minZoom: 0.2,
  maxZoom: 3,
  wheelSensitivity: 0.3,
  style: [
    {
      selector: 'node',
      style: {
        'background-color': 'data(colour)',
        label: 'data(label)',
        width: 'data(size)',
        height: 'data(size)',
        'font-size': 11,
        color: '#1b1f24',
        'text-valign': 'bottom',
        'text-margin-y': 3,
        'text-background-color': '#ffffff',
        'text-background-opacity': 0.8,
        'text-background-padding': '1px',
      },
    },
    { selector: 'node.center', style: { 'border-width': 3, 'border-color': '#1b1f24' } },
    {
      selector: 'edge',
      style: {
        width: 'mapData(weight, 0, 10, 1, 5)',
        'line-color': '#8c959f',
        'curve-style': 'haystack',
        opacity: 0.7,
      },
    },
    { selector: 'edge[relation = "indirect"]', style: { 'line-style': 'dashed' } },
    { selector: 'edge[relation = "substitute"]', style: { 'line-style': 'dotted' } },
  ],
});

function renderSide(): void {
  const nodes = cy.nodes().sort((a, b) => b.data('degree') - a.data('degree'));
  byId('graph-nodes').replaceChildren(
    ...nodes.map((n) =>
      h(
        'li',
        {},
        h('button', { type: 'button', class: 'link', 'data-id': n.id() }, n.data('label') as string),
        h(
          'span',
          { class: 'small' },
          ` ${n.data('sector') ?? 'unclassified'} · ${n.data('degree')} edge${n.data('degree') === 1 ? '' : 's'}`,
        ),
      ),
    ),
  );
  byId('graph-legend').replaceChildren(
    ...[...sectorColours].map(([sector, colour]) => {
      const swatch = h('span', { class: 'swatch', 'aria-hidden': 'true' });
      swatch.style.backgroundColor = colour;
      return h('li', {}, swatch, sector);
    }),
  );
}

async function load(company: string | undefined, limit: number, mode: 'replace' | 'expand'): Promise<void> {
  say(status, company ? `Loading the neighbours of ${company}…` : 'Loading the most connected companies…');
  try {
    const query = new URLSearchParams({ limit: String(limit), ...(company ? { company } : {}) });
    const { data } = await api<GraphAnswer>('GET', `/graph?${query}`);
    if (mode === 'replace') cy.elements().remove();
    cy.nodes().removeClass('center');
    cy.add(
      data.nodes
        .filter((n) => cy.getElementById(n.id).empty())
        .map((n) => ({
          group: 'nodes' as const,
          data: {
            id: n.id,
            label: n.name,
            sector: n.sector,
            degree: n.degree,
            colour: colourOf(n.sector),
            size: Math.min(60, 14 + 6 * Math.sqrt(n.degree)),
          },
        })),
    );
    cy.add(
      data.edges
        .filter(
          (e) =>
            cy.getElementById(`${e.source}|${e.target}`).empty() &&
            cy.getElementById(`${e.target}|${e.source}`).empty(),
        )
        .map((e) => ({
          group: 'edges' as const,
          data: {
            id: `${e.source}|${e.target}`,
            source: e.source,
            target: e.target,
            relation: e.relation,
            weight: e.weight,
          },
        })),
    );
    if (data.center) cy.getElementById(data.center).addClass('center');
    cy.layout({
      name: 'cose',
      animate: false,
      randomize: mode === 'replace',
      nodeRepulsion: () => 9000,
      idealEdgeLength: () => 80,
    }).run();
    renderSide();
    byId('graph-canvas').dataset.nodes = String(cy.nodes().length);
    say(
      status,
      `${cy.nodes().length} companies, ${cy.edges().length} competitive links shown.` +
        (data.nodes.length === 0 ? ' The graph is empty: run an analysis to grow it.' : ''),
      'ok',
    );
  } catch (err) {
    say(status, err instanceof ApiError ? err.message : 'The graph could not be loaded.', 'error');
  }
}

const limit = () => Number(formValue(form, 'limit')) || 50;
form.addEventListener('submit', (event) => {
  event.preventDefault();
  void load(formValue(form, 'company') || undefined, limit(), 'replace');
});
cy.on('tap', 'node', (event) => void load((event.target as cytoscape.NodeSingular).id(), 25, 'expand'));
byId('graph-nodes').addEventListener('click', (event) => {
  const id = (event.target as HTMLElement).closest('button')?.dataset.id;
  if (id) void load(id, 25, 'expand');
});

const initial = new URLSearchParams(location.search).get('company') ?? undefined;
if (initial) byId<HTMLInputElement>('graph-company').value = initial;
void load(initial, limit(), 'replace');
