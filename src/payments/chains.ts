// The chain RPC ports: a viem public client for Base and a @solana/web3.js connection for Solana, made on
// first use from BASE_RPC_URL / SOLANA_RPC_URL, and the payee and asset each network pays to.
import { Connection } from '@solana/web3.js';
import { createPublicClient, http, type PublicClient } from 'viem';
import { base } from 'viem/chains';
import type { Config } from '../config.ts';
import { DomainError } from '../lib/errors.ts';

export type PayNetwork = 'base' | 'solana';

export interface BaseChain {
  client: PublicClient;
  usdc: `0x${string}`;
  payee: `0x${string}`;
}
export interface SolanaChain {
  connection: Connection;
  mint: string;
  payee: string;
}

export function createChains(config: Config) {
  let baseChain: BaseChain | null = null;
  let solanaChain: SolanaChain | null = null;
  const notConfigured = (what: string) =>
    new DomainError('payments_not_configured', `Payments on ${what} are not configured on this server.`);
  return {
    configured: {
      base: Boolean(config.chains.baseRpcUrl && config.x402.payeeBase),
      solana: Boolean(config.chains.solanaRpcUrl && config.x402.payeeSolana),
    },
    base(): BaseChain {
      if (!config.chains.baseRpcUrl || !config.x402.payeeBase) throw notConfigured('Base (BASE_RPC_URL, PAYEE_BASE)');
      baseChain ??= {
        // Base's 1 s default polling suits mainnet; receipts are fetched once here, never awaited by polling.
        client: createPublicClient({
          chain: base,
          transport: http(config.chains.baseRpcUrl, { timeout: 15_000, retryCount: 1 }),
        }) as PublicClient,
        usdc: config.x402.baseUsdc as `0x${string}`,
        payee: config.x402.payeeBase as `0x${string}`,
      };
      return baseChain;
    },
    solana(): SolanaChain {
      if (!config.chains.solanaRpcUrl || !config.x402.payeeSolana)
        throw notConfigured('Solana (SOLANA_RPC_URL, PAYEE_SOLANA)');
      solanaChain ??= {
        connection: new Connection(config.chains.solanaRpcUrl, {
          commitment: 'confirmed',
          disableRetryOnRateLimit: true,
        }),
        mint: config.x402.solanaUsdcMint,
        payee: config.x402.payeeSolana,
      };
      return solanaChain;
    },
  };
}

export type Chains = ReturnType<typeof createChains>;

/** An RPC that cannot be reached is a 503, never a verdict on the payment. */
export function chainUnavailable(network: PayNetwork, err: unknown): DomainError {
  return new DomainError(
    'chain_unavailable',
    `The ${network === 'base' ? 'Base' : 'Solana'} RPC could not be reached; nothing was credited. Retry shortly.`,
    { cause: String((err as Error)?.message ?? err).slice(0, 200) },
  );
}
