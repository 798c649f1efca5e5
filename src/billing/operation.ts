// A paid operation as the pay pipeline sees it, whatever door it came through: its price, every analysis
// it will run (entitlements are checked per analysis), and the request its Idempotency-Key is bound to.
import type { Mode } from '../intel/types.ts';
import { DomainError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/hash.ts';
import type { Credential } from './credentials.ts';
import { PULSE_ALERT_PRICE_MICRO, TRIAL, isEliteMode } from './prices.ts';
import { analyze, batch } from '../operations/intel.ts';
import type { Pricing } from '../operations/operation.ts';

export interface PaidOperation {
  /** The pricing's route (`intel`, `batch`): the same on every door, so a key, a session and a payment see one price. */
  name: string;
  priceMicro: number;
  /** The mode of every analysis the operation will run. */
  analyses: Mode[];
  /** The validated request without its credential: what an Idempotency-Key is bound to. */
  request: Record<string, unknown>;
}

/**
 * The paid operation a validated request asks for, from its declaration's pricing (src/operations/):
 * the price, and the analyses it runs (a batch passes the items that passed their input checks).
 */
export function operationFromPricing<B>(pricing: Pricing<B>, body: B, modes?: Mode[]): PaidOperation {
  return {
    name: pricing.route,
    priceMicro: pricing.priceMicro(body),
    analyses: modes ?? pricing.analyses(body).map((a) => a.mode),
    request: { ...(body as Record<string, unknown>) },
  };
}

type AnalyzeBody = Parameters<NonNullable<typeof analyze.pricing>['priceMicro']>[0];
type BatchBody = Parameters<NonNullable<typeof batch.pricing>['priceMicro']>[0];

/** POST /intel and the tools and skills that run one analysis. */
export function analyzeOperation(request: Record<string, unknown> & { mode?: Mode | null }): PaidOperation {
  const op = operationFromPricing(analyze.pricing!, request as AnalyzeBody);
  return { ...op, request: { ...request, mode: request.mode ?? 'competitive' } };
}

/** POST /batch and the tools and skills that run a batch, priced on the items that will run. */
export function batchOperation(request: Record<string, unknown>, modes: Mode[]): PaidOperation {
  return operationFromPricing(batch.pricing!, request as BatchBody, modes);
}

/**
 * One Pulse alert delivered to its subscription's webhook (src/pulse/delivery.ts): 0.01 USDC on a key,
 * one report on a plan. It runs no analysis, so no mode entitlement applies.
 */
export function pulseAlertOperation(subscriptionId: string, alertId: string): PaidOperation {
  return {
    name: 'pulse_alert',
    priceMicro: PULSE_ALERT_PRICE_MICRO,
    analyses: [],
    request: { subscription_id: subscriptionId, alert_id: alertId },
  };
}

/** The analyses of an operation a trial key may not run (elite modes, modes outside the trial's list). */
export function trialRefusals(op: PaidOperation): { i: number; mode: Mode }[] {
  return op.analyses
    .map((mode, i) => ({ i, mode }))
    .filter(({ mode }) => isEliteMode(mode) || !TRIAL.modes.includes(mode));
}

/**
 * The rules a credential puts on each analysis, before anything is reserved: a trial key runs the trial
 * modes only. A plan's reports (one per analysis) and a key's balance are checked atomically by reserve.
 */
export function checkEntitlement(credential: Credential, op: PaidOperation): void {
  if (credential.kind !== 'trial') return;
  const refused = trialRefusals(op);
  if (!refused.length) return;
  const which = op.name === 'batch' ? ` (items ${refused.map((r) => r.i).join(', ')})` : '';
  const modes = [...new Set(refused.map((r) => r.mode))].join(', ');
  throw new DomainError(
    'mode_not_available',
    `Mode ${modes} is not available on a trial key${which}; trial modes: ${TRIAL.modes.join(', ')}.`,
    {
      modes_available: TRIAL.modes,
      ...(op.name === 'batch' ? { items: refused.map((r) => r.i) } : {}),
    },
  );
}

/** Reports a plan session pays for the operation: one per analysis. */
export const reportsFor = (op: PaidOperation): number => Math.max(1, op.analyses.length);

/** Canonical JSON: object keys sorted, null and absent fields alike dropped. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What an Idempotency-Key is bound to (the credential binds it too: keys live under the credential). */
export function requestFingerprint(door: string, op: PaidOperation): string {
  return sha256Hex(canonicalJson({ door, operation: op.name, request: op.request })).slice(0, 32);
}
