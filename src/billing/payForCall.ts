// The pay pipeline for an API key, trial key or plan session, whatever door the call came through (the
// HTTP payment gate, MCP tools): the door has validated the input (a free 422); here the credential's
// entitlement is checked for every analysis → the price (or one report per analysis) is reserved → the
// work runs → capture on success, release on failure. src/billing/README.md has the rules.
import type { RedisClient } from '../stores/redis.ts';
import { DomainError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import type { Credential, CredentialStore } from './credentials.ts';
import { IDEMPOTENCY_TTL_S, type Charge, type Hold, type Ledger } from './ledger.ts';
import { checkEntitlement, reportsFor, requestFingerprint, type PaidOperation } from './operation.ts';

export interface PayerDeps {
  redis: RedisClient;
  credentials: CredentialStore;
  ledger: Ledger;
}

export interface PayRequest {
  credential: Credential;
  operation: PaidOperation;
  /** Where the call came in (`intel`, `batch`, `mcp:intel_analyze` …): the ledger's route and part of the fingerprint. */
  route: string;
  /** For tracing only: it names the ledger entry, never the charge. */
  requestId: string;
  operator?: string;
  /** The caller's Idempotency-Key; without one, each call is its own. */
  idempotencyKey?: string;
}

export interface WorkOutcome<T> {
  succeeded: boolean;
  value: T;
  /** Analyses that produced an answer, when fewer than were reserved (a batch): a plan pays for these only. */
  analysesDone?: number;
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
export async function resolveCredential(
  credentials: CredentialStore,
  sent: { session?: string; apiKey?: string },
): Promise<Credential | null> {
  if (sent.session) {
    const found = await credentials.findBySecret(sent.session);
    if (!found || found.kind !== 'session') throw new DomainError('invalid_session', 'Session not found.');
    if (found.status === 'revoked')
      throw new DomainError('invalid_session', 'This session was revoked.', { status: 'revoked' });
    return found;
  }
  if (sent.apiKey) {
    const found = await credentials.findBySecret(sent.apiKey);
    if (!found || found.kind === 'session') throw new DomainError('invalid_api_key', 'API key not found.');
    if (found.status === 'revoked')
      throw new DomainError('invalid_api_key', 'This API key was revoked.', { status: 'revoked' });
    return found;
  }
  return null;
}

export async function payForCall<T>(
  deps: PayerDeps,
  req: PayRequest,
  work: () => Promise<WorkOutcome<T>>,
): Promise<PaidOutcome<T>> {
  const { credential, operation } = req;
  checkEntitlement(credential, operation);
  const idempotencyKey = req.idempotencyKey || `call:${newId('call', 12)}`;
  const reserved = await deps.ledger
    .reserve({
      cid: credential.cid,
      priceMicro: operation.priceMicro,
      reports: reportsFor(operation),
      idempotencyKey,
      fingerprint: requestFingerprint(req.route, operation),
      operator: req.operator,
      mode: operation.analyses.length === 1 ? operation.analyses[0] : '',
      route: req.route,
      requestId: req.requestId,
    })
    .catch((err: unknown) => {
      if (err instanceof DomainError && err.code === 'invalid_credential') {
        throw new DomainError(credential.kind === 'session' ? 'invalid_session' : 'invalid_api_key', err.message);
      }
      throw err;
    });
  if ('duplicateOf' in reserved) {
    const stored = req.idempotencyKey ? await deps.redis.get(replayKey(credential.cid, req.idempotencyKey)) : null;
    if (!stored)
      throw new DomainError(
        'request_in_progress',
        'This Idempotency-Key was already used; its answer is no longer stored.',
      );
    return { value: JSON.parse(stored) as T, replayed: true, charge: null };
  }

  const hold: Hold = reserved;
  let outcome: WorkOutcome<T>;
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
    const charge = await deps.ledger.capture(hold, outcome.analysesDone);
    if (req.idempotencyKey) {
      await deps.redis.set(
        replayKey(credential.cid, req.idempotencyKey),
        JSON.stringify(outcome.value),
        'EX',
        IDEMPOTENCY_TTL_S,
      );
    }
    return { value: outcome.value, replayed: false, charge };
  } catch (captureError) {
    return { value: outcome.value, replayed: false, charge: null, captureError };
  }
}
