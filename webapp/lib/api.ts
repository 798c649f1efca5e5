// Calls to the service's public operations from the browser, and the credential kept in localStorage
// (never in a URL). Errors carry the envelope's message, or the 422 detail as one readable sentence.
const CREDENTIAL_KEY = 'intel-graph.credential';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId?: string;
  constructor(status: number, code: string, message: string, requestId?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.requestId = requestId;
  }
}

export interface Answer<T> {
  data: T;
  headers: Headers;
  status: number;
}

function errorOf(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as {
    error?: unknown;
    message?: string;
    request_id?: string;
    detail?: { loc: unknown[]; msg: string }[];
  };
  if (Array.isArray(b.detail)) {
    const text = b.detail.map((d) => `${d.loc.slice(1).join('.') || d.loc.join('.')}: ${d.msg}`).join('; ');
    return new ApiError(status, 'validation_error', text);
  }
  if (status === 402 && typeof b.error !== 'string') {
    return new ApiError(
      status,
      'payment_required',
      'This call needs a credential: add a session id or an API key above.',
    );
  }
  const code = typeof b.error === 'string' ? b.error : `http_${status}`;
  return new ApiError(
    status,
    code,
    b.message ?? (typeof b.error === 'string' ? b.error : `The service answered ${status}.`),
    b.request_id,
  );
}

export async function api<T>(
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'network_error', 'The service could not be reached; check your connection and retry.');
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) throw errorOf(res.status, data);
  return { data: data as T, headers: res.headers, status: res.status };
}

export type CredentialKind = 'session' | 'api_key';
export interface Credential {
  secret: string;
  kind: CredentialKind;
}

export function kindOf(secret: string): CredentialKind {
  return secret.startsWith('ses_') ? 'session' : 'api_key';
}

export function storedCredential(): Credential | null {
  const secret = localStorage.getItem(CREDENTIAL_KEY);
  return secret ? { secret, kind: kindOf(secret) } : null;
}

export function storeCredential(secret: string): Credential {
  localStorage.setItem(CREDENTIAL_KEY, secret.trim());
  return { secret: secret.trim(), kind: kindOf(secret.trim()) };
}

export function forgetCredential(): void {
  localStorage.removeItem(CREDENTIAL_KEY);
}

export function credentialHeaders(c: Credential): Record<string, string> {
  return c.kind === 'session' ? { 'x-session': c.secret } : { 'x-api-key': c.secret };
}

/** What a person can recognise without the whole secret on screen. */
export function maskSecret(secret: string): string {
  return secret.length > 14 ? `${secret.slice(0, 10)}…${secret.slice(-4)}` : secret;
}
