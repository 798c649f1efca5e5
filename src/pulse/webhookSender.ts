// Posts one signed alert to a subscriber's webhook through the SSRF guard the page fetcher uses
// (src/sources/guardedAgent.ts): IP literals checked before connecting, every resolved address checked
// at connection time, no redirects followed (a 3xx is a failed attempt), one time-out for the whole
// exchange. Only a 2xx answer counts as delivered.
import { fetch, type Agent } from 'undici';
import { DomainError } from '../lib/errors.ts';
import { checkUrl, type AddressPolicy } from '../sources/ssrf.ts';
import { createGuardedAgent } from '../sources/guardedAgent.ts';
import { webhookHeaders } from './signature.ts';

export interface AttemptResult {
  ok: boolean;
  status: number | null;
  error: string | null;
  ms: number;
}

export interface WebhookSender {
  send(input: { url: string; secret: string; id: string; body: string; sentAt: Date }): Promise<AttemptResult>;
  close(): Promise<void>;
}

const RESPONSE_BYTES_READ = 4096;

function reason(err: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `no answer within ${timeoutMs} ms`;
  if (err instanceof DomainError) return err.message;
  type Cause = { name?: unknown; code?: unknown; cause?: unknown } | undefined;
  for (let cause = err as Cause; cause && typeof cause === 'object'; cause = cause.cause as Cause) {
    // Only the kind of failure: the resolved address would map our network for the subscriber.
    if (cause.name === 'AddressRefusedError') return 'the webhook host is not a public address';
    if (typeof cause.code === 'string') return `connection failed (${cause.code})`;
  }
  return 'connection failed';
}

export function createWebhookSender(opts: {
  policy: AddressPolicy;
  timeoutMs: number;
  userAgent: string;
}): WebhookSender {
  const agent: Agent = createGuardedAgent(opts.policy, opts.timeoutMs);
  return {
    async send({ url, secret, id, body, sentAt }) {
      const started = performance.now();
      const signal = AbortSignal.timeout(opts.timeoutMs);
      const elapsed = () => Math.round(performance.now() - started);
      try {
        const target = checkUrl(url, opts.policy);
        const response = await fetch(target, {
          method: 'POST',
          dispatcher: agent,
          redirect: 'manual',
          signal,
          body,
          headers: {
            'content-type': 'application/json',
            'user-agent': opts.userAgent,
            ...webhookHeaders(secret, id, sentAt, body),
          },
        });
        // Read a little of the answer so the connection can be reused; its content does not matter.
        const reader = response.body?.getReader();
        let read = 0;
        while (reader && read < RESPONSE_BYTES_READ) {
          const chunk = await reader.read();
          if (chunk.done) break;
          read += (chunk.value as Uint8Array).byteLength;
        }
        await reader?.cancel().catch(() => {});
        const ok = response.status >= 200 && response.status <= 299;
        return { ok, status: response.status, error: ok ? null : `HTTP ${response.status}`, ms: elapsed() };
      } catch (err) {
        return { ok: false, status: null, error: reason(err, signal.aborted, opts.timeoutMs), ms: elapsed() };
      }
    },
    close: () => agent.close(),
  };
}
