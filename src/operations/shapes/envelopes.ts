// The bodies every operation shares: the error envelope (design of one envelope for every error),
// the 422 validation detail, and the 402 x402 challenge.
import { z } from 'zod';
import type { ErrorCode } from '../../lib/errors.ts';

export const MAX_VALIDATION_ISSUES = 20;

export function errorEnvelope(codes: readonly ErrorCode[]) {
  return z
    .object({
      error: z.enum(codes as [ErrorCode, ...ErrorCode[]]).meta({ description: 'Stable error code' }),
      message: z.string(),
      request_id: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    })
    .meta({ description: 'Error envelope: {error, message, request_id}' });
}

export const validationIssue = z.object({
  loc: z.array(z.union([z.string(), z.number().int()])).max(32),
  msg: z.string(),
  type: z.string(),
});

export const validationError = z
  .object({
    detail: z
      .array(validationIssue)
      .min(1)
      .max(MAX_VALIDATION_ISSUES + 1)
      .meta({ description: `At most ${MAX_VALIDATION_ISSUES} records, then one that counts the rest` }),
    request_id: z.string(),
  })
  .meta({ description: 'Validation error: one record per problem' });

export const paymentOption = z.object({
  scheme: z.string(),
  network: z.string(),
  maxAmountRequired: z.string().meta({ description: 'Atomic units (6 decimals)' }),
  resource: z.string(),
  description: z.string(),
  mimeType: z.string(),
  payTo: z.string(),
  maxTimeoutSeconds: z.number().int(),
  asset: z.string(),
  extra: z.record(z.string(), z.unknown()).optional(),
});

const CHALLENGE_CODES = ['payment_required', 'payment_invalid', 'malformed_payment'] as const satisfies ErrorCode[];

export const challenge = z
  .object({
    x402Version: z.literal(1),
    error: z.enum(CHALLENGE_CODES),
    message: z.string(),
    request_id: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
    accepts: z.array(paymentOption),
    price_usdc: z.string(),
    alternatives: z.object({
      api_key: z.object({ header: z.string(), create: z.string(), trial: z.string() }),
      session: z.object({ header: z.string(), activate: z.string() }),
    }),
  })
  .meta({ description: 'x402 v1 challenge: accepts[] lists the ways to pay; the v2 one is in PAYMENT-REQUIRED' });
export const CHALLENGE_ERROR_CODES: readonly ErrorCode[] = CHALLENGE_CODES;
export type ErrorEnvelope = z.output<ReturnType<typeof errorEnvelope>>;
export type ValidationErrorBody = z.output<typeof validationError>;
export type Challenge = z.output<typeof challenge>;
