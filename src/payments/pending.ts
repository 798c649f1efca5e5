// Pending plan payments (Solana Pay): a payment id, the amount, our payee and a fresh reference key the
// payer's wallet adds to the transfer. A payment is confirmed when a transaction carrying the reference pays
// at least the plan price before the expiry — found by the provider webhook or by the watcher (one scan of
// the payee's token account per tick), both of which only point at a transaction: the chain itself is read
// before anything is confirmed.
//
// Nothing that grants access is on chain or stored in clear: the Solana Pay memo names only the plan; the
// poll secret returned once at creation is kept as its SHA-256, and the session's secret is derived from
// it (HMAC), so Redis holds only the session's id (the SHA-256 of that secret) and only the poller can
// name the session.
import { createHmac } from 'node:crypto';
import type { RedisClient } from '../stores/redis.ts';
import { Keypair, PublicKey } from '@solana/web3.js';
import { SESSION_PREFIX, credentialId } from '../billing/credentials.ts';
import { PLANS, type Plan } from '../billing/prices.ts';
import { DomainError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/hash.ts';
import { newId, newSecret } from '../lib/ids.ts';
import { microToDecimal } from '../lib/money.ts';
import { takeFromWindow } from '../lib/rateLimit.ts';
import { sessionForPending, verifyIncoming, type FundingDeps } from './funding.ts';

export type PendingStatus = 'pending' | 'confirmed' | 'expired';
export interface PendingPayment {
  id: string;
  plan: Plan['name'];
  amountMicro: number;
  recipient: string;
  mint: string;
  reference: string;
  createdAt: Date;
  expiresAt: Date;
  status: 'pending' | 'confirmed';
  signature?: string;
  confirmedAt?: Date;
  pollHash: string;
}
export interface PendingLimits {
  perClientPerHour: number;
  maxOpen: number;
}

const POLL_PREFIX = 'pps_';
const keys = {
  record: (id: string) => `intel:pending:${id}`,
  lock: (id: string) => `intel:pending-lock:${id}`,
  rate: (client: string) => `intel:pending-rate:${client}`,
  cursor: (account: string) => `intel:pending-cursor:${account}`,
  open: 'intel:pending:open',
};
/** The reference → payment index; funding reads it to refuse a pending payment's transfer as a bare hash. */
export const referenceKey = (reference: string) => `intel:pending-ref:${reference}`;
/** A record stays readable (as expired or confirmed) this long after its expiry or confirmation. */
const RETENTION_S = 86_400;
/** A payment that landed before the expiry may be noticed a little after it. */
export const LATE_GRACE_MS = 120_000;
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const ATA_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
/** Signatures read per page, and pages per tick, when the watcher scans the payee's account. */
const SCAN_PAGE = 1000;
const SCAN_PAGES = 5;

// Drops expired entries, refuses beyond the cap, adds the payment: one step, so racing creations cannot
// overshoot the cap.
const OPEN_WITHIN_CAP = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
return 1`;

/** The session secret of a pending payment: only the holder of the poll secret can derive it. */
function sessionSecret(pollSecret: string, id: string): string {
  return `${SESSION_PREFIX}${createHmac('sha256', pollSecret).update(`session:${id}`).digest('base64url')}`;
}

function fromHash(id: string, f: Record<string, string>): PendingPayment | null {
  if (!f.plan || !f.poll_hash) return null;
  return {
    id,
    plan: f.plan as Plan['name'],
    amountMicro: Number(f.amount_micro),
    recipient: f.recipient,
    mint: f.mint,
    reference: f.reference,
    createdAt: new Date(Number(f.created_at)),
    expiresAt: new Date(Number(f.expires_at)),
    status: f.status === 'confirmed' ? 'confirmed' : 'pending',
    pollHash: f.poll_hash,
    ...(f.signature ? { signature: f.signature, confirmedAt: new Date(Number(f.confirmed_at)) } : {}),
  };
}

export function payeeTokenAccount(owner: string, mint: string): PublicKey {
  return PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBuffer(), TOKEN_PROGRAM.toBuffer(), new PublicKey(mint).toBuffer()],
    ATA_PROGRAM,
  )[0];
}

export function createPendingPayments(redis: RedisClient, deps: FundingDeps, limits: PendingLimits) {
  const now = () => deps.clock.now();
  const referenceTtlS = () =>
    deps.config.payments.pendingTtlS + deps.config.payments.txMaxAgeHours * 3600 + LATE_GRACE_MS / 1000;

  async function find(id: string): Promise<PendingPayment | null> {
    if (!/^pay_[A-Za-z0-9_-]{8,40}$/.test(id)) return null;
    return fromHash(id, await redis.hgetall(keys.record(id)));
  }

  async function matchReferences(accounts: string[]): Promise<string[]> {
    const unique = [...new Set(accounts)].filter((a) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(a)).slice(0, 500);
    if (unique.length === 0) return [];
    // One GET per reference, not MGET: the references hash to different slots on a Redis Cluster.
    const ids = await Promise.all(unique.map((reference) => redis.get(referenceKey(reference))));
    return [...new Set(ids.filter((id): id is string => Boolean(id)))];
  }

  /** Confirms the payment with this transaction if the chain says it qualifies; 'confirmed' or why not. */
  async function confirm(id: string, signature: string): Promise<string> {
    const payment = await find(id);
    if (!payment) return 'unknown_payment';
    if (payment.status === 'confirmed') return 'already_confirmed';
    if ((await redis.set(keys.lock(id), '1', 'EX', 60, 'NX')) !== 'OK') return 'busy';
    try {
      const transfer = await verifyIncoming(deps, 'solana', signature, { mustInclude: payment.reference });
      if (transfer.blockTime.getTime() > payment.expiresAt.getTime()) return 'paid_after_expiry';
      const session = await redis.hmget(keys.record(id), 'session_cid', 'session_visible');
      await sessionForPending(deps, payment.plan, transfer, { cid: session[0]!, visibleStart: session[1]! });
      // The record, then the open set (another slot on a Redis Cluster): a payment left in the open set
      // by a crash here only counts against the cap until it expires.
      await redis
        .multi()
        .hset(keys.record(id), { status: 'confirmed', signature, confirmed_at: now().getTime() })
        .expire(keys.record(id), RETENTION_S)
        .exec();
      await redis.zrem(keys.open, id);
      return 'confirmed';
    } catch (err) {
      if (err instanceof DomainError) return err.code;
      throw err;
    } finally {
      await redis.del(keys.lock(id));
    }
  }

  return {
    find,
    matchReferences,
    confirm,
    statusOf: (p: PendingPayment): PendingStatus =>
      p.status === 'confirmed' ? 'confirmed' : now() >= p.expiresAt ? 'expired' : 'pending',

    /** A new pending payment and its poll secret (shown once). `client`: the limit key of the caller. */
    async create(planName: Plan['name'], client: string): Promise<{ payment: PendingPayment; pollSecret: string }> {
      const { payee, mint } = deps.chains.solana();
      const rate = await takeFromWindow(redis, keys.rate(client), limits.perClientPerHour, 3600, now().getTime());
      if (!rate.allowed) {
        throw new DomainError(
          'rate_limit_exceeded',
          `At most ${limits.perClientPerHour} pending payments per hour per address; retry in ${rate.retryAfterSeconds} s.`,
          { retry_after_s: rate.retryAfterSeconds },
        );
      }
      const plan = PLANS[planName];
      const created = now();
      const pollSecret = newSecret(POLL_PREFIX);
      const payment: PendingPayment = {
        id: newId('pay', 16),
        plan: plan.name,
        amountMicro: plan.priceMicro,
        recipient: payee,
        mint,
        reference: Keypair.generate().publicKey.toBase58(),
        createdAt: created,
        status: 'pending',
        expiresAt: new Date(created.getTime() + deps.config.payments.pendingTtlS * 1000),
        pollHash: sha256Hex(pollSecret),
      };
      const opened = await redis.eval(
        OPEN_WITHIN_CAP,
        1,
        keys.open,
        created.getTime() - LATE_GRACE_MS,
        limits.maxOpen,
        payment.expiresAt.getTime(),
        payment.id,
      );
      if (opened !== 1) {
        throw new DomainError(
          'too_many_pending_payments',
          'Too many payments are open right now; retry in a few minutes, or pay with x402 or POST /access/activate.',
          { retry_after_s: 60 },
        );
      }
      const session = sessionSecret(pollSecret, payment.id);
      await redis
        .multi()
        .hset(keys.record(payment.id), {
          plan: payment.plan,
          amount_micro: payment.amountMicro,
          recipient: payee,
          mint,
          reference: payment.reference,
          created_at: created.getTime(),
          expires_at: payment.expiresAt.getTime(),
          status: 'pending',
          poll_hash: payment.pollHash,
          session_cid: credentialId(session),
          session_visible: session.slice(0, 8),
        })
        .expire(keys.record(payment.id), deps.config.payments.pendingTtlS + RETENTION_S)
        .exec();
      // The reference after the record (another slot on a Redis Cluster), and both before the caller learns
      // the reference: a payment whose reference was never written was never shown to anyone, so never paid.
      await redis.set(referenceKey(payment.reference), payment.id, 'EX', referenceTtlS());
      return { payment, pollSecret };
    },

    /** The session id of a confirmed payment, for the holder of its poll secret; null for anyone else. */
    sessionFor(payment: PendingPayment, pollSecret: string): string | null {
      if (!pollSecret.startsWith(POLL_PREFIX) || sha256Hex(pollSecret) !== payment.pollHash) return null;
      return sessionSecret(pollSecret, payment.id);
    },

    /**
     * One watcher tick: the payee's token account's new signatures (back to the last one scanned, or the
     * oldest open payment), their transactions in one batch, and each matched against the open references.
     * Its cost follows the payee's traffic, not the number of open payments. Returns the confirmed ids.
     */
    async scanPayee(): Promise<{ open: number; confirmed: string[] }> {
      const cutoff = now().getTime() - LATE_GRACE_MS;
      await redis.zremrangebyscore(keys.open, '-inf', cutoff);
      const oldest = await redis.zrange(keys.open, 0, 0, 'WITHSCORES');
      if (oldest.length === 0) return { open: 0, confirmed: [] };
      const since = Number(oldest[1]) - deps.config.payments.pendingTtlS * 1000 - LATE_GRACE_MS;
      const { connection, payee, mint } = deps.chains.solana();
      const account = payeeTokenAccount(payee, mint);
      const cursor = (await redis.get(keys.cursor(account.toBase58()))) ?? undefined;
      const fresh: { signature: string; err: unknown }[] = [];
      let before: string | undefined;
      for (let page = 0; page < SCAN_PAGES; page++) {
        const list = await connection.getSignaturesForAddress(
          account,
          { limit: SCAN_PAGE, before, until: cursor },
          'confirmed',
        );
        const inWindow = list.filter((e) => !e.blockTime || e.blockTime * 1000 >= since);
        fresh.push(...inWindow);
        if (list.length < SCAN_PAGE || inWindow.length < list.length) break;
        before = list[list.length - 1].signature;
      }
      const landed = fresh
        .filter((e) => e.err === null)
        .map((e) => e.signature)
        .reverse(); // oldest first
      const confirmed: string[] = [];
      let complete = true; // the cursor moves only past transactions fully looked at
      if (landed.length > 0) {
        const txs = await connection.getParsedTransactions(landed, {
          maxSupportedTransactionVersion: 0,
          commitment: 'confirmed',
        });
        for (const [i, tx] of txs.entries()) {
          if (!tx) {
            complete = false;
            continue;
          }
          for (const id of await matchReferences(tx.transaction.message.accountKeys.map((k) => k.pubkey.toBase58()))) {
            const outcome = await confirm(id, landed[i]);
            if (outcome === 'confirmed') confirmed.push(id);
            if (outcome === 'busy' || outcome === 'chain_unavailable' || outcome === 'facilitator_unavailable')
              complete = false;
          }
        }
      }
      if (fresh.length > 0 && complete)
        await redis.set(keys.cursor(account.toBase58()), fresh[0].signature, 'EX', referenceTtlS());
      return { open: await redis.zcard(keys.open), confirmed };
    },
  };
}

export type PendingPayments = ReturnType<typeof createPendingPayments>;

/** The Solana Pay transfer request. The memo (written on chain by wallets) names the plan, nothing more. */
export function solanaPayUrl(p: PendingPayment, serviceName: string): string {
  const q = new URLSearchParams({
    amount: microToDecimal(p.amountMicro),
    'spl-token': p.mint,
    reference: p.reference,
    label: serviceName,
    message: `${p.plan} plan (${PLANS[p.plan].reports} reports, ${PLANS[p.plan].durationDays} days)`,
    memo: `${p.plan} plan`,
  });
  return `solana:${p.recipient}?${q.toString().replaceAll('+', '%20')}`;
}
