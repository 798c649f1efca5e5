// x402 payments through the facilitator: the requirements of a paid resource (the same ones the challenge
// lists), verification, and settlement classified as settled, failed, or unknown. An unknown outcome on
// Base is reconciled on chain (the EIP-3009 authorization's AuthorizationUsed log), so a settlement whose
// answer was lost is recognised instead of being charged again.
import type { PaymentPayload, PaymentRequirements, SettleResponse } from '@x402/core/types';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { DomainError } from '../lib/errors.ts';
import { findAuthorizationSettlement } from './baseTransfers.ts';
import { buildV1Accepts, buildV2PaymentRequired, challengeInput, type ChallengeInput } from './challenge.ts';
import type { Chains, PayNetwork } from './chains.ts';
import { facilitatorFor } from './facilitatorClient.ts';
import { createPaymentGuard } from './paymentGuard.ts';
import type { X402Attempt } from './x402Header.ts';

export interface ResourceRequirements { input: ChallengeInput; v1: any[]; v2: any[] }
export type SettleOutcome =
  | { kind: 'settled'; response: SettleResponse }
  | { kind: 'failed'; response: SettleResponse }
  | { kind: 'unknown'; reason: string };

/** 'base' or 'solana' for a requirement's network, v1 or v2 id. */
export function payNetworkOf(network: string): PayNetwork {
  return network === 'base' || network.startsWith('eip155:') ? 'base' : 'solana';
}

export function createX402Service(deps: { config: Config; redis: Redis; clock: Clock; chains: Chains }) {
  const facilitator = facilitatorFor(deps.config.x402);
  const errorReason = (err: unknown) => (err as { invalidReason?: string; errorReason?: string }).invalidReason ?? (err as { errorReason?: string }).errorReason;

  return {
    enabled: facilitator !== null,
    guard: createPaymentGuard(deps.redis, () => deps.clock.now().getTime()),

    async requirements(priceMicro: number, resourcePath: string, description: string): Promise<ResourceRequirements> {
      const input = await challengeInput(deps.config, priceMicro, resourcePath, description);
      return { input, v1: buildV1Accepts(deps.config.x402, input), v2: buildV2PaymentRequired(deps.config.x402, input, '').accepts };
    },

    /** Throws payment_invalid with the facilitator's reason, or facilitator_unavailable. */
    async verify(payload: PaymentPayload, requirement: PaymentRequirements): Promise<{ payer?: string }> {
      let result;
      try {
        result = await facilitator!.verify(payload, requirement);
      } catch (err) {
        const reason = errorReason(err);
        if (reason) throw new DomainError('payment_invalid', `The facilitator refused this payment: ${reason}.`, { reason });
        throw new DomainError('facilitator_unavailable', 'The payment facilitator could not be reached; nothing was charged. Retry shortly.');
      }
      if (!result.isValid) throw new DomainError('payment_invalid', `The facilitator refused this payment: ${result.invalidReason ?? 'invalid'}.`, { reason: result.invalidReason ?? 'invalid', payer: result.payer });
      return { payer: result.payer };
    },

    async settle(payload: PaymentPayload, requirement: PaymentRequirements): Promise<SettleOutcome> {
      let response: SettleResponse;
      try {
        response = await facilitator!.settle(payload, requirement);
      } catch (err) {
        const reason = errorReason(err);
        if (reason && reason !== 'settlement_pending') {
          return { kind: 'failed', response: { success: false, errorReason: reason, transaction: '', network: requirement.network } as SettleResponse };
        }
        return { kind: 'unknown', reason: reason ?? (err instanceof Error ? err.message : String(err)) };
      }
      if (response.success) return { kind: 'settled', response };
      return response.errorReason === 'settlement_pending' ? { kind: 'unknown', reason: 'settlement_pending' } : { kind: 'failed', response };
    },

    /** After an unknown outcome: the Base transaction that already settled this authorization, if any. */
    async reconcile(attempt: X402Attempt, requirement: PaymentRequirements): Promise<string | null> {
      const auth = (attempt.payload.payload as { authorization?: { from: string; nonce: string; value: string } }).authorization;
      if (payNetworkOf(requirement.network) !== 'base' || !auth || !deps.chains.configured.base) return null;
      return findAuthorizationSettlement(deps.chains.base(), auth).catch(() => null);
    },
  };
}

export type X402Service = ReturnType<typeof createX402Service>;
