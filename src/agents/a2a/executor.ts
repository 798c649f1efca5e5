// The A2A agent behind the SDK's request handler, whatever the protocol version or binding a message came
// through: a message that succeeds gets one answer message (no long-running task); one that fails (no
// text, a payment refused, the hourly budget spent) gets a task in the failed state whose status message
// carries the error code in a data part and its explanation in a text part, as A2A clients expect.
import { randomUUID } from 'node:crypto';
import { Role, TaskState, type Message, type Part } from '@a2a-js/sdk';
import { AgentEvent, type AgentExecutor, type ExecutionEventBus, type RequestContext } from '@a2a-js/sdk/server';
import type { AppServices } from '../../services.ts';
import { DomainError } from '../../lib/errors.ts';
import { currentCall } from '../callContext.ts';
import { basicAnalysis, type BasicAnswer, type MessageInput } from './basicAnalysis.ts';
import { paidSkill } from './paidSkills.ts';
import { pulseSkill } from './pulseSkills.ts';

const textPart = (text: string): Part => ({
  content: { $case: 'text', value: text },
  metadata: undefined,
  filename: '',
  mediaType: 'text/plain',
});
const dataPart = (data: Record<string, unknown>): Part => ({
  content: { $case: 'data', value: data },
  metadata: undefined,
  filename: '',
  mediaType: 'application/json',
});

export function messageInput(message: Message): MessageInput {
  const input: MessageInput = { texts: [], data: [] };
  for (const part of message.parts) {
    if (part.content?.$case === 'text') input.texts.push(part.content.value);
    else if (part.content?.$case === 'data') input.data.push(part.content.value);
  }
  return input;
}

async function answer(services: AppServices, message: Message): Promise<BasicAnswer & { failed: boolean }> {
  const call = currentCall();
  try {
    const input = messageInput(message);
    // A data part naming a paid skill (intel_analyze, intel_batch) is paid through the pay pipeline, one
    // naming a Pulse skill runs that verb; anything else gets the free basic analysis.
    const reply =
      (await pulseSkill(services, input, call)) ??
      (await paidSkill(services, input, call)) ??
      (await basicAnalysis(services, input, call.ip));
    return { ...reply, failed: false };
  } catch (err) {
    if (err instanceof DomainError) {
      return {
        failed: true,
        text: `${err.code}: ${err.message}`,
        data: { error: err.code, message: err.message, ...(err.details ?? {}) },
      };
    }
    call.log?.error({ err }, 'A2A analysis failed');
    const message = 'Something went wrong on our side; nothing was charged. Retry shortly.';
    return {
      failed: true,
      text: `internal_error: ${message}`,
      data: { error: 'internal_error', message, request_id: call.requestId },
    };
  }
}

export function intelAgentExecutor(services: AppServices): AgentExecutor {
  return {
    async execute(context: RequestContext, bus: ExecutionEventBus) {
      const reply = await answer(services, context.userMessage);
      const agentMessage = (taskId: string): Message => ({
        messageId: randomUUID(),
        contextId: context.contextId,
        taskId,
        role: Role.ROLE_AGENT,
        parts: [dataPart(reply.data), textPart(reply.text)],
        metadata: undefined,
        extensions: [],
        referenceTaskIds: [],
      });
      if (reply.failed) {
        bus.publish(
          AgentEvent.task({
            id: context.taskId,
            contextId: context.contextId,
            artifacts: [],
            history: [context.userMessage],
            metadata: undefined,
            status: {
              state: TaskState.TASK_STATE_FAILED,
              message: agentMessage(context.taskId),
              timestamp: new Date().toISOString(),
            },
          }),
        );
      } else {
        bus.publish(AgentEvent.message(agentMessage('')));
      }
      bus.finished();
    },
    // Answers are immediate: there is never a running task to cancel.
    async cancelTask() {},
  };
}
