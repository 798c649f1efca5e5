// The A2A HTTP+JSON bindings: 1.0 under /a2a/rest (POST message:send, message:stream; GET tasks,
// tasks/{id}; POST tasks/{id}:cancel) and 0.3 under /a2a/rest/v1 (the same verbs in 0.3's protobuf
// JSON). Path segments such as "message:send" are read as one parameter, which keeps the router simple.
import {
  ListTasksRequest,
  ListTasksResponse,
  SendMessageRequest,
  SendMessageResponse,
  StreamResponse,
  Task,
} from '@a2a-js/sdk';
import { A2AError, RequestMalformedError, TaskNotFoundError, restStatusFor, toRestErrorBody } from '@a2a-js/sdk/errors';
import { toLegacyHTTPError } from '@a2a-js/sdk/compat/v0_3/server';
import type { Context } from 'koa';
import type { RouteSpec } from '../../http/route.ts';
import { callContextOf, runWithCallContext } from '../callContext.ts';
import { A2A_REST_PATH, A2A_REST_V03_PATH } from './card.ts';
import { callContext, writeSse, type A2AHandlers } from './handlers.ts';
import { decodeSendMessageRequest, encodeSendResult, encodeStreamEvent, encodeTask } from './legacyProto.ts';

type Generation = '1.0' | '0.3';
const taskRef = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  description: 'A task id, or "<id>:cancel" to cancel it',
};
const action = { enum: ['message:send', 'message:stream'] };

function fail(ctx: Context, generation: Generation, err: unknown): void {
  if (!(err instanceof A2AError)) {
    ctx.state.log?.error({ err }, 'A2A REST call failed');
    err = new Error('Something went wrong on our side; retry shortly.');
  }
  const status = restStatusFor(err);
  ctx.status = status;
  ctx.body = generation === '1.0' ? toRestErrorBody(err, status) : toLegacyHTTPError(err);
}

/** Runs one REST call: version check, call context, the SDK call; errors in the binding's own shape. */
function rest(
  handlers: A2AHandlers,
  generation: Generation,
  work: (ctx: Context, a2a: ReturnType<typeof callContext>) => Promise<void>,
) {
  return (ctx: Context) =>
    runWithCallContext(callContextOf(ctx), async () => {
      try {
        await work(ctx, callContext(ctx, handlers, ctx.get('a2a-version') || generation, 'HTTP+JSON'));
      } catch (err) {
        fail(ctx, generation, err);
      }
    });
}

function splitTaskRef(ref: string): { id: string; verb?: string } {
  const m = /^(.+):(cancel|subscribe)$/.exec(ref);
  return m ? { id: m[1], verb: m[2] } : { id: ref };
}

