// The closed catalogue of error codes: each with its HTTP status, its JSON-RPC code and one line of
// documentation. Domain errors carry a code of this catalogue and no HTTP knowledge; each surface maps
// codes through it once, so an unknown code is a type error rather than a silent 400.

/** JSON-RPC codes: -32602 for input a caller can fix, 402 for payment (as x402 over MCP uses), else -320xx. */
const RPC = {
  invalidParams: -32602,
  payment: 402,
  unauthorized: -32001,
  forbidden: -32003,
  notFound: -32004,
  methodNotFound: -32601,
  conflict: -32009,
  tooLarge: -32013,
  mediaType: -32015,
  rateLimited: -32029,
  internal: -32603,
  notImplemented: -32051,
  badGateway: -32052,
  unavailable: -32053,
} as const;

interface CodeEntry {
  status: number;
  rpc: number;
  doc: string;
}

export const ERROR_CATALOGUE = {
  // 400
  invalid_webhook_payload: {
    status: 400,
    rpc: RPC.invalidParams,
    doc: 'A payment webhook body is not what its provider sends.',
  },
  // 401
  invalid_api_key: { status: 401, rpc: RPC.unauthorized, doc: 'The X-API-KEY is unknown, revoked or expired.' },
  invalid_session: { status: 401, rpc: RPC.unauthorized, doc: 'The X-SESSION is unknown, revoked or expired.' },
  invalid_credential: { status: 401, rpc: RPC.unauthorized, doc: 'The credential sent cannot be used for this call.' },
  invalid_poll_secret: {
    status: 401,
    rpc: RPC.unauthorized,
    doc: 'The Bearer poll secret of a pending payment is missing or wrong.',
  },
  unauthorized: { status: 401, rpc: RPC.unauthorized, doc: 'A credential (or the admin bearer token) is required.' },
  // 402
  payment_required: { status: 402, rpc: RPC.payment, doc: 'Pay with x402, or send X-API-KEY or X-SESSION.' },
  insufficient_balance: { status: 402, rpc: RPC.payment, doc: 'The API key balance is below the price of the call.' },
  access_expired: { status: 402, rpc: RPC.payment, doc: 'The plan session or trial key has expired.' },
  access_exhausted: {
    status: 402,
    rpc: RPC.payment,
    doc: 'The plan session has fewer reports left than the call needs.',
  },
  operator_budget_exceeded: { status: 402, rpc: RPC.payment, doc: "The operator_id's daily cap would be passed." },
  payment_invalid: { status: 402, rpc: RPC.payment, doc: 'The x402 payment was refused by verification.' },
  malformed_payment: { status: 402, rpc: RPC.payment, doc: 'The x402 payment header cannot be decoded.' },
  settlement_failed: { status: 402, rpc: RPC.payment, doc: 'The x402 payment could not be settled; nothing was kept.' },
  // 403
  mode_not_available: {
    status: 403,
    rpc: RPC.forbidden,
    doc: 'The mode is not available to this credential (trial keys: standard modes).',
  },
  // 404
  not_found: { status: 404, rpc: RPC.notFound, doc: 'No such route, company, credential or pending payment.' },
  admin_disabled: {
    status: 404,
    rpc: RPC.notFound,
    doc: 'The admin API is off (no ADMIN_TOKEN); it answers as an unknown route.',
  },
  transaction_not_found: { status: 404, rpc: RPC.notFound, doc: 'The transaction is not (yet) on chain.' },
  // 405
  method_not_allowed: { status: 405, rpc: RPC.methodNotFound, doc: 'The route exists but not with this method.' },
  // 409
  payment_already_used: { status: 409, rpc: RPC.conflict, doc: 'This x402 payment has already paid a call.' },
  payment_in_progress: {
    status: 409,
    rpc: RPC.conflict,
    doc: 'The same x402 payment is being used by another request.',
  },
  transaction_already_redeemed: {
    status: 409,
    rpc: RPC.conflict,
    doc: 'This transaction already funded a key or a session.',
  },
  session_exists: { status: 409, rpc: RPC.conflict, doc: 'A session already exists for this payment.' },
  request_in_progress: {
    status: 409,
    rpc: RPC.conflict,
    doc: 'A request with the same Idempotency-Key is still running.',
  },
  already_credited: { status: 409, rpc: RPC.conflict, doc: 'This credit reference was already applied.' },
  subscription_limit_reached: {
    status: 409,
    rpc: RPC.conflict,
    doc: 'The credential already has the most Pulse subscriptions allowed.',
  },
  refund_refused: {
    status: 409,
    rpc: RPC.conflict,
    doc: 'The ledger entry cannot be refunded (not a debit, or refunded already).',
  },
  // 413, 415
  payload_too_large: { status: 413, rpc: RPC.tooLarge, doc: 'The request body is over the size limit.' },
  unsupported_media_type: { status: 415, rpc: RPC.mediaType, doc: 'The body must be application/json.' },
  // 422
  missing_input: { status: 422, rpc: RPC.invalidParams, doc: 'Neither url nor text was given.' },
  not_enough_content: { status: 422, rpc: RPC.invalidParams, doc: 'The text has under 50 visible characters.' },
  invalid_arguments: {
    status: 422,
    rpc: RPC.invalidParams,
    doc: 'The arguments of a tool or A2A skill do not match its schema.',
  },
  invalid_mode: { status: 422, rpc: RPC.invalidParams, doc: 'The mode is not one of the published modes.' },
  url_unreachable: { status: 422, rpc: RPC.invalidParams, doc: 'The url could not be fetched.' },
  url_not_allowed: { status: 422, rpc: RPC.invalidParams, doc: 'The url points to a private or local address.' },
  elite_mode_not_batchable: {
    status: 422,
    rpc: RPC.invalidParams,
    doc: 'Elite modes are refused in a batch; use POST /intel.',
  },
  batch_failed: { status: 422, rpc: RPC.invalidParams, doc: 'Every batch item failed; nothing was charged.' },
  idempotency_key_reused: {
    status: 422,
    rpc: RPC.invalidParams,
    doc: 'The Idempotency-Key was used with another request.',
  },
  invalid_sector: { status: 422, rpc: RPC.invalidParams, doc: 'The sector is not one of the report sectors.' },
  transaction_failed: { status: 422, rpc: RPC.invalidParams, doc: 'The transaction failed on chain.' },
  payment_wrong_recipient: { status: 422, rpc: RPC.invalidParams, doc: 'The transfer did not go to the payee.' },
  payment_wrong_asset: { status: 422, rpc: RPC.invalidParams, doc: 'The transfer is not USDC.' },
  payment_too_small: { status: 422, rpc: RPC.invalidParams, doc: 'Less arrived than the price or the stated amount.' },
  payment_too_old: { status: 422, rpc: RPC.invalidParams, doc: 'The transfer is older than the redemption window.' },
  amount_mismatch: { status: 422, rpc: RPC.invalidParams, doc: 'The amount stated differs from what arrived.' },
  invalid_transaction_hash: {
    status: 422,
    rpc: RPC.invalidParams,
    doc: 'The hash or signature is not one of the named network.',
  },
  // 429
  rate_limit_exceeded: { status: 429, rpc: RPC.rateLimited, doc: 'Too many calls from this address; see Retry-After.' },
  // 5xx
  internal_error: { status: 500, rpc: RPC.internal, doc: 'An unexpected failure; nothing was charged.' },
  knowledge_invalid: {
    status: 500,
    rpc: RPC.internal,
    doc: 'The bundled knowledge base failed its schema check (a startup fault).',
  },
  method_not_implemented: {
    status: 501,
    rpc: RPC.methodNotFound,
    doc: 'No route of the server answers this HTTP method.',
  },
  x402_not_enabled: {
    status: 501,
    rpc: RPC.notImplemented,
    doc: 'x402 is not accepted here (no facilitator configured).',
  },
  payments_not_configured: {
    status: 501,
    rpc: RPC.notImplemented,
    doc: 'On-chain payments are not configured (no payee).',
  },
  search_failed: { status: 502, rpc: RPC.badGateway, doc: 'The search provider failed.' },
  too_many_pending_payments: { status: 503, rpc: RPC.unavailable, doc: 'Too many open pending payments; retry later.' },
  settlement_pending: {
    status: 503,
    rpc: RPC.unavailable,
    doc: 'A settlement is still being confirmed; retry shortly.',
  },
  facilitator_unavailable: {
    status: 503,
    rpc: RPC.unavailable,
    doc: 'The x402 facilitator cannot be reached; nothing was charged.',
  },
  chain_unavailable: { status: 503, rpc: RPC.unavailable, doc: 'The chain RPC cannot be reached; retry shortly.' },
  store_unavailable: { status: 503, rpc: RPC.unavailable, doc: 'A data store is unavailable; nothing was charged.' },
} as const satisfies Record<string, CodeEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

/** Codes answered with the given HTTP status (for the OpenAPI document and discovery). */
export function codesWithStatus(status: number): ErrorCode[] {
  return ERROR_CODES.filter((c) => ERROR_CATALOGUE[c].status === status);
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}
