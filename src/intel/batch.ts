// A batch (design.md §6.6): `items` (each with its own mode) or `companies` (names) + `mode`; elite
// modes refused; each item analyzed on its own, its failure recorded, not thrown.
import { isEliteMode } from '../billing/prices.ts';
import { DomainError } from '../lib/errors.ts';
import type { IntelRequest, IntelResponse, IntelService } from './service.ts';
import type { Mode } from './types.ts';

export interface BatchInput {
  items?: { url?: string | null; text?: string | null; context?: string | null; id?: string | null; mode?: Mode | null }[];
  companies?: string[];
  mode?: Mode | null;
}
export interface BatchItem { id: string; request: IntelRequest }
export type BatchResult =
  | { id: string; status: 'ok'; result: IntelResponse }
  | { id: string; status: 'error'; error: { error: string; message: string } };

export function batchItems(input: BatchInput): BatchItem[] {
  if (input.items) {
    return input.items.map((item, i) => ({ id: item.id ?? String(i), request: { url: item.url, text: item.text, context: item.context, mode: item.mode ?? 'competitive' } }));
  }
  return (input.companies ?? []).map((name, i) => ({ id: String(i), request: { text: name, mode: input.mode ?? 'competitive', nameOnly: true } }));
}

/** Throws elite_mode_not_batchable before anything is paid or analyzed. */
export function refuseEliteModes(items: BatchItem[], eliteDoor: string): void {
  const elite = items.map((item, i) => ({ i, mode: item.request.mode })).filter((x) => isEliteMode(x.mode));
  if (elite.length) {
    throw new DomainError('elite_mode_not_batchable', `Elite modes are not available in a batch (items ${elite.map((e) => e.i).join(', ')}); call ${eliteDoor} for them.`);
  }
}

export async function runBatch(intel: IntelService, items: BatchItem[]): Promise<{ results: BatchResult[]; succeeded: number; failed: number }> {
  const results: BatchResult[] = [];
  for (const item of items) {
    try {
      results.push({ id: item.id, status: 'ok', result: await intel.analyze(item.request) });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      results.push({ id: item.id, status: 'error', error: { error: err.code, message: err.message } });
    }
  }
  const succeeded = results.filter((r) => r.status === 'ok').length;
  return { results, succeeded, failed: results.length - succeeded };
}
