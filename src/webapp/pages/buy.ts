// Buy a plan (a pending Solana Pay payment, watched until confirmed) or fund an API key (a transfer's hash).
// Only the networks this server can verify are offered; with none the page says so.
import { PLANS } from '../../billing/prices.ts';
import { microToDecimal } from '../../lib/money.ts';
import { html } from '../html.ts';
import type { Page } from '../layout.ts';

export interface PayeeInfo {
  solana: { payee: string; mint: string } | null;
  base: { payee: string; usdc: string } | null;
}

function planForm(payees: PayeeInfo) {
  if (!payees.solana) {
    return html`<p class="notice" role="status">
      Plans cannot be bought on this server: it has no Solana payee configured (PAYEE_SOLANA and SOLANA_RPC_URL). Ask
      its operator, or use a free trial key on the <a href="/app/analyze">Analyze</a> page.
    </p>`;
  }
  return html`<form id="plan-form" class="stack">
      <fieldset>
        <legend>Plan</legend>
        ${Object.values(PLANS).map(
          (p, i) =>
            html`<label class="choice"
              ><input type="radio" name="plan" value="${p.name}" ${i === 0 ? html` checked` : ''} />
              <span
                ><b>${p.name}</b>: ${microToDecimal(p.priceMicro)} USDC, ${p.reports} reports, ${p.durationDays}
                days</span
              ></label
            >`,
        )}
      </fieldset>
      <button type="submit">Start the payment</button>
    </form>
    <p id="plan-error" class="status" role="status" aria-live="polite"></p>
    <div id="pending" hidden>
      <div class="pay-grid">
        <figure>
          <img id="pay-qr" alt="Solana Pay QR code of this payment" width="240" height="240" />
          <figcaption>Scan with a Solana wallet (Phantom, Solflare, …)</figcaption>
        </figure>
        <dl class="facts">
          <dt>Amount</dt>
          <dd id="pay-amount"></dd>
          <dt>To</dt>
          <dd><code id="pay-recipient"></code></dd>
          <dt>Reference</dt>
          <dd><code id="pay-reference"></code></dd>
          <dt>Expires</dt>
          <dd id="pay-expires"></dd>
        </dl>
      </div>
      <p><a id="pay-link" class="button">Open in a wallet</a></p>
      <p id="pay-status" class="status" role="status" aria-live="polite"></p>
    </div>
    <div id="plan-done" hidden></div>`;
}

function fundForm(payees: PayeeInfo) {
  if (!payees.solana && !payees.base) {
    return html`<p class="notice" role="status">
      API keys cannot be funded on this server: it has no payee configured (PAYEE_SOLANA or PAYEE_BASE with their RPC).
      Ask its operator.
    </p>`;
  }
  return html`<p>
      Send any amount of USDC to the service's address on one of these networks, then paste the transaction: the key is
      credited with what arrived, once per transaction.
    </p>
    <dl class="facts">
      ${
        payees.solana
          ? html`<dt>Solana</dt>
              <dd>USDC (mint <code>${payees.solana.mint}</code>) to <code>${payees.solana.payee}</code></dd>`
          : ''
      }
      ${
        payees.base
          ? html`<dt>Base</dt>
              <dd>USDC (contract <code>${payees.base.usdc}</code>) to <code>${payees.base.payee}</code></dd>`
          : ''
      }
    </dl>
    <form id="fund-form" class="stack">
      <label for="fund-network">Network</label>
      <select id="fund-network" name="network">
        ${payees.solana ? html`<option value="solana">Solana (signature)</option>` : ''}
        ${payees.base ? html`<option value="base">Base (transaction hash 0x…)</option>` : ''}
      </select>
      <label for="fund-tx">Transaction signature or hash</label>
      <input id="fund-tx" name="tx_hash" required minlength="64" maxlength="90" autocomplete="off" spellcheck="false" />
      <label for="fund-amount">Amount you sent, in USDC (optional: refused if less arrived)</label>
      <input id="fund-amount" name="amount_usdc" type="number" min="0.01" step="0.01" inputmode="decimal" />
      <button type="submit">Create my API key</button>
    </form>
    <div id="fund-done" aria-live="polite"></div>`;
}

export function buyPage(payees: PayeeInfo): Page {
  return {
    title: 'Buy a plan or fund a key',
    script: 'buy',
    body: html`<h1>Buy a plan or fund an API key</h1>
      <section aria-labelledby="plan-h">
        <h2 id="plan-h">A plan, paid with Solana Pay</h2>
        ${planForm(payees)}
      </section>
      <section aria-labelledby="fund-h" id="fund">
        <h2 id="fund-h">An API key funded by a USDC transfer</h2>
        ${fundForm(payees)}
      </section>`,
  };
}
