// A paid operation as the pay pipeline sees it, whatever door it came through: its price, every analysis
// it will run (entitlements are checked per analysis), and the request its Idempotency-Key is bound to.
import type { Mode } from '../intel/types.ts';
import { DomainError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/hash.ts';
import type { Credential } from './credentials.ts';
import { BATCH_PRICE_MICRO, TRIAL, isEliteMode, modePriceMicro } from './prices.ts';

export interface PaidOperation {
  /** analyze or batch: the same name on every door, so a key, a session and a payment see one price. */
  name: 'analyze' | 'batch';
  priceMicro: number;
  /** The mode of every analysis the operation will run. */
  analyses: Mode[];
  /** The validated request without its credential: what an Idempotency-Key is bound to. */
  request: Record<string, unknown>;
}

export function analyzeOperation(request: Record<string, unknown> & { mode?: Mode | null }): PaidOperation {
  const mode = request.mode ?? 'competitive';
  return { name: 'analyze', priceMicro: modePriceMicro(mode), analyses: [mode], request: { ...request, mode } };
}

export function batchOperation(request: Record<string, unknown>, modes: Mode[]): PaidOperation {
  return { name: 'batch', priceMicro: BATCH_PRICE_MICRO, analyses: modes, request };
}

/**
 * The rules a credential puts on each analysis, before anything is reserved: a trial key runs the trial
 * modes only. A plan's reports (one per analysis) and a key's balance are checked atomically by reserve.
 */
export function checkEntitlement(credential: Credential, op: PaidOperation): void {
  if (credential.kind !== 'trial') return;
  const refused = op.analyses.map((mode, i) => ({ i, mode })).filter(({ mode }) => isEliteMode(mode) || !TRIAL.modes.includes(mode));
  if (!refused.length) return;
  const which = op.name === 'batch' ? ` (items ${refused.map((r) => r.i).join(', ')})` : '';
  const modes = [...new Set(refused.map((r) => r.mode))].join(', ');
  throw new DomainError('mode_not_available', `Mode ${modes} is not available on a trial key${which}; trial modes: ${TRIAL.modes.join(', ')}.`, {
    modes_available: TRIAL.modes, ...(op.name === 'batch' ? { items: refused.map((r) => r.i) } : {}),
  });
}

/** Reports a plan session pays for the operation: one per analysis. */
export const reportsFor = (op: PaidOperation): number => Math.max(1, op.analyses.length);

/** Canonical JSON: object keys sorted, null and absent fields alike dropped. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What an Idempotency-Key is bound to (the credential binds it too: keys live under the credential). */
export function requestFingerprint(door: string, op: PaidOperation): string {
  return sha256Hex(canonicalJson({ door, operation: op.name, request: op.request })).slice(0, 32);
}
