// The account of the credential kept in this browser: GET /access/status (a session) or
// GET /access/api-key/status (a key), GET /access/operators, and PUT of an operator's daily cap.
import { api, ApiError, credentialHeaders, maskSecret, storedCredential, type Credential } from './lib/api.ts';
import { byId, formValue, h, say, onEvent } from './lib/dom.ts';

interface SessionStatus {
  reports_remaining: number;
  reports_total: number;
  plan: string | null;
  expires_at: string | null;
  status: string;
}
interface KeyStatus {
  balance_usdc: number;
  calls_remaining: number;
  calls_made: number;
  spent_usdc: number;
  kind: string;
  status: string;
  expires_at: string | null;
}
interface Operators {
  operators: { operator_id: string; total_usdc: number; today_usdc: number; daily_cap_usdc: number | null }[];
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');
const message = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong.');

function factList(pairs: [string, string][]): HTMLElement[] {
  return pairs.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]);
}

async function showStatus(c: Credential): Promise<void> {
  const facts = byId('account-facts');
  if (c.kind === 'session') {
    const { data } = await api<SessionStatus>('GET', '/access/status', { headers: credentialHeaders(c) });
    facts.replaceChildren(
      ...factList([
        ['Plan', data.plan ?? '–'],
        ['Status', data.status],
        ['Reports left', `${data.reports_remaining} of ${data.reports_total}`],
        ['Expires', when(data.expires_at)],
      ]),
    );
  } else {
    const { data } = await api<KeyStatus>('GET', '/access/api-key/status', { headers: credentialHeaders(c) });
    facts.replaceChildren(
      ...factList([
        ['Kind', data.kind === 'trial' ? 'trial key' : 'API key'],
        ['Status', data.status],
        ['Balance', `${data.balance_usdc} USDC`],
        ['Standard calls left', String(data.calls_remaining)],
        ['Calls made', String(data.calls_made)],
        ['Spent', `${data.spent_usdc} USDC`],
        ['Expires', when(data.expires_at)],
      ]),
    );
  }
}

async function showOperators(c: Credential): Promise<void> {
  const { data } = await api<Operators>('GET', '/access/operators', { headers: credentialHeaders(c) });
  const rows = data.operators.map((o) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, o.operator_id),
      h('td', {}, String(o.today_usdc)),
      h('td', {}, String(o.total_usdc)),
      h('td', {}, o.daily_cap_usdc === null ? 'none' : String(o.daily_cap_usdc)),
    ),
  );
  byId('ops-table')
    .querySelector('tbody')!
    .replaceChildren(...(rows.length ? rows : [h('tr', {}, h('td', { colspan: '4' }, 'No operator has spent yet.'))]));
}

const credential = storedCredential();
const credLine = byId('account-cred');
if (!credential) {
  credLine.replaceChildren(
    'No credential is kept in this browser. ',
    h('a', { href: '/app/buy' }, 'Buy a plan'),
    ', ',
    h('a', { href: '/app/buy#fund' }, 'fund a key'),
    ' or add one on the ',
    h('a', { href: '/app/analyze' }, 'Analyze'),
    ' page.',
  );
  byId('ops').hidden = true;
} else {
  say(
    credLine,
    `${credential.kind === 'session' ? 'Plan session' : 'API key'} ${maskSecret(credential.secret)}, kept in this browser.`,
  );
  Promise.all([showStatus(credential), showOperators(credential)]).catch((err) => say(credLine, message(err), 'error'));
  const form = byId<HTMLFormElement>('cap-form');
  form.addEventListener(
    'submit',
    onEvent(async (event) => {
      event.preventDefault();
      const cap = formValue(form, 'cap');
      const operator = formValue(form, 'operator');
      try {
        await api('PUT', `/access/operators/${encodeURIComponent(operator)}/budget`, {
          body: { daily_cap_usdc: cap === '' ? null : Number(cap) },
          headers: credentialHeaders(credential),
        });
        say(
          byId('cap-status'),
          cap === '' ? `${operator}: no daily cap.` : `${operator}: at most ${cap} USDC a day.`,
          'ok',
        );
        await showOperators(credential);
      } catch (err) {
        say(byId('cap-status'), message(err), 'error');
      }
    }),
  );
}