export function a2aRestRoutes(handlers: A2AHandlers): RouteSpec[] {
  const { requestHandler: core, legacyRest } = handlers;
  const tags = ['agents'];
  // Failures answer in the binding's own error body: 1.0 {error: {code, status, message, details}},
  // 0.3 its legacy HTTP error; 400 for a malformed request, an unsupported version or a task that
  // cannot be cancelled, 404 for an unknown task.
  const failures = {
    400: {
      description: 'A2A error: malformed request, unsupported A2A-Version, or an operation the task does not allow',
      schema: { type: 'object' },
    },
    404: { description: 'A2A error: no such task', schema: { type: 'object' } },
  };
  const ok = {
    200: { description: 'A2A result (JSON; text/event-stream for message:stream)', schema: { type: 'object' } },
    ...failures,
  };
  return [
    {
      method: 'POST',
      path: `${A2A_REST_PATH}/{action}`,
      operationId: 'a2aRestMessage',
      summary: 'A2A 1.0 HTTP+JSON: message:send, message:stream',
      tags,
      params: { type: 'object', required: ['action'], properties: { action } },
      responses: ok,
      handler: rest(handlers, '1.0', async (ctx, a2a) => {
        const params = SendMessageRequest.fromJSON((ctx.request as { body?: unknown }).body ?? {});
        if (!params.message?.messageId) throw new RequestMalformedError('message.messageId is required');
        if (ctx.state.params.action === 'message:stream')
          return writeSse(
            ctx,
            core.sendMessageStream(params, a2a),
            (e) => StreamResponse.toJSON(e),
            (err) => toRestErrorBody(err, restStatusFor(err)),
          );
        const result = await core.sendMessage(params, a2a);
        ctx.body = SendMessageResponse.toJSON({
          payload: 'messageId' in result ? { $case: 'message', value: result } : { $case: 'task', value: result },
        });
      }),
    },
    {
      method: 'GET',
      path: `${A2A_REST_PATH}/tasks`,
      operationId: 'a2aRestListTasks',
      summary: 'A2A 1.0 HTTP+JSON: list tasks',
      tags,
      responses: ok,
      handler: rest(handlers, '1.0', async (ctx, a2a) => {
        ctx.body = ListTasksResponse.toJSON(await core.listTasks(ListTasksRequest.fromJSON(ctx.query), a2a));
      }),
    },
    {
      method: 'GET',
      path: `${A2A_REST_PATH}/tasks/{task}`,
      operationId: 'a2aRestGetTask',
      summary: 'A2A 1.0 HTTP+JSON: get a task',
      tags,
      params: { type: 'object', required: ['task'], properties: { task: taskRef } },
      responses: ok,
      handler: rest(handlers, '1.0', async (ctx, a2a) => {
        ctx.body = Task.toJSON(await core.getTask({ id: ctx.state.params.task, tenant: '' }, a2a));
      }),
    },
    {
      method: 'POST',
      path: `${A2A_REST_PATH}/tasks/{task}`,
      operationId: 'a2aRestCancelTask',
      summary: 'A2A 1.0 HTTP+JSON: tasks/{id}:cancel',
      tags,
      params: { type: 'object', required: ['task'], properties: { task: taskRef } },
      responses: ok,
      handler: rest(handlers, '1.0', async (ctx, a2a) => {
        const { id, verb } = splitTaskRef(ctx.state.params.task);
        if (verb !== 'cancel') throw new TaskNotFoundError(`No operation ${ctx.state.params.task}`);
        ctx.body = Task.toJSON(await core.cancelTask({ id, tenant: '', metadata: {} }, a2a));
      }),
    },
    {
      method: 'POST',
      path: `${A2A_REST_V03_PATH}/{action}`,
      operationId: 'a2aRestV03Message',
      summary: 'A2A 0.3 HTTP+JSON: message:send, message:stream',
      tags,
      params: { type: 'object', required: ['action'], properties: { action } },
      responses: { 201: ok[200], ...failures },
      handler: rest(handlers, '0.3', async (ctx, a2a) => {
        const params = decodeSendMessageRequest((ctx.request as { body?: unknown }).body);
        if (ctx.state.params.action === 'message:stream') {
          return writeSse(ctx, await legacyRest.sendMessageStream(params, a2a), encodeStreamEvent, (err) =>
            toLegacyHTTPError(err),
          );
        }
        ctx.status = 201;
        ctx.body = encodeSendResult(await legacyRest.sendMessage(params, a2a));
      }),
    },
    {
      method: 'GET',
      path: `${A2A_REST_V03_PATH}/tasks/{task}`,
      operationId: 'a2aRestV03GetTask',
      summary: 'A2A 0.3 HTTP+JSON: get a task',
      tags,
      params: { type: 'object', required: ['task'], properties: { task: taskRef } },
      responses: ok,
      handler: rest(handlers, '0.3', async (ctx, a2a) => {
        ctx.body = encodeTask(await legacyRest.getTask(ctx.state.params.task, a2a, ctx.query.historyLength));
      }),
    },
    {
      method: 'POST',
      path: `${A2A_REST_V03_PATH}/tasks/{task}`,
      operationId: 'a2aRestV03CancelTask',
      summary: 'A2A 0.3 HTTP+JSON: tasks/{id}:cancel',
      tags,
      params: { type: 'object', required: ['task'], properties: { task: taskRef } },
      responses: ok,
      handler: rest(handlers, '0.3', async (ctx, a2a) => {
        const { id, verb } = splitTaskRef(ctx.state.params.task);
        if (verb !== 'cancel') throw new TaskNotFoundError(`No operation ${ctx.state.params.task}`);
        ctx.body = encodeTask(await legacyRest.cancelTask(id, a2a));
      }),
    },
  ];
}
