// The operator's admin API (Bearer ADMIN_TOKEN; answers 404 when ADMIN_TOKEN is unset). Not in the
// public documents.
import { z } from 'zod';
import { OPERATOR_ID_PATTERN } from '../billing/operators.ts';
import { PLAN_NAMES } from '../billing/prices.ts';
import { defineOperation } from './operation.ts';
import { BODY_ERRORS, STORE_ERRORS } from './errorSets.ts';
import { credentialStatus } from './access.ts';

const AUTH_ERRORS = ['admin_disabled', 'unauthorized'] as const;
const base = { tags: ['admin'], access: 'admin' as const, admin: true };
const idParams = z.object({ id: z.string().regex(/^(key|ses)_[0-9a-f]{16}$/) });
const usdc = z.number().min(0).max(1_000_000).multipleOf(0.000001);
const cap = z.number().min(0).max(1_000_000).nullable();

export const publicCredential = z.object({
  id: z.string(),
  kind: z.enum(['api_key', 'trial', 'session']),
  label: z.string().nullable(),
  visible_start: z.string(),
  status: credentialStatus,
  balance_usdc: z.number(),
  spent_usdc: z.number(),
  calls_made: z.number().int(),
  plan: z.string().nullable(),
  reports_total: z.number().int(),
  reports_used: z.number().int(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  source: z.string().nullable(),
});
const operatorRow = z.object({
  operator_id: z.string(),
  total_usdc: z.number(),
  today_usdc: z.number(),
  daily_cap_usdc: cap,
});

export const adminCreateApiKey = defineOperation({
  ...base,
  operationId: 'adminCreateApiKey',
  method: 'POST',
  path: '/admin/api-keys',
  summary: 'Mint an API key with a balance',
  body: z.strictObject({ balance_usdc: usdc, label: z.string().max(100).optional() }),
  responses: {
    201: {
      description: 'The key, shown once',
      schema: z.object({
        api_key: z.string(),
        key_id: z.string(),
        balance_usdc: z.number(),
        calls_available: z.number().int(),
      }),
    },
  },
  errors: [...AUTH_ERRORS, ...BODY_ERRORS, ...STORE_ERRORS],
});

export const adminCreateSession = defineOperation({
  ...base,
  operationId: 'adminCreateSession',
  method: 'POST',
  path: '/admin/sessions',
  summary: 'Open a plan session (starter or pro)',
  body: z.strictObject({ plan: z.enum(PLAN_NAMES as ['starter', 'pro']) }),
  responses: {
    201: {
      description: 'The session, shown once',
      schema: z.object({
        session_id: z.string(),
        id: z.string(),
        reports_total: z.number().int(),
        duration_days: z.number().int(),
        expires_at: z.string().optional(),
      }),
    },
  },
  errors: [...AUTH_ERRORS, ...BODY_ERRORS, ...STORE_ERRORS],
});

export const adminListCredentials = defineOperation({
  ...base,
  operationId: 'adminListCredentials',
  method: 'GET',
  path: '/admin/credentials',
  summary: 'List credentials with their usage',
  query: z.object({ limit: z.number().int().min(1).max(1000).default(100) }),
  responses: { 200: { description: 'Credentials', schema: z.object({ credentials: z.array(publicCredential) }) } },
  errors: [...AUTH_ERRORS, ...STORE_ERRORS],
});

export const adminShowCredential = defineOperation({
  ...base,
  operationId: 'adminShowCredential',
  method: 'GET',
  path: '/admin/credentials/{id}',
  summary: 'One credential: usage, ledger, operators',
  params: idParams,
  responses: {
    200: {
      description: 'Credential with ledger entries',
      schema: publicCredential.extend({
        ledger: z.array(z.record(z.string(), z.unknown())),
        operators: z.array(operatorRow),
      }),
    },
  },
  errors: ['not_found', ...AUTH_ERRORS, ...STORE_ERRORS],
});

export const adminCredit = defineOperation({
  ...base,
  operationId: 'adminCredit',
  method: 'POST',
  path: '/admin/credentials/{id}/credit',
  summary: 'Add funds to an API key, once per reference',
  params: idParams,
  body: z.strictObject({ amount_usdc: usdc.gt(0), reference: z.string().min(1).max(128) }),
  responses: {
    200: { description: 'New balance', schema: z.object({ entry_id: z.string(), balance_usdc: z.number() }) },
  },
  errors: ['not_found', 'already_credited', ...AUTH_ERRORS, ...BODY_ERRORS, ...STORE_ERRORS],
});

export const adminRefund = defineOperation({
  ...base,
  operationId: 'adminRefund',
  method: 'POST',
  path: '/admin/credentials/{id}/refunds',
  summary: 'Refund one ledger debit, once',
  params: idParams,
  body: z.strictObject({ entry_id: z.string().regex(/^\d{1,20}-\d{1,20}$/), reason: z.string().max(200).optional() }),
  responses: {
    200: { description: 'Refund entry', schema: z.object({ refund_entry_id: z.string(), refund_of: z.string() }) },
  },
  errors: ['not_found', 'refund_refused', ...AUTH_ERRORS, ...BODY_ERRORS, ...STORE_ERRORS],
});

export const adminRevoke = defineOperation({
  ...base,
  operationId: 'adminRevoke',
  method: 'POST',
  path: '/admin/credentials/{id}/revoke',
  summary: 'Revoke a key or session',
  params: idParams,
  responses: { 200: { description: 'Revoked', schema: z.object({ id: z.string(), status: z.literal('revoked') }) } },
  errors: ['not_found', ...AUTH_ERRORS, ...STORE_ERRORS],
});

export const adminSetOperatorCap = defineOperation({
  ...base,
  operationId: 'adminSetOperatorCap',
  method: 'PUT',
  path: '/admin/credentials/{id}/operators/{operator_id}',
  summary: 'Set or clear the daily cap of an operator_id on a credential',
  params: idParams.extend({ operator_id: z.string().regex(new RegExp(OPERATOR_ID_PATTERN)) }),
  body: z.strictObject({ daily_cap_usdc: cap }),
  responses: {
    200: {
      description: 'The cap now in force',
      schema: z.object({ id: z.string(), operator_id: z.string(), daily_cap_usdc: cap }),
    },
  },
  errors: ['not_found', ...AUTH_ERRORS, ...BODY_ERRORS, ...STORE_ERRORS],
});
