// The answers of the access operations as these tests read them; src/operations/payments.ts declares them.

/** POST /access/api-key: a key funded by a transfer (shown once). */
export interface FundedKey {
  api_key: string;
  key_id: string;
  calls_available: number;
  balance_usdc: number;
  status: 'created';
  credited_usdc: string;
  network: string;
  tx_hash: string;
  note?: string;
}

/** POST /access/activate: a plan session bought with a transfer (shown once). */
export interface ActivatedSession {
  session_id: string;
  reports_total: number;
  duration_days: number;
  plan: string;
  expires_at: string | null;
  status: 'active';
  tx_hash: string;
  note: string;
}

/** POST /access/pending and GET /access/pending/{payment_id}. */
export interface PendingPayment {
  payment_id: string;
  status: 'pending' | 'confirmed' | 'expired';
  plan: 'starter' | 'pro';
  amount_usdc: string;
  recipient: string;
  spl_token: string;
  reference: string;
  expires_at: string;
  solana_pay_url: string;
  poll: string;
  poll_interval_s: number;
  session_id?: string;
  tx_hash?: string;
  reports_total?: number;
  duration_days?: number;
}

/** POST /access/pending: the poll secret is shown once, here. */
export interface CreatedPendingPayment extends PendingPayment {
  poll_secret: string;
  note: string;
}

/** POST /access/webhook/{provider}: the acknowledgement. */
export interface WebhookAnswer {
  received: number;
  confirmed: string[];
}
