// Pulse: watch a company and receive signed change alerts by webhook (src/pulse/README.md). Subscribing
// is free; each delivered alert costs 0.01 USDC from the subscribing API key (one report on a plan).
import { z } from 'zod';
import { PULSE_ALERT_PRICE_MICRO } from '../billing/prices.ts';
import { microToDecimal } from '../lib/money.ts';
import { defineOperation } from './operation.ts';
import { BODY_ERRORS, STORE_ERRORS } from './errorSets.ts';
import { url } from './shapes/inputs.ts';

const TAGS = ['pulse'];
const PRICE = microToDecimal(PULSE_ALERT_PRICE_MICRO);
const CREDENTIAL_ERRORS = ['unauthorized', 'invalid_api_key', 'invalid_session'] as const;

export const subscribeBody = z.strictObject({
  watch_company: z.string().min(2).max(200).meta({ description: 'The company to watch: a name, domain or graph id' }),
  watch_competitor: z
    .string()
    .min(2)
    .max(200)
    .nullable()
    .optional()
    .meta({ description: 'A competitor to watch with it: its own changes alert too' }),
  threshold: z.number().min(0).max(1).nullable().optional().meta({
    description: 'Smallest moat_strength move that alerts (0–1, default 0.1); level and list changes always alert',
  }),
  webhook_url: url.meta({
    description: 'Where alerts are POSTed (public http or https address), signed per Standard Webhooks',
  }),
  every_hours: z
    .number()
    .int()
    .min(1)
    .max(720)
    .nullable()
    .optional()
    .meta({ description: 'Hours between checks (default 6, at least 1)' }),
  url: url
    .nullable()
    .optional()
    .meta({ description: 'A page of the company to refetch at each check (pricing and product changes)' }),
});
export type SubscribeBody = z.output<typeof subscribeBody>;

const subscriptionId = z.string().min(5).max(60).meta({ description: 'sub_…' });
const byId = z.object({ subscription_id: subscriptionId });

export const subscription = z
  .object({
    subscription_id: z.string(),
    watch_company: z.string(),
    watch_competitor: z.string().nullable(),
    threshold: z.number(),
    webhook_url: z.string(),
    every_hours: z.number().int(),
    url: z.string().nullable(),
    status: z.enum(['active', 'paused']),
    paused_reason: z.enum(['balance', 'plan', 'credential', 'failing']).nullable(),
    status_detail: z.string(),
    created_at: z.string(),
    last_check_at: z.string().nullable(),
    next_check_at: z.string().nullable(),
    last_error: z.string().nullable(),
    checks: z.number().int(),
    alerts: z.number().int(),
    alerts_delivered: z.number().int(),
    price_per_alert_usdc: z.string(),
  })
  .meta({ description: 'A Pulse subscription' });

const change = z.object({
  subject: z.enum(['company', 'competitor', 'page']),
  field: z.string(),
  from: z.unknown().optional(),
  to: z.unknown().optional(),
  delta: z.number().optional(),
  added: z.array(z.string()).optional(),
  removed: z.array(z.string()).optional(),
});

export const delivery = z.object({
  delivery_id: z.string().meta({ description: 'The alert id, sent as webhook-id (the same on every attempt)' }),
  status: z.enum(['pending', 'delivered', 'failed', 'unpaid', 'cancelled']),
  created_at: z.string(),
  attempts: z.number().int(),
  last_attempt: z
    .object({
      at: z.string(),
      http_status: z.number().int().nullable(),
      error: z.string().nullable(),
      duration_ms: z.number(),
    })
    .nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  charged_usdc: z.string(),
  changes: z.array(change),
  note: z.string().nullable(),
});

export const pulseSubscribe = defineOperation({
  operationId: 'pulseSubscribe',
  method: 'POST',
  path: '/pulse/subscriptions',
  tags: TAGS,
  access: 'credential',
  summary: `Watch a company: change alerts by signed webhook, ${PRICE} USDC per delivered alert`,
  description:
    'Send X-API-KEY or X-SESSION: each delivered alert is charged to it (nothing for a failed delivery; the ' +
    'subscription pauses when the balance or the plan runs out). The first check runs at once and takes the baseline. ' +
    'The answer carries the signing secret, shown once.',
  body: subscribeBody,
  responses: {
    201: {
      description: 'The subscription and its signing secret',
      schema: subscription.extend({ secret: z.string(), note: z.string() }),
    },
  },
  errors: [
    ...CREDENTIAL_ERRORS,
    'insufficient_balance',
    'access_expired',
    'access_exhausted',
    'url_not_allowed',
    'subscription_limit_reached',
    ...BODY_ERRORS,
    ...STORE_ERRORS,
  ],
});

export const pulseList = defineOperation({
  operationId: 'pulseList',
  method: 'GET',
  path: '/pulse/subscriptions',
  tags: TAGS,
  access: 'credential',
  summary: "The caller's Pulse subscriptions",
  responses: {
    200: {
      description: 'Subscriptions, oldest first',
      schema: z.object({ subscriptions: z.array(subscription), count: z.number().int(), limit: z.number().int() }),
    },
  },
  errors: [...CREDENTIAL_ERRORS, ...STORE_ERRORS],
});

export const pulseStatus = defineOperation({
  operationId: 'pulseStatus',
  method: 'GET',
  path: '/pulse/subscriptions/{subscription_id}',
  tags: TAGS,
  access: 'credential',
  summary: 'Status of one Pulse subscription',
  params: byId,
  responses: { 200: { description: 'The subscription', schema: subscription } },
  errors: [...CREDENTIAL_ERRORS, 'not_found', ...STORE_ERRORS],
});

export const pulseUnsubscribe = defineOperation({
  operationId: 'pulseUnsubscribe',
  method: 'DELETE',
  path: '/pulse/subscriptions/{subscription_id}',
  tags: TAGS,
  access: 'credential',
  summary: 'Stop watching: removes the subscription and its schedule',
  params: byId,
  responses: {
    200: {
      description: 'Removed',
      schema: z.object({ subscription_id: z.string(), status: z.literal('unsubscribed') }),
    },
  },
  errors: [...CREDENTIAL_ERRORS, 'not_found', ...STORE_ERRORS],
});

export const pulseResume = defineOperation({
  operationId: 'pulseResume',
  method: 'POST',
  path: '/pulse/subscriptions/{subscription_id}/resume',
  tags: TAGS,
  access: 'credential',
  summary: 'Resume a paused subscription (after funding the key, or on a new plan)',
  description:
    'The credential must be able to pay one alert now. The next check runs at once and compares with the ' +
    'last snapshot taken before the pause; an active subscription is answered unchanged.',
  params: byId,
  responses: { 200: { description: 'The subscription, active', schema: subscription } },
  errors: [
    ...CREDENTIAL_ERRORS,
    'not_found',
    'insufficient_balance',
    'access_expired',
    'access_exhausted',
    ...STORE_ERRORS,
  ],
});

export const pulseDeliveries = defineOperation({
  operationId: 'pulseDeliveries',
  method: 'GET',
  path: '/pulse/subscriptions/{subscription_id}/deliveries',
  tags: TAGS,
  access: 'credential',
  summary: 'Alerts of a subscription and their delivery outcome, newest first',
  params: byId,
  responses: {
    200: {
      description: 'Deliveries',
      schema: z.object({ subscription_id: z.string(), deliveries: z.array(delivery), count: z.number().int() }),
    },
  },
  errors: [...CREDENTIAL_ERRORS, 'not_found', ...STORE_ERRORS],
});
