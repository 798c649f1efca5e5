// The account of the credential kept in this browser: reports left and expiry, or balance and calls;
// spend per operator with daily caps.
import { html } from '../html.ts';
import type { Page } from '../layout.ts';

export function accountPage(): Page {
  return {
    title: 'Account',
    script: 'account',
    body: html`<h1>Account</h1>
      <p id="account-cred" role="status"></p>
      <dl class="facts" id="account-facts"></dl>
      <section aria-labelledby="ops-h" id="ops">
        <h2 id="ops-h">Spend per operator</h2>
        <p class="small">Tag calls with <code>operator_id</code> to see each agent's spend and cap it per UTC day.</p>
        <div class="table-wrap" tabindex="0" role="region" aria-label="Operators table">
          <table id="ops-table">
            <caption>
              Operators of this credential
            </caption>
            <thead>
              <tr>
                <th scope="col">Operator</th>
                <th scope="col">Today (USDC)</th>
                <th scope="col">Total (USDC)</th>
                <th scope="col">Daily cap (USDC)</th>
              </tr>
            </thead>
            <tbody></tbody>
          </table>
        </div>
        <form id="cap-form" class="inline">
          <label for="cap-operator">Operator id</label>
          <input id="cap-operator" name="operator" required maxlength="128" pattern="[A-Za-z0-9._:@-]{1,128}" />
          <label for="cap-usdc">Daily cap in USDC (empty: none)</label
          ><input id="cap-usdc" name="cap" type="number" min="0" step="0.01" /> <button type="submit">Set cap</button>
        </form>
        <p id="cap-status" class="status" role="status" aria-live="polite"></p>
      </section>`,
  };
}
