// POST /a2a: the JSON-RPC binding for A2A 1.0 (SendMessage, GetTask …) and 0.3 (message/send,
// tasks/get …), told apart by the A2A-Version header (or, without one, by the method name).
import { JsonRpcTransportHandler } from '@a2a-js/sdk/server';
import { LegacyJsonRpcTransportHandler } from '@a2a-js/sdk/compat/v0_3/server';
import type { RouteSpec } from '../../http/route.ts';
import { callContextOf, runWithCallContext } from '../callContext.ts';
import { A2A_JSONRPC_PATH } from './card.ts';
import { callContext, isLegacy, isStream, requestedVersion, writeSse, type A2AHandlers } from './handlers.ts';
import { withPartKinds } from './legacyProto.ts';

const member = (description: string) => ({ description });

export function a2aJsonRpcRoute(handlers: A2AHandlers): RouteSpec {
  return {
    method: 'POST',
    path: A2A_JSONRPC_PATH,
    operationId: 'a2aJsonRpc',
    summary: 'A2A JSON-RPC binding (1.0 and 0.3)',
    tags: ['agents'],
    description:
      'A2A-Version: 1.0 → SendMessage, SendStreamingMessage, GetTask, ListTasks, CancelTask; no header or 0.3 → message/send, message/stream, tasks/get, tasks/cancel. Every message gets a free basic analysis (data part + text part).',
    // Members are described, not typed: a malformed JSON-RPC envelope is the SDK's to answer (-32600).
    body: {
      type: 'object',
      properties: {
        jsonrpc: member("'2.0'"),
        id: member('string, integer or null'),
        method: member('A2A method name'),
        params: member('method parameters (object)'),
      },
    },
    responses: {
      200: { description: 'JSON-RPC response, or text/event-stream for streaming methods', schema: { type: 'object' } },
    },
    handler: (ctx) =>
      runWithCallContext(callContextOf(ctx), async () => {
        const sent = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
        const version = requestedVersion(ctx, sent.method);
        const legacy = isLegacy(version);
        const body = legacy && sent.params ? { ...sent, params: withPartKinds(sent.params) } : sent;
        const mapError = (err: unknown) =>
          legacy
            ? LegacyJsonRpcTransportHandler.mapToLegacyJSONRPCError(err)
            : JsonRpcTransportHandler.mapToJSONRPCError(err);
        const id = (body.id as string | number | undefined) ?? null;
        try {
          const context = callContext(ctx, handlers, version, 'JSONRPC');
          const out = await (legacy ? handlers.legacyJsonRpc : handlers.jsonRpc).handle(body, context);
          if (isStream(out))
            return writeSse(
              ctx,
              out,
              (event) => event,
              (err) => ({ jsonrpc: '2.0', id, error: mapError(err) }),
            );
          ctx.body = out;
        } catch (err) {
          ctx.body = { jsonrpc: '2.0', id, error: mapError(err) };
        }
      }),
  };
}
