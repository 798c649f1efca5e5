// The LLM analyst: refines the offline analysis through any OpenAI-compatible endpoint (OpenAI,
// Ollama, vLLM, OpenRouter …) with structured output, and falls back to the offline result on any
// failure — time-out, HTTP error, refusal, invalid JSON, schema violation — saying why.
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { Analysis, EngineResult } from './types.ts';
import type { Facts } from './facts.ts';
import type { OfflineResult } from './offline.ts';
import { buildPrompt } from './llmPrompt.ts';
import { LLM_SCHEMA_NAME, WIRE_SCHEMA, parseRefinement } from './llmSchema.ts';
import { mergeRefinement } from './llmMerge.ts';

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

export interface Refined {
  analysis: Analysis;
  analyst: EngineResult['analyst'];
}
export interface LlmAnalyst {
  refine(facts: Facts, offline: OfflineResult): Promise<Refined>;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const MAX_ANSWER_TOKENS = 2_000;

function failureReason(error: unknown, timeoutMs: number, elapsedMs: number): string {
  // Some runtimes surface the SDK's own time-out as a plain connection error: the clock decides.
  const timedOut =
    error instanceof APIConnectionTimeoutError ||
    error instanceof APIUserAbortError ||
    (!(error instanceof APIError && error.status) && elapsedMs >= timeoutMs);
  if (timedOut) return `timeout after ${timeoutMs} ms`;
  if (error instanceof APIError && error.status) return `http_${error.status}`;
  if (error instanceof APIError) return 'connection_error';
  return `error: ${error instanceof Error ? error.message.slice(0, 120) : 'unknown'}`;
}

export function createLlmAnalyst(config: LlmConfig): LlmAnalyst {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Every option explicit: the SDK would otherwise read OPENAI_* variables from the environment.
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey || 'unused',
    organization: null,
    project: null,
    webhookSecret: null,
    timeout: timeoutMs,
    maxRetries: 0,
  });
  return {
    async refine(facts, offline) {
      const fallback = (reason: string): Refined => ({
        analysis: offline.analysis,
        analyst: { kind: 'offline', model: config.model, fallback_reason: reason },
      });
      const prompt = buildPrompt(facts, offline);
      let content: string | null | undefined;
      const started = performance.now();
      try {
        const completion = await client.chat.completions.create(
          {
            model: config.model,
            messages: prompt.messages,
            temperature: 0,
            max_tokens: MAX_ANSWER_TOKENS,
            response_format: {
              type: 'json_schema',
              json_schema: { name: LLM_SCHEMA_NAME, schema: WIRE_SCHEMA, strict: true },
            },
          },
          { signal: AbortSignal.timeout(timeoutMs + 1_000) },
        );
        const choice = completion.choices?.[0];
        if (choice?.message?.refusal) return fallback('refused');
        if (choice?.finish_reason === 'length') return fallback('answer_truncated');
        content = choice?.message?.content;
      } catch (error) {
        return fallback(failureReason(error, timeoutMs, performance.now() - started));
      }
      const parsed = parseRefinement(content);
      if (!parsed.ok) return fallback(parsed.reason);
      let merged: ReturnType<typeof mergeRefinement>;
      try {
        merged = mergeRefinement(facts, offline, parsed.value, prompt);
      } catch (error) {
        return fallback(failureReason(error, timeoutMs, 0));
      }
      return {
        analysis: merged.analysis,
        analyst: {
          kind: 'llm',
          model: config.model,
          ...(merged.rejected.length
            ? { fallback_reason: `partial: offline values kept where ${merged.rejected.join('; ')}` }
            : {}),
        },
      };
    },
  };
}
