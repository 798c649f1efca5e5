// The payments services, built once by createServices: chain ports, the redemption register, x402, pending
// payments and their watcher. Nothing here touches the network until a payment needs it.
import type { RedisClient } from '../stores/redis.ts';
import type { Logger } from 'pino';
import type { CredentialStore } from '../billing/credentials.ts';
import type { Ledger } from '../billing/ledger.ts';
import type { Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { createChains } from './chains.ts';
import { facilitatorFor } from './facilitatorClient.ts';
import { activatePlan, createFundedApiKey, type FundingDeps } from './funding.ts';
import { createPendingPayments } from './pending.ts';
import { evmIdentity, guardKey } from './paymentGuard.ts';
import { referenceKey } from './pending.ts';
import { createRedemptions } from './redemptions.ts';
import { createSignerDirectory } from './signers.ts';
import type { VerifiedTransfer } from './baseTransfers.ts';
import { createPendingWatcher } from './watcher.ts';
import { createX402Service } from './x402Service.ts';

export function createPayments(deps: {
  config: Config;
  redis: RedisClient;
  clock: Clock;
  logger: Logger;
  credentials: CredentialStore;
  ledger: Ledger;
}) {
  const { config, redis, clock } = deps;
  const chains = createChains(config);
  const redemptions = createRedemptions(redis, () => clock.now());
  const signers = createSignerDirectory(redis, facilitatorFor(config.x402));

  /** A transfer that belongs to an x402 payment or a pending payment is not for sale as a bare hash. */
  async function reservedFor(transfer: VerifiedTransfer, opts: { pendingReference?: string }): Promise<string | null> {
    const authorizations = transfer.authorizations ?? [];
    if (authorizations.length > 0) {
      // One EXISTS per key: the guards hash to different slots on a Redis Cluster.
      const held = await Promise.all(
        authorizations.map((a) => redis.exists(guardKey(evmIdentity(a.authorizer, a.nonce)))),
      );
      if (held.some((n) => n > 0))
        return 'This transaction spends the authorization of an x402 payment: it pays for that call, not for a key or plan.';
    }
    const accounts = (transfer.accounts ?? []).filter((a) => a !== opts.pendingReference);
    if (opts.pendingReference === undefined && accounts.length > 0) {
      const ids = await Promise.all(accounts.map((account) => redis.get(referenceKey(account))));
      if (ids.some(Boolean))
        return 'This transaction pays a pending payment: it is confirmed through that payment, not redeemed by hash.';
    }
    return null;
  }

  const funding: FundingDeps = {
    config,
    clock,
    chains,
    redemptions,
    credentials: deps.credentials,
    ledger: deps.ledger,
    facilitatorSigners: () => signers.known(),
    reservedFor,
    logError: (err, txId) =>
      deps.logger.error(
        { err, tx: txId },
        'could not record a completed redemption; its claim still holds the transaction',
      ),
  };
  const pending = createPendingPayments(redis, funding, config.payments.pending);
  return {
    /** POST /access/api-key and the MCP tool intel_api_key_create. */
    createApiKey: (input: Parameters<typeof createFundedApiKey>[1]) => createFundedApiKey(funding, input),
    /** POST /access/activate. */
    activatePlan: (input: Parameters<typeof activatePlan>[1]) => activatePlan(funding, input),
    chains,
    redemptions,
    funding,
    pending,
    watcher: createPendingWatcher(pending, config.payments.watchIntervalMs, deps.logger),
    signers,
    x402: createX402Service({ config, redis, clock, chains, signers }),
  };
}

export type Payments = ReturnType<typeof createPayments>;
