// Buy a plan: POST /access/pending, the Solana Pay QR code and link, then GET /access/pending/{id} with the
// poll secret (kept in this tab's sessionStorage, never sent anywhere else) until the payment is confirmed
// or expires. Fund a key: POST /access/api-key with the transfer's hash. Secrets are shown once.
import QRCode from 'qrcode';
import { api, ApiError, storeCredential } from './lib/api.ts';
import { byId, formValue, h, say, secretBox, onEvent } from './lib/dom.ts';

interface Pending {
  payment_id: string;
  status: 'pending' | 'confirmed' | 'expired';
  plan: string;
  amount_usdc: string;
  recipient: string;
  spl_token: string;
  reference: string;
  expires_at: string;
  solana_pay_url: string;
  poll_interval_s: number;
  session_id?: string;
  reports_total?: number;
  duration_days?: number;
  poll_secret?: string;
}
interface Poll {
  payment_id: string;
  poll_secret: string;
}

const POLL_KEY = 'intel-graph.pending';
const message = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong; retry.');

function showPending(p: Pending): void {
  byId('pending').hidden = false;
  byId('pay-amount').textContent = `${p.amount_usdc} USDC (${p.plan} plan)`;
  byId('pay-recipient').textContent = p.recipient;
  byId('pay-reference').textContent = p.reference;
  byId('pay-expires').textContent = new Date(p.expires_at).toLocaleString();
  const link = byId<HTMLAnchorElement>('pay-link');
  link.href = p.solana_pay_url;
  QRCode.toDataURL(p.solana_pay_url, { margin: 1, width: 240, errorCorrectionLevel: 'M' })
    .then((src) => {
      byId<HTMLImageElement>('pay-qr').src = src;
    })
    .catch(() => say(byId('pay-status'), 'The QR code could not be drawn; use the link instead.', 'error'));
}

function showConfirmed(p: Pending): void {
  sessionStorage.removeItem(POLL_KEY);
  storeCredential(p.session_id!);
  byId('pending').hidden = true;
  byId('plan-done').hidden = false;
  byId('plan-done').replaceChildren(
    h(
      'div',
      { class: 'panel done' },
      h('h3', {}, `Paid: your ${p.plan} plan is active`),
      h(
        'p',
        {},
        `${p.reports_total} reports over ${p.duration_days} days. This session id is shown once: it is now kept in this browser; copy it to use elsewhere.`,
      ),
      secretBox('Your session id', p.session_id!, 'session-id'),
      h('p', {}, 'Agents send it as the header ', h('code', {}, `X-SESSION: ${p.session_id}`), '. '),
      h(
        'p',
        {},
        h('a', { class: 'button', href: '/app/analyze' }, 'Run an analysis'),
        ' ',
        h('a', { href: '/app/account' }, 'See reports left'),
      ),
    ),
  );
}

let timer: number | undefined;
async function poll(handle: Poll, everyMs: number): Promise<void> {
  const status = byId('pay-status');
  try {
    const { data } = await api<Pending>('GET', `/access/pending/${encodeURIComponent(handle.payment_id)}`, {
      headers: { authorization: `Bearer ${handle.poll_secret}` },
    });
    if (data.status === 'confirmed') return showConfirmed(data);
    if (data.status === 'expired') {
      sessionStorage.removeItem(POLL_KEY);
      return say(
        status,
        'This payment expired before a transfer was seen. Start a new one (nothing was taken).',
        'error',
      );
    }
    say(status, `Waiting for the transfer… (checked ${new Date().toLocaleTimeString()})`);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 401)) {
      sessionStorage.removeItem(POLL_KEY);
      return say(status, message(err), 'error');
    }
    say(status, `${message(err)} Still watching.`, 'error');
  }
  timer = window.setTimeout(() => void poll(handle, everyMs), everyMs);
}

const planForm = document.getElementById('plan-form') as HTMLFormElement | null;
planForm?.addEventListener(
  'submit',
  onEvent(async (event) => {
    event.preventDefault();
    window.clearTimeout(timer);
    const button = planForm.querySelector('button')!;
    button.disabled = true;
    say(byId('plan-error'), '');
    try {
      const { data } = await api<Pending>('POST', '/access/pending', { body: { plan: formValue(planForm, 'plan') } });
      const handle = { payment_id: data.payment_id, poll_secret: data.poll_secret! };
      sessionStorage.setItem(POLL_KEY, JSON.stringify({ ...handle, pending: { ...data, poll_secret: undefined } }));
      byId('plan-done').hidden = true;
      showPending(data);
      say(byId('pay-status'), 'Waiting for the transfer…');
      timer = window.setTimeout(() => void poll(handle, data.poll_interval_s * 1000), data.poll_interval_s * 1000);
    } catch (err) {
      say(byId('plan-error'), message(err), 'error');
    } finally {
      button.disabled = false;
    }
  }),
);

// A reload of this tab picks the open payment up again.
const saved = sessionStorage.getItem(POLL_KEY);
if (planForm && saved) {
  const { pending, ...handle } = JSON.parse(saved) as Poll & { pending: Pending };
  showPending(pending);
  void poll(handle, pending.poll_interval_s * 1000);
}

const fundForm = document.getElementById('fund-form') as HTMLFormElement | null;
fundForm?.addEventListener(
  'submit',
  onEvent(async (event) => {
    event.preventDefault();
    const out = byId('fund-done');
    const amount = formValue(fundForm, 'amount_usdc');
    const button = fundForm.querySelector('button')!;
    button.disabled = true;
    say(out, 'Reading the transfer from the chain…');
    try {
      const { data } = await api<{ api_key: string; balance_usdc: number; calls_available: number }>(
        'POST',
        '/access/api-key',
        {
          body: {
            tx_hash: formValue(fundForm, 'tx_hash'),
            network: formValue(fundForm, 'network'),
            ...(amount ? { amount_usdc: Number(amount) } : {}),
          },
        },
      );
      storeCredential(data.api_key);
      fundForm.reset();
      out.replaceChildren(
        h(
          'div',
          { class: 'panel done' },
          h('h3', {}, `Your API key holds ${data.balance_usdc} USDC (${data.calls_available} standard calls)`),
          h('p', {}, 'Shown once: it is now kept in this browser; copy it to use elsewhere.'),
          secretBox('Your API key', data.api_key, 'api-key'),
          h(
            'p',
            {},
            'Agents send it as the header ',
            h('code', {}, 'X-API-KEY'),
            '. ',
            h('a', { href: '/app/analyze' }, 'Run an analysis'),
          ),
        ),
      );
    } catch (err) {
      out.replaceChildren(h('p', { class: 'status', 'data-kind': 'error', role: 'status' }, message(err)));
    } finally {
      button.disabled = false;
    }
  }),
);
