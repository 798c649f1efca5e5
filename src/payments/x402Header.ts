// Reading an x402 payment from a request: v1 sends X-PAYMENT, v2 sends PAYMENT-SIGNATURE; both are base64
// JSON checked against @x402/core's schemas. Also: the requirement a payment answers, and the identity of
// a payment for the replay guard (an EIP-3009 authorization's payer and nonce, a Solana transaction's
// message: the signature slots around it can be altered without changing what the payment does).
import { createHash } from 'node:crypto';
import { VersionedTransaction } from '@solana/web3.js';
import { parsePaymentPayload } from '@x402/core/schemas';
import type { PaymentPayload, PaymentPayloadV1, PaymentRequirements } from '@x402/core/types';
import { DomainError } from '../lib/errors.ts';
import { normalizeNetwork, type buildV1Accepts, type buildV2PaymentRequired } from './challenge.ts';
import { evmIdentity } from './paymentGuard.ts';

/** `payload` is typed as v2's PaymentPayload because the facilitator client takes that type; v1 payloads travel the same way. */
export interface X402Attempt {
  version: 1 | 2;
  payload: PaymentPayload;
}

const MAX_HEADER_CHARS = 16_384;

function invalid(reason: string, message: string): DomainError {
  return new DomainError('payment_invalid', message, { reason });
}

/** The payment the request carries, or null when it carries none. Malformed → 402 payment_invalid. */
export function readPayment(headers: { xPayment: string; paymentSignature: string }): X402Attempt | null {
  const raw = headers.paymentSignature || headers.xPayment;
  if (!raw) return null;
  const version = headers.paymentSignature ? 2 : 1;
  const header = headers.paymentSignature ? 'PAYMENT-SIGNATURE' : 'X-PAYMENT';
  if (raw.length > MAX_HEADER_CHARS) throw invalid('malformed', `${header} is too long.`);
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  } catch {
    throw invalid('malformed', `${header} is not base64-encoded JSON.`);
  }
  if (
    decoded &&
    typeof decoded === 'object' &&
    version === 1 &&
    typeof (decoded as { network?: unknown }).network === 'string'
  ) {
    const v1 = decoded as { network: string };
    v1.network = normalizeNetwork(v1.network); // the spec's base-mainnet / solana-mainnet
  }
  const parsed = parsePaymentPayload(decoded);
  if (!parsed.success) throw invalid('malformed', `${header} is not an x402 payment payload.`);
  if (parsed.data.x402Version !== version)
    throw invalid(
      'version_mismatch',
      `${header} carries an x402 v${parsed.data.x402Version} payload; it takes v${version}.`,
    );
  return { version, payload: parsed.data as unknown as PaymentPayload };
}

const sameExtra = (a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined) =>
  JSON.stringify(Object.entries(a ?? {}).sort()) === JSON.stringify(Object.entries(b ?? {}).sort());

/** Our requirements for one resource, in both versions of the challenge. */
export interface OurRequirements {
  v1: ReturnType<typeof buildV1Accepts>;
  v2: ReturnType<typeof buildV2PaymentRequired>['accepts'];
}

/** The one of our requirements this payment was made for, compared field by field; none → payment_invalid. */
export function matchRequirement(
  attempt: X402Attempt,
  ours: OurRequirements,
  resourceUrl: string,
): PaymentRequirements {
  if (attempt.version === 1) {
    const p = attempt.payload as unknown as PaymentPayloadV1; // a v1 payload travels as the v2 type (X402Attempt)
    const found = ours.v1.find((r) => r.scheme === p.scheme && r.network === p.network);
    if (!found)
      throw invalid('unsupported_network', `No ${p.scheme} option on network ${p.network} for this resource.`);
    return found as unknown as PaymentRequirements; // and so does its requirement, to the facilitator client
  }
  const p = attempt.payload;
  // v2 binds a payment to its resource: a payload without one could be spent on any paid route.
  if (typeof p.resource?.url !== 'string')
    throw invalid('resource_missing', 'This v2 payment names no resource; pay the challenge of this resource.');
  if (p.resource.url !== resourceUrl) {
    throw invalid('resource_mismatch', `This payment was made for ${p.resource.url}, not ${resourceUrl}.`);
  }
  const accepted = p.accepted;
  const found = ours.v2.find(
    (r) =>
      r.scheme === accepted.scheme &&
      r.network === accepted.network &&
      r.asset === accepted.asset &&
      r.payTo === accepted.payTo &&
      r.amount === accepted.amount &&
      r.maxTimeoutSeconds === accepted.maxTimeoutSeconds &&
      sameExtra(r.extra, accepted.extra),
  );
  if (!found) {
    const sameNetwork = ours.v2.find((r) => r.network === accepted.network);
    const reason = !sameNetwork
      ? 'unsupported_network'
      : sameNetwork.amount !== accepted.amount
        ? 'amount_mismatch'
        : 'requirements_mismatch';
    throw invalid(
      reason,
      `This payment accepted terms this resource does not offer (${reason.replaceAll('_', ' ')}); ask again without payment for the current terms.`,
    );
  }
  return found as PaymentRequirements; // our network names are CAIP-2 ids, which the type spells as a template
}

