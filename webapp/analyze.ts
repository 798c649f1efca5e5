// Run an analysis: the credential from this browser's storage in X-SESSION or X-API-KEY, the answer as a
// report, and what is left afterwards from the response headers.
import {
  api,
  ApiError,
  credentialHeaders,
  forgetCredential,
  maskSecret,
  storeCredential,
  storedCredential,
} from './lib/api.ts';
import { byId, formValue, say, secretBox, onEvent } from './lib/dom.ts';
import { renderReport, type IntelResult } from './lib/report.ts';

const credState = byId('cred-state');
const credForm = byId<HTMLFormElement>('cred-form');
const intelForm = byId<HTMLFormElement>('intel-form');
const status = byId('intel-status');
const report = byId('report');
const submit = byId<HTMLButtonElement>('intel-submit');

function showCredential(): void {
  const c = storedCredential();
  say(
    credState,
    c
      ? `Using ${c.kind === 'session' ? 'plan session' : 'API key'} ${maskSecret(c.secret)} (kept in this browser).`
      : 'No credential kept in this browser yet.',
  );
}

credForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const secret = formValue(credForm, 'credential');
  if (!secret) return say(credState, 'Paste a session id (ses_…) or an API key first.', 'error');
  storeCredential(secret);
  credForm.reset();
  showCredential();
});
byId('cred-forget').addEventListener('click', () => {
  forgetCredential();
  showCredential();
});

byId('trial-button').addEventListener(
  'click',
  onEvent(async () => {
    try {
      const { data } = await api<{ key: string; calls_remaining: number; expires_at: string }>(
        'GET',
        '/api-keys/trial',
      );
      storeCredential(data.key);
      showCredential();
      byId('trial').replaceChildren(
        secretBox(
          `Your trial key (${data.calls_remaining} calls, until ${new Date(data.expires_at).toLocaleDateString()}); ` +
            'shown once, now kept in this browser',
          data.key,
          'trial-key',
        ),
      );
    } catch (err) {
      say(credState, err instanceof ApiError ? err.message : 'Could not get a trial key.', 'error');
    }
  }),
);

function remainingText(headers: Headers): string {
  const reports = headers.get('x-reports-remaining');
  if (reports !== null) return `Reports left on your plan: ${reports}.`;
  const balance = headers.get('x-balance-usdc');
  const calls = headers.get('x-calls-remaining');
  return balance !== null ? `Balance left: ${balance} USDC (${calls ?? '?'} standard calls).` : '';
}

intelForm.addEventListener(
  'submit',
  onEvent(async (event) => {
    event.preventDefault();
    const credential = storedCredential();
    if (!credential)
      return say(status, 'Add a session id or an API key above (or get a free trial key) first.', 'error');
    const url = formValue(intelForm, 'url');
    const text = formValue(intelForm, 'text');
    if (!url && !text) return say(status, 'Give a URL or a description.', 'error');
    const operator = formValue(intelForm, 'operator_id');
    submit.disabled = true;
    say(status, 'Analyzing… (a URL is fetched first; this can take a few seconds)');
    try {
      const { data, headers } = await api<IntelResult>('POST', '/intel', {
        body: {
          ...(url ? { url } : { text }),
          mode: formValue(intelForm, 'mode'),
          ...(operator ? { operator_id: operator } : {}),
          ...(byId<HTMLInputElement>('intel-fresh').checked ? { force_refresh: true } : {}),
        },
        // One key per submission: a retried or double-sent request is never charged twice.
        headers: { ...credentialHeaders(credential), 'idempotency-key': crypto.randomUUID() },
      });
      report.replaceChildren(renderReport(data));
      say(status, `Done. ${remainingText(headers)}`, 'ok');
    } catch (err) {
      say(
        status,
        err instanceof ApiError
          ? `${err.message}${err.requestId ? ` (request ${err.requestId})` : ''}`
          : 'Something went wrong.',
        'error',
      );
    } finally {
      submit.disabled = false;
    }
  }),
);

showCredential();
