// The x402 payment challenge of a paid route: the v1 body (`accepts[]`) and the v2 PAYMENT-REQUIRED
// header, built from configuration and, for Solana, the fee payer the facilitator names. The gate
// matches incoming payments against these same requirements (src/payments/x402Gate.ts).
import type { Config } from '../config.ts';
import { bazaarExtension, type BazaarDeclaration } from './bazaar.ts';
import { facilitatorFor } from './facilitatorClient.ts';

export const BASE_MAINNET_CAIP2 = 'eip155:8453';
export const SOLANA_MAINNET_CAIP2 = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
/** The spec's network names, accepted as aliases of the ids real clients use (docs/decisions.md). */
export const NETWORK_ALIASES: Record<string, string> = { 'base-mainnet': 'base', 'solana-mainnet': 'solana' };
export const MAX_TIMEOUT_SECONDS = 120;

/** x402 can be paid here: a facilitator settles, and at least one payee receives. Documents advertise it only then. */
export function x402Payable(x402: Config['x402']): boolean {
  return Boolean(x402.facilitatorUrl) && Boolean(x402.payeeBase || x402.payeeSolana);
}

/** The network id a client sent, with the spec's names mapped onto the ids the SDKs use. */
export function normalizeNetwork(network: string): string {
  return NETWORK_ALIASES[network] ?? network;
}

export interface ChallengeInput {
  amountMicro: number;
  resourceUrl: string;
  description: string;
  /** From the facilitator's /supported: the Solana option cannot be paid without it. */
  solanaFeePayer?: string;
  /** How to call the resource, for the v2 challenge's bazaar extension. */
  discovery?: BazaarDeclaration;
}

/** The challenge input of a paid resource, with the facilitator's Solana fee payer when it has answered. */
export async function challengeInput(
  config: Config,
  amountMicro: number,
  resourcePath: string,
  description: string,
  discovery?: BazaarDeclaration,
): Promise<ChallengeInput> {
  const solanaFeePayer = config.x402.payeeSolana ? await facilitatorFor(config.x402)?.solanaFeePayer() : undefined;
  return {
    amountMicro,
    resourceUrl: `${config.publicBaseUrl}${resourcePath}`,
    description,
    ...(solanaFeePayer ? { solanaFeePayer } : {}),
    ...(discovery ? { discovery } : {}),
  };
}

interface Option {
  v1Network: string;
  v2Network: string;
  payTo: string;
  asset: string;
  extra?: Record<string, string>;
}

function options(x402: Config['x402'], input: ChallengeInput): Option[] {
  const list: Option[] = [];
  if (x402.payeeBase) {
    list.push({
      v1Network: 'base',
      v2Network: BASE_MAINNET_CAIP2,
      payTo: x402.payeeBase,
      asset: x402.baseUsdc,
      extra: { name: 'USD Coin', version: '2' },
    });
  }
  if (x402.payeeSolana) {
    list.push({
      v1Network: 'solana',
      v2Network: SOLANA_MAINNET_CAIP2,
      payTo: x402.payeeSolana,
      asset: x402.solanaUsdcMint,
      ...(input.solanaFeePayer ? { extra: { feePayer: input.solanaFeePayer } } : {}),
    });
  }
  return list;
}

export function buildV1Accepts(x402: Config['x402'], input: ChallengeInput) {
  return options(x402, input).map((o) => ({
    scheme: 'exact',
    network: o.v1Network,
    maxAmountRequired: String(input.amountMicro),
    resource: input.resourceUrl,
    description: input.description,
    mimeType: 'application/json',
    payTo: o.payTo,
    maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
    asset: o.asset,
    ...(o.extra ? { extra: o.extra } : {}),
  }));
}

/** The v2 PaymentRequired; with a payee configured and a discovery declaration, the bazaar extension too. */
export function buildV2PaymentRequired(x402: Config['x402'], input: ChallengeInput, error: string) {
  const payable = options(x402, input);
  return {
    x402Version: 2,
    error,
    resource: { url: input.resourceUrl, description: input.description, mimeType: 'application/json' },
    ...(input.discovery && payable.length ? { extensions: bazaarExtension(input.discovery) } : {}),
    accepts: payable.map((o) => ({
      scheme: 'exact',
      network: o.v2Network,
      amount: String(input.amountMicro),
      asset: o.asset,
      payTo: o.payTo,
      maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
      ...(o.extra ? { extra: o.extra } : {}),
    })),
  };
}

export function encodeHeader(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}
