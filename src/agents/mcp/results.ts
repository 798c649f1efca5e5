// Tool results: structuredContent for clients that read it, the same JSON as text for older clients.
// Errors a model can act on come back as results with isError and the DomainError code (the same codes
// and messages the HTTP API uses); internals never leak, as on HTTP.
import type { CallToolResult } from '@modelcontextprotocol/server';
import { isStoreFailure } from '../../http/errors.ts';
import { DomainError } from '../../lib/errors.ts';
import type { CallContext } from '../callContext.ts';

export function toolResult(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}

export function toolError(code: string, message: string, extra: Record<string, unknown> = {}): CallToolResult {
  const body = { error: code, message, ...extra };
  return {
    isError: true,
    content: [{ type: 'text', text: `${code}: ${message}\n${JSON.stringify(body)}` }],
    structuredContent: body,
  };
}

export function errorResult(err: unknown, call: CallContext): CallToolResult {
  if (err instanceof DomainError)
    return toolError(err.code, err.message, { ...(err.details ?? {}), request_id: call.requestId });
  if (isStoreFailure(err)) {
    call.log?.warn({ err }, 'store unavailable during an MCP tool call');
    return toolError('store_unavailable', 'A data store is unavailable; nothing was charged. Retry shortly.', {
      request_id: call.requestId,
    });
  }
  call.log?.error({ err }, 'MCP tool failed');
  return toolError('internal_error', 'Something went wrong on our side; nothing was charged.', {
    request_id: call.requestId,
  });
}
