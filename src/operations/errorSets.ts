// Error codes several operations share, named once.
import type { ErrorCode } from '../lib/errors.ts';

/** What any operation with a JSON body can answer before its own work. */
export const BODY_ERRORS = ['payload_too_large', 'unsupported_media_type'] as const satisfies ErrorCode[];

/** What any operation that reads a store can answer. */
export const STORE_ERRORS = ['store_unavailable', 'internal_error'] as const satisfies ErrorCode[];

/** What the pay step of a paid operation can answer (credential, entitlement, x402, idempotency). */
export const PAYMENT_ERRORS = [
  'invalid_api_key',
  'invalid_session',
  'invalid_credential',
  'payment_required',
  'payment_invalid',
  'malformed_payment',
  'insufficient_balance',
  'access_expired',
  'access_exhausted',
  'operator_budget_exceeded',
  'settlement_failed',
  'mode_not_available',
  'payment_already_used',
  'payment_in_progress',
  'request_in_progress',
  'idempotency_key_reused',
  'x402_not_enabled',
  'facilitator_unavailable',
  'settlement_pending',
] as const satisfies ErrorCode[];

/** What verifying an on-chain transfer can answer (funded API keys, plan activation). */
export const TRANSFER_ERRORS = [
  'transaction_not_found',
  'transaction_failed',
  'payment_wrong_recipient',
  'payment_wrong_asset',
  'payment_too_small',
  'payment_too_old',
  'amount_mismatch',
  'invalid_transaction_hash',
  'transaction_already_redeemed',
  'session_exists',
  'chain_unavailable',
  'payments_not_configured',
] as const satisfies ErrorCode[];

/** What an analysis can answer about its input (after the schema passed). */
export const ANALYSIS_ERRORS = [
  'missing_input',
  'not_enough_content',
  'invalid_mode',
  'url_unreachable',
  'url_not_allowed',
  'search_failed',
] as const satisfies ErrorCode[];
