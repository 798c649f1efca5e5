// x402 payments through the facilitator: the requirements of a paid resource (the same ones the challenge
// lists), verification, and settlement classified as settled, failed, or unknown. An unknown outcome is
// reconciled on chain — Base: the EIP-3009 authorization's AuthorizationUsed log; Solana: the payer's
// signature in the payer's history — counting only transactions the facilitator's signers sent, so a
// settlement whose answer was lost is recognised instead of being charged again. The facilitator's own
// words never reach the client: a settlement error becomes a stable code (the raw text goes to the log).
import type { PaymentPayload, PaymentRequirements, SettleResponse } from '@x402/core/types';
import type { RedisClient } from '../stores/redis.ts';
import type { Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { DomainError } from '../lib/errors.ts';
import { authorizationExpired, findAuthorizationSettlement, reconcileStartBlock } from './baseTransfers.ts';
import { buildV1Accepts, buildV2PaymentRequired, challengeInput, type ChallengeInput } from './challenge.ts';
import type { Chains, PayNetwork } from './chains.ts';
import { facilitatorFor } from './facilitatorClient.ts';
import { createPaymentGuard } from './paymentGuard.ts';
import type { SignerDirectory } from './signers.ts';
import { blockhashExpired, findSolanaSettlement } from './solanaTransfers.ts';
import { requiredAmount, solanaTransaction, type OurRequirements, type X402Attempt } from './x402Header.ts';
import { getBase58Decoder } from '@solana/kit';

export interface ResourceRequirements extends OurRequirements {
  input: ChallengeInput;
}
export type SettleOutcome =
  | { kind: 'settled'; response: SettleResponse }
  | { kind: 'failed'; response: SettleResponse; raw: string }
  | { kind: 'unknown'; reason: string };
/** After an unknown outcome: the landed settlement, or none yet; `final` once the payment can no longer land. */
export interface Reconciliation {
  transaction: string | null;
  final: boolean;
  since: string;
}

const STABLE_CODE = /^[a-z][a-z0-9_]{2,79}$/;
/** The facilitator's reason as a stable code the client may read; anything else is `settlement_error`. */
export const settlementCode = (reason: string | undefined) =>
  reason && STABLE_CODE.test(reason) ? reason : 'settlement_error';

/** 'base' or 'solana' for a requirement's network, v1 or v2 id. */
export function payNetworkOf(network: string): PayNetwork {
  return network === 'base' || network.startsWith('eip155:') ? 'base' : 'solana';
}

export function createX402Service(deps: {
  config: Config;
  redis: RedisClient;
  clock: Clock;
  chains: Chains;
  signers: SignerDirectory;
}) {
  const facilitator = facilitatorFor(deps.config.x402);
  const errorReason = (err: unknown) =>
    (err as { invalidReason?: string; errorReason?: string }).invalidReason ??
    (err as { errorReason?: string }).errorReason;

  return {
    enabled: facilitator !== null,
    guard: createPaymentGuard(deps.redis, () => deps.clock.now().getTime()),

    async requirements(priceMicro: number, resourcePath: string, description: string): Promise<ResourceRequirements> {
      const input = await challengeInput(deps.config, priceMicro, resourcePath, description);
      return {
        input,
        v1: buildV1Accepts(deps.config.x402, input),
        v2: buildV2PaymentRequired(deps.config.x402, input, '').accepts,
      };
    },

    /** Throws payment_invalid with the facilitator's reason, or facilitator_unavailable. */
    async verify(payload: PaymentPayload, requirement: PaymentRequirements): Promise<{ payer?: string }> {
      let result;
      try {
        result = await facilitator!.verify(payload, requirement);
      } catch (err) {
        const reason = errorReason(err);
        if (reason)
          throw new DomainError('payment_invalid', `The facilitator refused this payment: ${reason}.`, { reason });
        throw new DomainError(
          'facilitator_unavailable',
          'The payment facilitator could not be reached; nothing was charged. Retry shortly.',
        );
      }
      if (!result.isValid)
        throw new DomainError(
          'payment_invalid',
          `The facilitator refused this payment: ${result.invalidReason ?? 'invalid'}.`,
          { reason: result.invalidReason ?? 'invalid', payer: result.payer },
        );
      return { payer: result.payer };
    },

    async settle(payload: PaymentPayload, requirement: PaymentRequirements): Promise<SettleOutcome> {
      let response: SettleResponse;
      try {
        response = await facilitator!.settle(payload, requirement);
      } catch (err) {
        const reason = errorReason(err);
        const raw = err instanceof Error ? err.message : String(err);
        if (reason && reason !== 'settlement_pending')
          return { kind: 'failed', response: failedResponse(requirement, reason, undefined), raw };
        return { kind: 'unknown', reason: raw };
      }
      if (response.success) return { kind: 'settled', response };
      if (response.errorReason === 'settlement_pending') return { kind: 'unknown', reason: 'settlement_pending' };
      const raw = JSON.stringify(response);
      return { kind: 'failed', response: failedResponse(requirement, response.errorReason, response.payer), raw };
    },

    /**
     * After an unknown outcome: has this payment landed? `since` is what the first attempt recorded (Base:
     * the block to search from; Solana: the time of the attempt); a first call records it. Throws when
     * the chain or the signers cannot be read (the outcome stays unknown).
     */
    async reconcile(
      attempt: X402Attempt,
      requirement: PaymentRequirements,
      since: string | undefined,
    ): Promise<Reconciliation> {
      const signers = await deps.signers.known();
      if (payNetworkOf(requirement.network) === 'base') {
        const auth = (
          attempt.payload.payload as {
            authorization: { from: string; nonce: string; value: string; validBefore: string };
          }
        ).authorization;
        const chain = deps.chains.base();
        const from = since ?? String(await reconcileStartBlock(chain));
        // Expiry is read before the search: a payment expired then and not found since has not landed.
        const expired = await authorizationExpired(chain, auth.validBefore);
        const transaction = await findAuthorizationSettlement(chain, auth, BigInt(from), signers);
        return { transaction, since: from, final: transaction === null && expired };
      }
      const chain = deps.chains.solana();
      const tx = solanaTransaction(attempt);
      const keys = tx.message.staticAccountKeys;
      const feePayer = keys[0].toBase58();
      // The payer's signature: the one a client filled in (the fee payer's slot is left for the facilitator).
      const index = tx.signatures.findIndex(
        (sig, i) => i > 0 && sig.some((b) => b !== 0) && keys[i].toBase58() !== feePayer,
      );
      if (index < 0) return { transaction: null, since: since ?? String(deps.clock.now().getTime()), final: true };
      const at = since ?? String(deps.clock.now().getTime());
      const expired = await blockhashExpired(chain, tx.message.recentBlockhash);
      const transaction = await findSolanaSettlement(
        chain,
        {
          payer: keys[index].toBase58(),
          payerSignature: getBase58Decoder().decode(tx.signatures[index]),
          amountMicro: Number(requiredAmount(requirement)),
          sinceMs: Number(at),
        },
        signers,
      );
      return { transaction, since: at, final: transaction === null && expired };
    },
  };
}

function failedResponse(
  requirement: PaymentRequirements,
  reason: string | undefined,
  payer: string | undefined,
): SettleResponse {
  return {
    success: false,
    errorReason: settlementCode(reason),
    transaction: '',
    network: requirement.network,
    ...(payer ? { payer } : {}),
  };
}

export type X402Service = ReturnType<typeof createX402Service>;
