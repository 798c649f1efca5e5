// The spending side of the access ledger: reserve → (work) → capture or release, refunds and credits.
// Every step is one Lua script, so a balance can never go negative and a request never spends twice.
// See src/billing/README.md for the rules.
import { Cluster } from 'ioredis';
import type { RedisClient } from '../stores/redis.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../lib/clock.ts';
import { DomainError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { redisKeys, utcDay } from './redisKeys.ts';
import { moduleDir } from '../lib/paths.ts';
import { microToDecimal } from '../lib/money.ts';
import { credentialFromFlat, type Credential } from './credentials.ts';

const script = (name: string) => readFileSync(join(moduleDir(import.meta.url), 'lua', `${name}.lua`), 'utf8');
const SCRIPTS = {
  reserve: script('reserve'),
  capture: script('capture'),
  release: script('release'),
  refund: script('refund'),
  credit: script('credit'),
};

export const HOLD_TTL_MS = 10 * 60_000;
export const IDEMPOTENCY_TTL_S = 24 * 3600;

export interface Hold {
  cid: string;
  holdId: string;
}
/**
 * What reserve gives back, each with the credential as read by the script: a hold, a replay of an earlier
 * call with the same Idempotency-Key (its ledger entry, and its stored answer while kept), or a trial key
 * asked for analyses it may not run (nothing was reserved).
 */
export type Reservation =
  | (Hold & { credential: Credential; read: string | null })
  | { captured: Charge; credential: Credential; read: string }
  | { duplicateOf: string; answer: string | null; credential: Credential }
  | { notEntitled: true; credential: Credential };

/**
 * A key the work reads, read by the reservation script itself (a single Redis server only: the key is in
 * another hash slot). With `answer`, the value read (a JSON object) is the whole answer once extended with
 * `before` + the credential's kind + `after` in place of its closing brace, so the script captures the charge
 * at once; the idempotent answer stored is `stored.head` + that answer as a JSON string + `stored.tail`.
 */
export interface ScriptRead {
  key: string;
  /** A hash whose `hits` field counts the answers captured in the reservation. */
  hitsKey: string;
  answer?: { before: string; after: string; stored?: { head: string; tail: string } };
}

export interface Charge {
  entryId: string;
  balanceMicro: number;
  reportsUsed: number;
}
export interface LedgerEntry {
  id: string;
  op: string;
  amount: number;
  unit: string;
  priceMicro: number;
  mode: string;
  route: string;
  operator: string;
  requestId: string;
  at: string;
  refundOf?: string;
  reference?: string;
}

type ScriptRunner = (keys: string[], args: (string | number)[]) => Promise<string[]>;

export function createLedger(redis: RedisClient, clock: Clock) {
  // A script may read keys of other hash slots on a single server only.
  const scriptReads = !(redis instanceof Cluster);
  // defineCommand runs each script by its SHA (EVALSHA), sending the Lua text only once per connection.
  const commands = redis as unknown as Record<string, (...args: (string | number)[]) => Promise<string[]>>;
  const run = Object.fromEntries(
    Object.entries(SCRIPTS).map(([name, lua]) => {
      const command = `intelLedger_${name}`;
      if (!commands[command]) redis.defineCommand(command, { lua });
      return [name, (keys, args) => commands[command](keys.length, ...keys, ...args)];
    }),
  ) as Record<keyof typeof SCRIPTS, ScriptRunner>;

  return {
    /** Whether reserve can take a `read` (a single Redis server), so a cached paid call is one round trip. */
    scriptReads,

    /**
     * Checks the credential and takes the price (or one plan report per analysis) now, in one script: the
     * credential is read there, so a paid call needs no lookup before it. Throws the spec's error codes when
     * it cannot; `invalid_credential` when the credential is missing, revoked or not of the door's kind.
     */
    async reserve(input: {
      cid: string;
      priceMicro: number;
      idempotencyKey: string;
      operator?: string;
      mode?: string;
      route: string;
      requestId: string;
      /** Reports a plan session pays (one per analysis); API keys pay the price. */
      reports?: number;
      /** The request the idempotency key is bound to (src/billing/operation.ts). */
      fingerprint?: string;
      /** The header the secret came in: a session only, or any key but a session; absent: any credential. */
      door?: 'session' | 'key';
      /** Analyses of the call a trial key may not run: with any, a trial key is refused (`not_entitled`). */
      trialRefused?: number;
      /** Single server only (`scriptReads`): a key the work reads, and whether its value is the whole answer. */
      read?: ScriptRead;
    }): Promise<Reservation> {
      const now = clock.now();
      const holdId = newId('hold', 9);
      const operator = input.operator ?? '';
      const { read } = input;
      if (read && !scriptReads) throw new Error('reserve: a Redis Cluster cannot read other slots in the script');
      const [outcome, a, b, flat, value, c] = (await run.reserve(
        [
          redisKeys.credential(input.cid),
          redisKeys.holds(input.cid),
          redisKeys.idempotency(input.cid, input.idempotencyKey),
          redisKeys.operatorDay(input.cid, operator, utcDay(now)),
          redisKeys.operatorCaps(input.cid),
          redisKeys.idempotentAnswer(input.cid, input.idempotencyKey),
          ...(read ? [read.key, redisKeys.ledger(input.cid), redisKeys.operatorTotals(input.cid), read.hitsKey] : []),
        ],
        [
          now.getTime(),
          input.priceMicro,
          holdId,
          HOLD_TTL_MS,
          operator,
          IDEMPOTENCY_TTL_S,
          input.mode ?? '',
          input.route,
          input.requestId,
          redisKeys.holdPrefix(input.cid),
          input.reports ?? 1,
          input.fingerprint ?? '',
          input.door ?? '',
          input.trialRefused ?? 0,
          ...(read
            ? [
                read.answer?.before ?? '',
                read.answer?.after ?? '',
                now.toISOString(),
                read.answer?.stored?.head ?? '',
                read.answer?.stored?.tail ?? '',
              ]
            : []),
        ],
      )) as [string, string, string, string[] | undefined, string | null | undefined, string | undefined];
      const credential = () => credentialFromFlat(input.cid, flat ?? []);
      switch (outcome) {
        case 'ok':
          return { cid: input.cid, holdId: a, credential: credential(), read: value ?? null };
        case 'captured':
          return {
            captured: { entryId: a, balanceMicro: Number(b), reportsUsed: Number(c) },
            credential: credential(),
            read: value!,
          };
        case 'duplicate':
          return { duplicateOf: a, answer: b || null, credential: credential() };
        case 'not_entitled':
          return { notEntitled: true, credential: credential() };
        case 'in_progress':
          throw new DomainError('request_in_progress', 'A request with this Idempotency-Key is still being processed.');
        case 'invalid':
          throw new DomainError('invalid_credential', 'Credential not found.');
        case 'revoked':
          throw new DomainError('invalid_credential', 'This credential was revoked.', { status: 'revoked' });
        case 'expired':
          throw new DomainError('access_expired', 'This credential has expired.');
        case 'reused':
          throw new DomainError(
            'idempotency_key_reused',
            'This Idempotency-Key was already used for another request (another route or body); use a new key.',
          );
        case 'exhausted':
          throw exhausted(Number(a), input.reports ?? 1);
        case 'insufficient':
          throw new DomainError(
            'insufficient_balance',
            `The balance (${microToDecimal(Number(a))} USDC) is too low for this call (${microToDecimal(input.priceMicro)} USDC).`,
            { balance_usdc: microToDecimal(Number(a)), price_usdc: microToDecimal(input.priceMicro) },
          );
        case 'operator_budget_exceeded':
          throw new DomainError('operator_budget_exceeded', `Operator ${operator} reached its daily budget.`, {
            spent_usdc: microToDecimal(Number(a)),
            cap_usdc: microToDecimal(Number(b)),
            price_usdc: microToDecimal(input.priceMicro),
          });
        default:
          throw new Error(`reserve: unexpected outcome ${outcome}`);
      }
    },

    /** reportsDone: for a plan session, the analyses that produced an answer (the rest are given back). */
    /** answer: what a retry with the caller's Idempotency-Key is given, stored in the same step. */
    async capture(
      hold: Hold,
      reportsDone?: number,
      answer?: { idempotencyKey: string; json: string },
    ): Promise<Charge> {
      const [outcome, entryId, balance, reportsUsed] = await run.capture(
        [
          redisKeys.credential(hold.cid),
          redisKeys.holds(hold.cid),
          redisKeys.ledger(hold.cid),
          redisKeys.operatorTotals(hold.cid),
          redisKeys.holdPrefix(hold.cid) + hold.holdId,
          redisKeys.idempotentAnswer(hold.cid, answer?.idempotencyKey ?? ''),
        ],
        [hold.holdId, clock.now().toISOString(), IDEMPOTENCY_TTL_S, reportsDone ?? '', answer?.json ?? ''],
      );
      if (outcome !== 'ok') throw new Error(`capture: ${outcome}`);
      return { entryId, balanceMicro: Number(balance), reportsUsed: Number(reportsUsed) };
    },

    async release(hold: Hold): Promise<boolean> {
      const [outcome] = await run.release(
        [redisKeys.credential(hold.cid), redisKeys.holds(hold.cid), redisKeys.holdPrefix(hold.cid) + hold.holdId],
        [hold.holdId],
      );
      return outcome === 'ok';
    },

    async refund(cid: string, entryId: string, reason: string): Promise<string> {
      const [outcome, refundId] = await run.refund(
        [redisKeys.credential(cid), redisKeys.ledger(cid), redisKeys.refunded(cid, entryId)],
        [entryId, clock.now().toISOString(), reason.slice(0, 200)],
      );
      if (outcome === 'ok') return refundId;
      throw new DomainError(
        outcome === 'not_found' ? 'not_found' : 'refund_refused',
        `Refund refused: ${outcome.replaceAll('_', ' ')}.`,
      );
    },

    /** Adds funds once per reference (a transaction hash, an admin grant id). */
    async credit(
      cid: string,
      amountMicro: number,
      reference: string,
      source: string,
    ): Promise<{ entryId: string; balanceMicro: number }> {
      const [outcome, entryId, balance] = await run.credit(
        [redisKeys.credential(cid), redisKeys.ledger(cid), redisKeys.funding(cid, reference)],
        [amountMicro, clock.now().toISOString(), reference, source],
      );
      if (outcome === 'ok') return { entryId, balanceMicro: Number(balance) };
      if (outcome === 'duplicate')
        throw new DomainError('already_credited', 'This funding reference was already credited.');
      throw new DomainError('invalid_credential', 'Credential not found.');
    },

    async entries(cid: string, limit = 100): Promise<LedgerEntry[]> {
      const rows = await redis.xrevrange(redisKeys.ledger(cid), '+', '-', 'COUNT', limit);
      return rows.map(([id, flat]) => {
        const f: Record<string, string> = {};
        for (let i = 0; i < flat.length; i += 2) f[flat[i]] = flat[i + 1];
        return {
          id,
          op: f.op,
          amount: Number(f.amount),
          unit: f.unit,
          priceMicro: Number(f.price_micro ?? 0),
          mode: f.mode ?? '',
          route: f.route ?? '',
          operator: f.operator ?? '',
          requestId: f.request_id ?? '',
          at: f.at,
          ...(f.refund_of ? { refundOf: f.refund_of } : {}),
          ...(f.reference ? { reference: f.reference } : {}),
        };
      });
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

function exhausted(remaining: number, needed: number): DomainError {
  const message =
    remaining === 0
      ? 'This plan has used all of its reports.'
      : `This call runs ${needed} analyses and needs ${needed} reports; ${remaining} remain. Nothing was charged.`;
  return new DomainError('access_exhausted', message, { reports_needed: needed, reports_remaining: remaining });
}
