// Pending plan payments (Solana Pay): a payment id, the amount, our payee and a fresh reference key the
// payer's wallet adds to the transfer. A payment is confirmed when a transaction carrying the reference pays
// at least the plan price before the expiry — found by the provider webhook or by the watcher, both of
// which only point at a transaction: the chain itself is read before anything is confirmed.
import type { Redis } from 'ioredis';
import { Keypair, PublicKey } from '@solana/web3.js';
import { PLANS, type Plan } from '../billing/prices.ts';
import { DomainError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { microToDecimal } from '../lib/money.ts';
import { sessionForTransfer, verifyIncoming, type FundingDeps } from './funding.ts';

export type PendingStatus = 'pending' | 'confirmed' | 'expired';
export interface PendingPayment {
  id: string; plan: Plan['name']; amountMicro: number; recipient: string; mint: string; reference: string;
  createdAt: Date; expiresAt: Date; status: 'pending' | 'confirmed'; sessionId?: string; signature?: string; confirmedAt?: Date;
}

const keys = {
  record: (id: string) => `intel:pending:${id}`,
  byReference: (reference: string) => `intel:pending-ref:${reference}`,
  lock: (id: string) => `intel:pending-lock:${id}`,
  open: 'intel:pending:open',
};
const RETENTION_S = 7 * 86_400;
/** After confirmation the session id stays readable this long (it is the credential: not kept longer). */
const CONFIRMED_RETENTION_S = 86_400;
/** A payment that landed before the expiry may be noticed a little after it. */
export const LATE_GRACE_MS = 120_000;

function fromHash(id: string, f: Record<string, string>): PendingPayment | null {
  if (!f.plan) return null;
  return {
    id, plan: f.plan as Plan['name'], amountMicro: Number(f.amount_micro), recipient: f.recipient, mint: f.mint, reference: f.reference,
    createdAt: new Date(Number(f.created_at)), expiresAt: new Date(Number(f.expires_at)), status: f.status === 'confirmed' ? 'confirmed' : 'pending',
    ...(f.session_id ? { sessionId: f.session_id, signature: f.signature, confirmedAt: new Date(Number(f.confirmed_at)) } : {}),
  };
}

export function createPendingPayments(redis: Redis, deps: FundingDeps) {
  const now = () => deps.clock.now();

  async function find(id: string): Promise<PendingPayment | null> {
    if (!/^pay_[A-Za-z0-9_-]{8,40}$/.test(id)) return null;
    return fromHash(id, await redis.hgetall(keys.record(id)));
  }

  return {
    find,
    statusOf: (p: PendingPayment): PendingStatus => (p.status === 'confirmed' ? 'confirmed' : now() >= p.expiresAt ? 'expired' : 'pending'),

    async create(planName: Plan['name']): Promise<PendingPayment> {
      const { payee, mint } = deps.chains.solana();
      const plan = PLANS[planName];
      const created = now();
      const payment: PendingPayment = {
        id: newId('pay', 16), plan: plan.name, amountMicro: plan.priceMicro, recipient: payee, mint,
        reference: Keypair.generate().publicKey.toBase58(), createdAt: created, status: 'pending',
        expiresAt: new Date(created.getTime() + deps.config.payments.pendingTtlS * 1000),
      };
      const ttl = deps.config.payments.pendingTtlS + RETENTION_S;
      await redis.multi()
        .hset(keys.record(payment.id), {
          plan: payment.plan, amount_micro: payment.amountMicro, recipient: payee, mint, reference: payment.reference,
          created_at: created.getTime(), expires_at: payment.expiresAt.getTime(), status: 'pending',
        })
        .expire(keys.record(payment.id), ttl)
        .set(keys.byReference(payment.reference), payment.id, 'EX', ttl)
        .zadd(keys.open, payment.expiresAt.getTime(), payment.id)
        .exec();
      return payment;
    },

    /** The open payments whose reference is one of these accounts (a webhook names every account it saw). */
    async matchReferences(accounts: string[]): Promise<string[]> {
      const unique = [...new Set(accounts)].filter((a) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(a)).slice(0, 500);
      if (unique.length === 0) return [];
      const ids = await redis.mget(unique.map(keys.byReference));
      return [...new Set(ids.filter((id): id is string => Boolean(id)))];
    },

    /** Confirms the payment with this transaction if the chain says it qualifies; 'confirmed' or why not. */
    async confirm(id: string, signature: string): Promise<'confirmed' | 'already_confirmed' | 'busy' | 'unknown_payment' | string> {
      const payment = await find(id);
      if (!payment) return 'unknown_payment';
      if (payment.status === 'confirmed') return 'already_confirmed';
      if ((await redis.set(keys.lock(id), '1', 'EX', 60, 'NX')) !== 'OK') return 'busy';
      try {
        const transfer = await verifyIncoming(deps, 'solana', signature, { mustInclude: payment.reference });
        if (transfer.blockTime.getTime() > payment.expiresAt.getTime()) return 'paid_after_expiry';
        const session = await sessionForTransfer(deps, payment.plan, transfer, 'pending_payment');
        await redis.multi()
          .hset(keys.record(id), { status: 'confirmed', session_id: session.session_id, signature, confirmed_at: now().getTime() })
          .zrem(keys.open, id)
          .expire(keys.record(id), CONFIRMED_RETENTION_S)
          .exec();
        return 'confirmed';
      } catch (err) {
        if (err instanceof DomainError) return err.code;
        throw err;
      } finally {
        await redis.del(keys.lock(id));
      }
    },

    /** Looks the reference up on chain (getSignaturesForAddress) and confirms with the first qualifying transaction. */
    async checkOnChain(id: string): Promise<boolean> {
      const payment = await find(id);
      if (!payment || payment.status === 'confirmed') return payment?.status === 'confirmed';
      const { connection } = deps.chains.solana();
      const found = await connection.getSignaturesForAddress(new PublicKey(payment.reference), { limit: 20 }, 'confirmed');
      for (const entry of found.reverse()) {
        if (entry.err === null && (await this.confirm(id, entry.signature)) === 'confirmed') return true;
      }
      return false;
    },

    /** Open payments still worth watching; the ones long expired are dropped from the watch list. */
    async openIds(): Promise<string[]> {
      const cutoff = now().getTime() - LATE_GRACE_MS;
      await redis.zremrangebyscore(keys.open, '-inf', cutoff);
      return redis.zrangebyscore(keys.open, cutoff, '+inf', 'LIMIT', 0, 200);
    },
  };
}

export type PendingPayments = ReturnType<typeof createPendingPayments>;

export function solanaPayUrl(p: PendingPayment, serviceName: string): string {
  const q = new URLSearchParams({
    amount: microToDecimal(p.amountMicro), 'spl-token': p.mint, reference: p.reference,
    label: serviceName, message: `${p.plan} plan (${PLANS[p.plan].reports} reports, ${PLANS[p.plan].durationDays} days)`, memo: p.id,
  });
  return `solana:${p.recipient}?${q.toString().replaceAll('+', '%20')}`;
}