/** The price in atomic units: v2 names it amount, v1 maxAmountRequired. */
export function requiredAmount(requirement: PaymentRequirements): string {
  const r = requirement as unknown as { amount?: string; maxAmountRequired?: string };
  return String(r.amount ?? r.maxAmountRequired);
}

const HEX = (bytes: number) => new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`);
const UINT = /^[0-9]{1,78}$/;

/** An EVM payload that is not a well-formed EIP-3009 authorization: 402, never a trip to the facilitator. */
function malformedEvm(message: string): DomainError {
  return new DomainError('malformed_payment', message, { reason: 'malformed_payment' });
}

/** EVM: a well-formed EIP-3009 authorization (the only kind our challenge offers) paying our payee exactly the price. */
export function checkEvmAuthorization(attempt: X402Attempt, requirement: PaymentRequirements): void {
  const inner = attempt.payload.payload as { authorization?: Record<string, unknown>; signature?: unknown } | undefined;
  const auth = inner?.authorization;
  if (!auth || typeof auth !== 'object') throw malformedEvm('This EVM payment carries no EIP-3009 authorization.');
  if (typeof inner.signature !== 'string' || !/^0x[0-9a-fA-F]{130,}$/.test(inner.signature))
    throw malformedEvm('The authorization carries no signature.');
  const addresses = ['from', 'to'].every((f) => typeof auth[f] === 'string' && HEX(20).test(auth[f]));
  const numbers = ['value', 'validAfter', 'validBefore'].every(
    (f) => typeof auth[f] === 'string' && UINT.test(auth[f]),
  );
  if (!addresses || !numbers || typeof auth.nonce !== 'string' || !HEX(32).test(auth.nonce)) {
    throw malformedEvm(
      'The authorization needs from and to (addresses), value, validAfter and validBefore (integers) and a 32-byte nonce.',
    );
  }
  const amount = requiredAmount(requirement);
  if (String(auth.to).toLowerCase() !== requirement.payTo.toLowerCase())
    throw invalid('recipient_mismatch', 'This payment authorizes a transfer to another address.');
  const value = String(auth.value);
  if (value !== amount)
    throw invalid('amount_mismatch', `This payment authorizes ${value} atomic units; the price is ${amount}.`);
}

/** The Solana payment's transaction, decoded; unreadable bytes are a malformed payment. */
export function solanaTransaction(attempt: X402Attempt): VersionedTransaction {
  const wire = (attempt.payload.payload as { transaction?: unknown } | undefined)?.transaction;
  try {
    if (typeof wire !== 'string') throw new Error('no transaction');
    return VersionedTransaction.deserialize(Buffer.from(wire, 'base64'));
  } catch {
    throw invalid('malformed', 'This Solana payment does not carry a readable transaction.');
  }
}

/**
 * What makes a payment unique: replaying it, even re-encoded, maps to the same key. EVM: the payer and
 * nonce the token contract spends once. Solana: the hash of the message (what every signature signs).
 */
export function paymentIdentity(attempt: X402Attempt, network: 'base' | 'solana'): string {
  if (network === 'base') {
    const auth = (attempt.payload.payload as { authorization: { from: string; nonce: string } }).authorization;
    return evmIdentity(auth.from, auth.nonce);
  }
  const message = solanaTransaction(attempt).message.serialize();
  return `svm:${createHash('sha256').update(message).digest('hex')}`;
}
