// A2A 0.3 over HTTP+JSON speaks the protobuf JSON mapping of the 0.3 a2a.proto ({request: {content:
// [{text}]}}, role ROLE_USER …), while the SDK's 0.3 REST handler takes and returns the 0.3 JSON-schema
// objects ({message: {kind, parts}}). The SDK's converters are internal to its Express adapter, so
// these are ours: request in, Message / Task / stream events out.
type Json = Record<string, any>;

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

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const optional = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));

function partFromProto(p: Json): Json {
  if (p?.text !== undefined) return { kind: 'text', text: String(p.text) };
  if (p?.data !== undefined) return { kind: 'data', data: p.data?.data ?? {} };
  if (p?.file !== undefined) {
    const f = p.file;
    const mimeType = optional(f.mimeType ?? f.mime_type);
    const uri = f.fileWithUri ?? f.file_with_uri;
    return {
      kind: 'file',
      file:
        uri !== undefined
          ? { uri: String(uri), mimeType }
          : { bytes: str(f.fileWithBytes ?? f.file_with_bytes), mimeType },
    };
  }
  return { kind: 'text', text: '' };
}

function partToProto(p: Json): Json {
  if (p.kind === 'data') return { data: { data: p.data } };
  if (p.kind === 'file')
    return {
      file: {
        ...(p.file.uri !== undefined ? { fileWithUri: p.file.uri } : { fileWithBytes: p.file.bytes }),
        ...(p.file.mimeType ? { mimeType: p.file.mimeType } : {}),
      },
    };
  return { text: p.text };
}

/** Body of POST …/v1/message:send and :stream → the SDK's 0.3 MessageSendParams. */
export function decodeSendMessageRequest(body: Json | undefined): Json {
  const m: Json = body?.request ?? body?.message ?? {};
  const c: Json | undefined = body?.configuration;
  return {
    message: {
      kind: 'message',
      messageId: str(m.messageId ?? m.message_id),
      contextId: optional(m.contextId ?? m.context_id),
      taskId: optional(m.taskId ?? m.task_id),
      role: m.role === 'ROLE_AGENT' ? 'agent' : 'user',
      parts: Array.isArray(m.content) ? m.content.map(partFromProto) : [],
      ...(m.metadata ? { metadata: m.metadata } : {}),
      ...(Array.isArray(m.extensions) ? { extensions: m.extensions.map(String) } : {}),
    },
    ...(c
      ? {
          configuration: {
            acceptedOutputModes: c.acceptedOutputModes ?? c.accepted_output_modes,
            blocking: c.blocking,
            historyLength: c.historyLength ?? c.history_length,
          },
        }
      : {}),
    ...(body?.metadata ? { metadata: body.metadata } : {}),
  };
}

export function encodeMessage(m: Json): Json {
  return {
    messageId: m.messageId,
    ...(m.contextId ? { contextId: m.contextId } : {}),
    ...(m.taskId ? { taskId: m.taskId } : {}),
    role: m.role === 'agent' ? 'ROLE_AGENT' : 'ROLE_USER',
    content: (m.parts ?? []).map(partToProto),
    ...(m.metadata ? { metadata: m.metadata } : {}),
  };
}

function encodeStatus(s: Json | undefined): Json | undefined {
  if (!s) return undefined;
  return {
    state: TASK_STATES[s.state] ?? 'TASK_STATE_UNSPECIFIED',
    ...(s.message ? { message: encodeMessage(s.message) } : {}),
    ...(s.timestamp ? { timestamp: s.timestamp } : {}),
  };
}

const encodeArtifact = (a: Json): Json => ({
  artifactId: a.artifactId,
  ...(a.name ? { name: a.name } : {}),
  ...(a.description ? { description: a.description } : {}),
  parts: (a.parts ?? []).map(partToProto),
  ...(a.metadata ? { metadata: a.metadata } : {}),
});

export function encodeTask(t: Json): Json {
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
export function encodeSendResult(result: Json): Json {
  return result.kind === 'task' ? { task: encodeTask(result) } : { message: encodeMessage(result) };
}

/** StreamResponse: one of message, task, statusUpdate, artifactUpdate. */
export function encodeStreamEvent(event: Json): Json {
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
export function withPartKinds<T>(params: T): T {
  const message = (params as Json | undefined)?.message;
  if (!message || !Array.isArray(message.parts)) return params;
  const parts = message.parts.map((p: Json) =>
    p && typeof p === 'object' && p.kind === undefined && typeof p.type === 'string' ? { ...p, kind: p.type } : p,
  );
  return { ...(params as Json), message: { ...message, parts } } as T;
}
