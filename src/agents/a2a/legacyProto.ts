// A2A 0.3 over HTTP+JSON speaks the protobuf JSON mapping of the 0.3 a2a.proto ({request: {content:
// [{text}]}}, role ROLE_USER …), while the SDK's 0.3 REST handler takes and returns the 0.3 JSON-schema
// objects ({message: {kind, parts}}). The SDK's converters are internal to its Express adapter, so
// these are ours: request in, Message / Task / stream events out.
import type { LegacyRestTransportHandler } from '@a2a-js/sdk/compat/v0_3/server';

// The SDK's 0.3 JSON-schema types are not exported by name; they are read off the handler's signatures.
type LegacyRest = LegacyRestTransportHandler;
type SendParams = Parameters<LegacyRest['sendMessage']>[0];
type Task = Awaited<ReturnType<LegacyRest['getTask']>>;
type Message = SendParams['message'];
type Part = Message['parts'][number];
type TaskStatus = Task['status'];
type Artifact = NonNullable<Task['artifacts']>[number];
type StreamEvent = Awaited<ReturnType<LegacyRest['sendMessageStream']>> extends AsyncGenerator<infer E> ? E : never;

/** A protobuf JSON object as we write it. */
type ProtoJson = Record<string, unknown>;
type Metadata = Record<string, unknown>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
/** A client's JSON value read as an object: anything else reads as an object with no fields. */
const fields = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
const metadataOf = (v: unknown): { metadata?: Metadata } => (v && isRecord(v) ? { metadata: v } : {});

const TASK_STATES: Record<string, string> = {
  submitted: 'TASK_STATE_SUBMITTED',
  working: 'TASK_STATE_WORKING',
  completed: 'TASK_STATE_COMPLETED',
  failed: 'TASK_STATE_FAILED',
  canceled: 'TASK_STATE_CANCELLED',
  'input-required': 'TASK_STATE_INPUT_REQUIRED',
  rejected: 'TASK_STATE_REJECTED',
  'auth-required': 'TASK_STATE_AUTH_REQUIRED',
};

/** A client's scalar as a string (a stray object reads as its JSON, not "[object Object]"). */
const text = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
const str = (v: unknown) => (v === undefined || v === null ? '' : text(v));
const optional = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : text(v));

function partFromProto(value: unknown): Part {
  const p = fields(value);
  if (p.text !== undefined) return { kind: 'text', text: text(p.text) };
  if (p.data !== undefined) {
    const data = fields(p.data).data;
    return { kind: 'data', data: isRecord(data) ? data : {} };
  }
  if (p.file !== undefined) {
    const f = fields(p.file);
    const mimeType = optional(f.mimeType ?? f.mime_type);
    const uri = f.fileWithUri ?? f.file_with_uri;
    return {
      kind: 'file',
      file:
        uri !== undefined
          ? { uri: text(uri), mimeType }
          : { bytes: str(f.fileWithBytes ?? f.file_with_bytes), mimeType },
    };
  }
  return { kind: 'text', text: '' };
}

function partToProto(p: Part): ProtoJson {
  if (p.kind === 'data') return { data: { data: p.data } };
  if (p.kind === 'file')
    return {
      file: {
        ...('uri' in p.file ? { fileWithUri: p.file.uri } : { fileWithBytes: p.file.bytes }),
        ...(p.file.mimeType ? { mimeType: p.file.mimeType } : {}),
      },
    };
  return { text: p.text };
}

