// Buying access with an on-chain USDC transfer: an API key credited with what arrived (Base or Solana),
// or a plan session for at least the plan's price (Solana). The transfer is verified on chain, must be
// recent and must not be an x402 settlement; then it is claimed once, forever, before anything is created.
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
import { verifySolanaTransfer } from './solanaTransfers.ts';

export interface FundingDeps {
  config: Config;
  clock: Clock;
  chains: Chains;
  redemptions: Redemptions;
  credentials: CredentialStore;
  ledger: Ledger;
  /** The x402 facilitator's settling addresses (empty when unknown). */
  facilitatorSigners(): Promise<string[]>;
}

export async function verifyIncoming(deps: FundingDeps, network: PayNetwork, txId: string, opts: { mustInclude?: string } = {}): Promise<VerifiedTransfer> {
  const transfer = network === 'base' ? await verifyBaseTransfer(deps.chains.base(), txId) : await verifySolanaTransfer(deps.chains.solana(), txId, opts);
  const ageHours = (deps.clock.now().getTime() - transfer.blockTime.getTime()) / 3_600_000;
  if (ageHours > deps.config.payments.txMaxAgeHours) {
    throw new DomainError('payment_too_old', `Transaction ${txId} is ${Math.floor(ageHours)} hours old; payments are redeemed within ${deps.config.payments.txMaxAgeHours} hours.`);
  }
  const signers = (await deps.facilitatorSigners()).map((s) => s.toLowerCase());
  if (signers.includes(transfer.sender.toLowerCase())) {
    throw new DomainError('transaction_already_redeemed', 'This transaction is an x402 settlement: it already paid for a call.');
  }
  return transfer;
}

/** Claims the transaction, creates what it buys, records the use; frees the claim if creation fails. */
export async function redeemOnce<T>(deps: FundingDeps, transfer: VerifiedTransfer, use: RedemptionUse, create: () => Promise<{ result: T; credential: string }>): Promise<T> {
  const claim = await deps.redemptions.claim(transfer.network, transfer.txId, use);
  if (!claim.ok) throw new DomainError('transaction_already_redeemed', alreadyRedeemedMessage(claim.previous));
  try {
    const { result, credential } = await create();
    await deps.redemptions.complete(transfer.network, transfer.txId, { use, credential, amount_micro: transfer.arrivedMicro });
    return result;
  } catch (err) {
    await deps.redemptions.abandon(transfer.network, transfer.txId).catch(() => {});
    throw err;
  }
}

export async function createFundedApiKey(deps: FundingDeps, input: { txHash: string; network: PayNetwork; amountUsdc?: number; email?: string }) {
  const transfer = await verifyIncoming(deps, input.network, input.txHash);
  if (transfer.arrivedMicro < STANDARD_PRICE_MICRO) {
    throw new DomainError('payment_too_small', `${microToDecimal(transfer.arrivedMicro)} USDC arrived; an API key needs at least ${microToDecimal(STANDARD_PRICE_MICRO)} USDC (one call).`);
  }
  if (input.amountUsdc !== undefined && transfer.arrivedMicro < usdcToMicro(input.amountUsdc)) {
    throw new DomainError('amount_mismatch', `You said ${input.amountUsdc} USDC, but ${microToDecimal(transfer.arrivedMicro)} USDC arrived at our payee in this transaction.`, { arrived_usdc: microToDecimal(transfer.arrivedMicro) });
  }
  return redeemOnce(deps, transfer, 'api_key', async () => {
    const { secret, credential } = await deps.credentials.createApiKey({ balanceMicro: 0, label: input.email ?? '', source: `${transfer.network}:${transfer.txId}` });
    const credit = await deps.ledger.credit(credential.cid, transfer.arrivedMicro, `${transfer.network}:${transfer.txId}`, 'onchain');
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
    session_id: secret, reports_total: plan.reports, duration_days: plan.durationDays,
    plan: plan.name, expires_at: expiresAt?.toISOString() ?? null, status: 'active' as const, tx_hash: txId,
    note: 'Shown once: store the session id. Send it as X-SESSION.',
  };
}

/** A plan session bought by this (verified) transfer, for a direct activation or a pending payment. */
export async function sessionForTransfer(deps: FundingDeps, planName: Plan['name'], transfer: VerifiedTransfer, use: 'session' | 'pending_payment') {
  const plan = PLANS[planName];
  if (transfer.arrivedMicro < plan.priceMicro) {
    throw new DomainError('payment_too_small', `${microToDecimal(transfer.arrivedMicro)} USDC arrived; the ${plan.name} plan costs ${microToDecimal(plan.priceMicro)} USDC.`);
  }
  return redeemOnce(deps, transfer, use, async () => {
    const { secret, credential } = await deps.credentials.createSession(plan.name, `solana:${transfer.txId}`);
    return { credential: credential.publicId, result: sessionRecord(plan, secret, credential.expiresAt, transfer.txId) };
  });
}

export async function activatePlan(deps: FundingDeps, input: { plan: Plan['name']; txHash: string }) {
  return sessionForTransfer(deps, input.plan, await verifyIncoming(deps, 'solana', input.txHash), 'session');
}
