// A batch (docs/decisions.md): `items` (each with its own mode) or `companies` (names) + `mode`; elite
// modes refused. Every item's input is checked before payment: a batch pays for the analyses it will
// run (a plan: one report each), and items with a bad input are answered as per-item errors for free.
// Each item is analyzed on its own, its failure recorded, not thrown.
import { isEliteMode } from '../billing/prices.ts';
import { DomainError } from '../lib/errors.ts';
import { checkAnalysisInput } from './input.ts';
import type { IntelRequest, IntelResponse, IntelService } from './service.ts';
import type { Mode } from './types.ts';

export interface BatchInput {
  items?: {
    url?: string | null;
    text?: string | null;
    context?: string | null;
    id?: string | null;
    mode?: Mode | null;
  }[];
  companies?: string[];
  mode?: Mode | null;
}
export interface BatchItem {
  id: string;
  request: IntelRequest;
}
/** An item's analysis: the batch is priced as a whole, so no item carries a price of its own. */
export type BatchItemResult = Omit<IntelResponse, 'price_paid_usdc'>;
export type BatchResult =
  | { id: string; status: 'ok'; result: BatchItemResult }
  | { id: string; status: 'error'; error: { error: string; message: string } };

/** A checked batch: the items that will be analyzed, and the per-item answers of those refused. */
export interface PreparedBatch {
  items: BatchItem[];
  runnable: BatchItem[];
  refused: Map<string, BatchResult>;
}

export function batchItems(input: BatchInput): BatchItem[] {
  if (input.items) {
    return input.items.map((item, i) => ({
      id: item.id ?? String(i),
      request: { url: item.url, text: item.text, context: item.context, mode: item.mode ?? 'competitive' },
    }));
  }
  return (input.companies ?? []).map((name, i) => ({
    id: String(i),
    request: { text: name, mode: input.mode ?? 'competitive', nameOnly: true },
  }));
}

/** Throws elite_mode_not_batchable before anything is paid or analyzed. */
export function refuseEliteModes(items: BatchItem[], eliteDoor: string): void {
  const elite = items.map((item, i) => ({ i, mode: item.request.mode })).filter((x) => isEliteMode(x.mode));
  if (elite.length) {
    throw new DomainError(
      'elite_mode_not_batchable',
      `Elite modes are not available in a batch (items ${elite.map((e) => e.i).join(', ')}); call ${eliteDoor} for them.`,
    );
  }
}

/** What a JSON Schema cannot say about a batch: exactly one of items and companies; mode only with companies. */
export function batchShapeIssues(input: BatchInput): { loc: (string | number)[]; msg: string; type: string }[] {
  if (input.items && input.companies)
    return [{ loc: ['body', 'companies'], msg: 'Send items or companies, not both', type: 'extra_forbidden' }];
  if (!input.items && !input.companies)
    return [{ loc: ['body', 'items'], msg: 'Send items or companies', type: 'missing' }];
  if (input.items && input.mode != null) {
    return [{ loc: ['body', 'mode'], msg: 'With items, give each item its own mode', type: 'extra_forbidden' }];
  }
  return [];
}

/**
 * The checks of every door before payment: the batch's shape, elite modes, then each item's input.
 * All refused → 422 batch_failed, free.
 */
export function prepareBatch(input: BatchInput, eliteDoor: string): PreparedBatch {
  const [shape] = batchShapeIssues(input);
  if (shape) {
    throw new DomainError('invalid_arguments', `${shape.loc.slice(1).join('.')}: ${shape.msg}.`, { detail: [shape] });
  }
  const items = batchItems(input);
  refuseEliteModes(items, eliteDoor);
  const runnable: BatchItem[] = [];
  const refused = new Map<string, BatchResult>();
  items.forEach((item, i) => {
    try {
      checkAnalysisInput(item.request);
      runnable.push(item);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      refused.set(String(i), { id: item.id, status: 'error', error: { error: err.code, message: err.message } });
    }
  });
  if (!runnable.length) {
    throw new DomainError('batch_failed', 'Every item failed its input checks; nothing was charged.', {
      results: [...refused.values()],
    });
  }
  return { items, runnable, refused };
}

export async function runBatch(
  intel: IntelService,
  batch: PreparedBatch,
): Promise<{ results: BatchResult[]; succeeded: number; failed: number }> {
  const results: BatchResult[] = [];
  for (const [i, item] of batch.items.entries()) {
    const refused = batch.refused.get(String(i));
    if (refused) {
      results.push(refused);
      continue;
    }
    try {
      const { price_paid_usdc: _perItem, ...result } = await intel.analyze(item.request);
      results.push({ id: item.id, status: 'ok', result });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      results.push({ id: item.id, status: 'error', error: { error: err.code, message: err.message } });
    }
  }
  const succeeded = results.filter((r) => r.status === 'ok').length;
  return { results, succeeded, failed: results.length - succeeded };
}
