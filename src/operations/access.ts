// Credential status, the free trial key, and the operator budgets a key holder sets for its agents.
import { z } from 'zod';
import { OPERATOR_ID_PATTERN } from '../billing/operators.ts';
import { TRIAL } from '../billing/prices.ts';
import { defineOperation } from './operation.ts';
import { BODY_ERRORS, STORE_ERRORS } from './errorSets.ts';
import { secretParam } from './shapes/inputs.ts';

export const credentialStatus = z.enum(['active', 'expired', 'exhausted', 'revoked']);

export const keyStatus = defineOperation({
  operationId: 'apiKeyStatus',
  method: 'GET',
  path: '/access/api-key/status',
  tags: ['access'],
  access: 'free',
  summary: 'Balance and calls of an API key (or trial key)',
  description:
    'The key may be sent as ?key= (as the spec says) or, better, in the X-API-KEY header so it stays out of logs.',
  query: z.object({ key: secretParam.optional() }),
  responses: {
    200: {
      description: 'Key status',
      schema: z.object({
        balance_usdc: z.number(),
        calls_remaining: z.number().int(),
        calls_made: z.number().int(),
        spent_usdc: z.number(),
        kind: z.enum(['api_key', 'trial']),
        status: credentialStatus,
        expires_at: z.string().nullable(),
      }),
    },
  },
  errors: ['invalid_api_key', ...STORE_ERRORS],
});

export const sessionStatus = defineOperation({
  operationId: 'sessionStatus',
  method: 'GET',
  path: '/access/status',
  tags: ['access'],
  access: 'free',
  summary: 'Reports left and expiry of a plan session',
  description: 'The session may be sent as ?session= or in the X-SESSION header.',
  query: z.object({ session: secretParam.optional() }),
  responses: {
    200: {
      description: 'Session status',
      schema: z.object({
        reports_remaining: z.number().int(),
        reports_total: z.number().int(),
        plan: z.string().nullable(),
        expires_at: z.string().nullable(),
        status: credentialStatus,
      }),
    },
  },
  errors: ['invalid_session', ...STORE_ERRORS],
});

export const trialKey = defineOperation({
  operationId: 'trialKey',
  method: 'GET',
  path: '/api-keys/trial',
  tags: ['access'],
  access: 'free',
  summary: `A free trial key: ${TRIAL.calls} calls, 0.25 USDC, ${TRIAL.durationDays} days, standard modes`,
  responses: {
    200: {
      description: 'Trial key record; the key is shown once',
      schema: z.object({
        key: z.string(),
        balance_usdc: z.number(),
        calls_remaining: z.number().int(),
        expires_at: z.string(),
        status: z.literal('active'),
        next_step: z.string(),
        next_step_body: z.object({ text: z.string(), mode: z.string() }),
        next_step_header: z.string(),
        modes_available: z.array(z.string()),
        note: z.string(),
        docs: z.string(),
      }),
    },
  },
  errors: ['rate_limit_exceeded', ...STORE_ERRORS],
});

const operatorId = z.string().regex(new RegExp(OPERATOR_ID_PATTERN));
const cap = z.number().min(0).max(1_000_000).nullable().meta({ description: 'USDC per UTC day; null: no cap' });

export const operatorUsage = defineOperation({
  operationId: 'operatorUsage',
  method: 'GET',
  path: '/access/operators',
  tags: ['access'],
  access: 'credential',
  summary: "Spend per operator_id of the caller's key or session",
  responses: {
    200: {
      description: 'Operators with total and today spend and daily caps',
      schema: z.object({
        operators: z.array(
          z.object({ operator_id: z.string(), total_usdc: z.number(), today_usdc: z.number(), daily_cap_usdc: cap }),
        ),
      }),
    },
  },
  errors: ['unauthorized', 'invalid_api_key', 'invalid_session', ...STORE_ERRORS],
});

export const setOperatorBudget = defineOperation({
  operationId: 'setOperatorBudget',
  method: 'PUT',
  path: '/access/operators/{operator_id}/budget',
  tags: ['access'],
  access: 'credential',
  summary: 'Set or clear the daily cap of one operator_id',
  params: z.object({ operator_id: operatorId }),
  body: z.strictObject({ daily_cap_usdc: cap }),
  responses: {
    200: { description: 'The cap now in force', schema: z.object({ operator_id: z.string(), daily_cap_usdc: cap }) },
  },
  errors: ['unauthorized', 'invalid_api_key', 'invalid_session', ...BODY_ERRORS, ...STORE_ERRORS],
});
