// Buying access with an on-chain USDC transfer: an API key credited with what arrived (Base or Solana),
// or a plan session for at least the plan's price (Solana). The transfer is verified on chain, must be
// recent, must not be an x402 settlement (sent by the facilitator, or spending an authorization an x402
// payment holds) and must not carry a pending payment's reference; then it is claimed once, forever,
// before anything is created.
import type { CredentialStore } from '../billing/credentials.ts';
import type { Ledger } from '../billing/ledger.ts';
import { PLANS, STANDARD_PRICE_MICRO, type Plan } from '../billing/prices.ts';
import type { Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { DomainError } from '../lib/errors.ts';
import { microToDecimal, usdcToMicro } from '../lib/money.ts';
import { verifyBaseTransfer, type VerifiedTransfer } from './baseTransfers.ts';
import type { Chains, PayNetwork } from './chains.ts';
import { alreadyRedeemedMessage, type RedemptionUse, type Redemptions } from './redemptions.ts';
import { isSigner } from './signers.ts';
import { verifySolanaTransfer } from './solanaTransfers.ts';

export interface FundingDeps {
  config: Config;
  clock: Clock;
  chains: Chains;
  redemptions: Redemptions;
  credentials: CredentialStore;
  ledger: Ledger;
  /** The x402 facilitator's settling addresses; throws facilitator_unavailable when they cannot be known. */
  facilitatorSigners(): Promise<string[]>;
  /** Why this transfer belongs to something else (an x402 payment, a pending payment), or null. */
  reservedFor(transfer: VerifiedTransfer, opts: { pendingReference?: string }): Promise<string | null>;
  logError?(err: unknown, txId: string): void;
}

export async function verifyIncoming(
  deps: FundingDeps,
  network: PayNetwork,
  txId: string,
  opts: { mustInclude?: string } = {},
): Promise<VerifiedTransfer> {
  const transfer =
    network === 'base'
      ? await verifyBaseTransfer(deps.chains.base(), txId)
      : await verifySolanaTransfer(deps.chains.solana(), txId, opts);
  const ageHours = (deps.clock.now().getTime() - transfer.blockTime.getTime()) / 3_600_000;
  if (ageHours > deps.config.payments.txMaxAgeHours) {
    throw new DomainError(
      'payment_too_old',
      `Transaction ${txId} is ${Math.floor(ageHours)} hours old; payments are redeemed within ${deps.config.payments.txMaxAgeHours} hours.`,
    );
  }
  if (isSigner(await deps.facilitatorSigners(), transfer.sender)) {
    throw new DomainError(
      'transaction_already_redeemed',
      'This transaction is an x402 settlement: it already paid for a call.',
    );
  }
  const reserved = await deps.reservedFor(transfer, { pendingReference: opts.mustInclude });
  if (reserved) throw new DomainError('transaction_already_redeemed', reserved);
  return transfer;
}

/**
 * Claims the transaction, creates what it buys, records the use. The claim is freed only when creation
 * failed (nothing was credited); once something was created the claim stays, even if recording fails.
 */
export async function redeemOnce<T>(
  deps: FundingDeps,
  transfer: VerifiedTransfer,
  use: Exclude<RedemptionUse, 'x402'>,
  create: () => Promise<{ result: T; credential: string }>,
): Promise<T> {
  const claim = await deps.redemptions.claim(transfer.network, transfer.txId, use);
  if (!claim.ok) throw new DomainError('transaction_already_redeemed', alreadyRedeemedMessage(claim.previous));
  let created: { result: T; credential: string };
  try {
    created = await create();
  } catch (err) {
    await deps.redemptions.abandon(transfer.network, transfer.txId, claim.owner).catch(() => {});
    throw err;
  }
  await deps.redemptions
    .complete(transfer.network, transfer.txId, claim.owner, {
      use,
      credential: created.credential,
      amount_micro: transfer.arrivedMicro,
    })
    .catch((err: unknown) => deps.logError?.(err, transfer.txId)); // the claim (state claiming) still blocks any reuse
  return created.result;
}

export async function createFundedApiKey(
  deps: FundingDeps,
  input: { txHash: string; network: PayNetwork; amountUsdc?: number; email?: string },
) {
  const transfer = await verifyIncoming(deps, input.network, input.txHash);
  if (transfer.arrivedMicro < STANDARD_PRICE_MICRO) {
    throw new DomainError(
      'payment_too_small',
      `${microToDecimal(transfer.arrivedMicro)} USDC arrived; an API key needs at least ${microToDecimal(STANDARD_PRICE_MICRO)} USDC (one call).`,
    );
  }
  if (input.amountUsdc !== undefined && transfer.arrivedMicro < usdcToMicro(input.amountUsdc)) {
    throw new DomainError(
      'amount_mismatch',
      `You said ${input.amountUsdc} USDC, but ${microToDecimal(transfer.arrivedMicro)} USDC arrived at our payee in this transaction.`,
      { arrived_usdc: microToDecimal(transfer.arrivedMicro) },
    );
  }
  return redeemOnce(deps, transfer, 'api_key', async () => {
    const { secret, credential } = await deps.credentials.createApiKey({
      balanceMicro: 0,
      label: input.email ?? '',
      source: `${transfer.network}:${transfer.txId}`,
    });
    const credit = await deps.ledger.credit(
      credential.cid,
      transfer.arrivedMicro,
      `${transfer.network}:${transfer.txId}`,
      'onchain',
    );
    return {
      credential: credential.publicId,
      result: {
        api_key: secret,
        calls_available: Math.floor(credit.balanceMicro / STANDARD_PRICE_MICRO),
        balance_usdc: credit.balanceMicro / 1_000_000,
        status: 'created' as const,
        key_id: credential.publicId,
        credited_usdc: microToDecimal(transfer.arrivedMicro),
        network: transfer.network,
        tx_hash: transfer.txId,
        note: 'Shown once: store the key now. Send it as X-API-KEY.',
      },
    };
  });
}

export function sessionRecord(plan: Plan, secret: string, expiresAt: Date | null, txId: string) {
  return {
    session_id: secret,
    reports_total: plan.reports,
    duration_days: plan.durationDays,
    plan: plan.name,
    expires_at: expiresAt?.toISOString() ?? null,
    status: 'active' as const,
    tx_hash: txId,
    note: 'Shown once: store the session id. Send it as X-SESSION.',
  };
}

function mustCover(plan: Plan, transfer: VerifiedTransfer): void {
  if (transfer.arrivedMicro < plan.priceMicro) {
    throw new DomainError(
      'payment_too_small',
      `${microToDecimal(transfer.arrivedMicro)} USDC arrived; the ${plan.name} plan costs ${microToDecimal(plan.priceMicro)} USDC.`,
    );
  }
}

export async function activatePlan(deps: FundingDeps, input: { plan: Plan['name']; txHash: string }) {
  const plan = PLANS[input.plan];
  const transfer = await verifyIncoming(deps, 'solana', input.txHash);
  mustCover(plan, transfer);
  return redeemOnce(deps, transfer, 'session', async () => {
    const { secret, credential } = await deps.credentials.createSession(plan.name, `solana:${transfer.txId}`);
    return {
      credential: credential.publicId,
      result: sessionRecord(plan, secret, credential.expiresAt, transfer.txId),
    };
  });
}

/**
 * The session of a pending payment, bought by this (verified) transfer. Its secret is never known here:
 * the payment holds only the session's id (the SHA-256 of the secret the poller derives from its poll
 * secret), so nothing stored or logged while confirming can be used as the session.
 */
export async function sessionForPending(
  deps: FundingDeps,
  planName: Plan['name'],
  transfer: VerifiedTransfer,
  session: { cid: string; visibleStart: string },
) {
  const plan = PLANS[planName];
  mustCover(plan, transfer);
  return redeemOnce(deps, transfer, 'pending_payment', async () => {
    const credential = await deps.credentials.createSessionById(
      plan.name,
      `solana:${transfer.txId}`,
      session.cid,
      session.visibleStart,
    );
    return { credential: credential.publicId, result: credential };
  });
}
