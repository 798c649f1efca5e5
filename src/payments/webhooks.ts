// Payment-provider webhooks. Helius (enhanced transactions) sends the shared secret configured with the
// webhook verbatim in the Authorization header and a JSON array of transactions. A notification is only a
// hint: it names a signature and the accounts it touched; confirmation reads the transaction from the chain,
// so a forged, replayed or malformed notification changes nothing.
import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import { DomainError } from '../lib/errors.ts';

export interface Notification {
  signature: string;
  accounts: string[];
}

const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,90}$/;
const MAX_TRANSACTIONS = 100;

export const WEBHOOK_PROVIDERS = ['helius'] as const;

function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 404 for a provider we do not know or have not configured; 401 for a wrong secret. */
export function authenticateWebhook(config: Config, provider: string, authorization: string): void {
  const secret = provider === 'helius' ? config.payments.webhookSecrets.helius : undefined;
  if (!secret) throw new DomainError('not_found', `No webhook provider named ${provider} is configured.`);
  const sent = authorization.replace(/^Bearer\s+/i, '');
  if (!sameSecret(sent, secret) && !sameSecret(authorization, secret))
    throw new DomainError('unauthorized', 'The webhook secret is missing or wrong.');
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A JSON value read as an object (anything else has no fields), and as a list (anything else is empty). */
const fields = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

/** Helius enhanced transactions → signature and every account named (Solana Pay references among them). */
export function parseHeliusNotifications(body: unknown): Notification[] {
  if (!Array.isArray(body) || body.length === 0 || body.length > MAX_TRANSACTIONS) {
    throw new DomainError(
      'invalid_webhook_payload',
      `Expected a JSON array of 1–${MAX_TRANSACTIONS} enhanced transactions.`,
    );
  }
  return body.map((entry: unknown, i: number) => {
    const tx = fields(entry);
    const signature = tx.signature;
    if (typeof signature !== 'string' || !SIGNATURE.test(signature)) {
      throw new DomainError('invalid_webhook_payload', `Transaction ${i} has no valid signature.`);
    }
    const accounts = [
      ...list(tx.accountData).map((a) => fields(a).account),
      ...list(tx.instructions).flatMap((ix) => [
        ...strings(fields(ix).accounts),
        ...list(fields(ix).innerInstructions).flatMap((inner) => strings(fields(inner).accounts)),
      ]),
      ...list(tx.tokenTransfers).flatMap((t) => {
        const transfer = fields(t);
        return [transfer.toUserAccount, transfer.fromUserAccount, transfer.toTokenAccount];
      }),
    ].filter((a): a is string => typeof a === 'string');
    return { signature, accounts };
  });
}
