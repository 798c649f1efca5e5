// An analysis (the JSON of POST /intel) as a readable report: facts first, then sections; nested mode
// insights and battlecards as lists and definition lists (objection handlers as question and answer),
// competitors as typed chips that open the graph on that company.
import { h } from './dom.ts';

interface Competitor {
  name: string;
  relation: 'direct' | 'indirect' | 'substitute';
  reason: string;
}
export interface IntelResult {
  analysis: {
    company_or_product: string;
    positioning_summary: string;
    target_customer: string;
    core_value_props: string[];
    user_pain_points: string[];
    competitor_details: Competitor[];
    unique_angle: string;
    sector: string | null;
    market_score: {
      threat_level: string;
      moat_strength: number;
      market_maturity: string;
      agent_recommendation: string;
      signals: { name: string; value: number; explanation: string }[];
    };
    sources: string[];
    market_signals: Record<string, string>;
    confidence: string;
    confidence_reason: string;
    decision_recommendation: { action: string; confidence_score: number; rationale: string[]; risk_level: string };
    mode_insights: Record<string, unknown>;
    battlecard?: Record<string, unknown>;
  };
  mode: string;
  detected_language: string;
  market_context: string;
  cached: boolean;
  price_paid_usdc: string;
  trend: { status: string };
  analysis_id: string;
  analyst: { kind: string };
  paid_with?: string;
}

const label = (key: string) => key.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());

/** Any JSON value as markup a person reads: strings as paragraphs, arrays as lists, objects as term/definition. */
export function insight(value: unknown): HTMLElement {
  if (Array.isArray(value)) {
    if (value.length === 0) return h('p', { class: 'muted' }, 'None found.');
    return h(
      'ul',
      {},
      value.map((v) => h('li', {}, typeof v === 'object' && v !== null ? insight(v) : String(v))),
    );
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // A question and its answer (objection handlers): one line each, not a table of keys.
    if (entries.length === 2 && 'objection' in value && 'response' in value) {
      const o = value as { objection: string; response: string };
      return h(
        'div',
        { class: 'qa' },
        h('p', {}, h('b', {}, 'Objection: '), o.objection),
        h('p', {}, h('b', {}, 'Answer: '), o.response),
      );
    }
    return h(
      'dl',
      {},
      entries.flatMap(([k, v]) => [
        h('dt', {}, label(k)),
        h('dd', {}, typeof v === 'object' && v !== null ? insight(v) : String(v)),
      ]),
    );
  }
  // What is left is a scalar (objects and arrays were drawn above); null and undefined draw as nothing.
  return h('p', {}, value === null || value === undefined ? '' : String(value as string | number | boolean));
}

function list(items: string[]): HTMLElement {
  return items.length
    ? h(
        'ul',
        {},
        items.map((i) => h('li', {}, i)),
      )
    : h('p', { class: 'muted' }, 'None found.');
}

function chips(competitors: Competitor[]): HTMLElement {
  if (competitors.length === 0) return h('p', { class: 'muted' }, 'None found.');
  return h(
    'ul',
    { class: 'chips' },
    competitors.map((c) =>
      h(
        'li',
        {},
        h(
          'a',
          { class: `chip ${c.relation}`, href: `/app/graph?company=${encodeURIComponent(c.name)}`, title: c.reason },
          h('span', { class: 'chip-kind' }, c.relation),
          ' ',
          c.name,
        ),
        h('span', { class: 'small' }, ` ${c.reason}`),
      ),
    ),
  );
}

function section(title: string, ...content: HTMLElement[]): HTMLElement {
  return h('section', {}, h('h3', {}, title), ...content);
}

export function renderReport(r: IntelResult): HTMLElement {
  const a = r.analysis;
  const s = a.market_score;
  const d = a.decision_recommendation;
  return h(
    'div',
    { class: 'report' },
    h('h2', {}, a.company_or_product),
    h(
      'p',
      { class: 'meta' },
      `Mode ${r.mode.replaceAll('_', ' ')} · sector ${a.sector ?? 'unclassified'} · language ${r.detected_language}` +
        ` · market ${r.market_context} · confidence ${a.confidence} · trend ${r.trend.status}`,
    ),
    h('p', { class: 'lead' }, a.positioning_summary),
    h(
      'ul',
      { class: 'score' },
      h('li', {}, 'Threat ', h('b', {}, s.threat_level)),
      h('li', {}, 'Moat ', h('b', {}, s.moat_strength.toFixed(2))),
      h('li', {}, 'Maturity ', h('b', {}, s.market_maturity)),
      h('li', {}, 'Recommendation ', h('b', {}, s.agent_recommendation)),
      h('li', {}, 'Decision ', h('b', {}, `${d.action} (${d.risk_level} risk)`)),
    ),
    section('Competitors', chips(a.competitor_details)),
    section('Target customer', h('p', {}, a.target_customer)),
    section('Value propositions', list(a.core_value_props)),
    section('Pain points', list(a.user_pain_points)),
    section('Unique angle', h('p', {}, a.unique_angle)),
    section('Mode insight', insight(a.mode_insights)),
    ...(a.battlecard ? [section('Battlecard', insight(a.battlecard))] : []),
    section('Why this decision', list(d.rationale)),
    section('Market signals', insight(a.market_signals)),
    section(
      'Score signals',
      h(
        'ul',
        {},
        s.signals.map((g) => h('li', {}, h('b', {}, `${label(g.name)} ${g.value}`), `: ${g.explanation}`)),
      ),
    ),
    section('Sources', list(a.sources)),
    h(
      'p',
      { class: 'small muted' },
      `Analysis ${r.analysis_id} · ${r.cached ? 'cached' : 'fresh'} · ${r.analyst.kind} analyst · ` +
        `paid ${r.price_paid_usdc} USDC${r.paid_with ? ` with ${r.paid_with.replace('_', ' ')}` : ''}`,
    ),
  );
}
