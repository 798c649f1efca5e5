// The Pulse skills over A2A: a message whose data part names `"skill": "pulse_subscribe"` (or
// pulse_status, pulse_unsubscribe, pulse_resume, pulse_deliveries) runs that Pulse verb with the data part's
// arguments, for the credential in the data part (api_key / session) or the X-API-KEY / X-SESSION headers.
import type { AppServices } from '../../services.ts';
import { check, type JsonSchema } from '../../http/validation.ts';
import { ValidationFailed } from '../../http/errors.ts';
import { DomainError } from '../../lib/errors.ts';
import {
  PULSE_COMMANDS,
  pulseCommandDefs,
  runPulseCommand,
  type PulseArgs,
  type PulseCaller,
  type PulseCommand,
} from '../pulseCommands.ts';
import type { BasicAnswer, MessageInput } from './basicAnalysis.ts';

const SCHEMAS: Record<string, JsonSchema> = Object.fromEntries(
  pulseCommandDefs().map((def) => [
    def.name,
    {
      ...def.input,
      properties: { ...(def.input.properties as JsonSchema), skill: { const: def.name } },
    },
  ]),
);

function pulseRequest(input: MessageInput): Record<string, unknown> | null {
  for (const d of input.data) {
    if (
      d &&
      typeof d === 'object' &&
      (PULSE_COMMANDS as readonly unknown[]).includes((d as Record<string, unknown>).skill)
    )
      return d as Record<string, unknown>;
  }
  return null;
}

/** The fields of a Pulse answer that its one-line summary names. */
interface PulseAnswer {
  watch_company?: string;
  subscription_id?: string;
  status?: string;
  subscriptions?: unknown[];
  count?: number;
}

function summary(skill: PulseCommand, value: PulseAnswer): string {
  switch (skill) {
    case 'pulse_subscribe':
      return `Watching ${value.watch_company} as ${value.subscription_id}; store the secret now (shown once).`;
    case 'pulse_status':
      return value.subscriptions ? `${value.count} subscription(s).` : `${value.subscription_id}: ${value.status}.`;
    case 'pulse_unsubscribe':
      return `${value.subscription_id} unsubscribed.`;
    case 'pulse_resume':
      return `${value.subscription_id}: ${value.status}.`;
    case 'pulse_deliveries':
      return `${value.count} delivery record(s) for ${value.subscription_id}.`;
  }
}

/** Runs a Pulse skill; null when the message asks for none. */
export async function pulseSkill(
  services: AppServices,
  input: MessageInput,
  caller: PulseCaller,
): Promise<BasicAnswer | null> {
  const data = pulseRequest(input);
  if (!data) return null;
  const skill = data.skill as PulseCommand;
  let args: PulseArgs;
  try {
    args = check<PulseArgs>('body', SCHEMAS[skill], data);
  } catch (err) {
    if (!(err instanceof ValidationFailed)) throw err;
    const first = err.detail[0];
    const where = first ? `${first.loc.slice(1).join('.') || 'body'}: ${first.msg}` : 'invalid';
    throw new DomainError('invalid_arguments', `The arguments of ${skill} do not match its schema: ${where}.`, {
      detail: err.detail.slice(0, 10),
    });
  }
  const value = await runPulseCommand(services, skill, args, caller);
  return { text: summary(skill, value), data: value };
}
