// Standard Webhooks signatures (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of
// random bytes; each message carries webhook-id, webhook-timestamp (seconds) and webhook-signature
// `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. Receivers verify with any Standard Webhooks library.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new per-subscription signing secret (24 random bytes, as the specification suggests 24–64). */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(24).toString('base64')}`;
}

export function signWebhook(secret: string, id: string, timestampS: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampS}.${body}`).digest('base64')}`;
}

/** The three headers of one delivery attempt. */
export function webhookHeaders(secret: string, id: string, sentAt: Date, body: string): Record<string, string> {
  const timestampS = Math.floor(sentAt.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampS),
    'webhook-signature': signWebhook(secret, id, timestampS, body),
  };
}
