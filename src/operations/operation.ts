// What an operation declares, once: its input schemas, its responses, its closed list of error codes,
// and for a paid operation its price and entitlement rule. REST, the OpenAPI document and the agent doors
// read these declarations; the handlers receive the validated input typed from the same schemas.
import type { z } from 'zod';
import type { ErrorCode } from '../lib/errors.ts';
import type { Mode } from '../intel/types.ts';
import type { ValidationIssue } from '../http/errors.ts';

export type Method = 'GET' | 'POST' | 'HEAD' | 'PUT' | 'DELETE';

/**
 * Who may call: `free` (anyone), `paid` (x402, API key or session, priced below), `credential` (the
 * caller's own API key or session, not charged), `admin` (the operator's bearer token), `secret` (a
 * secret of the resource itself, such as a pending payment's poll secret or a webhook's shared secret).
 */
export type Access = 'free' | 'paid' | 'credential' | 'admin' | 'secret';

export interface ResponseDecl {
  description: string;
  /** A zod schema (the JSON Schema is generated from it) or a ready JSON Schema. */
  schema?: z.ZodType;
  contentType?: string;
  headers?: Record<string, string>;
}

/** One analysis a call runs: the entitlement rules (trial modes, plan reports, elite) apply to each. */
export interface PlannedAnalysis {
  mode: Mode;
}

/** The price and entitlement rule of a paid operation, as data the pay pipeline reads. */
export interface Pricing<B> {
  /** The ledger's name for the route (`intel`, `batch`). */
  route: string;
  /** The resource an x402 challenge names. */
  resourcePath: string;
  /** Price of the call in micro-USDC, from the validated body. */
  priceMicro(body: B): number;
  /** Every analysis the call will run, in order. */
  analyses(body: B): PlannedAnalysis[];
  /** Elite modes: allowed (at the elite price) or refused before payment (422 elite_mode_not_batchable). */
  eliteModes: 'allowed' | 'refused';
  /** The agent the caller says spends (per-operator budgets). */
  operator(body: B): string | undefined;
  /** The description of the x402 challenge. */
  description(body: B): string;
  /** A body this operation accepts: the example of the x402 challenge's bazaar extension. */
  example: Record<string, unknown>;
}

export interface Operation<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
> {
  operationId: string;
  method: Method;
  /** OpenAPI-style path: /access/pending/{payment_id} */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  access: Access;
  body?: B;
  query?: Q;
  params?: P;
  /**
   * Checks the schema cannot say (one of two fields, exactly): run after the schema passes, before any
   * payment; each issue is a 422 validation record.
   */
  refine?: (body: B extends z.ZodType ? z.output<B> : undefined) => ValidationIssue[];
  /** Responses that are not error envelopes: successes, and answers with their own shape (health 503). */
  responses: Record<number, ResponseDecl>;
  /** Every error code the operation can answer with; the document lists them under their statuses. */
  errors: readonly ErrorCode[];
  pricing?: Pricing<B extends z.ZodType ? z.output<B> : undefined>;
  /** The operator's API: served when ADMIN_TOKEN is set, never in the public documents. */
  admin?: boolean;
  /** Kept out of the documents (asset routes). */
  hidden?: boolean;
}

type Out<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.output<NonNullable<S>>
    : undefined;

/** The validated input a handler receives, typed from the operation's own schemas. */
export type InputOf<O> =
  O extends Operation<infer B, infer Q, infer P> ? { body: Out<B>; query: Out<Q>; params: Out<P> } : never;

/** The request body schema of an operation that has one. */
export function bodyOf<B extends z.ZodType>(op: Operation<B, z.ZodType | undefined, z.ZodType | undefined>): B {
  if (!op.body) throw new Error(`${op.operationId} has no body schema`);
  return op.body;
}

/** Declares an operation; the identity function keeps the schemas' precise types for InputOf. */
export function defineOperation<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(op: Operation<B, Q, P>): Operation<B, Q, P> {
  return op;
}
