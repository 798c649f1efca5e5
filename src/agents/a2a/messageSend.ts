// POST /message/send, as the interface specification gives it: a
// message with a role and parts typed by `type` (pre-0.2 clients) or `kind`, answered with an agent
// message in the 0.3 shape: a data part with the analysis and a short text part.
import { randomUUID } from 'node:crypto';
import type { AppServices } from '../../services.ts';
import type { RouteSpec } from '../../http/route.ts';
import { DomainError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { basicAnalysis, type MessageInput } from './basicAnalysis.ts';

const id = { type: ['string', 'null'], maxLength: 200 };
export const a2aSendRequestSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: {
      type: 'object',
      required: ['parts'],
      properties: {
        role: { type: 'string', default: 'user', maxLength: 20 },
        parts: {
          type: 'array',
          minItems: 1,
          maxItems: 20,
          items: {
            type: 'object',
            properties: {
              type: {
                type: 'string',
                default: 'text',
                maxLength: 20,
                description: 'Part type (pre-0.2 name of `kind`)',
              },
              kind: { type: 'string', maxLength: 20 },
              text: { type: ['string', 'null'], maxLength: 20000 },
              data: { type: 'object', description: 'Structured input, e.g. {"text": "...", "mode": "fundraising"}' },
            },
          },
        },
        messageId: id,
        contextId: id,
        taskId: id,
      },
    },
  },
};

interface SentPart {
  type?: string;
  kind?: string;
  text?: string | null;
  data?: Record<string, unknown>;
}

/** The body as a2aSendRequestSchema admits it (the route has validated it). */
interface SentBody {
  message: {
    role: string;
    parts: SentPart[];
    messageId?: string | null;
    contextId?: string | null;
    taskId?: string | null;
  };
}

function input(parts: SentPart[]): MessageInput {
  const found: MessageInput = { texts: [], data: [] };
  for (const part of parts) {
    const kind = part.kind ?? part.type;
    if (kind === 'data' && part.data) found.data.push(part.data);
    else if (kind === 'text' && part.text) found.texts.push(part.text);
  }
  return found;
}

export function messageSendRoute(services: AppServices): RouteSpec {
  return {
    method: 'POST',
    path: '/message/send',
    operationId: 'a2aMessageSend',
    summary: 'A2A message: a free basic analysis',
    tags: ['agents'],
    description:
      'The text of the message (up to 300 characters analyzed; "mode: fundraising" or "fundraising mode" picks a standard mode) gets the positioning summary and market score, as a data part plus a short text part. Shares the demo\'s hourly budget per address.',
    body: a2aSendRequestSchema,
    responses: {
      200: {
        description: 'Agent message (0.3 shape)',
        schema: {
          type: 'object',
          required: ['kind', 'role', 'messageId', 'parts'],
          properties: {
            kind: { const: 'message' },
            role: { const: 'agent' },
            messageId: { type: 'string' },
            contextId: { type: 'string' },
            taskId: { type: 'string' },
            parts: { type: 'array' },
          },
        },
      },
      422: { description: 'missing_input: no text to analyze' },
      429: { description: 'rate_limit_exceeded: the hourly free budget of this address is spent' },
    },
    handler: async (ctx) => {
      const { message } = ctx.state.body as SentBody;
      const reply = await basicAnalysis(services, input(message.parts), ctx.ip).catch((err: unknown) => {
        const retry = (err as DomainError).details?.retry_after_s;
        if (err instanceof DomainError && typeof retry === 'number') ctx.set('Retry-After', String(retry));
        throw err;
      });
      ctx.body = {
        kind: 'message',
        role: 'agent',
        messageId: randomUUID(),
        contextId: message.contextId ?? newId('ctx'),
        ...(message.taskId ? { taskId: message.taskId } : {}),
        parts: [
          { kind: 'data', data: reply.data },
          { kind: 'text', text: reply.text },
        ],
        ...(message.messageId ? { metadata: { in_reply_to: message.messageId } } : {}),
      };
    },
  };
}
