// Paying for one call with an API key, trial key or plan session, whatever door it came through
// (the HTTP payment gate, MCP tools): reserve the price → do the work → capture on success or
// release on failure. src/billing/README.md has the rules.
import type { RedisClient } from '../stores/redis.ts';
import type { Mode } from '../intel/types.ts';
import { DomainError } from '../lib/errors.ts';
import type { Credential, CredentialStore } from './credentials.ts';
import { IDEMPOTENCY_TTL_S, type Charge, type Hold, type Ledger } from './ledger.ts';
import { TRIAL, isEliteMode } from './prices.ts';

export interface PayerDeps { redis: RedisClient; credentials: CredentialStore; ledger: Ledger }

export interface PayRequest {
  credential: Credential;
  priceMicro: number;
  route: string;
  requestId: string;
  mode?: Mode;
  operator?: string;
  /** The caller's Idempotency-Key; without one, each call is its own (keyed by request id). */
  idempotencyKey?: string;
}

export interface PaidOutcome<T> {
  value: T;
  replayed: boolean;
  charge: Charge | null;
  /** Capture failed after the work succeeded: the answer stands, the hold is swept back to the caller later. */
  captureError?: unknown;
}

const replayKey = (cid: string, key: string) => `intel:idemresp:{${cid}}:${key}`;

/** The credential named by X-SESSION or X-API-KEY (in that order); an invalid one is an error, never a fall-back. */
export async function resolveCredential(credentials: CredentialStore, sent: { session?: string; apiKey?: string }): Promise<Credential | null> {
  if (sent.session) {
    const found = await credentials.findBySecret(sent.session);
    if (!found || found.kind !== 'session' || found.status !== 'active') throw new DomainError('invalid_session', 'Session not found.');
    return found;
  }
  if (sent.apiKey) {
    const found = await credentials.findBySecret(sent.apiKey);
    if (!found || found.kind === 'session' || found.status !== 'active') throw new DomainError('invalid_api_key', 'API key not found.');
    return found;
  }
  return null;
}

export async function payForCall<T>(deps: PayerDeps, req: PayRequest, work: () => Promise<{ succeeded: boolean; value: T }>): Promise<PaidOutcome<T>> {
  const { credential, mode } = req;
  if (credential.kind === 'trial' && mode && (isEliteMode(mode) || !TRIAL.modes.includes(mode))) {
    throw new DomainError('mode_not_available', `Mode ${mode} is not available on a trial key; trial modes: ${TRIAL.modes.join(', ')}.`);
  }
  const reserved = await deps.ledger.reserve({
    cid: credential.cid, priceMicro: req.priceMicro, idempotencyKey: req.idempotencyKey || req.requestId,
    operator: req.operator, mode, route: req.route, requestId: req.requestId,
  }).catch((err: unknown) => {
    if (err instanceof DomainError && err.code === 'invalid_credential') {
      throw new DomainError(credential.kind === 'session' ? 'invalid_session' : 'invalid_api_key', err.message);
    }
    throw err;
  });
  if ('duplicateOf' in reserved) {
    const stored = req.idempotencyKey ? await deps.redis.get(replayKey(credential.cid, req.idempotencyKey)) : null;
    if (!stored) throw new DomainError('request_in_progress', 'This Idempotency-Key was already used; its answer is no longer stored.');
    return { value: JSON.parse(stored) as T, replayed: true, charge: null };
  }

  const hold: Hold = reserved;
  let outcome: { succeeded: boolean; value: T };
  try {
    outcome = await work();
  } catch (err) {
    await deps.ledger.release(hold).catch(() => {}); // a hold that could not be released is swept back later
    throw err;
  }
  if (!outcome.succeeded) {
    await deps.ledger.release(hold);
    return { value: outcome.value, replayed: false, charge: null };
  }
  try {
    const charge = await deps.ledger.capture(hold);
    if (req.idempotencyKey) {
      await deps.redis.set(replayKey(credential.cid, req.idempotencyKey), JSON.stringify(outcome.value), 'EX', IDEMPOTENCY_TTL_S);
    }
    return { value: outcome.value, replayed: false, charge };
  } catch (captureError) {
    return { value: outcome.value, replayed: false, charge: null, captureError };
  }
}
