// The Pulse verbs as agent commands, declared once for both agent doors: the MCP tools
// (mcp/pulseTools.ts) and the A2A skills (a2a/pulseSkills.ts) take the same arguments, checked by the
// schemas of the REST operations (src/operations/pulse.ts), and give the same answers as REST.
import type { z } from 'zod';
import type { AppServices } from '../services.ts';
import { resolveCredential } from '../billing/payForCall.ts';
import { PULSE_ALERT_PRICE_MICRO } from '../billing/prices.ts';
import { DomainError } from '../lib/errors.ts';
import { microToDecimal } from '../lib/money.ts';
import { toJsonSchema, type JsonSchema } from '../operations/jsonSchema.ts';
import {
  pulseDeliveries,
  pulseList,
  pulseResume,
  pulseStatus,
  pulseSubscribe,
  pulseUnsubscribe,
  subscribeBody,
} from '../operations/pulse.ts';

export const PULSE_COMMANDS = [
  'pulse_subscribe',
  'pulse_status',
  'pulse_unsubscribe',
  'pulse_resume',
  'pulse_deliveries',
] as const;
export type PulseCommand = (typeof PULSE_COMMANDS)[number];

const PRICE = microToDecimal(PULSE_ALERT_PRICE_MICRO);
const credentials = {
  api_key: {
    type: 'string',
    minLength: 1,
    maxLength: 200,
    description: 'The API key alerts are charged to (or send X-API-KEY)',
  },
  session: {
    type: 'string',
    minLength: 1,
    maxLength: 200,
    description: 'A plan session (ses_…) instead of an API key (or send X-SESSION)',
  },
} as const;
const subscriptionId = {
  type: 'string',
  minLength: 5,
  maxLength: 60,
  description: 'sub_… as pulse_subscribe returned it',
};
const okSchema = (op: { responses: Record<number, { schema?: unknown }> }, status = 200): JsonSchema =>
  toJsonSchema(op.responses[status].schema as Parameters<typeof toJsonSchema>[0]);

function objectSchema(properties: Record<string, unknown>, required: string[] = []): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: { ...properties, ...credentials },
    ...(required.length ? { required } : {}),
  };
}

export interface PulseCommandDef {
  name: PulseCommand;
  title: string;
  description: string;
  input: JsonSchema;
  output: JsonSchema;
  readOnly: boolean;
}

export function pulseCommandDefs(): PulseCommandDef[] {
  const subscribe = toJsonSchema(subscribeBody) as { properties: Record<string, unknown>; required?: string[] };
  return [
    {
      name: 'pulse_subscribe',
      title: 'Watch a company (Pulse)',
      readOnly: false,
      description:
        'Watch a company (optionally a competitor and a page url): a check every every_hours (default 6) ' +
        're-analyses it, and a change crossing the threshold (threat level, maturity, moat by ≥ threshold, competitors, ' +
        'page pricing or products) is POSTed to webhook_url, signed per Standard Webhooks with the secret returned once. ' +
        `${PRICE} USDC per delivered alert, charged to api_key or session; nothing for a failed delivery.`,
      input: objectSchema(subscribe.properties, subscribe.required ?? []),
      output: okSchema(pulseSubscribe, 201),
    },
    {
      name: 'pulse_status',
      title: 'Pulse subscription status',
      readOnly: true,
      description:
        'With subscription_id: that subscription (status, paused reason, last and next check, alerts). ' +
        'Without: all subscriptions of the credential.',
      input: objectSchema({ subscription_id: subscriptionId }),
      output: { type: 'object', anyOf: [okSchema(pulseStatus), okSchema(pulseList)] },
    },
    {
      name: 'pulse_unsubscribe',
      title: 'Stop watching',
      readOnly: false,
      description: 'Removes a subscription of the credential and its schedule.',
      input: objectSchema({ subscription_id: subscriptionId }, ['subscription_id']),
      output: okSchema(pulseUnsubscribe),
    },
    {
      name: 'pulse_resume',
      title: 'Resume a paused subscription',
      readOnly: false,
      description:
        'After the key is funded (or on a new plan): the paused subscription checks again at once. ' +
        'The credential must be able to pay one alert.',
      input: objectSchema({ subscription_id: subscriptionId }, ['subscription_id']),
      output: okSchema(pulseResume),
    },
    {
      name: 'pulse_deliveries',
      title: 'Pulse deliveries',
      readOnly: true,
      description:
        'The alerts of a subscription, newest first, with their delivery outcome (attempts, HTTP status, charge).',
      input: objectSchema({ subscription_id: subscriptionId }, ['subscription_id']),
      output: okSchema(pulseDeliveries),
    },
  ];
}

export interface PulseCaller {
  apiKeyHeader?: string;
  sessionHeader?: string;
}

/** A command's arguments as its input schema admits them (the caller has validated them). */
export type PulseArgs = Partial<z.output<typeof subscribeBody>> & {
  api_key?: string;
  session?: string;
  skill?: string;
  subscription_id?: string;
};

/** Runs one command for the credential in the arguments, else the one in the caller's headers. */
export async function runPulseCommand(services: AppServices, name: PulseCommand, args: PulseArgs, caller: PulseCaller) {
  const fromArgs = Boolean(args.api_key || args.session);
  const credential = await resolveCredential(
    services.credentials,
    fromArgs
      ? { session: args.session, apiKey: args.api_key }
      : { session: caller.sessionHeader, apiKey: caller.apiKeyHeader },
  );
  if (!credential)
    throw new DomainError('unauthorized', 'Pass api_key or session (or send the X-API-KEY or X-SESSION header).');
  const { api_key: _key, session: _session, skill: _skill, ...rest } = args;
  const subscriptionId = rest.subscription_id ?? ''; // required by the schema of every command that reads it
  const { pulse } = services;
  switch (name) {
    case 'pulse_subscribe':
      return pulse.subscribe(credential, rest as z.output<typeof subscribeBody>);
    case 'pulse_status':
      return subscriptionId ? pulse.status(credential, subscriptionId) : pulse.list(credential);
    case 'pulse_unsubscribe':
      return pulse.unsubscribe(credential, subscriptionId);
    case 'pulse_resume':
      return pulse.resume(credential, subscriptionId);
    case 'pulse_deliveries':
      return pulse.deliveries(credential, subscriptionId);
  }
}
