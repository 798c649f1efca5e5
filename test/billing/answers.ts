// The answers of the credential operations as the tests read them; src/operations/access.ts and
// src/operations/admin.ts declare them.

/** POST /admin/api-keys: the key, shown once. */
export interface MintedKey {
  api_key: string;
  key_id: string;
  balance_usdc: number;
  calls_available: number;
}

/** POST /admin/sessions: the session, shown once. */
export interface MintedSession {
  session_id: string;
  id: string;
  reports_total: number;
  duration_days: number;
  expires_at?: string;
}

// The status and trial-key answers are shared with the other test folders.
export type { KeyStatus, SessionStatus, TrialKey } from '../helpers/answers.ts';

/** GET /access/operators */
export interface OperatorUsage {
  operators: { operator_id: string; total_usdc: number; today_usdc: number; daily_cap_usdc: number | null }[];
}

/** GET /admin/credentials/{id}: the credential with its ledger. */
export interface ShownCredential {
  id: string;
  kind: 'api_key' | 'trial' | 'session';
  balance_usdc: number;
  ledger: { op: string; amount_usdc?: number; reference?: string }[];
}

/** POST /batch: one result per item, the batch priced as a whole. */
export interface BatchAnswer {
  results: {
    id: string;
    status: 'ok' | 'error';
    result?: Record<string, unknown>;
    error?: { error: string; message: string };
  }[];
  succeeded: number;
  failed: number;
  price_paid_usdc: string;
  paid_with: 'api_key' | 'trial' | 'session' | 'x402';
  /** On a plan: the reports the batch used. */
  reports_paid?: number;
}
