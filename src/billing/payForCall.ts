// The pay pipeline for an API key, trial key or plan session, whatever door the call came through (the
// HTTP payment gate, MCP tools, A2A skills, Pulse deliveries): the door has validated the input (a free 422);
// here the credential is read and checked, its entitlement checked for every analysis and the price (or one
// report per analysis) reserved, all in one Lua script → the work runs → capture on success, release on
// failure. src/billing/README.md has the rules.
import type { RedisClient } from '../stores/redis.ts';
import { DomainError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { credentialId, type Credential, type CredentialStore } from './credentials.ts';
import type { Charge, Hold, Ledger } from './ledger.ts';
import { checkEntitlement, reportsFor, requestFingerprint, trialRefusals, type PaidOperation } from './operation.ts';

export interface PayerDeps {
  redis: RedisClient;
  credentials: CredentialStore;
  ledger: Ledger;
}

/**
 * The secret a caller sent, as the header (or argument) it came in: X-SESSION names a session only,
 * X-API-KEY an API key or a trial key. The pay pipeline reads the credential itself (one Redis step).
 */
export interface SentSecret {
  secret: string;
  door: 'session' | 'key';
}

export interface PayRequest<P = undefined> {
  /** The credential, already read (a Pulse subscription's watcher), or the secret the caller sent. */
  credential: Credential | SentSecret;
  operation: PaidOperation;
  /** Where the call came in (`intel`, `batch`, `mcp:intel_analyze` …): the ledger's route and part of the fingerprint. */
  route: string;
  /** For tracing only: it names the ledger entry, never the charge. */
  requestId: string;
  operator?: string;
  /** The caller's Idempotency-Key; without one, each call is its own. */
  idempotencyKey?: string;
  /**
   * A key the work will read (the analysis cache entry of POST /intel), read with the reservation so that both
   * cost one round trip: inside the reservation script on a single Redis server, beside it on a Cluster. Its
   * value is handed to the work; a refused call drops it.
   */
  read?: PayRead<P>;
}

export interface PayRead<P> {
  key: string;
  /** A hash whose `hits` field counts the answers captured in the reservation. */
  hitsKey: string;
  /** What the work receives: the value read, and whether the charge was captured with it already. */
  toWork(value: string | null, captured: boolean): P;
  /**
   * When the value exists, the work's answer is that JSON object extended by `before` + the credential's kind +
   * `after` (a cached analysis): on a single server the reservation captures the charge at once, and the work
   * must then give exactly that answer. `stored` wraps it as the door's stored value for an Idempotency-Key.
   */
  answer?: { before: string; after: string; stored: { head: string; tail: string } };
}

export interface WorkOutcome<T> {
  succeeded: boolean;
  value: T;
  /** Analyses that produced an answer, when fewer than were reserved (a batch): a plan pays for these only. */
  analysesDone?: number;
}

export interface PaidOutcome<T> {
  value: T;
  /** The credential that paid, as the reservation read it. */
  credential: Credential;
  replayed: boolean;
  charge: Charge | null;
  /** Capture failed after the work succeeded: the answer stands, the hold is swept back to the caller later. */
  captureError?: unknown;
}

const MAX_SECRET_LENGTH = 200;

/** The secret named by X-SESSION or X-API-KEY (in that order): an invalid one is an error, never a fall-back. */
export function sentSecret(sent: { session?: string; apiKey?: string }): SentSecret | null {
  if (sent.session) return { secret: sent.session, door: 'session' };
  if (sent.apiKey) return { secret: sent.apiKey, door: 'key' };
  return null;
}

/** The error of a secret that names no usable credential, in the words of the header it came in. */
function invalidSecret(door: SentSecret['door'], revoked: boolean): DomainError {
  const code = door === 'session' ? 'invalid_session' : 'invalid_api_key';
  const what = door === 'session' ? 'session' : 'API key';
  return revoked
    ? new DomainError(code, `This ${what} was revoked.`, { status: 'revoked' })
    : new DomainError(code, `${what === 'session' ? 'Session' : 'API key'} not found.`);
}

/** The credential named by X-SESSION or X-API-KEY (in that order), for calls that read it without paying. */
export async function resolveCredential(
  credentials: CredentialStore,
  sent: { session?: string; apiKey?: string },
): Promise<Credential | null> {
  const named = sentSecret(sent);
  if (!named) return null;
  const found = await credentials.findBySecret(named.secret);
  if (!found || (named.door === 'session') !== (found.kind === 'session')) throw invalidSecret(named.door, false);
  if (found.status === 'revoked') throw invalidSecret(named.door, true);
  return found;
}

/**
 * One paid call: the credential is checked and the price reserved in one Lua script (src/billing/lua/reserve.lua,
 * sent together with the prefetch), the work runs, then one script captures the charge (and stores the answer
 * for the Idempotency-Key), or the hold is released.
 */
export async function payForCall<T, P = undefined>(
  deps: PayerDeps,
  req: PayRequest<P>,
  work: (paid: { credential: Credential; prefetched: P | undefined }) => Promise<WorkOutcome<T>>,
): Promise<PaidOutcome<T>> {
  const { operation } = req;
  const sent = 'secret' in req.credential ? req.credential : null;
  if (sent && sent.secret.length > MAX_SECRET_LENGTH) throw invalidSecret(sent.door, false);
  const cid = sent ? credentialId(sent.secret) : (req.credential as Credential).cid;
  const idempotencyKey = req.idempotencyKey || `call:${newId('call', 12)}`;
  const { read } = req;
  const inScript = read !== undefined && deps.ledger.scriptReads;
  const reserving = deps.ledger
    .reserve({
      cid,
      priceMicro: operation.priceMicro,
      reports: reportsFor(operation),
      idempotencyKey,
      // A key of our own is never sent again: only the caller's key needs the request it is bound to.
      fingerprint: req.idempotencyKey ? requestFingerprint(req.route, operation) : '',
      operator: req.operator,
      mode: operation.analyses.length === 1 ? operation.analyses[0] : '',
      route: req.route,
      requestId: req.requestId,
      door: sent?.door,
      trialRefused: trialRefusals(operation).length,
      read: inScript
        ? {
            key: read.key,
            hitsKey: read.hitsKey,
            answer: read.answer && {
              before: read.answer.before,
              after: read.answer.after,
              // Only the caller's key can be sent again: an answer is stored for it alone.
              stored: req.idempotencyKey ? read.answer.stored : undefined,
            },
          }
        : undefined,
    })
    .catch((err: unknown) => {
      if (err instanceof DomainError && err.code === 'invalid_credential') {
        const kind = sent?.door ?? ((req.credential as Credential).kind === 'session' ? 'session' : 'key');
        throw invalidSecret(kind, err.details?.status === 'revoked');
      }
      throw err;
    });
  // On a Cluster the read goes out beside the reservation; its failure only matters if the call goes ahead.
  const prefetching =
    read && !inScript
      ? deps.redis.get(read.key).then(
          (value) => ({ value: read.toWork(value, false) }),
          (error: unknown) => ({ error }),
        )
      : undefined;
  const reserved = await reserving;
  const credential = reserved.credential;
  if ('notEntitled' in reserved) {
    checkEntitlement(credential, operation); // throws the refusal, naming the analyses
    throw new Error('reserve refused an entitled call');
  }
  if ('duplicateOf' in reserved) {
    if (!req.idempotencyKey || reserved.answer === null)
      throw new DomainError(
        'request_in_progress',
        'This Idempotency-Key was already used; its answer is no longer stored.',
      );
    return { value: JSON.parse(reserved.answer) as T, credential, replayed: true, charge: null };
  }

  if ('captured' in reserved) return workAfterCapture(deps, req, reserved, work);

  const hold: Hold = { cid: reserved.cid, holdId: reserved.holdId };
  let outcome: WorkOutcome<T>;
  try {
    const prefetched = inScript ? { value: read.toWork(reserved.read, false) } : await prefetching;
    if (prefetched && 'error' in prefetched) throw prefetched.error;
    outcome = await work({ credential, prefetched: prefetched?.value });
  } catch (err) {
    await deps.ledger.release(hold).catch(() => {}); // a hold that could not be released is swept back later
    throw err;
  }
  if (!outcome.succeeded) {
    await deps.ledger.release(hold);
    return { value: outcome.value, credential, replayed: false, charge: null };
  }
  try {
    const answer = req.idempotencyKey
      ? { idempotencyKey: req.idempotencyKey, json: JSON.stringify(outcome.value) }
      : undefined;
    const charge = await deps.ledger.capture(hold, outcome.analysesDone, answer);
    return { value: outcome.value, credential, replayed: false, charge };
  } catch (captureError) {
    return { value: outcome.value, credential, replayed: false, charge: null, captureError };
  }
}

/**
 * The work of a call the reservation already captured (its answer was the value read): it only formats that
 * answer, so it cannot fail in the ordinary way; if it does, the charge is refunded at once.
 */
async function workAfterCapture<T, P>(
  deps: PayerDeps,
  req: PayRequest<P>,
  reserved: { captured: Charge; credential: Credential; read: string },
  work: (paid: { credential: Credential; prefetched: P | undefined }) => Promise<WorkOutcome<T>>,
): Promise<PaidOutcome<T>> {
  const { credential, captured } = reserved;
  const refund = (reason: string) => deps.ledger.refund(credential.cid, captured.entryId, reason);
  let outcome: WorkOutcome<T>;
  try {
    outcome = await work({ credential, prefetched: req.read!.toWork(reserved.read, true) });
  } catch (err) {
    await refund('the answer could not be given').catch(() => {}); // the ledger keeps the debit and says so
    throw err;
  }
  if (!outcome.succeeded) {
    await refund('the call failed');
    return { value: outcome.value, credential, replayed: false, charge: null };
  }
  return { value: outcome.value, credential, replayed: false, charge: captured };
}
