// The market-share report of a sector (GET /graph/market-share/{sector}) as figures and Chart.js charts.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { api, ApiError } from './lib/api.ts';
import { byId, formValue, h, say } from './lib/dom.ts';

Chart.register(ArcElement, BarController, BarElement, CategoryScale, DoughnutController, Legend, LinearScale, Tooltip);
Chart.defaults.font.size = 13;
Chart.defaults.color = '#1b1f24';

interface Player {
  name: string;
  moat_strength: number | null;
  maturity?: string | null;
  threat_level: string | null;
  degree: number;
}
interface MarketShare {
  sector: string;
  graph_stats: {
    total_companies_analyzed: number;
    total_companies_known: number;
    total_analyses: number;
    competitive_links: number;
  };
  market_intelligence: {
    saturation_score: number;
    avg_moat_strength: number;
    avg_competitors_per_company: number;
    market_maturity_distribution: { mature: number; growing: number; emerging: number };
  };
  top_players: Player[];
  emerging_threats: Player[];
  recommendation: string;
  agent_action: string;
  generated_at: string;
}

const form = byId<HTMLFormElement>('market-form');
const status = byId('market-status');
const charts: Chart[] = [];

function facts(r: MarketShare): HTMLElement[] {
  const m = r.market_intelligence;
  const pairs: [string, string][] = [
    ['Companies known', String(r.graph_stats.total_companies_known)],
    ['Companies analyzed', String(r.graph_stats.total_companies_analyzed)],
    ['Analyses', String(r.graph_stats.total_analyses)],
    ['Competitive links', String(r.graph_stats.competitive_links)],
    ['Saturation', m.saturation_score.toFixed(2)],
    ['Average moat', m.avg_moat_strength.toFixed(2)],
    ['Competitors per company', m.avg_competitors_per_company.toFixed(1)],
    ['Agent action', r.agent_action.replaceAll('_', ' ')],
  ];
  return pairs.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]);
}

function draw(r: MarketShare): void {
  charts.splice(0).forEach((c) => c.destroy());
  const d = r.market_intelligence.market_maturity_distribution;
  const m = r.market_intelligence;
  charts.push(
    new Chart(byId<HTMLCanvasElement>('chart-maturity'), {
      type: 'doughnut',
      data: {
        labels: ['mature', 'growing', 'emerging'],
        datasets: [{ data: [d.mature, d.growing, d.emerging], backgroundColor: ['#0072B2', '#009E73', '#E69F00'] }],
      },
      options: { animation: false, maintainAspectRatio: false },
    }),
  );
  charts.push(
    new Chart(byId<HTMLCanvasElement>('chart-saturation'), {
      type: 'bar',
      data: {
        labels: ['saturation', 'average moat'],
        datasets: [
          { label: '0 to 1', data: [m.saturation_score, m.avg_moat_strength], backgroundColor: ['#D55E00', '#0072B2'] },
        ],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        indexAxis: 'y',
        scales: { x: { min: 0, max: 1 } },
        plugins: { legend: { display: false } },
      },
    }),
  );
  charts.push(
    new Chart(byId<HTMLCanvasElement>('chart-players'), {
      type: 'bar',
      data: {
        labels: r.top_players.map((p) => p.name),
        datasets: [
          { label: 'moat strength', data: r.top_players.map((p) => p.moat_strength ?? 0), backgroundColor: '#4E79A7' },
        ],
      },
      options: { animation: false, maintainAspectRatio: false, scales: { y: { min: 0, max: 1 } } },
    }),
  );
  byId('alt-maturity').textContent = `${d.mature} mature, ${d.growing} growing, ${d.emerging} emerging.`;
  byId('alt-saturation').textContent =
    `Saturation ${m.saturation_score.toFixed(2)}, average moat ${m.avg_moat_strength.toFixed(2)}.`;
}

async function show(sector: string): Promise<void> {
  say(status, `Loading ${sector.replaceAll('_', ' ')}…`);
  try {
    const { data } = await api<MarketShare>('GET', `/graph/market-share/${encodeURIComponent(sector)}`);
    byId('market-out').hidden = false;
    byId('market-facts').replaceChildren(...facts(data));
    byId('market-recommendation').textContent = data.recommendation;
    byId('players-table')
      .querySelector('tbody')!
      .replaceChildren(
        ...data.top_players.map((p) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, h('a', { href: `/app/graph?company=${encodeURIComponent(p.name)}` }, p.name)),
            h('td', {}, p.moat_strength?.toFixed(2) ?? '–'),
            h('td', {}, p.maturity ?? '–'),
            h('td', {}, p.threat_level ?? '–'),
            h('td', {}, String(p.degree)),
          ),
        ),
      );
    byId('market-threats').replaceChildren(
      ...(data.emerging_threats.length
        ? data.emerging_threats.map((p) =>
            h(
              'li',
              {},
              h('a', { href: `/app/graph?company=${encodeURIComponent(p.name)}` }, p.name),
              ` (moat ${p.moat_strength?.toFixed(2) ?? '–'}, threat ${p.threat_level ?? '–'})`,
            ),
          )
        : [h('li', {}, 'None in this sector yet.')]),
    );
    draw(data);
    say(
      status,
      `${data.sector.replaceAll('_', ' ')}: report generated ${new Date(data.generated_at).toLocaleString()}.`,
      'ok',
    );
    history.replaceState(null, '', `?sector=${encodeURIComponent(sector)}`);
  } catch (err) {
    say(status, err instanceof ApiError ? err.message : 'The report could not be loaded.', 'error');
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void show(formValue(form, 'sector'));
});
const initial = new URLSearchParams(location.search).get('sector');
const select = byId<HTMLSelectElement>('market-sector');
if (initial && [...select.options].some((o) => o.value === initial)) select.value = initial;
void show(select.value);
