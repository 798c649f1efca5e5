// Run an analysis with the session or key kept in this browser's storage; the answer as a readable report.
import { MODES, TRIAL, isEliteMode, modePriceMicro } from '../../billing/prices.ts';
import { microToDecimal } from '../../lib/money.ts';
import { html } from '../html.ts';
import type { Page } from '../layout.ts';
import { modeLabel } from './prices.ts';

export function analyzePage(): Page {
  return {
    title: 'Run an analysis',
    script: 'analyze',
    body: html`<h1>Run an analysis</h1>
      <section aria-labelledby="cred-h" class="panel">
        <h2 id="cred-h">Your credential</h2>
        <p id="cred-state" role="status"></p>
        <form id="cred-form" class="inline">
          <label for="cred-input">Session id or API key</label>
          <input
            id="cred-input"
            name="credential"
            type="password"
            autocomplete="off"
            spellcheck="false"
            maxlength="200"
          />
          <button type="submit">Keep in this browser</button
          ><button type="button" id="cred-forget" class="secondary">Forget</button>
        </form>
        <p class="small" id="trial">
          No credential?
          <button type="button" id="trial-button" class="link">Get a free trial key</button> (${TRIAL.calls} calls,
          standard modes) or <a href="/app/buy">buy a plan</a>. It is stored in this browser only, never in a URL.
        </p>
      </section>
      <form id="intel-form" class="stack">
        <label for="intel-url">A URL to analyze</label>
        <input
          id="intel-url"
          name="url"
          type="url"
          maxlength="2048"
          placeholder="https://example.com"
          autocomplete="url"
        />
        <label for="intel-text">or a description (at least 50 characters)</label>
        <textarea id="intel-text" name="text" rows="4" maxlength="20000"></textarea>
        <label for="intel-mode">Mode</label>
        <select id="intel-mode" name="mode">
          ${MODES.map((m) => html`<option value="${m}">${modeLabel(m)} (${microToDecimal(modePriceMicro(m))} USDC${isEliteMode(m) ? ', elite' : ''})</option>`)}
        </select>
        <label for="intel-operator">Operator id (optional: tags the spend per agent; see Account)</label>
        <input
          id="intel-operator"
          name="operator_id"
          maxlength="128"
          pattern="[A-Za-z0-9._:@-]{1,128}"
          autocomplete="off"
          spellcheck="false"
        />
        <label class="choice"
          ><input type="checkbox" id="intel-fresh" name="force_refresh" />
          <span>Fresh analysis (answers are otherwise reused for 6 hours)</span></label
        >
        <button type="submit" id="intel-submit">Analyze</button>
      </form>
      <p id="intel-status" class="status" role="status" aria-live="polite"></p>
      <article id="report" aria-live="polite"></article>`,
  };
}
