// format=report: the analysis as one self-contained HTML page (no scripts, no external assets).
import type { IntelResponse } from './service.ts';

/** A scalar as text: null and undefined as nothing; an object (never meant here) as its JSON. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}
const escape = (value: unknown) => textOf(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const list = (items: string[]) =>
  items.length ? `<ul>${items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>` : '<p class="muted">None found.</p>';

/** Any JSON value as markup: lists, term/definition pairs, an objection with its answer; never raw JSON. */
function insightBlock(value: unknown): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '<p class="muted">None found.</p>';
    return `<ul>${value.map((v) => `<li>${v !== null && typeof v === 'object' ? insightBlock(v) : escape(v)}</li>`).join('')}</ul>`;
  }
  if (value && typeof value === 'object') {
    if ('objection' in value && 'response' in value && Object.keys(value).length === 2) {
      const o = value;
      return `<p><b>Objection:</b> ${escape(o.objection)}<br><b>Answer:</b> ${escape(o.response)}</p>`;
    }
    return `<dl>${Object.entries(value)
      .map(
        ([k, v]) =>
          `<dt>${escape(k.replaceAll('_', ' '))}</dt><dd>${typeof v === 'object' && v !== null ? insightBlock(v) : escape(v)}</dd>`,
      )
      .join('')}</dl>`;
  }
  return `<p>${escape(value)}</p>`;
}

export function renderReport(r: IntelResponse): string {
  const a = r.analysis;
  const s = a.market_score;
  const competitors = a.competitor_details
    .map((c) => `<tr><td>${escape(c.name)}</td><td>${escape(c.relation)}</td><td>${escape(c.reason)}</td></tr>`)
    .join('');
  const battlecard = a.battlecard ? `<h2>Battlecard</h2>${insightBlock(a.battlecard)}` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(a.company_or_product)} — competitive intelligence (${escape(r.mode)})</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:920px;margin:2rem auto;padding:0 1rem;color:#1b1f24}
h1{margin-bottom:.2rem}h2{border-bottom:1px solid #d0d7de;padding-bottom:.2rem;margin-top:2rem}
.meta,.muted{color:#57606a}.score{display:flex;gap:1rem;flex-wrap:wrap}.score div{border:1px solid #d0d7de;border-radius:6px;padding:.5rem .8rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eaeef2;padding:.35rem;text-align:left;vertical-align:top}dt{font-weight:600;margin-top:.5rem}
</style></head><body>
<h1>${escape(a.company_or_product)}</h1>
<p class="meta">Mode ${escape(r.mode)} · sector ${escape(a.sector ?? 'unclassified')} · language ${escape(r.detected_language)} · market ${escape(r.market_context)} · confidence ${escape(a.confidence)} · trend ${escape(r.trend.status)}</p>
<p>${escape(a.positioning_summary)}</p>
<div class="score"><div>Threat <b>${escape(s.threat_level)}</b></div><div>Moat <b>${escape(s.moat_strength)}</b></div><div>Maturity <b>${escape(s.market_maturity)}</b></div><div>Recommendation <b>${escape(s.agent_recommendation)}</b></div></div>
<h2>Target customer</h2><p>${escape(a.target_customer)}</p>
<h2>Value propositions</h2>${list(a.core_value_props)}
<h2>Pain points</h2>${list(a.user_pain_points)}
<h2>Competitors</h2>${competitors ? `<table><tr><th>Name</th><th>Relation</th><th>Why</th></tr>${competitors}</table>` : '<p class="muted">None found.</p>'}
<h2>Unique angle</h2><p>${escape(a.unique_angle)}</p>
<h2>Market signals</h2>${insightBlock(a.market_signals)}
<h2>Mode insight</h2>${insightBlock(a.mode_insights)}
${battlecard}
<h2>Sources</h2>${list(a.sources)}
<p class="muted">Analysis ${escape(r.analysis_id)} · ${r.cached ? 'cached' : 'fresh'} · ${escape(r.analyst.kind)} analyst</p>
</body></html>`;
}
