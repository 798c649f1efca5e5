// The x402 facilitator port: verify and settle over HTTP (@x402/core's HTTPFacilitatorClient), and the
// facilitator's /supported document, fetched lazily and never on the start-up path: the first challenge
// waits at most SUPPORTED_WAIT_MS for it, a failure is retried after a pause, a success is refreshed.
import { HTTPFacilitatorClient } from '@x402/core/http';
import type { PaymentPayload, PaymentRequirements, SettleResponse, VerifyResponse } from '@x402/core/types';
import type { Config } from '../config.ts';

export interface SupportedKind {
  x402Version: number;
  scheme: string;
  network: string;
  extra?: Record<string, unknown>;
}
export interface Facilitator {
  url: string;
  verify(payload: PaymentPayload, requirements: PaymentRequirements): Promise<VerifyResponse>;
  settle(payload: PaymentPayload, requirements: PaymentRequirements): Promise<SettleResponse>;
  /** The facilitator's kinds, or null while it has not answered (bounded wait). */
  supportedKinds(): Promise<SupportedKind[] | null>;
  /** The Solana fee payer the facilitator names in /supported (x402's SVM exact scheme needs it in `extra`). */
  solanaFeePayer(): Promise<string | undefined>;
  /** The addresses the facilitator settles from (its signers and Solana fee payers), or null while unknown. */
  signers(): Promise<string[] | null>;
}

const SUPPORTED_WAIT_MS = 1500;
const RETRY_AFTER_FAILURE_MS = 30_000;
const REFRESH_MS = 10 * 60_000;

function createFacilitator(x402: Config['x402']): Facilitator {
  const auth = x402.facilitatorAuthHeader;
  const client = new HTTPFacilitatorClient({
    url: x402.facilitatorUrl!,
    timeoutMs: x402.facilitatorTimeoutMs,
    ...(auth
      ? {
          createAuthHeaders: () =>
            Promise.resolve({
              verify: { Authorization: auth },
              settle: { Authorization: auth },
              supported: { Authorization: auth },
            }),
        }
      : {}),
  });
  let kinds: SupportedKind[] | null = null;
  let signerAddresses: string[] = [];
  let fetchedAt = 0;
  let failedAt = 0;
  let inFlight: Promise<void> | null = null;

  function refresh(): Promise<void> {
    inFlight ??= client
      .getSupported()
      .then((supported) => {
        kinds = supported.kinds;
        const feePayers = (supported.kinds as SupportedKind[])
          .map((k) => k.extra?.feePayer)
          .filter((f): f is string => typeof f === 'string');
        signerAddresses = [
          ...new Set([
            ...Object.values(supported.signers ?? {})
              .flat()
              .map(String),
            ...feePayers,
          ]),
        ];
        fetchedAt = Date.now();
      })
      .catch(() => {
        failedAt = Date.now();
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  // Callers while the document is unknown share one bounded wait; later ones do not wait again.
  let firstWait: Promise<unknown> | null = null;

  async function supportedKinds(): Promise<SupportedKind[] | null> {
    const now = Date.now();
    const stale = kinds === null ? now - failedAt > RETRY_AFTER_FAILURE_MS : now - fetchedAt > REFRESH_MS;
    if (stale && !inFlight) {
      const pending = refresh();
      if (kinds === null)
        firstWait = Promise.race([pending, new Promise((r) => setTimeout(r, SUPPORTED_WAIT_MS).unref())]);
    }
    if (kinds === null && firstWait) await firstWait;
    return kinds;
  }

  return {
    url: x402.facilitatorUrl!,
    verify: (payload, requirements) => client.verify(payload, requirements),
    settle: (payload, requirements) => client.settle(payload, requirements),
    supportedKinds,
    async solanaFeePayer() {
      const found = (await supportedKinds())?.find(
        (k) =>
          k.scheme === 'exact' &&
          (k.network.startsWith('solana:') || k.network === 'solana') &&
          typeof k.extra?.feePayer === 'string',
      );
      return found?.extra?.feePayer as string | undefined;
    },
    async signers() {
      return (await supportedKinds()) === null ? null : signerAddresses;
    },
  };
}

const byUrl = new Map<string, Facilitator>();

/** One client per facilitator URL and credentials in this process (the challenge and the gate share it). */
export function facilitatorFor(x402: Config['x402']): Facilitator | null {
  if (!x402.facilitatorUrl) return null;
  const key = `${x402.facilitatorUrl}\n${x402.facilitatorAuthHeader ?? ''}\n${x402.facilitatorTimeoutMs}`;
  let found = byUrl.get(key);
  if (!found) byUrl.set(key, (found = createFacilitator(x402)));
  return found;
}