/** Body of POST …/v1/message:send and :stream → the SDK's 0.3 MessageSendParams (which the SDK then checks). */
export function decodeSendMessageRequest(body: unknown): SendParams {
  const b = fields(body);
  const m = fields(b.request ?? b.message);
  const c = b.configuration ? fields(b.configuration) : undefined;
  const modes = c?.acceptedOutputModes ?? c?.accepted_output_modes;
  const historyLength = c?.historyLength ?? c?.history_length;
  return {
    message: {
      kind: 'message',
      messageId: str(m.messageId ?? m.message_id),
      contextId: optional(m.contextId ?? m.context_id),
      taskId: optional(m.taskId ?? m.task_id),
      role: m.role === 'ROLE_AGENT' ? 'agent' : 'user',
      parts: Array.isArray(m.content) ? m.content.map(partFromProto) : [],
      ...metadataOf(m.metadata),
      ...(Array.isArray(m.extensions) ? { extensions: m.extensions.map(text) } : {}),
    },
    ...(c
      ? {
          configuration: {
            acceptedOutputModes: Array.isArray(modes) ? modes.map(str) : undefined,
            blocking: typeof c.blocking === 'boolean' ? c.blocking : undefined,
            historyLength: typeof historyLength === 'number' ? historyLength : undefined,
          },
        }
      : {}),
    ...metadataOf(b.metadata),
  };
}

export function encodeMessage(m: Message): ProtoJson {
  return {
    messageId: m.messageId,
    ...(m.contextId ? { contextId: m.contextId } : {}),
    ...(m.taskId ? { taskId: m.taskId } : {}),
    role: m.role === 'agent' ? 'ROLE_AGENT' : 'ROLE_USER',
    content: m.parts.map(partToProto),
    ...(m.metadata ? { metadata: m.metadata } : {}),
  };
}

function encodeStatus(s: TaskStatus | undefined): ProtoJson | undefined {
  if (!s) return undefined;
  return {
    state: TASK_STATES[s.state] ?? 'TASK_STATE_UNSPECIFIED',
    ...(s.message ? { message: encodeMessage(s.message) } : {}),
    ...(s.timestamp ? { timestamp: s.timestamp } : {}),
  };
}

const encodeArtifact = (a: Artifact): ProtoJson => ({
  artifactId: a.artifactId,
  ...(a.name ? { name: a.name } : {}),
  ...(a.description ? { description: a.description } : {}),
  parts: a.parts.map(partToProto),
  ...(a.metadata ? { metadata: a.metadata } : {}),
});

export function encodeTask(t: Task): ProtoJson {
  return {
    id: t.id,
    contextId: t.contextId,
    status: encodeStatus(t.status),
    ...(t.artifacts?.length ? { artifacts: t.artifacts.map(encodeArtifact) } : {}),
    ...(t.history?.length ? { history: t.history.map(encodeMessage) } : {}),
    ...(t.metadata ? { metadata: t.metadata } : {}),
  };
}

/** SendMessageResponse: {message} or {task}. */
export function encodeSendResult(result: Task | Message): ProtoJson {
  return result.kind === 'task' ? { task: encodeTask(result) } : { message: encodeMessage(result) };
}

/** StreamResponse: one of message, task, statusUpdate, artifactUpdate. */
export function encodeStreamEvent(event: StreamEvent): ProtoJson {
  switch (event.kind) {
    case 'task':
      return { task: encodeTask(event) };
    case 'status-update':
      return {
        statusUpdate: {
          taskId: event.taskId,
          contextId: event.contextId,
          status: encodeStatus(event.status),
          final: Boolean(event.final),
          ...(event.metadata ? { metadata: event.metadata } : {}),
        },
      };
    case 'artifact-update':
      return {
        artifactUpdate: {
          taskId: event.taskId,
          contextId: event.contextId,
          artifact: encodeArtifact(event.artifact),
          append: Boolean(event.append),
          lastChunk: Boolean(event.lastChunk),
        },
      };
    default:
      return { message: encodeMessage(event) };
  }
}

/**
 * Parts of clients older than 0.2 name their kind `type`; the 0.3 SDK reads only `kind`. A message's
 * parts are given `kind` from `type` where they lack one (the answer always says `kind`).
 */
export function withPartKinds(params: unknown): unknown {
  if (!isRecord(params)) return params;
  const message = params.message;
  if (!isRecord(message) || !Array.isArray(message.parts)) return params;
  const parts = message.parts.map((p: unknown) =>
    isRecord(p) && p.kind === undefined && typeof p.type === 'string' ? { ...p, kind: p.type } : p,
  );
  return { ...params, message: { ...message, parts } };
}
